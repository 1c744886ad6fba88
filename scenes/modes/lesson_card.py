"""The lesson's guide card and the glow on the piece a step points at (:mod:`scenes.modes.lesson`).

The card is paper on the felt with one or two sentences and its buttons:
"Next" (Enter) on a step that only explains, "Skip step" (S, or the
controller's Y) on every step, and at the end "Play a real game" and "Menu".
It goes to the first of a few places on the board that keeps clear of the
piece it points at, so the glow is never under the paper.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop.i18n import Words

CARD_WIDTH = 560
"""The card's width at 720p: about twelve words a line at the sofa's text size."""

NARROW_WIDTH = 380
"""The card's width at 720p where the full one covers what must stay in sight: still
four or five lines of two sentences."""

TEXT_PX = 24
"""Between body and heading text: read from the sofa, two sentences still fit."""


CORNERS = ("bottomright", "bottomleft", "topright", "topleft", "midright", "midleft")
"""Where the card may stand on the board, in the order tried for a first place."""


class GuideCard:
    """What the lesson says now, and its buttons; :meth:`place` puts it on the board."""

    def __init__(self, on_next: Callable[[], None], on_skip: Callable[[], None],
                 on_play: Callable[[], None], on_menu: Callable[[], None]) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.corner = CORNERS[0]
        """Where on the board the card stood last (a pygame.Rect position name)."""
        self.text = ""
        self.scale = 1.0
        self.explains = True
        self.finished = False
        self.next_button = Button((0, 0, 0, 0), "lesson.next", on_click=on_next,
                                  hotkey=pygame.K_RETURN)
        self.skip_button = Button((0, 0, 0, 0), "lesson.skip", on_click=on_skip,
                                  style=ButtonStyle.SECONDARY, hotkey=pygame.K_s,
                                  pad_hint="Y")
        self.play_button = Button((0, 0, 0, 0), "lesson.play_real", on_click=on_play,
                                  hotkey=pygame.K_RETURN)
        self.menu_button = Button((0, 0, 0, 0), "lesson.menu", on_click=on_menu,
                                  style=ButtonStyle.SECONDARY)
        self._clock = 0.0

    @property
    def buttons(self) -> list[Button]:
        """The buttons the card shows now, in reading order."""
        if self.finished:
            return [self.play_button, self.menu_button]
        return [self.next_button, self.skip_button] if self.explains else [self.skip_button]

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def _button_h(self) -> int:
        return self.px(48)

    def _text_px(self) -> int:
        return max(theme.text_px(TextSize.BODY, self.scale), self.px(TEXT_PX))

    def place(self, words: Words, board: pygame.Rect, avoid: pygame.Rect | None,
              scale: float, in_sight: list[pygame.Rect] | None = None) -> None:
        """Size the card to its text and put it in the first place on ``board`` (a corner:
        bottom right, bottom left, top right, top left; then halfway down the right or
        left edge) clear of ``avoid`` and its glow, and of ``in_sight`` (most important
        first) as far as a place allows; narrower where only a narrow card fits (a column
        beside the Polterfass shelf), before giving the least important of ``in_sight`` up."""
        self.scale = scale
        for button in (self.next_button, self.skip_button, self.play_button, self.menu_button):
            button.words = words  # each frame: a language switch is followed at once
        pad = self.px(theme.SPACE_M)
        margin = self.px(theme.SPACE_S)
        inner = board.inflate(-2 * margin, -2 * margin)
        keep_clear = avoid.inflate(2 * self.px(18), 2 * self.px(18)) if avoid else None
        wanted = [rect for rect in in_sight or [] if keep_clear is None
                  or not rect.contains(keep_clear)]
        full = min(self.px(CARD_WIDTH), board.width - 2 * self.px(theme.SPACE_M))
        widths = (full, min(full, self.px(NARROW_WIDTH)))
        hard = [keep_clear] if keep_clear is not None else []
        card = None
        # What must stay in sight comes most important first: when no place is clear of
        # all of it, the least important is given up first, one at a time.
        for kept in range(len(wanted), -1, -1):
            clear = [*wanted[:kept], *hard]
            for width in widths:
                card = self._clear_corner(inner, self._sized(width, pad), clear)
                if card is not None:
                    break
            if card is not None:
                break
        if card is None:
            # Nowhere clear (a tiny window): the side away from the piece, still readable.
            card = self._sized(full, pad)
            card.bottomright = inner.bottomright
            if keep_clear is not None and keep_clear.centerx > inner.centerx:
                card.bottomleft = inner.bottomleft
        self.rect = card
        x = card.right - pad
        button_h = self._button_h()
        gap = self.px(theme.SPACE_S)
        for button in reversed(self.buttons):
            button_w = self._button_w(button)
            button.rect = pygame.Rect(x - button_w, card.bottom - pad - button_h, button_w,
                                      button_h)
            x -= button_w + gap

    def _button_w(self, button: Button) -> int:
        label_w = assets.text(button.label, theme.text_px(TextSize.BODY, self.scale),
                              bold=True).get_width()
        return max(self.px(140), label_w + self.px(88))  # the label and its keycap hint

    def _sized(self, width: int, pad: int) -> pygame.Rect:
        """A card ``width`` wide, or as wide as its buttons need (their labels are never
        squeezed), as tall as its text and its buttons need."""
        gap = self.px(theme.SPACE_S)
        width = max(width, sum(self._button_w(button) + gap for button in self.buttons)
                    - gap + 2 * pad)
        body = assets.text(self.text, self._text_px(), theme.INK, wrap_width=width - 2 * pad)
        return pygame.Rect(0, 0, width, pad + body.get_height() + pad + self._button_h() + pad)

    def _clear_corner(self, inner: pygame.Rect, card: pygame.Rect,
                      clear: list[pygame.Rect]) -> pygame.Rect | None:
        # The corner the card stood in last is tried first: through a run of steps the card
        # stays put while it covers nothing it must not, so Next never moves under the
        # pointer.
        corners = [self.corner, *(corner for corner in CORNERS if corner != self.corner)]
        for corner in corners:
            setattr(card, corner, getattr(inner, corner))
            if card.collidelist(clear) < 0:
                self.corner = corner
                return card
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(button.handle_event(event) for button in self.buttons)

    def update(self, dt: float) -> None:
        self._clock += dt
        for button in self.buttons:
            button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        card = self.rect
        radius = self.px(theme.RADIUS_M)
        paint.draw_shadow(surface, card, radius, offset=(0, self.px(4)), blur=self.px(10),
                          alpha=150)
        surface.blit(paint.paper_panel(card.size, radius), card)
        pad = self.px(theme.SPACE_M)
        body = assets.text(self.text, self._text_px(), theme.INK,
                           wrap_width=card.width - 2 * pad)
        surface.blit(body, (card.x + pad, card.y + pad))
        for button in self.buttons:
            button.draw(surface)

    def pulse(self) -> float:
        return 0.7 + 0.3 * math.sin(self._clock * 4.0)

    def draw_glow(self, surface: pygame.Surface, piece: pygame.Rect) -> None:
        """A pulsing gold halo around the piece to touch (drawn under the pieces), never
        inside it: a score sheet's cell has no face of its own to cover the gold, and
        the 17 it previews must stay readable."""
        spread = self.px(12)
        outer = piece.inflate(4 * spread, 4 * spread)
        bands = (pygame.Rect(outer.x, outer.y, outer.width, piece.y - outer.y),
                 pygame.Rect(outer.x, piece.bottom, outer.width, outer.bottom - piece.bottom),
                 pygame.Rect(outer.x, piece.y, piece.x - outer.x, piece.height),
                 pygame.Rect(piece.right, piece.y, outer.right - piece.right, piece.height))
        kept = surface.get_clip()
        for band in bands:
            surface.set_clip(band.clip(kept))
            paint.draw_glow(surface, piece, self.px(theme.RADIUS_S), spread,
                            intensity=self.pulse())
        surface.set_clip(kept)

    def draw_ring(self, surface: pygame.Surface, piece: pygame.Rect) -> None:
        """A bright ring just outside the piece, over everything: gold on ivory dice or
        paper rows is faint, and the ring says "here" from across the room."""
        gap = self.px(5) + round(self.px(3) * self.pulse())
        ring = piece.inflate(2 * gap, 2 * gap)
        pygame.draw.rect(surface, theme.GOLD_DARK, ring, self.px(5),
                         border_radius=self.px(theme.RADIUS_M))
        pygame.draw.rect(surface, theme.GOLD_LIGHT, ring.inflate(-2, -2), self.px(3),
                         border_radius=self.px(theme.RADIUS_M))

"""The privacy curtain: an opaque cover asking the players to pass the screen on."""

from __future__ import annotations

import math

import pygame

from scenes.shell import assets, theme
from scenes.shell.input import ControllerInput
from scenes.widgets import paint
from scenes.widgets.button import key_label
from scenes.widgets.focus import ACTIVATE_KEYS
from scenes.widgets.tween import out_cubic
from tabletop.i18n import Words


class PrivacyCurtain:
    """Covers ``rect`` completely (nothing beneath shows through) with "Pass to <name>".

    The scene pushes it whenever the next decision belongs to a different
    person and the game has hidden information, draws only public things
    beneath it, and keeps calling :meth:`handle_event` until it returns True
    (Enter, Space or a click: the named person is ready). A click must both
    start and end while the curtain is up, so the click that ended the
    previous turn cannot dismiss it by accident. ``seat_index`` is the seat's
    colour and symbol slot (``SeatConfig.colour``).
    """

    _INTRO_SECONDS = 0.35

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        name: str,
        seat_index: int | None = None,
        *,
        controller: ControllerInput | None = None,
        words: Words | None = None,
    ) -> None:
        self.controller = controller  # "press A" rather than "press Enter" with a controller
        self.words = words
        """Its language; the screen hands over new ones on a language switch."""
        self.rect = pygame.Rect(rect)
        self.name = name
        self.seat_index = seat_index
        self.age = 0.0
        self._mouse_down_seen = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True once the named person confirms they are ready."""
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._mouse_down_seen = True
            return False
        return (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._mouse_down_seen
        )

    def update(self, dt: float) -> None:
        self.age += dt

    def shown_words(self) -> Words:
        """The words it speaks, handed over by the screen that shows it."""
        assert self.words is not None, "curtain shown without words"
        return self.words

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        scale = theme.ui_scale(rect.size)
        # Opaque first: felt, then a dark sheet, so the table feel stays but nothing leaks.
        surface.blit(paint.felt_table(rect.size), rect.topleft)
        surface.blit(paint.dim_overlay(rect.size, 120), rect.topleft)

        intro = out_cubic(min(1.0, self.age / self._INTRO_SECONDS))
        card_w = theme.px(600, scale)
        inner_w = card_w - theme.px(72, scale)
        words = self.shown_words()
        title_text = words("widgets.pass_to", name=self.name)
        title_px = assets.fit_text_px(title_text, theme.text_px(theme.TextSize.TITLE, scale),
                                      inner_w, bold=True)
        title = assets.text(title_text, title_px, theme.INK, bold=True)
        hint = assets.paragraph(words("widgets.ready_hint", name=self.name),
                                theme.text_px(theme.TextSize.BODY, scale), theme.INK_SOFT, inner_w)
        symbol_radius = theme.px(24, scale) if self.seat_index is not None else 0
        key_h = theme.px(44, scale)
        gap = theme.px(theme.SPACE_M, scale)
        content_h = (2 * symbol_radius + gap if symbol_radius else 0) + title.get_height() + \
            theme.px(6, scale) + hint.get_height() + theme.px(theme.SPACE_L, scale) + key_h
        card = pygame.Rect(0, 0, card_w, content_h + 2 * theme.px(36, scale))
        card.center = (rect.centerx, rect.centery + round((1 - intro) * theme.px(40, scale)))
        radius = theme.px(theme.RADIUS_L, scale)
        frame = card.inflate(theme.px(24, scale), theme.px(24, scale))
        paint.draw_shadow(surface, frame, radius, offset=(0, theme.px(10, scale)),
                          blur=theme.px(14, scale), alpha=190)
        surface.blit(paint.wood_board(frame.size, radius + theme.px(6, scale)), frame.topleft)
        surface.blit(paint.paper_panel(card.size, radius), card.topleft)

        y = card.y + theme.px(36, scale)
        if self.seat_index is not None:
            theme.draw_seat_symbol(surface, self.seat_index, (card.centerx, y + symbol_radius),
                                   symbol_radius)
            y += 2 * symbol_radius + gap
        surface.blit(title, title.get_rect(midtop=(card.centerx, y)))
        y += title.get_height() + theme.px(6, scale)
        surface.blit(hint, hint.get_rect(midtop=(card.centerx, y)))
        y += hint.get_height() + theme.px(theme.SPACE_L, scale)
        self._draw_ready_key(surface, pygame.Rect(card.x, y, card.w, key_h), scale)

    def _draw_ready_key(self, surface: pygame.Surface, row: pygame.Rect, scale: float) -> None:
        """A gently pulsing Enter keycap centred in ``row``."""
        label = assets.text(key_label(self.shown_words(), pygame.K_RETURN, self.controller),
                            theme.text_px(theme.TextSize.BODY, scale), theme.INK, bold=True)
        cap = pygame.Rect(0, 0, label.get_width() + theme.px(48, scale), row.height)
        cap.center = row.center
        radius = theme.px(8, scale)
        pulse = 0.55 + 0.45 * (0.5 + 0.5 * math.sin(self.age * 3.2))
        paint.draw_glow(surface, cap, radius, theme.px(10, scale), intensity=pulse)
        surface.blit(paint.gradient_panel(cap.size, theme.GOLD_LIGHT, theme.GOLD, radius,
                                          theme.GOLD_DARK, 2, True), cap.topleft)
        surface.blit(label, label.get_rect(center=cap.center))

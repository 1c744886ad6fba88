"""The privacy curtain: an opaque cover over the private part of the table, in place."""

from __future__ import annotations

import math

import pygame

from scenes.shell import assets, theme
from scenes.shell.input import ControllerInput
from scenes.widgets import paint
from scenes.widgets.button import key_label
from tabletop.i18n import Words

PARTS = ("cards", "chips", "money", "loans")
"""What a curtain may cover, each with its words ``widgets.show_<part>``."""

LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that lift a cover: the Enter its keycap names (a controller's A sends it).
Never Space or a digit: the seat before rolls and moves with them, and a press every two
seconds lifted the next person's cover and placed their hidden bets (trial s22)."""

MODIFIER_KEYS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_CAPSLOCK, pygame.K_NUMLOCK})
"""Keys held with another, never pressed for themselves: they leave the hint as it is."""


class PrivacyCurtain:
    """Covers ``rect``, the private part of the table (a hand, the order cards, the
    face-down chips, the purse), completely with "<name>: press to show your cards";
    the public table around it stays in sight.

    The table draws only public things beneath it, and its screen keeps calling
    :meth:`handle_event` until it returns True (Enter, :data:`LIFT_KEYS`, or a click on
    the cover: the named person is ready). A click must both start and end on the cover,
    so the click that ended the previous turn cannot lift it by accident. ``seat_index`` is the
    seat's colour and symbol slot (``SeatConfig.colour``); ``part`` one of :data:`PARTS`.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        name: str,
        seat_index: int | None = None,
        *,
        part: str = "cards",
        controller: ControllerInput | None = None,
        words: Words | None = None,
    ) -> None:
        assert part in PARTS, f"a curtain covers one of {PARTS}, not {part!r}"
        self.controller = controller  # "press A" rather than "press Enter" with a controller
        self.words = words
        """Its language; the screen hands over new ones on a language switch."""
        self.rect = pygame.Rect(rect)
        self.name = name
        self.seat_index = seat_index
        self.part = part
        self.age = 0.0
        self.readiness = 1.0
        """How far the wait for a press that lifts the cover has run (its screen's grace),
        from 0 to 1: the keycap is grey meanwhile, a bar under it filling with gold, and
        glows once a press lifts the cover (trial s26 B/184: the press said only afterwards
        it was too soon)."""
        self._wait_span = 0.0
        self._wait_left = 0.0
        self.too_soon = False
        """True once a press came while it was not ready: its hint then says the press was
        too soon, so a press held back is never eaten silently."""
        self.other_key = False
        """True once a key that lifts nothing was pressed (a C for the last move): its hint
        then names what lifts it (trial s25 A/141 read a C ignored without a word)."""
        self.refusal: str | None = None
        """The words of a press refused for a reason of its own, said in its hint until the
        next press (Undo over a cover did nothing and named only Enter, trial s35 R/004)."""
        self._mouse_down_seen = False
        self._cover: tuple[tuple[object, ...], pygame.Surface, pygame.Rect] | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True once the named person confirms they are ready."""
        if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            return True
        if event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
            self.other_key, self.too_soon, self.refusal = True, False, None
        on_cover = (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                    and event.button == 1 and self.rect.collidepoint(event.pos))
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down_seen = on_cover
            return False
        return event.type == pygame.MOUSEBUTTONUP and on_cover and self._mouse_down_seen

    @property
    def ready(self) -> bool:
        """True once a press lifts the cover."""
        return self.readiness >= 1.0

    def wait(self, left: float) -> None:
        """A press lifts the cover only ``left`` seconds from now: the keycap fills over
        the wait, anew from grey when a press held back makes it longer."""
        if left <= 0.0:
            self._wait_span = 0.0
        elif left > self._wait_left:
            self._wait_span = left
        self._wait_left = max(0.0, left)
        self.readiness = 1.0 - left / self._wait_span if self._wait_span else 1.0

    def update(self, dt: float) -> None:
        self.age += dt

    def repaint(self) -> None:
        """Paint the cover afresh at the next draw (the window was laid out again)."""
        self._cover = None

    def shown_words(self) -> Words:
        """The words it speaks, handed over by the screen that shows it."""
        assert self.words is not None, "curtain shown without words"
        return self.words

    def draw(self, surface: pygame.Surface) -> None:
        scale = theme.ui_scale(surface.get_size())
        key = (self.rect.size, scale, self.shown_words(), self.name, self.seat_index, self.part,
               key_label(self.shown_words(), pygame.K_RETURN, self.controller), self.too_soon,
               self.other_key, self.refusal)
        if self._cover is None or self._cover[0] != key:
            cover, cap, _, _ = self.paint(scale)
            self._cover = (key, cover, cap)
        _, cover, cap = self._cover
        surface.blit(cover, self.rect.topleft)
        shown = cap.move(self.rect.topleft)
        previous = surface.get_clip()
        surface.set_clip(self.rect.clip(previous) if previous else self.rect)
        if self.ready:
            # The keycap's glow pulses gently over the painted cover.
            pulse = 0.55 + 0.45 * (0.5 + 0.5 * math.sin(self.age * 3.2))
            paint.draw_glow(surface, shown, theme.px(8, scale), theme.px(8, scale),
                            intensity=0.35 * pulse)
        else:
            surface.blit(self._waiting_cap(shown.size, scale), shown.topleft)
            self._draw_wait_bar(surface, self.wait_bar_rect(shown, scale))
        surface.set_clip(previous)

    def _waiting_cap(self, size: tuple[int, int], scale: float) -> pygame.Surface:
        """The keycap while a press does nothing yet: all grey, its label faint. It once
        filled with gold from the left, and half grey, half gold read as a button drawn
        wrong (trial s37 T/004): the wait is the bar under it (:meth:`wait_bar_rect`)."""
        radius = theme.px(8, scale)
        words = self.shown_words()
        cap = paint.gradient_panel(size, theme.DISABLED, theme.darker(theme.DISABLED, 0.1),
                                   radius, theme.DISABLED_INK, 2, False).copy()
        label = assets.text(key_label(words, pygame.K_RETURN, self.controller),
                            theme.text_px(theme.TextSize.BODY, scale), theme.DISABLED_INK,
                            bold=True)
        cap.blit(label, label.get_rect(center=(size[0] // 2, size[1] // 2)))
        return cap

    @staticmethod
    def wait_bar_rect(cap: pygame.Rect, scale: float) -> pygame.Rect:
        """The thin bar just under the keycap ``cap`` that fills as the wait runs out."""
        height = max(3, theme.px(5, scale))
        return pygame.Rect(cap.x, cap.bottom + max(2, theme.px(4, scale)), cap.width, height)

    def _draw_wait_bar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        radius = bar.height // 2
        pygame.draw.rect(surface, theme.DISABLED, bar, border_radius=radius)
        filled = bar.copy()
        filled.width = round(bar.width * self.readiness)
        if filled.width > 0:
            pygame.draw.rect(surface, theme.GOLD_INK, filled, border_radius=radius)

    def paint(self, scale: float
              ) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect, pygame.Rect]:
        """The cover at the rect's size (opaque everywhere), where its keycap lies, where
        its title (the name, "press to show ...") lies and where its hint ("Everyone
        else, look away") lies."""
        width, height = self.rect.size
        cover = paint.felt_table((width, height)).copy()
        cover.blit(paint.dim_overlay((width, height), 120), (0, 0))
        pygame.draw.rect(cover, theme.WOOD_DARK, cover.get_rect(), theme.px(3, scale),
                         border_radius=theme.px(theme.RADIUS_M, scale))
        words = self.shown_words()
        margin = theme.px(theme.SPACE_M, scale)
        gap = theme.px(theme.SPACE_S, scale)
        symbol_r = theme.px(16, scale) if self.seat_index is not None else 0
        card_w = min(width - 2 * margin, theme.px(640, scale))
        inner_w = card_w - 2 * margin
        title_text = words(f"widgets.show_{self.part}", name=self.name)
        title_w = inner_w - (2 * symbol_r + gap if symbol_r else 0)
        body = theme.text_px(theme.TextSize.BODY, scale)

        heading = theme.text_px(theme.TextSize.HEADING, scale)

        def title_in(width: int) -> pygame.Surface:
            # A narrow region wraps the title rather than shrink it below body size: in two
            # heading lines where it takes two (Polterfass's cards, trial Y/010: a body-sized
            # strip read from the sofa), else in body lines (a purse).
            px = assets.fit_text_px(title_text, heading, width, bold=True)
            if px >= body:
                return self._title_line(title_text, px)
            lines = assets.wrap_lines(title_text, heading, width, bold=True)
            return self._title_lines(lines if len(lines) <= 2 else assets.wrap_lines(
                title_text, body, width, bold=True), heading if len(lines) <= 2 else body)

        title = title_in(title_w)
        label = assets.text(key_label(words, pygame.K_RETURN, self.controller), body, theme.INK,
                            bold=True)
        cap = pygame.Rect(0, 0, label.get_width() + theme.px(40, scale),
                          label.get_height() + theme.px(10, scale))
        hint_text = self.refusal if self.refusal is not None and not self.too_soon else words(
            "widgets.curtain_too_soon" if self.too_soon else
            "widgets.curtain_other_key" if self.other_key else "widgets.look_away",
            key=key_label(words, pygame.K_RETURN, self.controller))
        # A narrow column (Big Shot's purse beside the names, trial s18) has no room for the
        # hint beside the keycap ("Ever / yone"): the title, the hint and the keycap stack.
        stacked = inner_w - cap.width - gap < cap.width
        if stacked:
            # Its paper reaches to within a thin edge of the cover, and its words across
            # it: in Korean they wrapped to five or six short lines (trial s32 K/003).
            symbol_r, margin = 0, max(theme.px(4, scale), gap // 2)
            card_w = width - 2 * margin
            inner_w = card_w - 2 * margin
            title, hint = self._stacked(title_text, hint_text, inner_w, cap,
                                        height - 2 * gap - 2 * margin, scale)
        else:
            # The hint is always said: whom the cover is for (the title) and who looks away.
            hint = _hint(hint_text, body, inner_w - cap.width - gap, scale)
        first_h = max(title.get_height(), 2 * symbol_r)
        second_h = (hint.get_height() + gap + cap.height if stacked
                    else max(hint.get_height(), cap.height))
        # Two lines when the region has room (the title, then the hint beside the keycap);
        # a low strip (Big Shot's money, issue #32: it said no one to look away) packs them.
        two_lines = first_h + gap + second_h + 2 * margin <= height - 2 * gap
        if not two_lines and not stacked:
            # The seat's symbol gives way (the name says whose cover it is, and the plate
            # shows the symbol); a thinner paper edge, the words as large as fit.
            symbol_r = 0
            margin = gap
            inner_w = card_w - 2 * margin
            title, hint = self._packed(title_text, hint_text, inner_w, cap,
                                       height - 2 * gap - 2 * margin, scale)
            first_h, second_h = title.get_height(), max(hint.get_height(), cap.height)
        card_h = min(first_h + gap + second_h + 2 * margin, height - 2 * gap)
        card = pygame.Rect(0, 0, card_w, card_h)
        card.center = (width // 2, height // 2)
        radius = theme.px(theme.RADIUS_M, scale)
        paint.draw_shadow(cover, card, radius, offset=(0, theme.px(4, scale)),
                          blur=theme.px(8, scale), alpha=170)
        cover.blit(paint.paper_panel(card.size, radius), card.topleft)
        row = pygame.Rect(card.x + margin, card.y + margin, inner_w, first_h)
        line_w = title.get_width() + (2 * symbol_r + gap if symbol_r else 0)
        x = row.centerx - line_w // 2
        if symbol_r:
            theme.draw_seat_symbol(cover, self.seat_index or 0, (x + symbol_r, row.centery),
                                   symbol_r)
            x += 2 * symbol_r + gap
        title_rect = cover.blit(title, title.get_rect(midleft=(x, row.centery)))
        second = pygame.Rect(card.x + margin, row.bottom + gap, inner_w, second_h)
        if stacked:
            hint_rect = cover.blit(hint, hint.get_rect(midtop=second.midtop))
            cap.midbottom = second.midbottom
        else:
            both = hint.get_width() + gap + cap.width
            left = second.centerx - both // 2
            hint_rect = cover.blit(hint, hint.get_rect(midleft=(left, second.centery)))
            cap.midright = (left + both, second.centery)
        cap_radius = theme.px(8, scale)
        cover.blit(paint.gradient_panel(cap.size, theme.GOLD_LIGHT, theme.GOLD, cap_radius,
                                        theme.GOLD_DARK, 2, True), cap.topleft)
        cover.blit(label, label.get_rect(center=cap.center))
        return cover, cap, title_rect, hint_rect

    def _title_line(self, text: str, px: int) -> pygame.Surface:
        """The title on one line, the person's name in their seat's colour, so the one the
        screen passes to sees it from the sofa (trial Y/010); three fifths ink, as the
        Polterfass tally's names: every seat colour reads at 4.5:1 or more on the paper."""
        before, name, after = text.partition(self.name)
        if self.seat_index is None or not name:
            return assets.text(text, px, theme.INK, bold=True)
        colour = theme.mix(theme.seat_style(self.seat_index).colour, theme.INK, 0.6)
        parts = [assets.text(part, px, ink, bold=True)
                 for part, ink in ((before, theme.INK), (name, colour), (after, theme.INK)) if part]
        line = pygame.Surface((sum(part.get_width() for part in parts),
                               max(part.get_height() for part in parts)), pygame.SRCALPHA)
        x = 0
        for part in parts:
            line.blit(part, (x, 0))
            x += part.get_width()
        return line

    def _title_lines(self, lines: list[str], px: int) -> pygame.Surface:
        """The title wrapped into ``lines``, each centred, the name in its colour."""
        shown = [self._title_line(line, px) for line in lines]
        step = assets.font(px, True).get_linesize()
        block = pygame.Surface((max(line.get_width() for line in shown),
                                step * (len(shown) - 1) + shown[-1].get_height()),
                               pygame.SRCALPHA)
        for index, line in enumerate(shown):
            block.blit(line, line.get_rect(midtop=(block.get_width() // 2, index * step)))
        return block

    def _stacked(self, title_text: str, hint_text: str, width: int, cap: pygame.Rect,
                 room: int, scale: float) -> tuple[pygame.Surface, pygame.Surface]:
        """The title and under it the hint, each wrapped across ``width``, at the largest
        size from body text down to small text at which the title takes two lines at most
        (three lines of "Mina: press to / show your / money" read as a column, trial s32)
        and they and the keycap under them fit ``room`` pixels high."""
        body = theme.text_px(theme.TextSize.BODY, scale)
        small = theme.text_px(theme.TextSize.SMALL, scale)
        gap = theme.px(theme.SPACE_S, scale)
        for px in range(body, small - 1, -1):
            title = assets.paragraph(title_text, px, theme.INK, width, bold=True)
            hint = assets.paragraph(hint_text, px, theme.INK_MUTED, width)
            lines = len(assets.wrap_lines(title_text, px, width, bold=True))
            if lines <= 2 and title.get_height() + hint.get_height() + 2 * gap + cap.height <= room:
                break
        return title, hint

    def _packed(self, title_text: str, hint_text: str, width: int, cap: pygame.Rect,
                room: int, scale: float) -> tuple[pygame.Surface, pygame.Surface]:
        """The title across ``width`` and the hint beside the keycap ``cap``, both wrapped,
        at the largest size from body text down to small text at which they fit ``room``
        pixels high (at the smallest they may not: the cover clips them)."""
        body = theme.text_px(theme.TextSize.BODY, scale)
        small = theme.text_px(theme.TextSize.SMALL, scale)
        gap = theme.px(theme.SPACE_S, scale)
        for px in range(body, small - 1, -1):
            title = assets.paragraph(title_text, px, theme.INK, width, bold=True)
            hint = _hint(hint_text, px, width - cap.width - gap, scale)
            if title.get_height() + gap + max(hint.get_height(), cap.height) <= room:
                break
        return title, hint


def _hint(text: str, px: int, width: int, scale: float) -> pygame.Surface:
    """"Everyone else, look away." in ``width``: on one line, a little smaller if need be
    (no smaller than small text); else wrapped at ``px`` into lines of even length
    ("Everyone else, / look away.", where the full width left "look / away.")."""
    one_line = assets.fit_text_px(text, px, width)
    if one_line >= theme.text_px(theme.TextSize.SMALL, scale):
        return assets.text(text, one_line, theme.INK_MUTED)
    wrapped = assets.paragraph(text, px, theme.INK_MUTED, width, align="left")
    lines = wrapped.get_height() // assets.font(px).get_linesize()
    step = max(1, px // 2)
    for even in range(assets.text_size(text, px)[0] // max(1, lines), width, step):
        shorter = assets.paragraph(text, px, theme.INK_MUTED, even, align="left")
        if shorter.get_height() <= wrapped.get_height():
            return shorter
    return wrapped

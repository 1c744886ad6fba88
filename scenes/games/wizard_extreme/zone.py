"""A seat's place along the top of the Wizard Extreme table, as one component: its
name and tricks, its cards as backs, its seals and, while it holds him, the magician."""

from __future__ import annotations

import pygame

from scenes.games.wizard_extreme.seals import SeatSeals, draw_magician
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand
from scenes.widgets.focus import draw_focus_glow
from tabletop.games.wizard_extreme import Seal


class SeatZone:
    """One seat's place: laid out in its rectangle, painted once, drawn every frame."""

    def __init__(self, slot: int, backs: CardHand, seals: SeatSeals) -> None:
        self.slot = slot
        self.backs = backs
        self.seals = seals
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.magician_spot = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def layout(self, zone: pygame.Rect, scale: float) -> None:
        """Name and tricks on top; below, the backs at the left and the seals beside them."""
        self.rect, self.scale = zone, scale
        header = theme.text_px(TextSize.SMALL, scale) + self.px(8)
        body = pygame.Rect(zone.x + self.px(8), zone.y + header, zone.width - self.px(16),
                           zone.height - header - self.px(6))
        backs_w = round(body.width * 0.34)
        self.backs.set_rect(pygame.Rect(body.x, body.y, backs_w, body.height))
        left = body.x + backs_w + self.px(6)
        seals = pygame.Rect(left, body.y, body.right - left, body.height)
        self.seals.set_rect(seals, scale)
        # The magician's holder takes no seals (RULES §3.4), so he stands in their place.
        magician_w = round(body.height * 0.45)
        self.magician_spot = pygame.Rect(seals.right - magician_w, body.y, magician_w,
                                         body.height)

    def paint(self, layer: pygame.Surface) -> None:
        """The place's shaded felt with its seat's colour on the rim (the cached background)."""
        radius = self.px(theme.RADIUS_M)
        shade = paint.gradient_panel(self.rect.size, theme.darker(theme.FELT, 0.12),
                                     theme.darker(theme.FELT, 0.28), radius,
                                     theme.darker(theme.seat_style(self.slot).colour, 0.2), 2,
                                     False)
        layer.blit(shade, self.rect.topleft)

    def draw(self, surface: pygame.Surface, name: str, tricks: str, *, hand_below: str | None,
             lit: Seal | None, magician: bool, backs_shown: bool = True) -> None:
        """``hand_below``: the note that this seat's own cards are in the hand below (when
        they are); ``lit``: the colour of seals to glow (a steal about to take one);
        ``magician``: he stands here; ``backs_shown``: False in review, where the hands
        lie open below (:class:`~scenes.games.wizard_extreme.open_hands.OpenHands`)."""
        zone = self.rect
        small = theme.text_px(TextSize.SMALL, self.scale)
        x = zone.x + self.px(10)
        y = zone.y + self.px(4) + small // 2 + self.px(2)
        theme.draw_seat_symbol(surface, self.slot, (x + self.px(6), y), self.px(7))
        tricks_img = assets.text(tricks, small, theme.GOLD_LIGHT, bold=True)
        room = zone.width - self.px(34) - tricks_img.get_width() - self.px(10)
        # Never under the small size (a long name was 11 px with the log open at 1080,
        # issue #32): cut with "…" instead; the seat plates in the top bar show it whole.
        fitted = assets.fit_label(name, small, room, bold=True, min_fraction=1.0)[0]
        label = assets.text(fitted, small, theme.PAPER, bold=True)
        surface.blit(label, label.get_rect(midleft=(x + self.px(18), y)))
        surface.blit(tricks_img, tricks_img.get_rect(midright=(zone.right - self.px(10), y)))
        if backs_shown:
            self.backs.draw(surface)
        if hand_below is not None and not self.backs.cards:
            self._draw_note(surface, hand_below, small, magician)
        if lit is not None:
            pile = self.seals.pile_rect(lit, self.seals.counts[lit])
            draw_focus_glow(surface, pile, pile.height // 2, 1.0, 0.0)
        self.seals.draw(surface)
        if magician:
            draw_magician(surface, self.magician_spot)

    def _draw_note(self, surface: pygame.Surface, note_text: str, small: int,
                   magician: bool) -> None:
        """The note that the seat's cards are in the hand below, where its backs would be,
        up to the first seal it holds or the magician standing here (the whole place while
        neither is). Left out where it does not fit in two lines: it wrapped a word a line
        in a narrow place (five seats, log open, issue #32), and the hand it speaks of is
        in plain sight."""
        backs = self.backs.rect
        right = self.seals.first_left(default=self.rect.right - self.px(8))
        if magician:
            right = min(right, self.magician_spot.x)
        note = assets.text(note_text, small, theme.lighter(theme.FELT, 0.75),
                           wrap_width=right - backs.x)
        body_top = self.rect.y + theme.text_px(TextSize.SMALL, self.scale) + self.px(8)
        lines = round(note.get_height() / assets.font(small).get_linesize())
        if (note.get_width() > right - backs.x or note.get_height() > self.rect.bottom - body_top
                or lines > 2):  # a word a line at five seats read as a list (issue #32)
            return
        centre = (body_top + self.rect.bottom - self.px(6)) // 2
        surface.blit(note, note.get_rect(midleft=(backs.x, centre)))

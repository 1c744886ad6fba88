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

    def layout(self, zone: pygame.Rect, scale: float, backs_shown: bool = True) -> None:
        """Name and tricks on top; below, the backs at the left and the seals beside them
        (in review, where no backs are drawn, the seals take the whole place)."""
        self.rect, self.scale = zone, scale
        header = theme.text_px(TextSize.SMALL, scale) + self.px(8)
        body = pygame.Rect(zone.x + self.px(8), zone.y + header, zone.width - self.px(16),
                           zone.height - header - self.px(6))
        # A count's fan (the seals are read from the sofa), and a clear gap after its count
        # badge, which ends at the fan's right edge (trial s19: a computer's seals touched
        # it); the gap is taken from the fan, so the seals keep their size.
        after_backs = body.x + round(body.width * 0.26) + self.px(6)
        self.backs.set_rect(pygame.Rect(body.x, body.y,
                                        after_backs - self.px(theme.SPACE_M) - body.x,
                                        body.height))
        left = after_backs if backs_shown else body.x
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
             lit: Seal | None, magician: bool, backs_shown: bool = True,
             count: int | None = None) -> None:
        """``tricks``: the tricks won in words ("tricks 2"), or given ``count``, that
        number alone beside a little pile of won cards (:meth:`cuts`); ``hand_below``:
        the note that this seat's own cards are in the hand below (when they are);
        ``lit``: the colour of seals to glow (a steal about to take one); ``magician``:
        he stands here; ``backs_shown``: False in review, where the hands lie open below
        (:class:`~scenes.games.wizard_extreme.open_hands.OpenHands`)."""
        zone = self.rect
        small = theme.text_px(TextSize.SMALL, self.scale)
        x = zone.x + self.px(10)
        y = zone.y + self.px(4) + small // 2 + self.px(2)
        theme.draw_seat_symbol(surface, self.slot, (x + self.px(6), y), self.px(7))
        counted = count is not None
        tricks_img = assets.text(str(count) if counted else tricks, small, theme.GOLD_LIGHT,
                                 bold=True)
        # Never under the small size (a long name was 11 px with the log open at 1080,
        # issue #32): cut with "…" where even the lone count leaves too little room
        # (the seat plates in the top bar show it whole).
        fitted = self._fitted_name(name, small, tricks_img.get_width() + (small if counted else 0))
        label = assets.text(fitted, small, theme.PAPER, bold=True)
        surface.blit(label, label.get_rect(midleft=(x + self.px(18), y)))
        count_rect = tricks_img.get_rect(midright=(zone.right - self.px(10), y))
        surface.blit(tricks_img, count_rect)
        if counted:
            _draw_trick_pile(surface, (count_rect.x - self.px(4), y), small)
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

    def cuts(self, name: str, tricks: str) -> bool:
        """True when ``tricks`` in words leaves ``name`` too little room: then every place
        shows its count beside a pile instead, one way for the whole table (the names
        read "Alexa…" beside "tricks 0" with the log open, issue #32)."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        beside = assets.text_size(tricks, small, bold=True)[0]
        return self._fitted_name(name, small, beside) != name

    def _fitted_name(self, name: str, small: int, beside: int) -> str:
        """``name`` whole or cut with "…" to the header's room left of ``beside`` pixels."""
        room = self.rect.width - self.px(34) - beside - self.px(10)
        return assets.fit_label(name, small, room, bold=True, min_fraction=1.0)[0]

    def _draw_note(self, surface: pygame.Surface, note_text: str, small: int,
                   magician: bool) -> None:
        """The note that the seat's cards are in the hand below, where its backs would be,
        up to the first seal it holds or the magician standing here (the whole place while
        neither is). One line, or left out where one line does not fit: in two it read as
        a list (issue #32, trial s16), and the hand it speaks of is in plain sight."""
        backs = self.backs.rect
        right = self.seals.first_left(default=self.rect.right - self.px(8))
        if magician:
            right = min(right, self.magician_spot.x)
        note = assets.text(note_text, small, theme.lighter(theme.FELT, 0.75))
        body_top = self.rect.y + theme.text_px(TextSize.SMALL, self.scale) + self.px(8)
        if note.get_width() > right - backs.x or note.get_height() > self.rect.bottom - body_top:
            return
        centre = (body_top + self.rect.bottom - self.px(6)) // 2
        surface.blit(note, note.get_rect(midleft=(backs.x, centre)))


def _draw_trick_pile(surface: pygame.Surface, right: tuple[int, int], small: int) -> None:
    """Two won cards, one askew over the other, ending at ``right`` (its middle right):
    what the lone count beside it counts."""
    width, height = round(small * 0.5), round(small * 0.72)
    x, y = right
    step = round(small * 0.25)
    for shift in (0, step):
        card = pygame.Rect(0, 0, width, height)
        card.midright = (x - step + shift, y - step // 4 + shift // 2)
        pygame.draw.rect(surface, theme.PAPER, card, border_radius=3)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, card, max(2, small // 10), border_radius=3)

"""The trick in the middle of the Wizard Extreme table, saying whose each card is.

One slot per seat, left to right in seat order like the seats' places along
the top: under each slot the seat's symbol and name, over it what the slot is
doing — "leads" over the card that started the trick, "winning" over the card
that holds it now (gold glow), an outline where a seat has still to play (the
next one brighter). A finished trick stays on the table with "X wins the
trick" (:attr:`SeatedTrick.held`) before it flies to its winner; the scene
holds it long enough to read, and a click or key moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache

import pygame

from scenes.shell import assets, audio, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand, HandCard, Painter, Trick
from scenes.widgets.cards import card_size
from scenes.widgets.toast import ToastStack, free_place
from scenes.widgets.tween import Call, Sequence, Step, stagger
from tabletop.games.wizard_extreme import Card, trick_winner

LABEL_GAP = theme.SPACE_M
"""Between two seats' names under the slots (reference pixels): at 6 px their underlines
read as one line in a replay ("Computer 1 ▲Computer 2", trial s19)."""


CAPTION_CLEARANCE = 28
"""Pixels (at 1080p) of felt the bottom row's caption keeps from a keycap or pip over it."""

class SeatedTrick(Trick):
    """:class:`Trick` with a seat label per slot, the leader and the winner marked.

    ``seats_shown`` gives each seat's (name, colour slot); ``words(key, **params)``
    translates the marks (the scene's catalogue).
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], seats: int, *,
                 painter: Painter | None, words: Callable[..., str]) -> None:
        super().__init__(rect, seats, painter=painter)
        self.words = words
        self.seats_shown: list[tuple[str, int]] = [("", seat) for seat in range(seats)]
        self.scale = 1.0
        self.held: int | None = None  # the winner while a finished trick is held
        self.next_leader: int | None = None  # who leads when no card lies yet
        self.landing: set[int] = set()
        """Seats whose card is still flying in or turning over (:func:`card_flight`): the
        marks wait for it to lie face up ("winning" stood over a computer's card still
        flying in face down, trial s37 T/005)."""
        self.caption_rect = pygame.Rect(0, 0, 0, 0)  # where the bottom row's words last stood
        self._label_measured: tuple[tuple[str, ...], float, int] | None = None
        self._sized: tuple[tuple[int, int, int, float, int], tuple[int, int], float] | None = None
        """The card size and slot step for the rect, seats, scale and names they were
        worked out for: every slot, label and card asks for them many times a frame."""
        self._slots: tuple[tuple[object, ...], list[tuple[float, float]],
                           list[pygame.Rect], list[pygame.Rect]] | None = None
        """Every seat's place, slot and label for the rect, seats, scale and names they
        were worked out for: worked out afresh for each every frame, they cost a five-seat
        replay frame a tenth of a millisecond and more."""

    # ------------------------------------------------------------ geometry

    def _rows(self) -> tuple[int, int, int]:
        """Heights of the mark row over the cards, the name rows under them and the
        bottom row (the trump note, or the held trick's "X wins")."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        body = theme.text_px(TextSize.BODY, self.scale)
        return small + theme.px(6, self.scale), \
            (small + theme.px(8, self.scale)) * self.name_rows(), body + theme.px(14, self.scale)

    def _label_need(self) -> int:
        """The width the widest seat label needs whole: symbol, name and a gap.

        Remembered for the names and scale it was measured at: the geometry asks for it
        many times a frame, and measuring text every time cost a Wizard frame 2 ms."""
        names = tuple(name for name, _ in self.seats_shown)
        if self._label_measured is None or self._label_measured[:2] != (names, self.scale):
            small = theme.text_px(TextSize.SMALL, self.scale)
            need = round(small * 0.36 * 2.6) + max(
                assets.text_size(assets.drawable(name), small, bold=True)[0] for name in names) \
                + theme.px(LABEL_GAP, self.scale)
            self._label_measured = (names, self.scale, need)
        return self._label_measured[2]

    def name_rows(self) -> int:
        """One row of names under the slots, or two when a name does not fit the width
        a slot has: then the seats take turns, so each label spans two slots' steps (five
        seats in a narrow trick cut "Computer 1" to "Compu…")."""
        return 1 if self._label_need() <= self.rect.width / self.seats else 2

    def _sizes(self) -> tuple[tuple[int, int], float]:
        """The card size and the step from one slot to the next (see :meth:`step`)."""
        key = (self.rect.width, self.rect.height, self.seats, self.scale, self._label_need())
        if self._sized is None or self._sized[0] != key:
            mark, name, bottom = self._rows()
            # (less the gap over the names, and two pixels for rounding the card's height
            # and its centre)
            room = self.rect.height - mark - name - bottom - theme.px(2, self.scale) - 2
            size = card_size(max(8, min(round(room / 1.4), self.rect.width * 10 // (
                12 * self.seats + 2))))
            step = min(self.rect.width / self.seats, max(size[0] * 1.7, self._label_need()))
            self._sized = (key, size, step)
        return self._sized[1], self._sized[2]

    @property
    def card_size(self) -> tuple[int, int]:
        return self._sizes()[0]

    def step(self) -> float:
        """From one slot to the next: the room the trick has, shared out (so the names
        under the cards get as much of it as they can), but never sprawling wider than
        the cards or the names need."""
        return self._sizes()[1]

    def place(self, seat: int) -> tuple[float, float]:
        return self._seat_geometry()[0][seat]

    def slot_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s card lies (its outline while the seat has not played)."""
        return pygame.Rect(self._seat_geometry()[1][seat])

    def label_rect(self, seat: int) -> pygame.Rect:
        """The seat's symbol and name under its slot, as wide as the slot's step (or two
        steps, in the row the seat takes when names take turns)."""
        return pygame.Rect(self._seat_geometry()[2][seat])

    def _seat_geometry(self) -> tuple[list[tuple[float, float]], list[pygame.Rect],
                                      list[pygame.Rect]]:
        """Every seat's place, slot and label rect (see :meth:`place`, :meth:`slot_rect`,
        :meth:`label_rect`), worked out once for the rect, seats, scale and names."""
        key = (tuple(self.rect), self.seats, self.scale, self._label_need())
        if self._slots is not None and self._slots[0] == key:
            return self._slots[1], self._slots[2], self._slots[3]
        mark, names_height, _ = self._rows()
        step = self.step()
        width, height = self.card_size
        left = self.rect.centerx - step * (self.seats - 1) / 2
        places = [(left + step * seat, self.rect.y + mark + height / 2)
                  for seat in range(self.seats)]
        slots = []
        for x, y in places:
            slot = pygame.Rect(0, 0, width, height)
            slot.center = (round(x), round(y))
            slots.append(slot)
        rows = self.name_rows()
        row_height = names_height // rows
        gap = theme.px(LABEL_GAP, self.scale)
        label_width = round(step) - gap
        if rows > 1:  # no wider than the name needs, so the end ones stay near their slots
            label_width = min(round(step * rows) - gap, self._label_need())
        labels = []
        for seat, slot in enumerate(slots):
            rect = pygame.Rect(0, slot.bottom + theme.px(2, self.scale) + seat % rows * row_height,
                               label_width, row_height)
            # Each label keeps to its own share of its row (as wide as the seats taking
            # turns, under its slot) and to the trick: an end label pushed inwards past its
            # share lay over its row's next (log open at 1080, issue #32). Where the share
            # is narrower, so is the label, its name cut with "…".
            edge = gap // 2
            share = pygame.Rect(round(slot.centerx - step * rows / 2) + edge, rect.y,
                                round(step * rows) - 2 * edge, rect.height)
            share = share.clip(pygame.Rect(self.rect.x, rect.y, self.rect.width, rect.height))
            rect.centerx = slot.centerx
            rect.width = min(rect.width, share.width)
            rect.clamp_ip(share)
            labels.append(rect)
        self._slots = (key, places, slots, labels)
        return places, slots, labels

    def shown_rect(self) -> pygame.Rect:
        """The slots with their marks above and names below, and the bottom row's words
        where they last stood ("Red is always trump", the winner's plaque): what a toast
        leaves clear, the trick empty too (trial s18: a notice stood over the slots and
        names as the next trick was led, another over "Red is always trump")."""
        seats = range(self.seats)
        shown = self.slot_rect(0).unionall([*(self.slot_rect(seat) for seat in seats),
                                            *(self.label_rect(seat) for seat in seats)])
        shown.union_ip(pygame.Rect(shown.x, self.rect.y, shown.width, 1))  # the marks' row
        return shown.union(self.caption_rect) if self.caption_rect.width else shown

    def bottom_rect(self) -> pygame.Rect:
        bottom = self._rows()[2]
        return pygame.Rect(self.rect.x, self.rect.bottom - bottom, self.rect.width, bottom)

    def sync(self, cards: dict[int, Hashable | None]) -> None:
        super().sync(cards)
        self.landing.clear()  # the cards lie still

    # ------------------------------------------------------------ who is who

    def played(self) -> list[tuple[int, Card]]:
        """The cards on the table in the order they were played (the leader first)."""
        return [(seat, card.value) for seat, card in self.cards.items()
                if isinstance(card.value, Card)]

    def leader(self) -> int | None:
        played = self.played()
        return played[0][0] if played else self.next_leader

    def shown(self) -> list[tuple[int, Card]]:
        """:meth:`played` up to the first card still landing: what the table shows."""
        played = self.played()
        for index, (seat, _) in enumerate(played):
            if seat in self.landing:
                return played[:index]
        return played

    def winning(self) -> int | None:
        """The seat whose card wins the trick as far as the table shows it."""
        shown = self.shown()
        return shown[trick_winner(shown)][0] if shown else None

    def to_play(self) -> int | None:
        """The seat whose card comes next (None once the trick is full)."""
        played = self.played()
        if self.held is not None or len(played) >= self.seats:
            return None
        if not played:
            return self.next_leader
        return (played[-1][0] + 1) % self.seats

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        small = theme.text_px(TextSize.SMALL, self.scale)
        leader, winning, next_seat = self.leader(), self.winning(), self.to_play()
        for seat in range(self.seats):
            name, slot = self.seats_shown[seat]
            colour = theme.seat_style(slot).colour
            if seat not in self.cards:
                outline = self.slot_rect(seat)
                bright = seat == next_seat
                pygame.draw.rect(surface, colour if bright else theme.lighter(theme.FELT, 0.12),
                                 outline, theme.px(3 if bright else 2, self.scale),
                                 border_radius=max(4, outline.width // 10))
            self._draw_label(surface, seat, name, slot, small)
        for seat, card in self.cards.items():
            card.highlighted = seat == winning
            card.draw(surface)
        marks: dict[int, str] = {}
        for seat in range(self.seats):
            if seat == winning and (self.held is not None or len(self.shown()) > 1):
                # The leader's card winning keeps its lead said: "wins!" alone left
                # unclear why a green 9 beat a purple 9 (trial s27 E/036).
                led = seat == leader
                if self.held is not None:
                    marks[seat] = "trick_leads_wins" if led else "trick_wins"
                else:
                    marks[seat] = "trick_leads_winning" if led else "trick_winning"
            elif seat == leader:
                marks[seat] = "trick_leads"
        for seat, key in marks.items():
            # A mark spreads over its neighbours' unmarked halves: cut to one slot's width,
            # "winning" read "winni…" beside the open log (issue #32).
            crowded = any(abs(other - seat) == 1 for other in marks)
            self._draw_mark(surface, seat, self.words(key), small,
                            theme.GOLD_LIGHT if key != "trick_leads" else theme.PAPER,
                            1 if crowded else 2)

    def _draw_label(self, surface: pygame.Surface, seat: int, name: str, slot: int,
                    small: int) -> None:
        rect = self.label_rect(seat)
        radius = small * 0.36
        text, size = _fitted(name, small, rect.width - round(radius * 2.6))
        image = assets.text(text, size, theme.PAPER, bold=True)
        width = round(radius * 2.6) + image.get_width()
        x = rect.centerx - width // 2
        theme.draw_seat_symbol(surface, slot, (x + radius, rect.centery), radius)
        surface.blit(image, image.get_rect(midleft=(x + round(radius * 2.6), rect.centery)))
        underline = pygame.Rect(x, rect.bottom - theme.px(2, self.scale), width,
                                theme.px(2, self.scale))
        surface.fill(theme.seat_style(slot).colour, underline)

    def _draw_mark(self, surface: pygame.Surface, seat: int, text: str, small: int,
                   ink: theme.Colour, steps: int) -> None:
        """``text`` over ``seat``'s slot, as wide as ``steps`` slots at most, in the trick."""
        slot = self.slot_rect(seat)
        room = round(self.step() * steps) - theme.px(6, self.scale)
        room = min(room, self.rect.width)
        fitted, size = _fitted(text, small, room)
        image = assets.shadowed_text(fitted, size, ink, bold=True)
        place = image.get_rect(midbottom=(slot.centerx, slot.top - theme.px(3, self.scale)))
        place.clamp_ip(pygame.Rect(self.rect.x, place.y, self.rect.width, place.height))
        paint.blit_on_felt(surface, image, topleft=place.topleft)

    def draw_caption(self, surface: pygame.Surface, trump_note: str,
                     winner_line: Callable[[int], str],
                     clear_of: list[pygame.Rect] | None = None) -> None:
        """The bottom row: "X wins the trick" on a paper plaque while a finished trick is
        held, otherwise the quiet reminder that red is trump; in the row's middle, or,
        where something drawn over the row stands there (``clear_of``: the Enter keycap
        and the coach's pips over the hand below), the nearest place beside it (trial s18:
        the keycap stood on "Red is always trump"); :attr:`caption_rect` says where."""
        rect = self.bottom_rect()
        if self.held is None:
            small = theme.text_px(TextSize.SMALL, self.scale)
            caption = assets.text(trump_note, small, theme.lighter(theme.FELT, 0.7))
            self.caption_rect = self._clear_place(caption.get_size(), clear_of)
            paint.blit_on_felt(surface, caption, topleft=self.caption_rect.topleft)
            return
        body = theme.text_px(TextSize.BODY, self.scale)
        slot = self.seats_shown[self.held][1]
        text, size = assets.fit_label(winner_line(self.held), body,
                                      rect.width - theme.px(60, self.scale), bold=True)
        image = assets.text(text, size, theme.INK, bold=True)
        radius = body * 0.4
        plaque = self.caption_rect = self._clear_place(
            (image.get_width() + round(radius * 2) + theme.px(34, self.scale),
             rect.height - theme.px(2, self.scale)), clear_of)
        corner = plaque.height // 2
        paint.draw_shadow(surface, plaque, corner, offset=(0, theme.px(2, self.scale)),
                          blur=theme.px(4, self.scale))
        surface.blit(paint.paper_panel(plaque.size, corner), plaque.topleft)
        x = plaque.x + theme.px(12, self.scale)
        theme.draw_seat_symbol(surface, slot, (x + radius, plaque.centery), radius)
        surface.blit(image, image.get_rect(midleft=(x + round(radius * 2) + theme.px(8, self.scale),
                                                    plaque.centery)))

    def _clear_place(self, size: tuple[int, int],
                     clear_of: list[pygame.Rect] | None) -> pygame.Rect:
        """A rect of ``size`` in the bottom row, in its middle or the nearest place clear
        of ``clear_of`` (the middle where the row has none)."""
        row = self.bottom_rect()
        middle = pygame.Rect((0, 0), size)
        middle.center = row.center
        # A clear stretch of felt between them, where the row has room for it: 6 px left
        # the caption all but touching the lifted card's keycap (trial s29 wiz_auto_010).
        for gap in (CAPTION_CLEARANCE, 6):
            place = free_place(size, row, clear_of or [], middle.midbottom,
                               theme.px(gap, self.scale))
            if place is not None:
                return place
        return middle


def card_flight(hand: CardHand, trick: SeatedTrick, seat: int, card: Card) -> Step:
    """The card ``seat`` played leaves its ``hand`` (its face-up hand, or its backs) and
    lands in the trick face up."""
    sprite: HandCard | None = None
    if hand.face_up and any(held.value == card for held in hand.cards):
        sprite = hand.take(card)
    elif not hand.face_up and hand.cards:
        sprite = hand.take(None)
    if sprite is None:
        sprite = HandCard(card, hand.card_size, hand.painter, None, face_up=False)
        sprite.position = pygame.Vector2(hand.rect.center)
    face_up = sprite.face_up
    sprite.value = card
    sprite.refresh_face()
    trick.landing.add(seat)
    steps: list[Step] = [Call(audio.play, "card_flip"), trick.receive(seat, sprite)]
    if not face_up:
        steps.append(sprite.flip_to(True, duration=0.2))
    return Sequence(*steps, Call(trick.landing.discard, seat))


def card_played(toasts: ToastStack, hand: CardHand, trick: SeatedTrick, seat: int,
                card: Card) -> Step:
    """:func:`card_flight`; a card led on an empty table starts a trick, and the notices of
    the last one are past (a black seal's stood beside trick 6's lead, trial s34 P/003)."""
    if not trick.cards:
        toasts.drop_dated()
    return card_flight(hand, trick, seat, card)


def deal_flights(hand: CardHand, origin: tuple[int, int]) -> Step:
    """A hand's cards fly in from ``origin`` (the trick's middle) to their places."""
    flights: list[Step] = []
    for card in hand.cards:
        target, angle = (card.position.x, card.position.y), card.angle
        card.position = pygame.Vector2(origin)
        flights.append(card.fly_to(target, angle=angle, duration=0.25))
    if flights:
        audio.play("card_flip", volume=0.5)
    return stagger(flights, 0.012)


@lru_cache(maxsize=128)
def _fitted(text: str, size_px: int, width: int) -> tuple[str, int]:
    """``text`` in bold fitted to ``width``, never below ``size_px`` (ART.md's small size:
    a long name is shortened instead); kept, as the trick is drawn every frame."""
    return assets.fit_label(text, size_px, width, bold=True, min_fraction=1.0)

"""A seat's hand of cards, fanned and sorted, and the trick the cards fly to.

:class:`CardHand` shows one seat's cards. It is given the cards only when the
viewer may see them (``sync(values)`` from that seat's own view); otherwise
``sync(None, count)`` shows that many backs and the count, so a face another
seat may not see is never even rendered. While the hand's owner is to play,
the legal cards (from ``legal_actions()``) are lifted and the rest dimmed;
mouse and keyboard pick a card through the one :class:`FocusRing`.

:class:`Trick` holds the cards played this round, one place per seat: a card
flies there from a hand, turns face up when revealed, and the whole trick
flies on to its winner. Faces are painted by the game (``painter(value, size)``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Any

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.cards import CARD_RATIO, CardSprite, card_size
from scenes.widgets.focus import ACTIVATE_KEYS, FocusGlow, FocusRing, Pressable
from scenes.widgets.tween import Call, Parallel, Step, stagger
from scenes.widgets.tween import Sequence as StepSequence

Painter = Callable[[Any, tuple[int, int]], pygame.Surface]
"""Paints the face of the card ``value`` at ``size``."""

FAN_DEGREES = 4.0
"""Turn between neighbouring cards of a fanned hand."""

FAN_OUTER = 3.5
"""Beyond this many cards from the middle, the fan's turn and sag stop growing."""

FAN_SAG = 0.012 * FAN_OUTER * FAN_OUTER
"""How far (in card heights) the outermost card of a long fan sits below the middle one."""

DIM_ALPHA = 120
"""How dark a card that may not be played now is shaded (0–255)."""


class HandCard(Pressable, CardSprite):
    """One card of a hand: its value, and what the focus ring needs to pick it."""

    def __init__(self, value: Hashable, size: tuple[int, int], painter: Painter | None,
                 on_play: Callable[[Any], None] | None, *, face_up: bool) -> None:
        super().__init__(size, face_up=face_up)
        self.value = value
        self.painter = painter
        self.on_play = on_play
        self.focused = self.legal = self.dimmed = self.flying = False
        self.rest_lift = 0.0
        self._glow = FocusGlow()

    @property
    def enabled(self) -> bool:
        return self.legal and self.face_up and self.on_play is not None

    def bounds(self) -> pygame.Rect:
        return self.rect()

    def activate(self) -> bool:
        if not self.enabled or self.on_play is None:
            return False
        self.on_play(self.value)
        return True

    def is_under(self, point: tuple[int, int]) -> bool:
        return self.enabled and self.contains(point)

    def render_face(self, size: tuple[int, int]) -> pygame.Surface:
        return self.painter(self.value, size) if self.painter else super().render_face(size)

    def face(self) -> pygame.Surface:
        face = super().face()
        return _dimmed(face) if self.dimmed else face

    def update(self, dt: float) -> None:
        self._glow.update(dt, self.focused and self.enabled)
        if not self.flying:
            self.lift += (self._lift_target() - self.lift) * min(1.0, dt * 14)

    def _lift_target(self) -> float:
        """Where its lift eases to: its rest, raised a little under the pointer."""
        return self.rest_lift + (self.size[1] * 0.08 if self.hovered else 0.0)

    @property
    def is_settled(self) -> bool:
        """Not flying, its lift come to rest and its glow where the focus wants it."""
        return (not self.flying and abs(self.lift - self._lift_target()) < 0.5
                and self._glow.is_settled)

    def hover_glow(self) -> float:
        # The pointer focuses the card it is over: the focus ring is its one gold outline
        # (with the hover's glow too, a lifted card wore two, trial s16).
        return 0.0 if self.glowing else super().hover_glow()

    def draw(self, surface: pygame.Surface) -> None:
        self._glow.draw(surface, self.rect(), max(4, self.size[0] // 10), self.angle)
        super().draw(surface)

    @property
    def glowing(self) -> bool:
        """The focus glow shows (it pulses, so a picture of it cannot be kept)."""
        return self._glow.amount > 0.02

    def look(self) -> tuple[object, ...]:
        """What :meth:`draw` shows, to the pixel: equal looks draw the same picture, so a
        picture of a hand at rest may be kept (:meth:`CardHand.look`). The glow is left
        out (see :attr:`glowing`); the face is the surface itself, whose id could be
        reused by another face once it is gone."""
        x, y = self.position
        return (self.value, self.size, round(x), round(y), round(self.lift, 2),
                round(self.angle, 1), self.turn, self.dimmed, self.highlighted,
                self.hovered, self.kept_face())


@sized_by_window(maxsize=64)
def _dimmed(face: pygame.Surface) -> pygame.Surface:
    shaded = face.copy()
    shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    shade.fill((20, 24, 22, DIM_ALPHA))
    shaded.blit(shade, (0, 0))
    shaded.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # keep the rounded corners
    return shaded


class CardHand:
    """One seat's hand along ``rect``: sorted, fanned, its owner's faces or backs and a count.

    ``on_play(value)`` is called when a person picks a legal card (click,
    or the focus ring and Enter) while :attr:`interactive` is True.
    ``slot`` is the owner's colour and symbol slot, drawn beside a hidden
    hand's count. ``index_room`` is the share of a card's width, from its left
    edge, where its face prints the value: face up, the fan never lays the next
    card over it, and cards get narrower when a long hand could not otherwise
    keep every value whole inside ``rect``.

    With ``enter_picks``, Enter or Space is never lost: as the owner's turn comes the first
    playable card takes the focus (it glows, the Enter keycap over it), so a single Enter
    plays the card that glows, as a lesson's hand has its card focused. Only a press that
    comes before that glow is drawn (one that skipped the last move's motion) plays
    nothing: it shows the glow, and the next Enter plays. With no playable card focused
    (the pointer took the focus away), Enter plays the one playable card, or, of several,
    gives the first the focus.
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], slot: int, *,
                 painter: Painter | None = None,
                 on_play: Callable[[Any], None] | None = None,
                 index_room: float = 0.0, enter_picks: bool = False,
                 on_moved_under: Callable[[], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.on_moved_under = on_moved_under
        """Told when a click is refused because its card moved under a resting pointer."""
        self._aim: tuple[tuple[int, int], HandCard | None] | None = None
        """Where the pointer last came to rest, and the card it was over then."""
        self.slot = slot
        self.painter = painter
        self.on_play = on_play
        self.index_room = index_room
        self.enter_picks = enter_picks
        self.cards: list[HandCard] = []
        self.face_up = False
        self.interactive = False
        self.ring: FocusRing[HandCard] = FocusRing(focus_first=False)
        self._unseen: HandCard | None = None
        """The card the turn's coming focused, until the hand is drawn with its glow."""

    @property
    def card_size(self) -> tuple[int, int]:
        return self.card_size_for(len(self.cards))

    def card_size_for(self, count: int, face_up: bool | None = None) -> tuple[int, int]:
        """The size of each card when the hand holds ``count`` cards, face up or down as
        said (None: as the hand shows them now)."""
        width = min(round(self.rect.height / 1.4 * 0.86), self.rect.width // 3)
        room = self._kept_share() if face_up is None else self.index_room * face_up
        if room and count > 1:
            # Every card shows ``room`` of its width and the last shows all of it,
            # turned: the widest cards that fit that many values side by side.
            _, tilt = self._turns(count)
            widths = (count - 1) * room / math.cos(tilt) + math.cos(tilt) + \
                CARD_RATIO * math.sin(tilt)
            width = min(width, math.floor(self.rect.width / widths))
        return card_size(max(8, width))

    def _kept_share(self) -> float:
        """The share of each card's width the next one leaves uncovered, at the least."""
        return self.index_room if self.face_up else 0.0

    @staticmethod
    def _turns(count: int) -> tuple[float, float]:
        """The turn between neighbours (degrees) and the outermost card's tilt (radians).

        A long hand (15 cards) keeps the fan's outer cards as turned as an eight-card
        hand's, so it stays inside its rect."""
        outer = max(1.0, (count - 1) / 2)
        turn = min(FAN_DEGREES, FAN_DEGREES * FAN_OUTER / outer)
        return turn, math.radians(turn * (count - 1) / 2)

    def top_reach(self, count: int) -> float:
        """The highest a fan of ``count`` face-up cards in ``rect`` reaches on screen, its
        middle card lifted as legal and under the pointer: what a table keeps clear above."""
        width, height = self.card_size_for(count, face_up=True)
        base_y = self.rect.bottom - height / 2 - self.rect.height * 0.04
        _, tilt = self._turns(count)
        turned = (height * math.cos(tilt) + width * math.sin(tilt)) / 2
        return base_y - max(height / 2, turned) - height * (0.14 + 0.08)

    def bottom_reach(self, count: int) -> float:
        """The lowest a fan of ``count`` face-up cards in ``rect`` reaches on screen: the
        outer cards' corners, sagged and turned (:meth:`_relayout`)."""
        width, height = self.card_size_for(count, face_up=True)
        outer = max(1.0, (count - 1) / 2)
        sag = min(0.012, FAN_SAG / (outer * outer))
        _, tilt = self._turns(count)
        base_y = self.rect.bottom - height / 2 - self.rect.height * 0.04
        return (base_y + outer * outer * height * sag
                + (height * math.cos(tilt) + width * math.sin(tilt)) / 2)

    def fan_rect(self, *, reach: bool = True) -> pygame.Rect | None:
        """Where the fanned cards stand, up to the highest a lifted one reaches, or None
        with no card in hand: what a message over the table leaves clear, the same rect
        whichever card is lifted. Without ``reach`` (no card may be lifted now: Wizard's
        prediction) only where they stand: a message may use the felt above them."""
        if not self.cards:
            return None
        fan = self.cards[0].rect().unionall([card.rect() for card in self.cards])
        top = min(fan.top, math.floor(self.top_reach(len(self.cards)))) if reach else fan.top
        return pygame.Rect(fan.x, top, fan.width, fan.bottom - top)

    def showing_rect(self, value: Hashable) -> pygame.Rect | None:
        """The part of card ``value`` the next card of the fan leaves showing (where a
        click lands on it), or None when the hand does not hold it."""
        cards = self.cards
        for index, card in enumerate(cards):
            if card.value == value:
                rect = card.rect()
                later = cards[index + 1].rect() if index + 1 < len(cards) else None
                if later is not None and rect.x < later.x < rect.right:
                    rect.width = later.x - rect.x
                return rect
        return None

    def sync(self, values: Sequence[Any] | None, count: int = 0,
             legal: Collection[Any] = ()) -> None:
        """Show ``values`` face up (sorted), or ``count`` backs when ``values`` is None.

        Cards already in the hand keep their sprite (and position), so a
        sync after an animation never makes a card jump.
        """
        self.face_up = values is not None
        shown: list[Any] = sorted(values) if values is not None else list(range(count))
        size = self.card_size_for(len(shown))
        kept = {card.value: card for card in self.cards if card.face_up == self.face_up}
        self.cards = []
        for value in shown:
            card = kept.pop(value, None) or HandCard(value, size, self.painter, self._play,
                                                     face_up=self.face_up)
            card.set_size(size)
            card.flying = False
            card.legal = self.face_up and value in legal
            self.cards.append(card)
        self._relayout()

    def take(self, value: Hashable | None = None) -> HandCard | None:
        """Remove a card to fly away: ``value``'s card, or (a hidden hand) the last back."""
        if not self.cards:
            return None
        index = len(self.cards) - 1
        if value is not None:
            index = next((i for i, card in enumerate(self.cards) if card.value == value), index)
        card = self.cards.pop(index)
        card.flying = True
        card.legal = card.dimmed = card.focused = card.hovered = False
        for held in self.cards:  # fewer cards may be wider and still show every value
            held.set_size(self.card_size)
        self._relayout()
        return card

    def set_rect(self, rect: pygame.Rect, *, whole: int = 0) -> None:
        """Fan the cards in ``rect``; with ``whole``, raised as far as a fan of that many
        face-up cards reaches below it (its turned outer cards' corners), so every card
        stands whole above what lies under ``rect`` (Polterfass's cards were cut by the
        prompt bar, trial s16)."""
        self.rect = pygame.Rect(rect)
        if whole:
            self.rect.bottom -= max(0, math.ceil(self.bottom_reach(whole)) - rect.bottom)
        for card in self.cards:
            card.set_size(self.card_size)
        self._relayout()

    def _relayout(self) -> None:
        """Fan the cards along a shallow arc centred in ``rect``."""
        count = len(self.cards)
        width, height = self.card_size
        base_y = self.rect.bottom - height / 2 - self.rect.height * 0.04
        # A long hand keeps the fan's outer cards as low as an eight-card hand's.
        outer = max(1.0, (count - 1) / 2)
        sag = min(0.012, FAN_SAG / (outer * outer))
        turn, tilt = self._turns(count)
        # The outer cards are turned, so they are wider than upright ones: leave them room.
        outer_width = width * math.cos(tilt) + height * math.sin(tilt)
        step = min(width * 0.72, max(0.0, self.rect.width - outer_width) / max(1, count - 1))
        step = max(step, width * self._kept_share() / math.cos(tilt))
        for index, card in enumerate(self.cards):
            offset = index - (count - 1) / 2
            card.position = pygame.Vector2(self.rect.centerx + offset * step,
                                           base_y + offset * offset * height * sag)
            card.angle = -offset * turn
        self.ring.set_buttons(self.cards)
        self._refresh_legal()

    def _refresh_legal(self) -> None:
        playing = self.interactive and self.face_up
        for card in self.cards:
            card.dimmed = playing and not card.legal
            card.rest_lift = card.size[1] * 0.14 if playing and card.legal else 0.0
            card.on_play = self._play if playing else None

    def _play(self, value: Any) -> None:
        if self.on_play is not None:
            self.on_play(value)

    def set_interactive(self, interactive: bool) -> None:
        if interactive != self.interactive:
            self.interactive = interactive
            self._refresh_legal()
            focused = self.ring.focused
            if not interactive:
                self.ring.focus(None)
            elif self.enter_picks and (focused is None or not focused.enabled):
                # Enter plays what glows from the turn's first frame: the first Enter only
                # chose a card when the turn came with none focused, and played at once
                # when a second sync of the turn had focused one (a trial: "Enter is
                # sometimes ignored").
                self._unseen = next((card for card in self.cards if card.enabled), None)
                self.ring.focus(self._unseen)

    def _top_at(self, point: tuple[int, int]) -> HandCard | None:
        """The topmost card under ``point`` (fanned cards overlap: the one drawn last)."""
        return next((card for card in reversed(self.cards) if card.contains(point)), None)

    def moved_under(self, event: pygame.event.Event) -> bool:
        """Whether ``event``, a click, falls where the pointer has rested since it was over
        another card (or none): the hand closed up after a play, or a card rose there,
        and the click would play a card never aimed at (trial s34 N/008: after yellow 4
        the yellow 8 stood under the pointer)."""
        aim = self._aim
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and aim is not None and aim[0] == (event.pos[0], event.pos[1])
                and self._top_at(event.pos) is not aim[1])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:  # followed in every turn: it rests where aimed
            self._aim = ((event.pos[0], event.pos[1]), self._top_at(event.pos))
        if not self.interactive:
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.moved_under(event):
                if self.on_moved_under is not None:
                    self.on_moved_under()
                return True  # refused until the pointer moves onto the card meant
            top = self._top_at(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._aim = ((event.pos[0], event.pos[1]), top)
            if event.type == pygame.MOUSEMOTION:
                for card in self.cards:
                    card.hovered = card is top and card.enabled
                if top is not None and top.enabled and top is not self.ring.focused:
                    self.ring.focus(top)
                return False
            return top is not None and top.handle_event(event)
        if self.enter_picks and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            focused = self.ring.focused
            playable = [card for card in self.cards if card.enabled]
            if focused is not None and focused is self._unseen:
                return True  # a press before the glow was drawn: it shows it, plays nothing
            if (focused is None or not focused.enabled) and playable:
                if len(playable) == 1:
                    return playable[0].activate()
                self.ring.focus(playable[0])
                return True
        return self.ring.handle_event(event)

    def update(self, dt: float) -> None:
        self.ring.update(dt)  # the ring holds exactly this hand's cards

    def look(self) -> tuple[object, ...] | None:
        """What :meth:`draw` shows, as a key for a kept picture of the hand, or None while
        it cannot be kept: a focus glow pulses, and a hidden hand's count is sized by the
        window it is drawn on."""
        if (self.cards and not self.face_up) or any(card.glowing for card in self.cards):
            return None
        return tuple(card.look() for card in self.cards)

    def draw(self, surface: pygame.Surface) -> None:
        self.ring.draw(surface)
        self._unseen = None  # its glow is in sight now
        if not self.face_up and self.cards:
            self._draw_count(surface)

    def _draw_count(self, surface: pygame.Surface) -> None:
        """A hidden hand's size, on a paper token with the owner's symbol: on the last
        card's corner, inside the hand's rect (a neighbour may sit right beside it), never
        below ART.md's small size at the window's scale."""
        small = theme.text_px(theme.TextSize.SMALL, theme.ui_scale(surface.get_size()))
        size_px = max(small, round(self.card_size[1] * 0.22))
        badge = _count_badge(len(self.cards), self.slot, size_px)
        last = self.cards[-1].rect()
        place = badge.get_rect(center=(last.right, last.top))
        place.right = min(place.right, self.rect.right)
        surface.blit(badge, place)


@sized_by_window(maxsize=64)
def _count_badge(count: int, slot: int, size_px: int) -> pygame.Surface:
    label = assets.text(str(count), size_px, theme.INK, bold=True)
    symbol = round(size_px * 0.4)
    height = label.get_height() + size_px // 3
    width = label.get_width() + 2 * symbol + size_px // 2
    badge = paint.paper_panel((width, height), height // 2).copy()
    theme.draw_seat_symbol(badge, slot, (symbol + size_px // 5, height // 2), symbol * 0.8)
    badge.blit(label, label.get_rect(midright=(width - size_px // 4, height // 2)))
    return badge


class Trick:
    """The cards played this round, one place per seat around ``rect``'s centre."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], seats: int, *,
                 painter: Painter | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.seats = seats
        self.painter = painter
        self.cards: dict[int, HandCard] = {}

    @property
    def card_size(self) -> tuple[int, int]:
        return card_size(max(8, min(round(self.rect.height / 1.4 * 0.8),
                                    self.rect.width // (self.seats + 1))))

    def place(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s card lies: side by side, in seat order."""
        width = self.card_size[0] * 1.2
        left = self.rect.centerx - width * (self.seats - 1) / 2
        return left + width * seat, self.rect.centery

    def sync(self, cards: dict[int, Hashable | None]) -> None:
        """Seat -> the card's value, or None for a card lying face down."""
        size = self.card_size
        self.cards = {}
        for seat, value in cards.items():
            card = HandCard(value, size, self.painter, None, face_up=value is not None)
            card.position = pygame.Vector2(self.place(seat))
            self.cards[seat] = card

    def keep_places(self) -> None:
        """After a new layout (the log opened, a window resized mid-trick): every card at
        rest lies at its seat's place again, at the trick's card size; one in flight lands
        where it was sent. The names under the slots had moved and the cards stayed, Bo's
        name under Ann's card (trial s34 O/002)."""
        size = self.card_size
        for seat, card in self.cards.items():
            if not card.flying:
                card.position = pygame.Vector2(self.place(seat))
                card.set_size(size)

    def receive(self, seat: int, card: HandCard) -> Step:
        """``card`` flies from where it is (a hand) to ``seat``'s place on the table."""
        self.cards[seat] = card
        return StepSequence(card.fly_to(self.place(seat), angle=0.0),
                            Call(card.set_size, self.card_size))

    def reveal(self, cards: dict[int, Hashable]) -> Step:
        """Every card turns face up, one after another."""
        flips: list[Step] = []
        for seat, value in cards.items():
            card = self.cards.get(seat)
            if card is None:
                card = self.cards[seat] = HandCard(value, self.card_size, self.painter, None,
                                                   face_up=False)
                card.position = pygame.Vector2(self.place(seat))
            card.value = value
            card.refresh_face()
            flips.append(card.flip_to(True))
        return stagger(flips, 0.08)

    def collect(self, target: tuple[float, float]) -> Step:
        """The whole trick flies to its winner (``target``), then leaves the table."""
        flights = [card.fly_to(target, angle=0.0, arc=0.08) for card in self.cards.values()]
        return StepSequence(Parallel(*flights), Call(self.cards.clear))

    def draw(self, surface: pygame.Surface) -> None:
        for card in self.cards.values():
            card.draw(surface)

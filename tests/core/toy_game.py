"""A tiny game with hidden hands and chance, to test the engine base on its own.

"Toy Draw": each seat holds a secret hand of two numbered cards dealt from a
shuffled deck of 1–9. On a turn the seat either plays a card (scoring its
value; the card becomes public) or draws a card from the deck, and passes
only when it can do neither. The game ends
when every hand is empty or after the number of turns chosen in the options.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core import (
    Action,
    Engine,
    Event,
    GameOption,
    GameSpec,
    IllegalAction,
    PrivateEvent,
    Rng,
)

DECK = tuple(range(1, 10))


@dataclass(frozen=True)
class Play(Action):
    card: int


@dataclass(frozen=True)
class Draw(Action):
    pass


@dataclass(frozen=True)
class Pass(Action):
    """Only when the seat can neither play nor draw."""


@dataclass(frozen=True)
class CardFaceDown(Event):
    """The public version of :class:`CardDealt`: a card went to ``seat``, face down."""

    seat: int


@dataclass(frozen=True)
class CardDealt(PrivateEvent):
    seat: int
    card: int
    reveals: ClassVar[bool] = True

    def public_version(self) -> Event:
        return CardFaceDown(self.seat)


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int


@dataclass
class ToyState:
    hands: list[list[int] | None]
    hand_sizes: list[int]
    deck: list[int]
    deck_size: int
    scores: list[int]
    turn: int
    to_move: int


class ToyEngine(Engine[ToyState]):
    state_type = ToyState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[ToyState, list[Event]]:
        deck = list(DECK)
        rng.shuffle(deck)
        hands: list[list[int] | None] = []
        events: list[Event] = []
        for seat in range(seats):
            hand = sorted(deck.pop() for _ in range(2))
            hands.append(hand)
            events.extend(CardDealt(seat=seat, card=card, visible_to=(seat,)) for card in hand)
        state = ToyState(hands, [2] * seats, deck, len(deck), [0] * seats, 0, 0)
        return state, events

    def _hand(self, seat: int) -> list[int]:
        hand = self.state.hands[seat]
        assert hand is not None, "a seat's own hand is always in its view"
        return hand

    def _current_seat(self) -> int | None:
        if self.state.turn >= self.options["turns"] or not any(self.state.hand_sizes):
            return None
        return self.state.to_move

    def _legal_actions(self) -> list[Action]:
        seat = self.state.to_move
        actions: list[Action] = [Play(seat, card) for card in sorted(set(self._hand(seat)))]
        if self.state.deck_size:
            actions.append(Draw(seat))
        return actions or [Pass(seat)]

    def _check(self, action: Action) -> None:
        match action:
            case Play(seat=seat, card=card) if card not in self._hand(seat):
                raise IllegalAction("core.error.unknown_action")
            case Draw() if not self.state.deck_size:
                raise IllegalAction("core.error.unknown_action")
            case Pass() if self._legal_actions() != [action]:
                raise IllegalAction("core.error.unknown_action")

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = action.seat
        if isinstance(action, Play):
            self._hand(seat).remove(action.card)
            self.state.hand_sizes[seat] -= 1
            self.state.scores[seat] += action.card
            events.append(CardPlayed(seat, action.card))
        elif isinstance(action, Draw):
            card = self.state.deck.pop(self.rng.below(len(self.state.deck)))
            self.state.deck_size -= 1
            self._hand(seat).append(card)
            self.state.hand_sizes[seat] += 1
            events.append(CardDealt(seat=seat, card=card, visible_to=(seat,)))
        self.state.turn += 1
        self.state.to_move = (seat + 1) % self.seats
        return events

    def _scores(self) -> list[int]:
        return list(self.state.scores)

    def _winners(self) -> list[int]:
        best = max(self.state.scores)
        return [seat for seat, score in enumerate(self.state.scores) if score == best]

    def _redact(self, state: ToyState, viewer: int | None) -> ToyState:
        state.hands = [hand if seat == viewer else None for seat, hand in enumerate(state.hands)]
        state.deck = []
        return state

    def hidden_info(self, seat: int) -> dict[str, Any]:
        return {"hand": self.state.hands[seat]}


TOY_SPEC = GameSpec(
    id="toy_draw",
    title="Toy Draw",
    min_seats=2,
    max_seats=4,
    rules_version=1,
    engine=ToyEngine,
    action_types=(Play, Draw, Pass),
    event_types=(CardDealt, CardFaceDown, CardPlayed),
    options=(GameOption("turns", 12, (6, 12)),),
    has_hidden_information=True,
)

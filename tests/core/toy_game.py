"""A tiny trick game with hidden hands and sealed plays, to test the shared parts on their own.

"Toy Tricks": every seat is dealt a secret hand of cards numbered 1–20 from a
shuffled deck. Each round every seat, one at a time, seals one card from its
hand (:class:`tabletop.core.sealed.SealedChoices`: the others only learn that
it has chosen); when all have chosen, the cards are revealed together and the
highest card wins the trick, scoring the sum of the trick. The game ends after
the number of rounds chosen in the options.
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
from tabletop.core.sealed import ChoicesRevealed, SealedChoices

DECK = tuple(range(1, 21))
HAND_SIZE = 5


@dataclass(frozen=True)
class Play(Action):
    """Seal ``card`` from the hand as this round's play."""

    card: int


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
class TrickWon(Event):
    """The revealed trick went to ``seat`` (the highest card), worth ``points``."""

    seat: int
    points: int


@dataclass
class ToyState:
    hands: list[list[int] | None]
    hand_sizes: list[int]
    deck: list[int]
    scores: list[int]
    round: int
    plays: SealedChoices
    trick: dict[int, int]
    """The last revealed trick, seat -> card (public once revealed)."""


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
            hand = sorted(deck.pop() for _ in range(HAND_SIZE))
            hands.append(hand)
            events.extend(CardDealt(seat=seat, card=card, visible_to=(seat,)) for card in hand)
        plays = SealedChoices.open_for(list(range(seats)))
        state = ToyState(hands, [HAND_SIZE] * seats, deck, [0] * seats, 0, plays, {})
        return state, events

    def _hand(self, seat: int) -> list[int]:
        hand = self.state.hands[seat]
        assert hand is not None, "a seat's own hand is always in its view"
        return hand

    def _current_seat(self) -> int | None:
        if self.state.round >= self.options["rounds"]:
            return None
        return self.state.plays.next_seat

    def _legal_actions(self) -> list[Action]:
        seat = self.state.plays.next_seat
        assert seat is not None
        return [Play(seat, card) for card in self._hand(seat)]

    def _check(self, action: Action) -> None:
        if isinstance(action, Play) and action.card not in self._hand(action.seat):
            raise IllegalAction("core.error.unknown_action")

    def _apply(self, action: Action) -> list[Event]:
        assert isinstance(action, Play)
        state, seat = self.state, action.seat
        self._hand(seat).remove(action.card)
        state.hand_sizes[seat] -= 1
        events: list[Event] = [state.plays.seal(seat, action.card)]
        if state.plays.complete:
            revealed: ChoicesRevealed = state.plays.reveal()
            state.trick = {int(s): int(card) for s, card in revealed.choices.items()}
            winner = max(state.trick, key=lambda s: state.trick[s])
            points = sum(state.trick.values())
            state.scores[winner] += points
            events += [revealed, TrickWon(winner, points)]
            state.round += 1
            # The trick's winner leads the next round.
            order = [(winner + offset) % self.seats for offset in range(self.seats)]
            state.plays = SealedChoices.open_for(order)
        return events

    def _scores(self) -> list[int]:
        return list(self.state.scores)

    def _winners(self) -> list[int]:
        best = max(self.state.scores)
        return [seat for seat, score in enumerate(self.state.scores) if score == best]

    def _redact(self, state: ToyState, viewer: int | None) -> ToyState:
        state.hands = [hand if seat == viewer else None for seat, hand in enumerate(state.hands)]
        state.deck = []
        state.plays = state.plays.redacted_for(viewer)
        return state

    def hidden_info(self, seat: int) -> dict[str, Any]:
        return {"hand": self.state.hands[seat], "sealed": self.state.plays.choices.get(seat)}


TOY_SPEC = GameSpec(
    id="toy_tricks",
    title="Toy Tricks",
    menu_position=6,
    min_seats=2,
    max_seats=4,
    rules_version=1,
    engine=ToyEngine,
    action_types=(Play,),
    event_types=(CardDealt, CardFaceDown, TrickWon, *SealedChoices.SEALED_EVENTS),
    options=(GameOption("rounds", 5, (2, 5)),),
    has_hidden_information=True,
)

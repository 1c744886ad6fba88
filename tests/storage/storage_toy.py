"""A tiny dice race, so the storage tests do not depend on any real game.

Each turn the seat to move either rolls a die (moving that far) or stops for
good. The game ends when someone reaches the target or everyone stopped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action, Engine, Event, GameOption, GameSpec, Rng, SeatConfig, SeatKind


@dataclass(frozen=True)
class Roll(Action):
    pass


@dataclass(frozen=True)
class Stop(Action):
    pass


@dataclass(frozen=True)
class Rolled(Event):
    seat: int
    value: int


@dataclass(frozen=True)
class Stopped(Event):
    seat: int


@dataclass
class ToyState:
    positions: list[int]
    stopped: list[bool]
    turn: int


class ToyEngine(Engine[ToyState]):
    state_type = ToyState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[ToyState, list[Event]]:
        return ToyState([0] * seats, [False] * seats, 0), []

    def _finished(self) -> bool:
        target = self.options["target"]
        return all(self.state.stopped) or any(p >= target for p in self.state.positions)

    def _current_seat(self) -> int | None:
        return None if self._finished() else self.state.turn

    def _legal_actions(self) -> list[Action]:
        seat = self.state.turn
        return [Roll(seat), Stop(seat)]

    def _check(self, action: Action) -> None:
        pass

    def _apply(self, action: Action) -> list[Event]:
        state = self.state
        events: list[Event] = []
        if isinstance(action, Roll):
            value = self.rng.randint(1, 6)
            state.positions[action.seat] += value
            events.append(Rolled(action.seat, value))
        else:
            state.stopped[action.seat] = True
            events.append(Stopped(action.seat))
        for step in range(1, self.seats + 1):
            candidate = (action.seat + step) % self.seats
            if not state.stopped[candidate]:
                state.turn = candidate
                break
        return events

    def _scores(self) -> list[int]:
        return list(self.state.positions)

    def _winners(self) -> list[int]:
        best = max(self.state.positions)
        return [seat for seat, p in enumerate(self.state.positions) if p == best]


SPEC = GameSpec(
    id="toy",
    title="Toy Race",
    min_seats=2,
    max_seats=4,
    rules_version=2,
    engine=ToyEngine,
    action_types=(Roll, Stop),
    event_types=(Rolled, Stopped),
    options=(GameOption("target", 20, (10, 20)),),
)

TOY_GAMES: dict[str, GameSpec] = {"toy": SPEC}

SEATS: tuple[SeatConfig, ...] = (
    SeatConfig("Mina", 0),
    SeatConfig("지훈", 1),
    SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="hard"),
)


def played_game(seed: int = 7, moves: int = 5) -> Engine[Any]:
    """A three-seat toy game after ``moves`` actions (always the first legal one: Roll)."""
    game = SPEC.new_game(seats=3, seed=seed, options={"target": 20})
    for _ in range(moves):
        game.apply(game.legal_actions()[0])
    return game

"""Winner's Circle's actions and events (RULES.md §1).

The engine is :mod:`tabletop.games.winners_circle`.

Horses are 0–6 (printed numbers 1–7), seats 0–5, positions are progress ``d``
as described in the engine module.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action, Event
from tabletop.core.events import PrivateEvent
from tabletop.games.winners_circle_data import Symbol


class PayoutKind(enum.Enum):
    WIN = "win"
    PLACE = "place"
    SHOW = "show"
    PACE = "pace"
    LAST = "last"

    def __repr__(self) -> str:
        return f"PayoutKind.{self.name}"


@dataclass(frozen=True)
class PlaceBet(Action):
    """Put the chip worth ``chip`` on ``horse`` (0–6)."""

    horse: int
    chip: int


@dataclass(frozen=True)
class Roll(Action):
    """Roll the symbol die."""


@dataclass(frozen=True)
class MoveHorse(Action):
    """Move ``horse`` by its card's value for the rolled symbol."""

    horse: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    cards: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class RaceStarted(Event):
    """Race ``race`` (1–3) begins; the pace token is put on ``pace_space``."""

    race: int
    pace_space: int


@dataclass(frozen=True)
class HorseCardDrawn(Event):
    """``card`` of ``horse`` went face up to ``gate`` (1–7); the horse stands on ``space``.

    ``returned`` lists the cards drawn just before it that belonged to horses
    already at a gate: they went under the deck, in that order (WC-D8).
    """

    race: int
    card: int
    horse: int
    values: tuple[int, int, int, int]
    gate: int
    space: int
    returned: tuple[int, ...] = ()
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class FirstBettorChosen(Event):
    """``seat`` bets first: drawn among ``candidates`` (all seats, or the richest)."""

    race: int
    seat: int
    candidates: tuple[int, ...]
    by_money: bool
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class BetPlaced(Event):
    seat: int
    horse: int
    chip: int


@dataclass(frozen=True)
class FaceDownBetPlaced(Event):
    """Public trace of a hidden bet: ``seat`` put a face-down chip on ``horse``."""

    seat: int
    horse: int


@dataclass(frozen=True)
class HiddenBetPlaced(PrivateEvent):
    """``seat`` put its face-down chip ``chip`` on ``horse``; only the owner sees the value."""

    seat: int
    horse: int
    chip: int

    def public_version(self) -> Event:
        return FaceDownBetPlaced(self.seat, self.horse)


@dataclass(frozen=True)
class BettingClosed(Event):
    """Every chip is down; ``seat`` (the first bettor) rolls first (WC-D11)."""

    race: int
    seat: int


@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    symbol: Symbol
    face: int  # 0–5, which of the six faces landed up (0–2 are heads)
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class HorseMoved(Event):
    """``horse`` ran from ``from_progress`` towards ``target_progress`` and stopped at
    ``to_progress`` (less when blocked); spaces are the printed numbers 1–36.

    The horse's card is now face down, even if it could not move (WC-T6).
    """

    seat: int
    horse: int
    symbol: Symbol
    steps: int
    from_progress: int
    target_progress: int
    to_progress: int
    from_space: int
    to_space: int
    blocked: bool


@dataclass(frozen=True)
class PaceTaken(Event):
    """``horse`` is the first at or past space 18 and takes the pace token (WC-D6)."""

    horse: int
    space: int


@dataclass(frozen=True)
class HorseFinished(Event):
    horse: int
    place: int


@dataclass(frozen=True)
class CardsTurnedUp(Event):
    """Every running horse's card was face down: all turn face up again."""

    horses: tuple[int, ...]


@dataclass(frozen=True)
class RaceEnded(Event):
    race: int
    podium: tuple[int, ...]
    last_horse: int
    pace_horse: int | None


@dataclass(frozen=True)
class ChipsRevealed(Event):
    """Hidden bets turn face up: ``(seat, horse, chip)`` for every chip of the race."""

    chips: tuple[tuple[int, int, int], ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class ChipSettled(Event):
    """One line of the payout: ``chip × rate × multiplier = amount`` (negative for a loss)."""

    seat: int
    horse: int
    chip: int
    kind: PayoutKind
    rate: int
    multiplier: int
    amount: int


@dataclass(frozen=True)
class MoneySettled(Event):
    """``seat`` won ``gained``, owed ``owed``, could pay ``paid`` (WC-D5) and now has ``money``."""

    seat: int
    gained: int
    owed: int
    paid: int
    money: int

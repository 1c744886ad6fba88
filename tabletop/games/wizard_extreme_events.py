"""Wizard Extreme's actions and events (RULES.md §3); the engine is
:mod:`tabletop.games.wizard_extreme`, which re-exports every name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action, Event, PrivateEvent
from tabletop.games.wizard_extreme_data import MAGICIAN_BASE, Card, Colour, Seal

# -- actions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TakeSeal(Action):
    """Take one seal of ``colour`` from the middle: a trick you expect to win in it."""

    colour: Colour


@dataclass(frozen=True)
class StealSeal(Action):
    """Take a ``colour`` seal from ``victim`` (none left in the middle); the victim gets a white."""

    colour: Colour
    victim: int


@dataclass(frozen=True)
class TakeMagician(Action):
    """Take the black magician instead of predicting (once per round)."""


@dataclass(frozen=True)
class Predict(Action):
    """Confirm the prediction: the seals taken so far (none is allowed, WE-D12)."""


@dataclass(frozen=True)
class PlayCard(Action):
    card: Card


@dataclass(frozen=True)
class ReturnSeal(Action):
    """After winning a trick, return ``seal`` when more than one kind may be returned."""

    seal: Seal


ACTION_TYPES: tuple[type[Action], ...] = (
    TakeSeal,
    StealSeal,
    TakeMagician,
    Predict,
    PlayCard,
    ReturnSeal,
)

# -- events ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int  # 1-based
    dealer: int
    top_value: int


@dataclass(frozen=True)
class CardsDealt(Event):
    """The public version of :class:`HandDealt`: ``count`` cards went to ``seat`` face down."""

    seat: int
    count: int


@dataclass(frozen=True)
class HandDealt(PrivateEvent):
    seat: int
    cards: tuple[Card, ...]
    reveals: ClassVar[bool] = True

    def public_version(self) -> Event:
        return CardsDealt(self.seat, len(self.cards))


@dataclass(frozen=True)
class SealTaken(Event):
    seat: int
    seal: Seal


@dataclass(frozen=True)
class SealStolen(Event):
    """``seat`` took a ``seal`` from ``victim``, who received a white seal from the middle."""

    seat: int
    seal: Seal
    victim: int


@dataclass(frozen=True)
class MagicianTaken(Event):
    """``seat`` took the black magician; ``base`` is its penalty before the others'
    black seals are counted (4, or more under a §3.8 variant)."""

    seat: int
    base: int = MAGICIAN_BASE


@dataclass(frozen=True)
class PredictionMade(Event):
    """``seat``'s final prediction: the coloured seals it took, in table order."""

    seat: int
    seals: tuple[Seal, ...]


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` played ``card`` from its hidden hand, face up: shown, so no undo crosses it
    (DESIGN §3). A trick's winner leads the next, and Undo beside "Ann wins the trick"
    would have taken the finished, shown trick back (trial s34 P/004)."""

    seat: int
    card: Card
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class TrickWon(Event):
    """``seat`` won trick ``trick`` (1-based) led in ``led`` with ``card``."""

    seat: int
    trick: int
    led: Colour
    card: Card
    by_magician: bool


@dataclass(frozen=True)
class SealReturned(Event):
    seat: int
    seal: Seal


@dataclass(frozen=True)
class BlackSealTaken(Event):
    seat: int


@dataclass(frozen=True)
class BlackSealSpared(Event):
    """``seat`` had nothing to return, but all six black seals are out (WE-D8)."""

    seat: int


@dataclass(frozen=True)
class RoundScored(Event):
    round: int
    penalties: tuple[int, ...]
    totals: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    RoundStarted,
    CardsDealt,
    HandDealt,
    SealTaken,
    SealStolen,
    MagicianTaken,
    PredictionMade,
    CardPlayed,
    TrickWon,
    SealReturned,
    BlackSealTaken,
    BlackSealSpared,
    RoundScored,
)

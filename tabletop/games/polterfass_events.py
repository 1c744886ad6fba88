"""Polterfass's actions and events (RULES.md §2); the engine is
:mod:`tabletop.games.polterfass`, which re-exports every name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action, Event
from tabletop.games.polterfass_rules import Special

# -- actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Throw(Action):
    """The innkeeper's first throw of the round: all nine barrels."""


@dataclass(frozen=True)
class Order(Action):
    """A guest's secret order: one card or two different cards, 0–7."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class ThrowAgain(Action):
    """Throw every lying barrel, plus the standing special barrels in ``rethrow``."""

    rethrow: tuple[int, ...] = ()


@dataclass(frozen=True)
class CloseTap(Action):
    """Stop serving and count the standing barrels."""


@dataclass(frozen=True)
class Remove(Action):
    """A standing X takes number barrel ``barrel`` out of the count."""

    barrel: int


@dataclass(frozen=True)
class Double(Action):
    """A standing arrow doubles number barrel ``barrel``."""

    barrel: int


# -- events ----------------------------------------------------------------------


@dataclass(frozen=True)
class Landing:
    """How one thrown barrel came to rest: standing with ``face`` up, or lying (face None)."""

    barrel: int
    standing: bool
    face: int | Special | None


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    innkeeper: int


@dataclass(frozen=True)
class BarrelsThrown(Event):
    """A throw: every thrown barrel's landing, in barrel order; ``first`` for phase 1."""

    seat: int
    first: bool
    landings: tuple[Landing, ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class FirstThrowRepeated(Event):
    """No number barrel stood after the first throw: all nine go back in the cup (PF-D4)."""

    seat: int


@dataclass(frozen=True)
class OrdersOpened(Event):
    """Phase 2 begins: ``guests`` order in this sequence."""

    guests: tuple[int, ...]


@dataclass(frozen=True)
class TapClosed(Event):
    seat: int


@dataclass(frozen=True)
class InnkeeperFailed(Event):
    """Nothing just thrown stood (PF-D5): the innkeeper serves nothing this round."""

    seat: int


@dataclass(frozen=True)
class BarrelRemoved(Event):
    seat: int
    barrel: int
    face: int


@dataclass(frozen=True)
class BarrelDoubled(Event):
    seat: int
    barrel: int
    face: int


@dataclass(frozen=True)
class ServeCounted(Event):
    """The serve of phase 4: surviving number barrels, doubled ones twice."""

    seat: int
    serve: int


@dataclass(frozen=True)
class BillSettled(Event):
    """Phase 5: orders by guest, each seat's gain and running score."""

    innkeeper: int
    failed: bool
    serve: int
    total: int
    orders: dict[int, int]
    gains: tuple[int, ...]
    scores: tuple[int, ...]

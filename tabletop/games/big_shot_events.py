"""Big Shot's actions and events (RULES.md §4); the engine is :mod:`tabletop.games.big_shot`.

Colours are 0–3 (four cube colours), regions 0–12 in the order of
:data:`tabletop.games.big_shot_data.REGIONS`, auction spaces 0–17.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action, Event
from tabletop.core.events import PrivateEvent

# -- actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Roll(Action):
    """Roll the die to move the broker (the round's roller)."""


@dataclass(frozen=True)
class Bid(Action):
    amount: int


@dataclass(frozen=True)
class Pass(Action):
    """Leave this auction for good (BS-D7)."""


@dataclass(frozen=True)
class TakeLoan(Action):
    """Take a 10 M loan now to make a bid the cash alone cannot pay (BS-D6)."""


@dataclass(frozen=True)
class PlaceCube(Action):
    """Put one bought cube of colour ``cube`` on region ``region``."""

    cube: int
    region: int


# -- events ----------------------------------------------------------------------


@dataclass(frozen=True)
class LotsDealt(Event):
    """The 72 cubes shuffled onto the 18 spaces; ``deals`` counts re-deals (4.3.1)."""

    lots: tuple[tuple[int, ...], ...]
    deals: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class StartRolled(Event):
    """Each listed colour rolled for the start; ties for the top roll again (BS-D14)."""

    rolls: dict[int, int]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    seat: int
    colour: int


@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    colour: int
    value: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class BrokerMoved(Event):
    """The broker walked over ``path`` (spaces with cubes) and stopped on ``space``."""

    path: tuple[int, ...]
    space: int
    cubes: tuple[int, ...]


@dataclass(frozen=True)
class BidMade(Event):
    seat: int
    colour: int
    amount: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int
    colour: int


@dataclass(frozen=True)
class LoanTaken(Event):
    """A loan in the open game: it paid ``proceeds``; the colour now holds ``loans``."""

    seat: int
    colour: int
    proceeds: int
    loans: int
    cash: int


@dataclass(frozen=True)
class LoanTakenPrivately(PrivateEvent):
    """A loan in the hidden-money variant: only its taker knows (BS-D17)."""

    seat: int
    colour: int
    proceeds: int
    loans: int
    cash: int

    def public_version(self) -> Event | None:
        return None


@dataclass(frozen=True)
class PaymentFailed(Event):
    """BS-D17: ``colour`` won with ``bid`` but holds only ``cash``, shown to everybody now;
    the auction starts again."""

    seat: int
    colour: int
    bid: int
    cash: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class AuctionWon(Event):
    """``colour`` buys the lot for ``price`` (0 and ``free`` when nobody bid, BS-D9)."""

    seat: int
    colour: int
    price: int
    free: bool
    cubes: tuple[int, ...]


@dataclass(frozen=True)
class CubePlaced(Event):
    seat: int
    cube: int
    region: int
    counts: tuple[int, ...]


@dataclass(frozen=True)
class RegionSold(Event):
    """Region resolved to ``owner`` (a colour): its cube and the SOLD sign stay, the rest leave.

    ``at_end`` marks the resolution after round 18 (4.7.1) rather than a 7th cube.
    """

    region: int
    owner: int
    owner_seat: int | None
    counts: tuple[int, ...]
    removed: int
    at_end: bool


@dataclass(frozen=True)
class RegionCleared(Event):
    """At the end a region nobody owns loses all its cubes (4.7.1)."""

    region: int
    counts: tuple[int, ...]


@dataclass(frozen=True)
class FortunesCounted(Event):
    """Per colour: cash, loans, region value and fortune; money is public from here on."""

    cash: tuple[int, ...]
    loans: tuple[int, ...]
    regions: tuple[int, ...]
    fortunes: tuple[int, ...]
    reveals: ClassVar[bool] = True

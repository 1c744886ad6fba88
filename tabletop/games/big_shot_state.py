"""Big Shot's state: the phase of the round, the board, the money and the decision in
progress (the engine, :mod:`tabletop.games.big_shot`, re-exports both)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tabletop.games.big_shot_rules import COLOURS


class Phase(enum.Enum):
    ROLL = "roll"
    AUCTION = "auction"
    PLACE = "place"
    OVER = "over"


@dataclass
class BigShotState:
    """The board, the money and the decision in progress.

    Per colour: ``cash``/``loans`` (None where a view hides them),
    ``loan_this_round``. ``region_cubes[r][c]`` counts colour c's cubes on an
    unsold region; ``region_owner[r]`` is set once it sold (or resolved at the
    end); ``region_closed[r]`` is True once sold or cleared.
    """

    bidders: list[int]
    lots: list[list[int]]
    region_cubes: list[list[int]]
    region_owner: list[int | None]
    region_closed: list[bool]
    cash: list[int | None]
    loans: list[int | None]
    loan_this_round: list[bool | None]
    broker: int = 0
    round: int = 1
    roller: int = 0
    phase: Phase = Phase.ROLL
    removed: int = 0
    high_bid: int = 0
    high_bidder: int | None = None
    passed: list[bool] = field(default_factory=lambda: [False] * COLOURS)
    to_bid: int = 0
    loan_floor: int | None = None
    """Cash before the loan just taken: the bid that follows must exceed it (BS-D6)."""
    buyer: int | None = None
    in_hand: list[int] = field(default_factory=list)
    failed: list[bool] = field(default_factory=lambda: [False] * COLOURS)
    """Colours that won this auction without the money (BS-D17): shown, now held to it."""

    @property
    def acting_colour(self) -> int | None:
        match self.phase:
            case Phase.ROLL:
                return self.roller
            case Phase.AUCTION:
                return self.to_bid
            case Phase.PLACE:
                return self.buyer
        return None

"""Big Shot's events in words for the log, and the names of colours and regions.

Colours are named as the table draws them (the seat's colour, the neutral
grey), not by the seed's cube colours, so the log and the board agree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scenes.games.big_shot.art import NEUTRAL
from tabletop.core.events import Event
from tabletop.games.big_shot import colour_owner
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import (
    AuctionWon,
    BidMade,
    BrokerMoved,
    CubePlaced,
    DieRolled,
    FortunesCounted,
    LoanTaken,
    LoanTakenPrivately,
    LotsDealt,
    Passed,
    PaymentFailed,
    RegionCleared,
    RegionSold,
    RoundStarted,
    StartRolled,
)
from tabletop.i18n import t


def region_name(region: int) -> str:
    return t(f"big_shot.region.{REGIONS[region].key}")


def look_name(look: int) -> str:
    return t("big_shot_scene.look_neutral" if look == NEUTRAL else f"big_shot_scene.look_{look}")


class Words:
    """Names of the colours at this table and the log's sentences."""

    def __init__(self, seats: int, looks: Sequence[int], seat_name: Callable[[int], str]) -> None:
        self.seats = seats
        self.looks = tuple(looks)
        self.seat_name = seat_name

    def colour(self, colour: int) -> str:
        """Who plays ``colour``: the person's name (with the colour when a person has two)."""
        seat = colour_owner(self.seats, colour)
        if seat is None:
            return t("big_shot_scene.neutral")
        name = self.seat_name(seat)
        if self.seats == 2:
            return t("big_shot_scene.name_colour", name=name,
                     colour=look_name(self.looks[colour]))
        return name

    def cubes(self, cubes: Sequence[int]) -> str:
        return ", ".join(look_name(self.looks[cube]) for cube in cubes)

    def describe(self, event: Event) -> str | None:
        key = "big_shot.log."
        match event:
            case LotsDealt():
                return t(key + "lots_dealt")
            case StartRolled(rolls=rolls):
                listed = ", ".join(f"{self.colour(c)} {value}" for c, value in rolls.items())
                return t(key + "start_rolled", rolls=listed)
            case RoundStarted(round=number, colour=colour):
                return t(key + "round_started", round=number, name=self.colour(colour))
            case DieRolled(colour=colour, value=value):
                return t(key + "die_rolled", name=self.colour(colour), value=value)
            case BrokerMoved(space=space, cubes=cubes):
                return t(key + "broker_moved", space=space + 1, cubes=self.cubes(cubes))
            case BidMade(colour=colour, amount=amount):
                return t(key + "bid_made", name=self.colour(colour), amount=amount)
            case Passed(colour=colour):
                return t(key + "passed", name=self.colour(colour))
            case LoanTaken(colour=colour, proceeds=proceeds, loans=loans):
                return t(key + "loan_taken", name=self.colour(colour), proceeds=proceeds,
                         loans=loans)
            case LoanTakenPrivately(proceeds=proceeds, loans=loans, cash=cash):
                return t(key + "loan_taken_privately", proceeds=proceeds, loans=loans, cash=cash)
            case PaymentFailed(colour=colour, bid=bid, cash=cash):
                return t(key + "payment_failed", name=self.colour(colour), bid=bid, cash=cash)
            case AuctionWon(colour=colour, price=price, free=free):
                if free:
                    return t(key + "auction_won_free", name=self.colour(colour))
                return t(key + "auction_won", name=self.colour(colour), price=price)
            case CubePlaced(seat=seat, cube=cube, region=region):
                return t(key + "cube_placed", name=self.seat_name(seat),
                         cube=look_name(self.looks[cube]), region=region_name(region))
            case RegionSold(region=region, owner=owner, removed=removed, at_end=at_end):
                if at_end:
                    return t(key + "region_sold_at_end", region=region_name(region),
                             owner=self.colour(owner))
                return t(key + "region_sold", region=region_name(region),
                         owner=self.colour(owner), removed=removed)
            case RegionCleared(region=region):
                return t(key + "region_cleared", region=region_name(region))
            case FortunesCounted():
                return t(key + "fortunes_counted")
        return None

"""Big Shot's events in words for the log (:mod:`scenes.games.log_words`), and the names of
colours and regions.

Colours are named as the table draws them (the seat's colour, the neutral
grey), not by the seed's cube colours, so the log and the board agree. A colour
in an event (who bid, who owns a region) reads as whoever plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scenes.games.big_shot.art import NEUTRAL
from scenes.games.log_words import LogWords
from tabletop.core.events import Event
from tabletop.games.big_shot import colour_owner, colours_of
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import AuctionWon, RegionSold, StartRolled
from tabletop.i18n import Words


def region_name(words: Words, region: int) -> str:
    return words(f"big_shot.region.{REGIONS[region].key}")


def look_name(words: Words, look: int) -> str:
    return words("big_shot_scene.look_neutral" if look == NEUTRAL
                 else f"big_shot_scene.look_{look}")


class BigShotLog(LogWords):
    """The log's sentences, and the names of the colours at this table."""

    namespace = "big_shot"

    def __init__(self, name: Callable[[int], str], seats: int, looks: Sequence[int]) -> None:
        super().__init__(name)
        self.seats = seats
        self.looks = tuple(looks)

    def colour(self, words: Words, colour: int) -> str:
        """Who plays ``colour``: the person's name (with the colour when a person has two)."""
        seat = colour_owner(self.seats, colour)
        if seat is None:
            return words("big_shot_scene.neutral")
        name = self.name(seat)
        if self.seats == 2:
            return words("big_shot_scene.name_colour", name=name,
                         colour=look_name(words, self.looks[colour]))
        return name

    def two_colours(self, words: Words) -> str:
        """A 2-person table's colours, said plainly (BS-D16): each person bids with two,
        each with its own money and loans, and their fortunes add up at the end."""
        pairs = [words("big_shot_scene.two_colours_pair", name=self.name(seat),
                       first=look_name(words, self.looks[first]),
                       second=look_name(words, self.looks[second]))
                 for seat in range(self.seats) for first, second in [colours_of(self.seats, seat)]]
        return words("big_shot_scene.two_colours", pairs=" ".join(pairs))

    def line(self, words: Words, event: Event) -> str | None:
        match event:
            case StartRolled(rolls=rolls):
                listed = ", ".join(f"{self.colour(words, colour)} {value}"
                                   for colour, value in rolls.items())
                return self.say(words, event, rolls=listed)
            case AuctionWon(free=free):
                return self.say(words, event, "auction_won_free" if free else None)
            case RegionSold(at_end=at_end):
                return self.say(words, event, "region_sold_at_end" if at_end else None)
        return super().line(words, event)

    def field(self, words: Words, name: str, value: Any) -> object:
        match name:
            case "colour" | "owner":
                return self.colour(words, value)
            case "cube":
                return look_name(words, self.looks[value])
            case "cubes":
                return ", ".join(look_name(words, self.looks[cube]) for cube in value)
            case "region":
                return region_name(words, value)
            case "space":  # the auction spaces are counted from 1 on the board
                return value + 1
        return super().field(words, name, value)

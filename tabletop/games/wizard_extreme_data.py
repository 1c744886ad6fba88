"""Wizard Extreme's pieces and numbers: colours, seals, cards and the rules' counts.

Split from :mod:`tabletop.games.wizard_extreme` (the engine), which re-exports
every name; what a trick or a round's seals come to is
:mod:`tabletop.games.wizard_extreme_rules`. RULES.md §3.2, §3.3, §3.5–§3.8; only
the short game's rounds (a house rule) are INVENTED.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum


class Colour(Enum):
    """Card colours in table order; red is always trump (RULES.md §3.2)."""

    YELLOW = "yellow"
    BLUE = "blue"
    PURPLE = "purple"
    GREEN = "green"
    RED = "red"

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


class Seal(Enum):
    """Seal tokens: one per colour, the white joker and the black penalty seal."""

    YELLOW = "yellow"
    BLUE = "blue"
    PURPLE = "purple"
    GREEN = "green"
    RED = "red"
    WHITE = "white"
    BLACK = "black"

    def __repr__(self) -> str:
        return f"Seal.{self.name}"

    @classmethod
    def of(cls, colour: Colour) -> Seal:
        return cls(colour.value)


COLOURS: tuple[Colour, ...] = tuple(Colour)
SEALS: tuple[Seal, ...] = tuple(Seal)
TRUMP = Colour.RED

# -- the rules' numbers (RULES.md §3.2, §3.3, §3.6–§3.8) -------------------------
HAND_SIZE = 15
SEAL_COUNTS: Mapping[Seal, int] = {
    Seal.YELLOW: 3,
    Seal.BLUE: 3,
    Seal.PURPLE: 3,
    Seal.GREEN: 3,
    Seal.RED: 5,
    Seal.WHITE: 4,
    Seal.BLACK: 6,
}
TOP_VALUE_BY_SEATS: Mapping[int, int] = {3: 9, 4: 12, 5: 15}
ROUNDS_BY_SEATS: Mapping[int, int] = {3: 6, 4: 4, 5: 5}  # WE-D10
SERIES_ROUNDS_BY_SEATS: Mapping[int, int] = {3: 9, 4: 8, 5: 10}  # §3.8, the designer's series
# INVENTED (RULES.md §3.8, house rule): the short game plays half the standard rounds,
# rounded up; with three seats that is one deal each. The rules know no shorter game.
SHORT_ROUNDS_BY_SEATS: Mapping[int, int] = {3: 3, 4: 2, 5: 3}
SERIES = True
SHORT = "short"
LENGTHS = (False, SERIES, SHORT)  # the "series" option: standard, the series, the house rule
COLOURED_PENALTY = 2  # WE-D1
BLACK_PENALTY = 3
WHITE_PENALTY = 4
MAGICIAN_BASE = 4  # WE-D9
MAGICIAN_BASE_CHOICES = (4, 5)  # §3.8: with three players the base may be 5 [X6]


@dataclass(frozen=True)
class Card:
    """One character card; sorted by colour (table order), then value."""

    colour: Colour
    value: int

    def __repr__(self) -> str:
        return f"Card(Colour.{self.colour.name}, {self.value})"

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # immutable: views and forks share cards instead of rebuilding them

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_key(self) < card_key(other)


def card_key(card: Card) -> tuple[int, int]:
    return COLOURS.index(card.colour), card.value


def deck_for(seats: int) -> list[Card]:
    """The cards used with ``seats`` players: values 1–9, 1–12 or 1–15 (WE-T1, WE-D17)."""
    top = TOP_VALUE_BY_SEATS[seats]
    return [Card(colour, value) for colour in COLOURS for value in range(1, top + 1)]


def no_seals() -> dict[Seal, int]:
    return {seal: 0 for seal in SEALS}

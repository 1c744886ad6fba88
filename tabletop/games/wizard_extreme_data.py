"""Wizard Extreme's pieces and numbers: colours, seals, cards, the rules' counts and scoring.

Split from :mod:`tabletop.games.wizard_extreme` (the engine), which re-exports
every name. RULES.md §3.2, §3.3, §3.5–§3.7; none of these values is INVENTED.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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

# -- the rules' numbers (RULES.md §3.2, §3.3, §3.6, §3.7); none is INVENTED ------------
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


def trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """Index into ``trick`` of the winning card: highest red, else highest of the led colour."""
    led = trick[0][1].colour

    def strength(index: int) -> tuple[int, int]:
        card = trick[index][1]
        rank = 2 if card.colour == TRUMP else 1 if card.colour == led else 0
        return rank, card.value

    return max(range(len(trick)), key=strength)


def returnable_seals(led: Colour, winning: Card) -> tuple[Seal, ...]:
    """Seals a trick winner may return: led colour, red when won with red, white (§3.5.4)."""
    allowed = [Seal.of(led)]
    if winning.colour == TRUMP and led != TRUMP:
        allowed.append(Seal.RED)
    allowed.append(Seal.WHITE)
    return tuple(allowed)


def seal_penalty(seals: Mapping[Seal, int]) -> int:
    """A predicting seat's penalty for the seals in front of it (WE-T10)."""
    total = 0
    for seal, count in seals.items():
        if seal == Seal.BLACK:
            total += BLACK_PENALTY * count
        elif seal == Seal.WHITE:
            total += WHITE_PENALTY * count
        else:
            total += COLOURED_PENALTY * count
    return total


def magician_penalty(blacks_of_others: int, base: int = MAGICIAN_BASE) -> int:
    """The black magician's penalty: ``base`` (4 unless a §3.8 variant raises it) minus
    the others' black seals, not below 0 (WE-T6)."""
    return max(0, base - blacks_of_others)


def no_seals() -> dict[Seal, int]:
    return {seal: 0 for seal in SEALS}

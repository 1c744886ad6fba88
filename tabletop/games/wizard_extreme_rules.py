"""Wizard Extreme's small rules over its pieces: who wins a trick, which seals its winner
may give back, and what the seals in front of a seat and the black magician cost.

Kept apart from the pieces and numbers (:mod:`tabletop.games.wizard_extreme_data`);
the engine (:mod:`tabletop.games.wizard_extreme`) re-exports every name.
RULES.md §3.5–§3.7.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.games.wizard_extreme_data import (
    BLACK_PENALTY,
    COLOURED_PENALTY,
    MAGICIAN_BASE,
    TRUMP,
    WHITE_PENALTY,
    Card,
    Colour,
    Seal,
)


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

"""Polterfass's pieces and small rules (RULES.md §2): the barrels and their ends, the
order cards and what an order adds up to, and the bill's arithmetic (phase 5).

Kept apart from the throw model's numbers (:mod:`tabletop.games.polterfass_data`); the
engine (:mod:`tabletop.games.polterfass`) re-exports every name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import combinations

from tabletop.games.polterfass_data import NUMBER_BARRELS, SPECIAL_BARREL_COUNT

TARGET_SCORE = 75
CARDS: tuple[int, ...] = tuple(range(8))
NUMBER_COUNT = len(NUMBER_BARRELS)
BARREL_COUNT = NUMBER_COUNT + SPECIAL_BARREL_COUNT
SPECIALS: tuple[int, ...] = tuple(range(NUMBER_COUNT, BARREL_COUNT))


class Special(Enum):
    """The two ends of a special barrel."""

    X = "x"  # removes a standing number barrel from the count
    ARROW = "arrow"  # doubles a standing number barrel

    def __repr__(self) -> str:
        return f"Special.{self.name}"


Face = int | Special
"""What the upper end of a standing barrel shows."""


def barrel_ends(barrel: int) -> tuple[Face, Face]:
    """The two ends of ``barrel``: its first end (high number or X) and the other."""
    if barrel < NUMBER_COUNT:
        return NUMBER_BARRELS[barrel]
    return (Special.X, Special.ARROW)


def is_number_barrel(barrel: int) -> bool:
    return 0 <= barrel < NUMBER_COUNT


def order_value(cards: Sequence[int]) -> int:
    return sum(cards)


def order_cards() -> list[tuple[int, ...]]:
    """Every legal order: one card, or two different cards (PF-D11), in a stable order."""
    return [(card,) for card in CARDS] + list(combinations(CARDS, 2))


def settle(orders: Mapping[int, int], serve: int, failed: bool) -> dict[int, int]:
    """Phase 5: points each guest gains, by seat (RULES.md §2.5; the innkeeper's are apart).

    ``orders`` maps each guest to the sum of his cards.
    """
    total = sum(orders.values())
    if failed or serve >= total:
        return dict(orders)
    highest = max(orders.values())
    lowest = min(orders.values())
    gains: dict[int, int] = {}
    for seat, order in orders.items():
        if order == highest:
            # PF-D12, PF-D13: every tied greediest guest loses; when all ordered
            # alike all are greediest and nobody gets the modest guest's bonus.
            gains[seat] = -order
        elif order == lowest:
            gains[seat] = highest
        else:
            gains[seat] = 0
    return gains


def innkeeper_gain(orders: Mapping[int, int], serve: int, failed: bool) -> int:
    """Phase 5: the innkeeper's points."""
    if failed:
        return 0
    total = sum(orders.values())
    return serve - total if serve >= total else serve

"""Yacht Dice, the 12-category game of Clubhouse Games: 51 Worldwide Classics.

Rules: RULES.md §5.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import Enum

DICE_COUNT = 5
FACES = 6
ROLLS_PER_TURN = 3
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63


class Category(Enum):
    """The twelve score-sheet rows, in sheet order (the order is part of saves and the solver)."""

    ONES = "ones"
    TWOS = "twos"
    THREES = "threes"
    FOURS = "fours"
    FIVES = "fives"
    SIXES = "sixes"
    CHOICE = "choice"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    SMALL_STRAIGHT = "small_straight"
    LARGE_STRAIGHT = "large_straight"
    YACHT = "yacht"


CATEGORIES: tuple[Category, ...] = tuple(Category)
UPPER_FACE: dict[Category, int] = {
    category: face for face, category in enumerate(CATEGORIES[:6], 1)
}
SMALL_STRAIGHT_POINTS = 15
LARGE_STRAIGHT_POINTS = 30
YACHT_POINTS = 50
_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def score_category(category: Category, dice: Sequence[int]) -> int:
    """Points that ``dice`` (five faces) are worth in ``category`` (RULES.md §5.4)."""
    if len(dice) != DICE_COUNT or any(not 1 <= face <= FACES for face in dice):
        raise ValueError(f"expected {DICE_COUNT} faces from 1 to {FACES}, got {list(dice)}")
    face = UPPER_FACE.get(category)
    if face is not None:
        return face * dice.count(face)
    total = sum(dice)
    shape = sorted(Counter(dice).values())
    faces = set(dice)
    match category:
        case Category.CHOICE:
            return total
        case Category.FOUR_OF_A_KIND:
            # YD-D1: the Clubhouse rule scores all five dice, and a Yacht qualifies.
            return total if shape[-1] >= 4 else 0
        case Category.FULL_HOUSE:
            # YD-D2: five of a kind also counts as a full house.
            return total if shape in ([2, 3], [5]) else 0
        case Category.SMALL_STRAIGHT:
            # YD-D3: a large straight contains a small one.
            return SMALL_STRAIGHT_POINTS if any(run <= faces for run in _SMALL_RUNS) else 0
        case Category.LARGE_STRAIGHT:
            return LARGE_STRAIGHT_POINTS if faces in _LARGE_RUNS else 0
        case Category.YACHT:
            return YACHT_POINTS if shape == [5] else 0
    raise AssertionError(f"unhandled category {category}")


def upper_bonus(upper_total: int) -> int:
    """The +35 bonus once Ones…Sixes add up to 63 or more (YD-T6)."""
    return UPPER_BONUS if upper_total >= UPPER_BONUS_THRESHOLD else 0

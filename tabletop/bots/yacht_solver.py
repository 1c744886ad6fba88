"""Exact optimal play for one Yacht Dice score sheet (RULES.md §5, solitaire).

The game splits into turns. Between turns the whole future depends only on which
categories are used and on the Ones…Sixes subtotal (capped at 63, where the
bonus is settled), so ``tests/tools/build_yacht_table.py`` solves every such state
once by retrograde dynamic programming and ships the expected *future* score
``V(used, upper)`` as ``data/yacht_values.bin``. Within a turn this module
finishes the job in pure Python: the value of scoring each open category now
(points + bonus reached + ``V`` of the next state), of every keep with one or two
rolls left, and therefore the best choice. It powers the hard bot and the coach.

Vocabulary: a *dice set* is a sorted 5-tuple of faces (252 exist); a *keep* is
a sorted sub-multiset of 0–5 faces held back before rolling the rest (462 exist);
keeping all five dice is the same as stopping to score.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from itertools import combinations_with_replacement, product
from math import factorial
from typing import NamedTuple

from tabletop.games.yacht import (
    CATEGORIES,
    DICE_COUNT,
    FACES,
    ROLLS_PER_TURN,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    UPPER_FACE,
    Category,
    score_category,
    upper_bonus,
)

Dice = tuple[int, ...]

UPPER_STATES = UPPER_BONUS_THRESHOLD + 1  # subtotals 0…62 and "63 or more"
MASK_COUNT = 1 << len(CATEGORIES)
TABLE_RESOURCE = "yacht_values.bin"
# File layout: magic, mask count, upper-state count (little-endian), then the
# zlib-compressed float32 little-endian values, row-major by mask then upper.
_TABLE_MAGIC = b"YDV1"
_TABLE_HEADER = struct.Struct("<4sHH")


# -- combinatorics of five dice ------------------------------------------------


@dataclass(frozen=True)
class DiceTables:
    """Indexing and roll probabilities shared by the solver and the table builder."""

    dice_sets: tuple[Dice, ...]
    dice_index: Mapping[Dice, int]
    keeps: tuple[Dice, ...]  # by size, then lexicographic; keeps[0] is "roll all five"
    keep_index: Mapping[Dice, int]
    # For each keep: (dice set index, probability) of every result of rolling the rest.
    outcomes: tuple[tuple[tuple[int, float], ...], ...]
    # For each dice set: the indices of the distinct keeps it allows.
    sub_keeps: tuple[tuple[int, ...], ...]
    # points[category index][dice set index]
    points: tuple[tuple[int, ...], ...]


def _roll_distribution(count: int) -> list[tuple[Dice, float]]:
    """Every multiset of ``count`` rolled dice with its probability."""
    results = []
    for faces in combinations_with_replacement(range(1, FACES + 1), count):
        arrangements = factorial(count)
        for face in set(faces):
            arrangements //= factorial(faces.count(face))
        results.append((faces, arrangements / FACES**count))
    return results


@cache
def dice_tables() -> DiceTables:
    faces = range(1, FACES + 1)
    dice_sets = tuple(combinations_with_replacement(faces, DICE_COUNT))
    dice_index = {dice: index for index, dice in enumerate(dice_sets)}
    keeps = tuple(
        keep
        for size in range(DICE_COUNT + 1)
        for keep in combinations_with_replacement(faces, size)
    )
    keep_index = {keep: index for index, keep in enumerate(keeps)}
    outcomes = tuple(
        tuple(
            (dice_index[tuple(sorted(keep + rolled))], probability)
            for rolled, probability in _roll_distribution(DICE_COUNT - len(keep))
        )
        for keep in keeps
    )
    sub_keeps = []
    for dice in dice_sets:
        counts = [dice.count(face) for face in faces]
        subs = {
            tuple(face for face, n in zip(faces, chosen, strict=True) for _ in range(n))
            for chosen in product(*(range(n + 1) for n in counts))
        }
        sub_keeps.append(tuple(sorted(keep_index[keep] for keep in subs)))
    points = tuple(
        tuple(score_category(category, dice) for dice in dice_sets) for category in CATEGORIES
    )
    return DiceTables(dice_sets, dice_index, keeps, keep_index, outcomes, tuple(sub_keeps), points)


# -- the shipped table of state values ------------------------------------------


class ValueTable:
    """``V(used mask, capped upper subtotal)``: expected future points from a turn's start.

    Bit ``i`` of a mask means ``CATEGORIES[i]`` is used. The value includes the
    upper bonus if it is still to be earned; a subtotal of 63 means it is banked.
    """

    __slots__ = ("_values",)

    def __init__(self, values: Sequence[float]) -> None:
        if len(values) != MASK_COUNT * UPPER_STATES:
            raise ValueError(f"expected {MASK_COUNT * UPPER_STATES} values, got {len(values)}")
        self._values = values

    def value(self, used_mask: int, upper_subtotal: int) -> float:
        return self._values[used_mask * UPPER_STATES + min(upper_subtotal, UPPER_BONUS_THRESHOLD)]

    def encode(self) -> bytes:
        packed = array("f", self._values)
        if sys.byteorder == "big":
            packed.byteswap()
        header = _TABLE_HEADER.pack(_TABLE_MAGIC, MASK_COUNT, UPPER_STATES)
        return header + zlib.compress(packed.tobytes(), 9)

    @classmethod
    def decode(cls, blob: bytes) -> ValueTable:
        magic, masks, uppers = _TABLE_HEADER.unpack_from(blob)
        if (magic, masks, uppers) != (_TABLE_MAGIC, MASK_COUNT, UPPER_STATES):
            raise ValueError(f"not a Yacht value table: header {(magic, masks, uppers)!r}")
        values = array("f")
        values.frombytes(zlib.decompress(blob[_TABLE_HEADER.size :]))
        if sys.byteorder == "big":
            values.byteswap()
        return cls(values)


@cache
def load_value_table() -> ValueTable:
    """The shipped table, read once (about 1 MB of float32 after decompression)."""
    blob = resources.files("tabletop.bots.data").joinpath(TABLE_RESOURCE).read_bytes()
    return ValueTable.decode(blob)


# -- one turn --------------------------------------------------------------------


def used_mask(used: frozenset[Category]) -> int:
    return sum(1 << index for index, category in enumerate(CATEGORIES) if category in used)


@dataclass(frozen=True)
class TurnState:
    """A player's decision point: their sheet, the dice on the table, the rolls left.

    ``dice`` is empty before the first roll. ``banked`` is the sheet's total so far
    including a bonus already earned; expected totals below are final sheet totals.
    """

    used: frozenset[Category]
    upper_subtotal: int
    banked: int
    dice: Dice = ()
    rolls_left: int = ROLLS_PER_TURN

    @classmethod
    def from_sheet(
        cls,
        sheet: Mapping[Category, int],
        dice: Sequence[int] = (),
        rolls_left: int = ROLLS_PER_TURN,
    ) -> TurnState:
        upper = sum(points for category, points in sheet.items() if category in UPPER_FACE)
        return cls(
            used=frozenset(sheet),
            upper_subtotal=upper,
            banked=sum(sheet.values()) + upper_bonus(upper),
            dice=tuple(sorted(dice)),
            rolls_left=rolls_left,
        )


class KeepOption(NamedTuple):
    kept: Dice
    expected_total: float


class CategoryOption(NamedTuple):
    category: Category
    points: int
    expected_total: float


@dataclass
class _TurnValues:
    """Expected future points of every dice set and keep within one turn.

    ``choice[r][d]``: value of holding dice set ``d`` with ``r`` rolls left and
    playing on optimally (``r = 0``: score the best open category).
    ``keep[r][k]``: value of keeping ``k`` and rolling the rest, leaving ``r - 1``.
    """

    table: ValueTable
    mask: int
    upper: int
    choice: dict[int, list[float]] = field(default_factory=dict)
    keep: dict[int, list[float]] = field(default_factory=dict)

    def category_value(self, category_index: int, points: int) -> float:
        """Points now, the bonus if this reaches it, and the future of the next state."""
        next_mask = self.mask | (1 << category_index)
        if CATEGORIES[category_index] not in UPPER_FACE:
            return points + self.table.value(next_mask, self.upper)
        reached = self.upper < UPPER_BONUS_THRESHOLD <= self.upper + points
        return (
            points
            + (UPPER_BONUS if reached else 0)
            + self.table.value(next_mask, self.upper + points)
        )

    def choice_values(self, rolls_left: int) -> list[float]:
        if rolls_left not in self.choice:
            self.choice[rolls_left] = (
                self._score_now() if rolls_left == 0 else self._best_keeps(rolls_left)
            )
        return self.choice[rolls_left]

    def keep_values(self, rolls_left: int) -> list[float]:
        if rolls_left not in self.keep:
            tables = dice_tables()
            after = self.choice_values(rolls_left - 1)
            score_now = self.choice_values(0)
            # Keeping all five dice means stopping to score: a roll of no dice is not
            # a move (and could only do as well as the best real option anyway).
            self.keep[rolls_left] = [
                score_now[outcome[0][0]]
                if len(keep) == DICE_COUNT
                else sum(probability * after[index] for index, probability in outcome)
                for keep, outcome in zip(tables.keeps, tables.outcomes, strict=True)
            ]
        return self.keep[rolls_left]

    def _score_now(self) -> list[float]:
        tables = dice_tables()
        best = [float("-inf")] * len(tables.dice_sets)
        for index in range(len(CATEGORIES)):
            if self.mask >> index & 1:
                continue
            # Few distinct point values per category: value each once.
            by_points: dict[int, float] = {}
            for dice_index, points in enumerate(tables.points[index]):
                value = by_points.get(points)
                if value is None:
                    value = by_points[points] = self.category_value(index, points)
                if value > best[dice_index]:
                    best[dice_index] = value
        return best

    def _best_keeps(self, rolls_left: int) -> list[float]:
        keep = self.keep_values(rolls_left)
        return [max(keep[index] for index in subs) for subs in dice_tables().sub_keeps]


@lru_cache(maxsize=16)
def _turn_values(table: ValueTable, mask: int, upper: int) -> _TurnValues:
    # A bot asks several times per turn (one hold at a time); reuse the work.
    return _TurnValues(table, mask, min(upper, UPPER_BONUS_THRESHOLD))


def _values_for(state: TurnState, table: ValueTable | None) -> _TurnValues:
    if len(state.used) == len(CATEGORIES):
        raise ValueError("the sheet is full; there is no turn to play")
    return _turn_values(table or load_value_table(), used_mask(state.used), state.upper_subtotal)


def _rolled_dice(state: TurnState) -> Dice:
    if len(state.dice) != DICE_COUNT:
        raise ValueError(f"expected {DICE_COUNT} rolled dice, got {state.dice!r}")
    return tuple(sorted(state.dice))


def keep_options(state: TurnState, table: ValueTable | None = None) -> list[KeepOption]:
    """Every distinct keep with the expected final total, best first.

    Keeping all five dice is "score now". Empty when no roll is left.
    """
    if not 0 < state.rolls_left < ROLLS_PER_TURN:
        return []
    tables = dice_tables()
    values = _values_for(state, table).keep_values(state.rolls_left)
    subs = tables.sub_keeps[tables.dice_index[_rolled_dice(state)]]
    options = [KeepOption(tables.keeps[k], state.banked + values[k]) for k in subs]
    # Ties go to keeping more dice: the same value with fewer dice moved.
    options.sort(key=lambda option: (-option.expected_total, -len(option.kept), option.kept))
    return options


def category_options(state: TurnState, table: ValueTable | None = None) -> list[CategoryOption]:
    """Every open category: points now and the expected final total, best first."""
    dice = _rolled_dice(state)
    values = _values_for(state, table)
    options = []
    for index, category in enumerate(CATEGORIES):
        if category in state.used:
            continue
        points = score_category(category, dice)
        options.append(
            CategoryOption(category, points, state.banked + values.category_value(index, points))
        )
    # Ties keep sheet order, so the choice is stable.
    options.sort(key=lambda option: -option.expected_total)
    return options


def expected_total(state: TurnState, table: ValueTable | None = None) -> float:
    """The expected final total of optimal play from ``state``."""
    values = _values_for(state, table)
    if not state.dice:
        return state.banked + values.table.value(values.mask, values.upper)
    index = dice_tables().dice_index[_rolled_dice(state)]
    return state.banked + values.choice_values(state.rolls_left)[index]


def best_choice(state: TurnState, table: ValueTable | None = None) -> Dice | Category:
    """The optimal decision after a roll: the dice to keep for a reroll, or the category.

    Rolling again is chosen only when it beats scoring now (a keep of all five).
    """
    keeps = keep_options(state, table)
    if keeps and len(keeps[0].kept) < DICE_COUNT:
        return keeps[0].kept
    return category_options(state, table)[0].category

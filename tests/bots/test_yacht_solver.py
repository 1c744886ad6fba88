"""The exact Yacht Dice solver: the shipped value table and the in-turn decisions.

The published optimum of the 12-category Clubhouse rules (RULES.md §5) is
191.7744 expected points; the same machinery on standard Yahtzee gives
245.8708 (``uv run python -m tests.tools.build_yacht_table --yahtzee``).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from tabletop.bots import yacht_solver
from tabletop.bots.yacht_solver import (
    KeepOption,
    TurnState,
    ValueTable,
    best_choice,
    category_options,
    dice_tables,
    expected_total,
    keep_options,
    load_value_table,
)
from tabletop.games.yacht import CATEGORIES, Category
from tests.tools import build_yacht_table


@pytest.fixture(scope="module")
def recomputed() -> np.ndarray:
    return build_yacht_table.solve_yacht()


def test_dice_tables_count_every_multiset_and_sum_to_one() -> None:
    tables = dice_tables()
    assert len(tables.dice_sets) == 252
    assert len(tables.keeps) == 462
    assert tables.keeps[0] == ()
    for outcome in tables.outcomes:
        assert sum(probability for _, probability in outcome) == pytest.approx(1.0)
    # A dice set with five different faces allows 2**5 distinct keeps.
    assert len(tables.sub_keeps[tables.dice_index[(1, 2, 3, 4, 5)]]) == 32
    assert len(tables.sub_keeps[tables.dice_index[(6, 6, 6, 6, 6)]]) == 6


def test_recomputed_optimum_is_the_published_value(recomputed: np.ndarray) -> None:
    assert round(float(recomputed[0, 0]), 4) == build_yacht_table.YACHT_EXPECTED


def test_shipped_table_equals_the_recomputation(recomputed: np.ndarray) -> None:
    shipped = load_value_table()
    values = np.array(
        [[shipped.value(mask, upper) for upper in range(64)] for mask in range(1 << 12)]
    )
    # float32 keeps about 7 significant digits of values below 200.
    np.testing.assert_allclose(values, recomputed, rtol=0, atol=5e-5)
    assert np.all(values[(1 << 12) - 1] == 0)


def test_table_round_trips_through_its_file_format() -> None:
    values = [float(index % 97) for index in range(yacht_solver.MASK_COUNT * 64)]
    decoded = ValueTable.decode(ValueTable(values).encode())
    assert decoded.value(4095, 63) == values[-1]
    assert decoded.value(17, 5) == values[17 * 64 + 5]
    with pytest.raises(ValueError, match="not a Yacht value table"):
        ValueTable.decode(b"XXXX" + ValueTable(values).encode()[4:])


def test_empty_sheet_expects_the_optimum() -> None:
    assert expected_total(TurnState.from_sheet({})) == pytest.approx(191.7744, abs=5e-5)


@pytest.mark.parametrize("seed", range(6))
def test_in_turn_values_reproduce_the_table(seed: int) -> None:
    """Averaging the pure-Python turn over the first roll gives back the numpy value."""
    rng = random.Random(seed)
    used = frozenset(rng.sample(CATEGORIES, rng.randint(0, 11)))
    upper = rng.randint(0, 70)
    start = TurnState(used, upper, banked=0)
    first_roll = dice_tables().outcomes[0]
    averaged = sum(
        probability * expected_total(TurnState(used, upper, 0, dice_tables().dice_sets[index], 2))
        for index, probability in first_roll
    )
    assert averaged == pytest.approx(expected_total(start), abs=1e-4)


def test_keep_options_are_sorted_and_keep_all_means_score_now() -> None:
    state = TurnState.from_sheet({}, [1, 2, 3, 4, 6], rolls_left=2)
    options = keep_options(state)
    assert options == sorted(options, key=lambda option: -option.expected_total)
    assert len(options) == 32
    assert options[0].kept == (1, 2, 3, 4)
    keep_all = next(option for option in options if option.kept == (1, 2, 3, 4, 6))
    assert keep_all.expected_total == pytest.approx(category_options(state)[0].expected_total)
    assert expected_total(state) == options[0].expected_total


def test_no_keep_options_after_the_last_roll_or_before_the_first() -> None:
    assert keep_options(TurnState.from_sheet({}, [6, 6, 6, 6, 6], rolls_left=0)) == []
    assert keep_options(TurnState.from_sheet({})) == []


def test_category_options_include_the_bonus_reached() -> None:
    sheet = {Category.ONES: 3, Category.TWOS: 6, Category.THREES: 9, Category.FOURS: 12}
    sheet |= {Category.FIVES: 15}  # upper subtotal 45: 18 in Sixes reaches 63
    state = TurnState.from_sheet(sheet, [6, 6, 6, 2, 3], rolls_left=0)
    assert state.banked == 45
    options = {option.category: option for option in category_options(state)}
    assert set(options) == set(CATEGORIES) - set(sheet)
    sixes = options[Category.SIXES]
    assert sixes.points == 18
    future = load_value_table().value(
        yacht_solver.used_mask(frozenset(sheet) | {Category.SIXES}), 63
    )
    assert sixes.expected_total == pytest.approx(45 + 18 + 35 + future)
    assert best_choice(state) == Category.SIXES


def test_yacht_is_scored_at_once() -> None:
    state = TurnState.from_sheet({}, [4, 4, 4, 4, 4], rolls_left=2)
    assert best_choice(state) == Category.YACHT
    assert keep_options(state)[0] == KeepOption((4, 4, 4, 4, 4), expected_total(state))


def test_three_of_a_kind_keeps_the_triple() -> None:
    assert best_choice(TurnState.from_sheet({}, [5, 5, 5, 1, 2], rolls_left=2)) == (5, 5, 5)


def test_full_sheet_has_no_turn() -> None:
    full = dict.fromkeys(CATEGORIES, 0)
    with pytest.raises(ValueError, match="sheet is full"):
        expected_total(TurnState.from_sheet(full))


@pytest.mark.slow
def test_simulated_optimal_play_averages_the_optimum() -> None:
    games = 10_000
    mean, error = build_yacht_table.simulate(games, seed=2026)
    assert abs(mean - build_yacht_table.YACHT_EXPECTED) <= 3 * error

"""Build, check and simulate the Yacht Dice value table (RULES.md §5, DESIGN.md §5).

    uv run python -m tests.tools.build_yacht_table            # rewrite the shipped table
    uv run python -m tests.tools.build_yacht_table --check    # recompute, compare with it
    uv run python -m tests.tools.build_yacht_table --yahtzee  # standard Yahtzee: 245.8708
    uv run python -m tests.tools.build_yacht_table --simulate 10000 --seed 1

Retrograde dynamic programming over sheet states (used-category mask, upper
subtotal capped at 63): masks are solved from the fullest sheet down, all 64
subtotals of a batch of masks at once. Within a turn, with ``P`` the dense
(keeps x dice sets) roll-probability matrix, the value of every keep is
``P @ E`` and the value of a dice set is the best keep it contains (a gather
and a running maximum); that step runs twice, for the two rerolls.

numpy is a development dependency only: the program reads the shipped table
with the standard library (tabletop/bots/yacht_solver.py).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from tabletop.bots import yacht_solver
from tabletop.bots.yacht_solver import TurnState, ValueTable, best_choice, dice_tables
from tabletop.games.yacht import (
    CATEGORIES,
    DICE_COUNT,
    FACES,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    UPPER_FACE,
    Category,
    score_category,
    upper_bonus,
)

TABLE_PATH = Path(yacht_solver.__file__).parent / "data" / yacht_solver.TABLE_RESOURCE
YACHT_EXPECTED = 191.7744  # published optimum for the Clubhouse 12-category rules
YAHTZEE_EXPECTED = 245.8708  # published optimum for Yahtzee without extra-Yahtzee bonus/jokers
_BATCH = 128


def _dense_tables() -> tuple[NDArray[np.float64], NDArray[np.intp], NDArray[np.intp],
                             NDArray[np.intp]]:
    """``P[keep, dice set]``; the dice sets ordered by how many keeps they allow, most
    first; per dice set in that order its keep indices, padded by repetition; and per
    padded column how many dice sets in that order have a keep there of their own."""
    tables = dice_tables()
    probabilities = np.zeros((len(tables.keeps), len(tables.dice_sets)))
    for keep, outcome in enumerate(tables.outcomes):
        for dice, probability in outcome:
            probabilities[keep, dice] = probability
    counts = np.array([len(subs) for subs in tables.sub_keeps])
    order = np.argsort(-counts, kind="stable")
    width = int(counts.max())
    subs = np.array([tables.sub_keeps[dice] + (tables.sub_keeps[dice][0],)
                     * (width - counts[dice]) for dice in order])
    owning = np.array([np.count_nonzero(counts > column) for column in range(width)])
    return probabilities, order, subs, owning


def solve(points: NDArray[np.int64], upper_faces: Sequence[int]) -> NDArray[np.float64]:
    """``V[mask, upper]`` for a sheet whose category ``c`` scores ``points[c, dice set]``.

    ``upper_faces[c]`` is the face of an upper category (its points count towards
    the +35 bonus at 63) or 0 for the others.
    """
    categories = points.shape[0]
    probabilities, order, subs, owning = _dense_tables()
    dice_count = probabilities.shape[1]
    uppers = np.arange(UPPER_BONUS_THRESHOLD + 1)
    values = np.zeros((1 << categories, uppers.size))
    # Per upper category: next subtotal and points gained (bonus included) per (dice, upper).
    moves = {}
    for c, face in enumerate(upper_faces):
        if face:
            reached = np.minimum(uppers[None, :] + points[c][:, None], UPPER_BONUS_THRESHOLD)
            bonus = (uppers[None, :] < UPPER_BONUS_THRESHOLD) & (reached == UPPER_BONUS_THRESHOLD)
            moves[c] = (reached, points[c][:, None] + UPPER_BONUS * bonus)
    popcounts = np.array([bin(mask).count("1") for mask in range(1 << categories)])
    for level in range(categories - 1, -1, -1):
        masks = np.flatnonzero(popcounts == level)
        for start in range(0, masks.size, _BATCH):
            batch = masks[start : start + _BATCH]
            score_now = np.full((dice_count, batch.size, uppers.size), -np.inf)
            for c in range(categories):
                is_open = (batch >> c) & 1 == 0
                if not is_open.any():
                    continue
                following = values[batch | (1 << c)]  # (masks, uppers)
                if c in moves:
                    reached, gained = moves[c]
                    candidate = gained[:, None, :] + following[:, reached].transpose(1, 0, 2)
                else:
                    candidate = points[c][:, None, None] + following[None, :, :]
                candidate[:, ~is_open, :] = -np.inf
                np.maximum(score_now, candidate, out=score_now)
            choice = score_now.reshape(dice_count, -1)
            # The keep of all five dice rolls nothing, so it is worth the same dice with
            # one roll fewer: never more than stopping or a real reroll, so the maxima
            # equal those of the rules, where keeping all five means stopping.
            # Each dice set's best keep is a maximum over its own keeps alone: a column of
            # the padding is compared only for the dice sets that own a keep there (about
            # half of all the padded comparisons), and a maximum is exact, so the values
            # are the same to the last bit.
            for _reroll in range(2):
                keep = probabilities @ choice
                ordered = keep[subs[:, 0]]
                for column in range(1, subs.shape[1]):
                    rows = owning[column]
                    np.maximum(ordered[:rows], keep[subs[:rows, column]], out=ordered[:rows])
                choice[order] = ordered
            # keeps[0] is the empty keep: the turn's first roll of all five dice.
            values[batch] = (probabilities[0] @ choice).reshape(batch.size, uppers.size)
    return values


def solve_yacht() -> NDArray[np.float64]:
    points = np.array(dice_tables().points, dtype=np.int64)
    return solve(points, [UPPER_FACE.get(category, 0) for category in CATEGORIES])


def _yahtzee_points(dice: tuple[int, ...]) -> list[int]:
    """Standard Yahtzee's 13 boxes (no extra-Yahtzee bonus or joker), for the cross-check."""
    counts = sorted(Counter(dice).values())
    faces = set(dice)
    total = sum(dice)
    small = any(run <= faces for run in ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}))
    large = faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
    return [face * dice.count(face) for face in range(1, FACES + 1)] + [
        total if counts[-1] >= 3 else 0,
        total if counts[-1] >= 4 else 0,
        25 if counts == [2, 3] else 0,
        30 if small else 0,
        40 if large else 0,
        50 if counts == [DICE_COUNT] else 0,
        total,
    ]


def solve_yahtzee() -> NDArray[np.float64]:
    points = np.array([_yahtzee_points(dice) for dice in dice_tables().dice_sets]).T
    return solve(points, [1, 2, 3, 4, 5, 6] + [0] * 7)


# -- simulation of the hard policy ----------------------------------------------


def play_solo_game(rng: np.random.Generator, table: ValueTable) -> int:
    """One solitaire game of the optimal policy; returns the final total."""
    sheet: dict[Category, int] = {}

    def roll(count: int) -> list[int]:
        return [int(face) for face in rng.integers(1, FACES + 1, count)]

    for _turn in CATEGORIES:
        dice = roll(DICE_COUNT)
        rolls_left = 2
        while True:
            choice = best_choice(TurnState.from_sheet(sheet, dice, rolls_left), table)
            if isinstance(choice, Category):
                sheet[choice] = score_category(choice, dice)
                break
            dice = list(choice) + roll(DICE_COUNT - len(choice))
            rolls_left -= 1
    upper = sum(points for category, points in sheet.items() if category in UPPER_FACE)
    return sum(sheet.values()) + upper_bonus(upper)


def simulate(games: int, seed: int) -> tuple[float, float]:
    """Mean final total of ``games`` seeded solo games and its standard error."""
    rng = np.random.default_rng(seed)
    table = yacht_solver.load_value_table()
    totals = [play_solo_game(rng, table) for _ in range(games)]
    return statistics.fmean(totals), statistics.stdev(totals) / games**0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="compare with the shipped table")
    group.add_argument("--yahtzee", action="store_true", help="standard Yahtzee cross-check")
    group.add_argument("--simulate", type=int, metavar="GAMES", help="play solo games")
    parser.add_argument("--seed", type=int, default=1, help="simulation seed")
    args = parser.parse_args()

    started = time.perf_counter()
    if args.simulate:
        mean, error = simulate(args.simulate, args.seed)
        print(f"games {args.simulate}  seed {args.seed}  mean {mean:.4f}  std error {error:.4f}")
        print(f"optimum {YACHT_EXPECTED}  z {(mean - YACHT_EXPECTED) / error:+.2f}")
    elif args.yahtzee:
        print(f"Yahtzee optimum {solve_yahtzee()[0, 0]:.4f} (published {YAHTZEE_EXPECTED})")
    else:
        values = solve_yacht()
        print(f"Yacht optimum {values[0, 0]:.4f} (published {YACHT_EXPECTED})")
        if args.check:
            shipped = ValueTable.decode(TABLE_PATH.read_bytes())
            flat = values.ravel()
            worst = max(abs(shipped.value(i // 64, i % 64) - flat[i]) for i in range(flat.size))
            print(f"largest difference from the shipped table: {worst:.2e}")
        else:
            blob = ValueTable(values.ravel().tolist()).encode()
            TABLE_PATH.write_bytes(blob)
            print(f"wrote {TABLE_PATH.name}: {len(blob)} bytes")
    print(f"{time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

"""The Polterfass throw model worked out exactly: serves, throw outcomes, the innkeeper's search.

Shared by the computer players and the coach. Identical number barrels are
grouped into kinds (9/2 once, 8/3, 7/4 and 6/5 twice each), so a table
position is a short tuple of counts, :data:`ThrowState`:

    (lying, first end up, second end up) for each number-barrel kind,
    then (lying, X up, arrow up) for the special barrels.

A throw's outcomes are enumerated kind by kind with multinomial odds from
the INVENTED model of PF-D2 (``polterfass_data``), so every probability here
is exact for that model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations, product
from math import factorial
from operator import add

from tabletop.core import Rng
from tabletop.games.polterfass import (
    NUMBER_COUNT,
    SPECIALS,
    Face,
    Special,
)
from tabletop.games.polterfass_data import FIRST_END_ODDS, NUMBER_BARRELS

KINDS: tuple[tuple[int, int], ...] = tuple(dict.fromkeys(NUMBER_BARRELS))
KIND_SIZES: tuple[int, ...] = tuple(NUMBER_BARRELS.count(kind) for kind in KINDS)
SPECIAL_SLOT = 3 * len(KINDS)  # index of the specials' (lying, X, arrow) in a ThrowState

ThrowState = tuple[int, ...]
Outcome = tuple[tuple[int, ...], float, bool, bool]
"""Landing counts per thrown group, probability, whether a number barrel stood, any stood."""


def throw_state(up: Sequence[Face | None]) -> ThrowState:
    """The grouped counts of a table position (``PolterfassState.up``)."""
    counts = [0] * (SPECIAL_SLOT + 3)
    for barrel, ends in enumerate(NUMBER_BARRELS):
        slot = 3 * KINDS.index(ends)
        face = up[barrel]
        counts[slot + (0 if face is None else 1 if face == ends[0] else 2)] += 1
    for barrel in SPECIALS:
        face = up[barrel]
        counts[SPECIAL_SLOT + (0 if face is None else 1 if face is Special.X else 2)] += 1
    return tuple(counts)


def standing_values(key: ThrowState) -> tuple[int, ...]:
    """The numbers on the standing number barrels, highest first."""
    values: list[int] = []
    for index, (high, low) in enumerate(KINDS):
        values += [high] * key[3 * index + 1] + [low] * key[3 * index + 2]
    return tuple(sorted(values, reverse=True))


@cache
def serve_options(values: tuple[int, ...], xs: int, arrows: int) -> frozenset[int]:
    """Every serve the innkeeper can reach by choosing X and arrow targets (PF-D8)."""
    survivors_count = len(values) - min(xs, len(values))
    doubled_count = min(arrows, survivors_count)
    serves = set()
    for kept in set(combinations(values, survivors_count)):
        for doubled in set(combinations(kept, doubled_count)):
            serves.add(sum(kept) + sum(doubled))
    return frozenset(serves)


def best_serve(key: ThrowState) -> int:
    """The largest serve the standing barrels make (best targets for X and arrows)."""
    return max(serve_options(standing_values(key), key[SPECIAL_SLOT + 1], key[SPECIAL_SLOT + 2]))


def max_serve() -> int:
    """The largest serve the barrels can ever make (all high ends, two arrows)."""
    highs = sorted((high for high, _ in NUMBER_BARRELS), reverse=True)
    return sum(highs) + sum(highs[:2])


@cache
def _group_outcomes(size: int, p_stand: float) -> tuple[tuple[int, int, int, float], ...]:
    """(lying, first end, second end, probability) for throwing ``size`` alike barrels."""
    first = p_stand * FIRST_END_ODDS
    second = p_stand - first
    result = []
    for up_first in range(size + 1):
        for up_second in range(size - up_first + 1):
            down = size - up_first - up_second
            ways = factorial(size) // (factorial(down) * factorial(up_first) * factorial(up_second))
            odds = ways * (1 - p_stand) ** down * first**up_first * second**up_second
            result.append((down, up_first, up_second, odds))
    return tuple(result)


@cache
def throw_outcomes(thrown: tuple[int, ...], p_stand: float) -> tuple[Outcome, ...]:
    """Every outcome of throwing ``thrown`` (barrels per kind, then specials).

    Each outcome holds the flat landing counts (lying, first, second per group).
    """
    groups = [_group_outcomes(size, p_stand) for size in thrown]
    result: list[Outcome] = []
    for combo in product(*groups):
        counts: list[int] = []
        odds = 1.0
        for down, up_first, up_second, chance in combo:
            counts += (down, up_first, up_second)
            odds *= chance
        numbers_stood = any(counts[i] + counts[i + 1] for i in range(1, SPECIAL_SLOT, 3))
        stood = numbers_stood or counts[SPECIAL_SLOT + 1] + counts[SPECIAL_SLOT + 2] > 0
        result.append((tuple(counts), odds, numbers_stood, stood))
    return tuple(result)


def rethrow_options(key: ThrowState, allowed: bool) -> list[tuple[int, int]]:
    """(Xs, arrows) of the standing special barrels that may join the next throw."""
    xs, arrows = key[SPECIAL_SLOT + 1], key[SPECIAL_SLOT + 2]
    options = [(rx, ra) for rx in range(xs + 1) for ra in range(arrows + 1)]
    if not allowed:
        options = [(0, 0)]
    lying = sum(key[i] for i in range(0, SPECIAL_SLOT + 3, 3))
    return [(rx, ra) for rx, ra in options if lying + rx + ra > 0]


def _thrown(key: ThrowState, rethrow: tuple[int, int]) -> tuple[int, ...]:
    return (*(key[i] for i in range(0, SPECIAL_SLOT, 3)), key[SPECIAL_SLOT] + sum(rethrow))


def _throw_base(key: ThrowState, rethrow: tuple[int, int]) -> list[int]:
    """``key`` with every thrown barrel taken off the table: add a throw's counts to land them."""
    base = list(key)
    for slot in range(0, SPECIAL_SLOT + 3, 3):
        base[slot] = 0
    base[SPECIAL_SLOT + 1] -= rethrow[0]
    base[SPECIAL_SLOT + 2] -= rethrow[1]
    return base


def after_throw(key: ThrowState, rethrow: tuple[int, int], counts: Sequence[int]) -> ThrowState:
    """The position after a throw whose landings are ``counts`` (from :func:`throw_outcomes`)."""
    return tuple(map(add, _throw_base(key, rethrow), counts))


@cache
def _successes(
    thrown: tuple[int, ...], p_stand: float, numbers_only: bool
) -> tuple[float, tuple[tuple[tuple[int, ...], float], ...]]:
    """The chance a throw fails and its other outcomes (counts, probability)."""
    failed = 0.0
    kept = []
    for counts, odds, numbers_stood, stood in throw_outcomes(thrown, p_stand):
        if numbers_stood if numbers_only else stood:
            kept.append((counts, odds))
        else:
            failed += odds
    return failed, tuple(kept)


def fail_chance(
    key: ThrowState, rethrow: tuple[int, int], p_stand: float, numbers_only: bool
) -> float:
    """The exact chance that throwing now fails (PF-D5; ``numbers_only``: the flag's reading)."""
    thrown = _thrown(key, rethrow)
    numbers = sum(thrown[:-1])
    return (1 - p_stand) ** (numbers if numbers_only else numbers + thrown[-1])


def expected_serve_after_throw(
    key: ThrowState, rethrow: tuple[int, int], p_stand: float, numbers_only: bool
) -> float:
    """The mean best serve after one more throw and closing (a failure serves 0)."""
    base = _throw_base(key, rethrow)
    _, successes = _successes(_thrown(key, rethrow), p_stand, numbers_only)
    return sum(odds * best_serve(tuple(map(add, base, counts))) for counts, odds in successes)


class BudgetExceeded(Exception):
    """The search used up its work allowance; the previous depth's answer stands."""


class InnkeeperSearch:
    """Expectimax over the innkeeper's throws for a utility of the final serve.

    ``serve_value[s]`` is what closing with serve ``s`` is worth to the innkeeper
    (averaged over his belief about the hidden orders), ``fail_value`` what a
    failure is worth. The search looks ``depth`` throws ahead (after that it
    closes) and deepens while its work allowance lasts.
    """

    MAX_DEPTH = 6

    def __init__(
        self,
        serve_value: Sequence[float],
        fail_value: float,
        p_stand: float,
        numbers_only: bool,
        rethrow_allowed: bool,
        budget: int = 40_000,
    ) -> None:
        self.serve_value = serve_value
        self.fail_value = fail_value
        self.p_stand = p_stand
        self.numbers_only = numbers_only
        self.rethrow_allowed = rethrow_allowed
        self.budget = budget
        self.work = 0
        self._memo: dict[tuple[ThrowState, int], float] = {}
        # The choice behind each memo entry (None: close), for :meth:`policy`.
        self._choices: dict[tuple[ThrowState, int], tuple[int, int] | None] = {}
        self._close: dict[ThrowState, float] = {}
        self._limited = False

    def close_value(self, key: ThrowState) -> float:
        value = self._close.get(key)
        if value is None:
            options = serve_options(
                standing_values(key), key[SPECIAL_SLOT + 1], key[SPECIAL_SLOT + 2]
            )
            value = max(self.serve_value[serve] for serve in options)
            self._close[key] = value
        return value

    def throw_value(self, key: ThrowState, rethrow: tuple[int, int], depth: int) -> float:
        """Expected worth of throwing now with ``rethrow``, then playing ``depth - 1`` deep."""
        failed, successes = _successes(_thrown(key, rethrow), self.p_stand, self.numbers_only)
        self.work += len(successes)
        if self.work > self.budget and self._limited:
            raise BudgetExceeded
        base = _throw_base(key, rethrow)
        value: Callable[[ThrowState], float] = (
            self.close_value if depth <= 1 else lambda k: self.value(k, depth - 1)
        )
        total = failed * self.fail_value
        for counts, odds in successes:
            total += odds * value(tuple(map(add, base, counts)))
        return total

    @staticmethod
    def _horizon(key: ThrowState, depth: int) -> int:
        # Looking further ahead than the number barrels still lying (plus one throw
        # for the specials) changes little: those positions share one memo entry.
        return min(depth, sum(key[slot] for slot in range(0, SPECIAL_SLOT, 3)) + 1)

    def value(self, key: ThrowState, depth: int) -> float:
        memo_key = (key, self._horizon(key, depth))
        found = self._memo.get(memo_key)
        if found is not None:
            return found
        best = self.close_value(key)
        choice: tuple[int, int] | None = None
        # Beyond the decision at hand, standing arrows stay and standing Xs are
        # thrown all or none: the choices that matter, at a fraction of the work.
        xs = key[SPECIAL_SLOT + 1]
        for rethrow in rethrow_options(key, self.rethrow_allowed):
            if rethrow[1] == 0 and rethrow[0] in (0, xs):
                worth = self.throw_value(key, rethrow, memo_key[1])
                if worth > best + 1e-9:
                    best, choice = worth, rethrow
        self._memo[memo_key] = best
        self._choices[memo_key] = choice
        return best

    def policy(self, key: ThrowState, depth: int) -> tuple[int, int] | None:
        """What the search does at ``key`` with ``depth`` throws left to look ahead (None:
        close), as :meth:`value` decided it; after :meth:`decide` at depth ``d`` every
        position one throw on is already decided at ``d - 1``, so this costs little."""
        if depth <= 0:
            return None
        self._limited = False
        self.value(key, depth)
        return self._choices[(key, self._horizon(key, depth))]

    def decide(self, key: ThrowState) -> tuple[tuple[int, int] | None, int]:
        """The best choice, None to close or the (Xs, arrows) to throw again, and its depth."""
        options = rethrow_options(key, self.rethrow_allowed)
        choice: tuple[int, int] | None = None
        reached = 0
        for depth in range(1, self.MAX_DEPTH + 1):
            # One throw ahead is always worked out whole; deeper looks stop at the budget.
            self._limited = depth > 1
            try:
                best_value = self.close_value(key)
                best: tuple[int, int] | None = None
                for rethrow in options:
                    worth = self.throw_value(key, rethrow, depth)
                    if worth > best_value + 1e-9:
                        best_value, best = worth, rethrow
            except BudgetExceeded:
                break
            choice, reached = best, depth
        return choice, reached


def sample_throw(rng: Rng, thrown: Sequence[int], p_stand: float) -> tuple[int, ...]:
    """One random outcome of throwing ``thrown`` (same layout as :func:`throw_outcomes`)."""
    counts: list[int] = []
    for size in thrown:
        down = up_first = 0
        for _ in range(size):
            if not rng.chance(p_stand):
                down += 1
            elif rng.chance(FIRST_END_ODDS):
                up_first += 1
        counts += (down, up_first, size - down - up_first)
    return tuple(counts)


def thrown_groups(key: ThrowState, rethrow: tuple[int, int]) -> tuple[int, ...]:
    """Barrels thrown per group when throwing again with ``rethrow`` standing specials."""
    return _thrown(key, rethrow)


def counting_serves(
    up: Sequence[Face | None], removed: Sequence[int], doubled: Sequence[int]
) -> frozenset[int]:
    """Serves still reachable in the middle of counting (``removed``/``doubled`` so far)."""
    numbers = {b: face for b in range(NUMBER_COUNT) if isinstance(face := up[b], int)}
    xs = sum(1 for b in SPECIALS if up[b] is Special.X)
    arrows = sum(1 for b in SPECIALS if up[b] is Special.ARROW)
    survivors = [b for b in numbers if b not in removed]
    values = tuple(sorted((numbers[b] for b in survivors), reverse=True))
    if xs > len(removed) and survivors:
        # Removals come first (PF-D8), so nothing is doubled yet.
        return serve_options(values, xs - len(removed), arrows)
    base = sum(values) + sum(numbers[b] for b in doubled)
    undoubled = [numbers[b] for b in survivors if b not in doubled]
    size = min(max(arrows - len(doubled), 0), len(undoubled))
    return frozenset(base + sum(extra) for extra in combinations(undoubled, size))

"""Winner's Circle coach: each horse's chances from the current position (DESIGN §5).

For the seat to act (or the view's own seat) it estimates, by simulating the
rest of the race a capped number of times, each horse's chance to finish
1st, 2nd, 3rd and last, and what one chip point on it is expected to earn.
While betting it names the best horse to back; after a roll, the expected
money this race brings the seat for each horse it may move. When the best two
choices are too close for the races run so far to tell apart, it runs more
(seeded the same way) before naming one.

A pure function of the view: the odds' simulations draw from a generator
seeded by the race position alone (horses, cards, the pace token), so the
same position gives the same odds whoever is to move and whether or not the
die has been rolled; enough of them that a chance reads within about one
percentage point (fewer samples read 6 % and then 8 % for one position).
"""

from __future__ import annotations

import json
import math
import random
import zlib
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from tabletop.bots.winners_circle_search import (
    Odds,
    Outcome,
    Track,
    multiplier_of,
    outcomes,
    payouts,
    rollout,
    visible_bets,
)
from tabletop.core import Engine, encode
from tabletop.games.winners_circle import Phase, WinnersCircleState
from tabletop.games.winners_circle_data import HORSES, LAST_HORSE_PENALTY, PACE_BONUS
from tabletop.games.winners_circle_rules import payout_rate

ODDS_SAMPLES = 4000
"""Simulated races behind the odds (about 0.3 s on the coach's worker): the standard error
of a chance is at most 0.8 percentage points."""
MOVE_SAMPLES = 100
"""Simulated races per horse the seat may move, at first (common random numbers)."""
SETTLED = 3.0
"""The best choice is named once it leads the next best by this many standard errors of
their difference; until then more races are run, in batches as large as the first..."""
MOST_BET_SAMPLES = 8 * ODDS_SAMPLES
MOST_MOVE_SAMPLES = 16 * MOVE_SAMPLES
"""... up to these many (a near tie that 32,000 races cannot split costs next to nothing
whichever way it goes). Checked against races run by the engine: tests/tools/check_coaches.py."""


@dataclass(frozen=True)
class HorseOdds:
    """One horse's estimated chances (0–1) and the expected money of one chip point on it."""

    horse: int
    win: float
    place: float
    show: float
    last: float
    pace_bonus: float  # chance the pace bonus is paid on this horse
    chip_value: float


@dataclass(frozen=True)
class WinnersCircleAdvice:
    """What the coach shows for ``seat``.

    Attributes:
        horses: the seven horses' odds, by horse number.
        best_bet: while betting, the horse the seat may back whose chip point
            is worth most; otherwise None.
        move_values: after a roll, ``(horse, expected money)`` this race brings
            the seat if it moves that horse; otherwise empty.
        best_move: the horse with the highest value in ``move_values``.
        samples: simulated races behind ``horses``.
        own_bets: ``(horse, chip, expected money)`` of each chip the seat has down,
            from the odds (what a thoughtful player weighs before a roll).
        bets_on: per horse, the chip points on it the seat can see (the payout
            table's column), face-down chips of others counted at their average.
        multiplier: 2 in race 3, whose gains and losses are doubled (WC-D10).
    """

    seat: int | None
    horses: tuple[HorseOdds, ...]
    best_bet: int | None
    move_values: tuple[tuple[int, float], ...]
    best_move: int | None
    samples: int
    own_bets: tuple[tuple[int, int, float], ...] = ()
    bets_on: tuple[float, ...] = ()
    multiplier: int = 1


def advise(view: Engine[object]) -> WinnersCircleAdvice:
    state = view.state
    if not isinstance(state, WinnersCircleState):
        raise ValueError("not a Winner's Circle view")
    seat = view.current_seat if view.current_seat is not None else view.viewer
    if state.phase is Phase.OVER:
        return WinnersCircleAdvice(seat, (), None, (), None, 0)
    seed = zlib.crc32(json.dumps(encode(state), sort_keys=True).encode())
    track = Track.of(state)
    odds = _odds(track)
    multiplier = multiplier_of(state)
    totals = [0.0] * HORSES
    for _, horse, chip in visible_bets(state):
        totals[horse] += chip
    betting = state.phase is Phase.BETTING
    horses = tuple(
        HorseOdds(
            horse=horse,
            win=odds.places[horse][0],
            place=odds.places[horse][1],
            show=odds.places[horse][2],
            last=odds.last[horse],
            pace_bonus=odds.pace_paid[horse],
            # While betting: the worth of one more point; later: of a point already down.
            chip_value=odds.chip_value(horse, max(1.0, totals[horse] + betting), multiplier),
        )
        for horse in range(HORSES)
    )
    best_bet = None
    if betting and seat is not None and seat == state.to_move:
        open_horses = [h for h in range(HORSES) if not state.backs(seat, h)]
        best_bet = _best_bet(track, open_horses, totals, multiplier)
    move_values: tuple[tuple[int, float], ...] = ()
    best_move = None
    # Asked from the public table (hidden bets, a public roll): the seat's own chips are
    # face down there too, so only the odds can be told, nothing "for you".
    knows_own = view.viewer == seat or all(bet.chip is not None for bet in state.bets)
    if state.phase is Phase.MOVE and seat is not None and state.symbol is not None \
            and knows_own:
        move_values = _move_values(state, seat, track, seed)
        best_move = max(move_values, key=lambda item: (item[1], -item[0]))[0]
    own_bets = tuple(
        (bet.horse, bet.chip, bet.chip * odds.chip_value(bet.horse, totals[bet.horse],
                                                           multiplier))
        for bet in state.bets if bet.seat == seat and bet.chip is not None and knows_own
    )
    return WinnersCircleAdvice(seat, horses, best_bet, move_values, best_move, ODDS_SAMPLES,
                               own_bets, tuple(totals), multiplier)


@lru_cache(maxsize=32)
def _odds(track: Track) -> Odds:
    """The odds of a race position, the same for every decision taken from it (all the
    bets of a race, a roll and the move after it): computed once, seeded by the position."""
    return Odds.of(_batch(track, 0))


@lru_cache(maxsize=64)
def _batch(track: Track, index: int) -> Counter[Outcome]:
    """The ``index``-th batch of simulated races from a position (the 0th makes the odds)."""
    position = zlib.crc32(repr(track).encode())
    return outcomes(track, ODDS_SAMPLES, random.Random(position + index * 0x9E3779B1))


def _point_worth(outcome: Outcome, horse: int, points: int, multiplier: int) -> float:
    """What one chip point on ``horse`` earns in a race ending ``outcome`` (RULES.md §1.5)."""
    podium, last, pace = outcome
    if horse in podium:
        bonus = PACE_BONUS if horse == pace else 0
        return (payout_rate(podium.index(horse) + 1, points) + bonus) * multiplier
    return -LAST_HORSE_PENALTY * multiplier if horse == last else 0.0


def _settled(samples: list[list[float]], best: int, runner: int) -> bool:
    """Whether ``best`` leads ``runner`` by :data:`SETTLED` standard errors of the mean
    difference over paired samples."""
    differences = [a - b for a, b in zip(samples[best], samples[runner], strict=True)]
    count = len(differences)
    mean = sum(differences) / count
    spread = sum((d - mean) ** 2 for d in differences) / max(count - 1, 1)
    return mean > SETTLED * math.sqrt(spread / count)


def _best_bet(track: Track, open_horses: list[int], totals: list[float],
              multiplier: int) -> int:
    """The horse whose next chip point is worth most, from the odds' races and, while two
    are too close to tell, more races of the same position."""
    points = {h: round(max(1.0, totals[h] + 1)) for h in open_horses}
    counts: Counter[Outcome] = Counter()
    batches = 0
    while True:
        counts += _batch(track, batches)
        batches += 1
        total = sum(counts.values())
        worth = {h: sum(n * _point_worth(o, h, points[h], multiplier) for o, n in counts.items())
                 / total for h in open_horses}
        ranked = sorted(open_horses, key=lambda h: (-worth[h], h))
        if len(ranked) == 1 or batches * ODDS_SAMPLES >= MOST_BET_SAMPLES:
            return ranked[0]
        best, runner = ranked[0], ranked[1]
        # Paired over the same races; each distinct outcome once, weighted by its count.
        differences = [(n, _point_worth(o, best, points[best], multiplier)
                        - _point_worth(o, runner, points[runner], multiplier))
                       for o, n in counts.items()]
        mean = worth[best] - worth[runner]
        spread = sum(n * (d - mean) ** 2 for n, d in differences) / max(total - 1, 1)
        if mean > SETTLED * math.sqrt(spread / total):
            return best


def _move_values(
    state: WinnersCircleState, seat: int, track: Track, seed: int
) -> tuple[tuple[int, float], ...]:
    """Each horse the seat may move, with the money the race is expected to bring it; more
    simulated races while the best two are too close to tell."""
    assert state.symbol is not None
    bets = visible_bets(state)
    multiplier = multiplier_of(state)
    money = state.money
    running = state.running()
    movable = [h for h in range(HORSES) if running[h] and state.face_up[h]]
    afters = {h: track.after_move(h, state.symbol.index) for h in movable}
    samples: dict[int, list[float]] = {h: [] for h in movable}
    rnd = random.Random()
    target = MOVE_SAMPLES
    while True:
        for horse, after in afters.items():
            for sample in range(len(samples[horse]), target):
                if isinstance(after, Track):
                    rnd.seed(seed + sample)  # the same simulated futures for every horse
                    outcome = rollout(after, rnd)
                else:
                    outcome = after
                samples[horse].append(payouts(outcome, bets, money, multiplier)[seat])
        means = {h: sum(values) / target for h, values in samples.items()}
        ranked = sorted(movable, key=lambda h: (-means[h], h))
        if (len(ranked) == 1 or target >= MOST_MOVE_SAMPLES
                or _settled([samples.get(h, []) for h in range(HORSES)], ranked[0], ranked[1])):
            return tuple((h, means[h] - money[seat]) for h in movable)
        target *= 2

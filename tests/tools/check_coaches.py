"""The coaches' claims against independent calculations through the real engines.

    uv run python -m tests.tools.check_coaches winners_circle [--positions 50] [--races 20000]
    uv run python -m tests.tools.check_coaches big_shot [--positions 60]
    uv run python -m tests.tools.check_coaches wizard_extreme [--positions 60]

Positions come from seeded games between computer players of every level at
every seat count. Each check plays the rules through the engine itself
(``apply`` on copies of the real game), never the coach's or the bots' code:

* **Winner's Circle.** The coach simulates the rest of a race with every
  player moving a face-up horse at random (4,000 races). Here the same race is
  run ``--races`` times by the engine from the position, each horse's chances
  to finish 1st, 2nd, 3rd, last and to pay the pace bonus are counted, and the
  largest absolute difference from the coach's is reported. The advice is
  checked too: the horse it names to bet on, and the horse it names to move
  after a roll, must not be *clearly worse* than the best by the large run (the
  difference more than three standard errors of the large run).
* **Big Shot** and **Wizard Extreme**: :mod:`tests.tools.check_coach_claims`.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.coach.winners_circle import advise as advise_winners_circle
from tabletop.core import Rng
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import (
    FINAL_RACE_MULTIPLIER,
    HORSES,
    LAST_HORSE_PENALTY,
    PACE_BONUS,
    RACES,
)
from tabletop.games.winners_circle_events import MoneySettled, MoveHorse, RaceEnded, Roll
from tabletop.games.winners_circle_rules import payout_rate
from tests.tools.positions import positions

# -- Winner's Circle ------------------------------------------------------------------


def _race_world(game: WinnersCircleEngine, seed: int) -> WinnersCircleEngine:
    """A copy of ``game`` racing on from its track: bets closed, the die not yet rolled (the
    coach's odds do not depend on a roll already made), a fresh future."""
    state = copy.deepcopy(game.state)
    if state.phase is Phase.BETTING:
        state.hands = [[] for _ in state.hands]
    state.phase, state.symbol = Phase.ROLL, None
    return WinnersCircleEngine(spec=game.spec, seats=game.seats, seed=0, options=game.options,
                               state=state, rng=Rng(seed), log=[])


def _race_on(world: WinnersCircleEngine, rnd: random.Random) -> list[Any]:
    """Play ``world`` to the end of its race, every move a face-up horse at random; the events
    of the race's last move."""
    while True:
        if world.state.phase is Phase.ROLL:
            world.apply(Roll(world.state.to_move))
        events = world.apply(rnd.choice(world.legal_actions()))
        if any(isinstance(event, RaceEnded) for event in events):
            return events


WIN, PLACE, SHOW, LAST, NOTHING = range(5)
KIND_NAMES = ("win", "place", "show", "last", "pace bonus")


@dataclass
class RaceOdds:
    """Counted over ``races``, per horse: how often it came 1st, 2nd, 3rd (each with and
    without the pace bonus paid on it), last, or none of these."""

    races: int
    counts: list[dict[tuple[int, bool], int]]

    def chance(self, horse: int, kind: int) -> float:
        """``kind`` 0-3: 1st, 2nd, 3rd, last; 4: the pace bonus paid on the horse."""
        if kind == 4:
            return sum(n for (_, pace), n in self.counts[horse].items() if pace) / self.races
        return sum(n for (k, _), n in self.counts[horse].items() if k == kind) / self.races

    def chip_point(self, horse: int, points: int, multiplier: int) -> tuple[float, float]:
        """Mean and standard error of what one chip point on ``horse`` earns when it carries
        ``points``: the payout table's rate for its place, the pace bonus, or the penalty."""
        def worth(kind: int, pace: bool) -> float:
            if kind == LAST:
                return -LAST_HORSE_PENALTY * multiplier
            if kind == NOTHING:
                return 0.0
            return (payout_rate(kind + 1, points) + PACE_BONUS * pace) * multiplier

        counts = self.counts[horse]
        mean = sum(n * worth(*outcome) for outcome, n in counts.items()) / self.races
        square = sum(n * worth(*outcome) ** 2 for outcome, n in counts.items()) / self.races
        return mean, math.sqrt(max(square - mean * mean, 0.0) / self.races)


def race_odds(game: WinnersCircleEngine, races: int, seed: int) -> RaceOdds:
    counts: list[dict[tuple[int, bool], int]] = [{} for _ in range(HORSES)]
    rnd = random.Random(seed)
    for number in range(races):
        events = _race_on(_race_world(game, seed * 1_000_003 + number), rnd)
        ended = next(event for event in events if isinstance(event, RaceEnded))
        for horse in range(HORSES):
            if horse in ended.podium:
                outcome = (ended.podium.index(horse), horse == ended.pace_horse)
            else:
                outcome = (LAST if horse == ended.last_horse else NOTHING, False)
            counts[horse][outcome] = counts[horse].get(outcome, 0) + 1
    return RaceOdds(races, counts)


def move_values(game: WinnersCircleEngine, seat: int, samples: int,
                seed: int) -> dict[int, tuple[float, float]]:
    """Per horse the seat may move now: mean and standard error of the money the race's
    payout leaves the seat, over ``samples`` engine races (the others at random)."""
    result = {}
    for action in game.legal_actions():
        assert isinstance(action, MoveHorse)
        money = []
        rnd = random.Random(seed)
        for number in range(samples):
            world = WinnersCircleEngine(
                spec=game.spec, seats=game.seats, seed=0, options=game.options,
                state=copy.deepcopy(game.state), rng=Rng(seed * 7919 + number), log=[])
            events = world.apply(action)
            if not any(isinstance(event, RaceEnded) for event in events):
                events = _race_on(world, rnd)
            money.append(next(e.money for e in events
                              if isinstance(e, MoneySettled) and e.seat == seat)
                         - game.state.money[seat])
        result[action.horse] = (statistics.fmean(money),
                                statistics.stdev(money) / math.sqrt(samples))
    return result


@dataclass
class WinnersCircleReport:
    positions: int
    largest_error: float
    where: str
    bet_checks: int
    move_checks: int
    clearly_worse: list[str]


def check_winners_circle(count: int, races: int, move_samples: int, seed: int = 1,
                         advise: Any = advise_winners_circle) -> WinnersCircleReport:
    # Half while betting (the horse to back), half after a roll (the horse to move).
    found = positions("winners_circle", count // 2, seed,
                      keep=lambda game: game.state.phase is Phase.BETTING)
    found += positions("winners_circle", count - count // 2, seed + 1,
                       keep=lambda game: game.state.phase is Phase.MOVE)
    largest, where = 0.0, ""
    bets = moves = 0
    worse: list[str] = []
    for index, (game, seat) in enumerate(found):
        advice = advise(game.view(seat))
        odds = race_odds(game, races, seed + index)
        for horse in advice.horses:
            coach = (horse.win, horse.place, horse.show, horse.last, horse.pace_bonus)
            for kind, chance in enumerate(coach):
                error = abs(chance - odds.chance(horse.horse, kind))
                if error > largest:
                    largest = error
                    where = (f"position {index} ({game.seats} seats, race {game.state.race}), "
                             f"horse {horse.horse + 1}, {KIND_NAMES[kind]}: coach {chance:.4f}, "
                             f"engine {odds.chance(horse.horse, kind):.4f}")
        multiplier = FINAL_RACE_MULTIPLIER if game.state.race == RACES else 1
        if advice.best_bet is not None:
            bets += 1
            points = [0] * HORSES
            for bet in game.state.bets:
                points[bet.horse] += bet.chip or 0
            values = {h: odds.chip_point(h, points[h] + 1, multiplier)
                      for h in range(HORSES) if not game.state.backs(seat, h)}
            best = max(values, key=lambda h: values[h][0])
            chosen, top = values[advice.best_bet], values[best]
            if top[0] - chosen[0] > 3 * math.hypot(top[1], chosen[1]):
                worse.append(f"position {index}: bet on {advice.best_bet + 1} "
                             f"({chosen[0]:.0f}) where {best + 1} earns {top[0]:.0f}")
        if advice.best_move is not None and len(advice.move_values) > 1:
            moves += 1
            values = move_values(game, seat, move_samples, seed + index)
            best = max(values, key=lambda h: values[h][0])
            chosen, top = values[advice.best_move], values[best]
            if top[0] - chosen[0] > 3 * math.hypot(top[1], chosen[1]):
                worse.append(f"position {index}: move {advice.best_move + 1} "
                             f"({chosen[0]:.0f}) where {best + 1} brings {top[0]:.0f}")
    return WinnersCircleReport(len(found), largest, where, bets, moves, worse)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=["winners_circle", "big_shot", "wizard_extreme"])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--races", type=int, default=20_000)
    parser.add_argument("--move-samples", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.game == "winners_circle":
        report = check_winners_circle(args.positions, args.races, args.move_samples, args.seed)
        print(f"{report.positions} positions, {args.races} engine races each: largest "
              f"absolute error {report.largest_error:.4f} ({report.where})")
        print(f"bets advised {report.bet_checks}, moves advised {report.move_checks}, "
              f"clearly worse: {report.clearly_worse or 'none'}")
        return 1 if report.clearly_worse else 0
    from tests.tools.check_coach_claims import main as claims

    return claims(args.game, args.positions, args.seed)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Yacht Dice's review is exact: every cost is the optimal solver's, worked out here another
way, and no optimal decision is ever marked."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.bots import make_bot
from tabletop.bots.yacht_solver import TurnState, dice_tables, expected_total
from tabletop.core.engine import Engine
from tabletop.games import GAMES
from tabletop.games.yacht import (
    DICE_COUNT,
    FACES,
    ROLLS_PER_TURN,
    Category,
    Roll,
    Score,
    YachtState,
    score_category,
)
from tabletop.review import ReviewJob, Verdict
from tabletop.review.games.yacht import kept_faces
from tests.bots.playing import play_out

LEVELS = ("random", "easy", "hard")
"""Persons are played by the random and easy computer players (their slips are a person's),
computers by the hard one."""


def finished_games(count: int) -> list[Engine[Any]]:
    games = []
    for number in range(count):
        seats = 1 + number % 3
        levels = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(seats)]
        game = GAMES["yacht"].new_game(seats, seed=1000 + number)
        play_out(game, [make_bot("yacht", level, number * 7 + seat)
                        for seat, level in enumerate(levels)])
        games.append(game)
    return games


def after_keep(turn: TurnState, kept: tuple[int, ...]) -> float:
    """The expected final total of keeping ``kept`` and rolling the rest: the mean, over
    every roll of the other dice, of the solver's value of the turn state it leads to."""
    table = dice_tables()
    outcomes = table.outcomes[table.keep_index[kept]]
    total = 0.0
    for index, chance in outcomes:
        after = TurnState(turn.used, turn.upper_subtotal, turn.banked, table.dice_sets[index],
                          turn.rolls_left - 1)
        total += chance * expected_total(after)
    return total


def after_score(state: YachtState, seat: int, category: Category) -> float:
    """The expected final total of writing the dice into ``category``: the sheet's new
    state's value from the start of the next turn (the sheet's final total when full)."""
    sheet = dict(state.sheets[seat])
    sheet[category] = score_category(category, state.dice)
    turn = TurnState.from_sheet(sheet)
    return float(turn.banked) if len(sheet) == len(Category) else expected_total(turn)


def solver_cost(game: Engine[Any], verdict: Verdict) -> float:
    spec = GAMES["yacht"]
    before = spec.replay(game.seats, game.true_seed, game.options, game.history[:verdict.start])
    state = before.state
    assert isinstance(state, YachtState)
    seat = verdict.seat
    turn = TurnState.from_sheet(state.sheets[seat], state.dice,
                                ROLLS_PER_TURN - state.rolls_used)
    last = game.history[verdict.end - 1]
    if isinstance(last, Roll):
        done = after_keep(turn, kept_faces(state, game.history[verdict.start:verdict.end]))
    else:
        assert isinstance(last, Score)
        done = after_score(state, seat, last.category)
    return expected_total(turn) - done


def check(games: list[Engine[Any]]) -> tuple[int, int]:
    decisions = optimal = 0
    for game in games:
        review = ReviewJob.of(game).run()
        assert review.verdicts, "every game has decisions"
        for verdict in review.verdicts:
            cost = solver_cost(game, verdict)
            assert verdict.cost == pytest.approx(cost, abs=1e-6), verdict
            assert verdict.stderr == 0.0
            decisions += 1
            if cost <= 1e-9:
                optimal += 1
                assert not verdict.marked, verdict
                assert verdict.done == verdict.best
    return decisions, optimal


def test_every_cost_is_the_solvers_and_no_optimal_decision_is_marked() -> None:
    decisions, optimal = check(finished_games(12))
    assert optimal > 50 and decisions - optimal > 20  # both kinds were met


@pytest.mark.slow
def test_over_a_hundred_games_every_cost_is_the_solvers() -> None:
    decisions, optimal = check(finished_games(102))
    print(f"\n102 games: {decisions} decisions, {optimal} optimal")
    assert decisions > 2000


def test_a_decision_counts_the_holds_up_to_its_roll() -> None:
    game = finished_games(1)[0]
    review = ReviewJob.of(game).run()
    keeps = [verdict for verdict in review.verdicts if verdict.done.kind == "keep"]
    assert keeps
    for verdict in keeps:
        assert isinstance(game.history[verdict.end - 1], Roll)
        assert len(verdict.done.values) < DICE_COUNT
        assert all(1 <= face <= FACES for face in verdict.done.values)


def test_the_hard_player_is_never_marked_and_a_thrown_away_straight_is() -> None:
    game = GAMES["yacht"].new_game(1, seed=5)
    play_out(game, [make_bot("yacht", "hard", 0)])
    review = ReviewJob.of(game).run()
    assert review.accuracy(0) == 1.0
    assert not review.marked_positions()
    # A large straight on the first roll written into Ones: marked, Large Straight best.
    spec = GAMES["yacht"]
    seed = next(seed for seed in range(1000)
                if score_category(Category.LARGE_STRAIGHT, first_roll(seed)) > 0)
    game = spec.new_game(1, seed=seed)
    game.apply(Roll(0))
    game.apply(Score(0, Category.ONES))
    play_out(game, [make_bot("yacht", "hard", 0)])
    verdict = ReviewJob.of(game).judge_at(1)
    assert verdict.marked and verdict.severity == 3
    assert verdict.best.label == "large_straight"
    assert verdict.cost > 15


def first_roll(seed: int) -> tuple[int, ...]:
    game = GAMES["yacht"].new_game(1, seed=seed)
    game.apply(Roll(0))
    state = game.state
    assert isinstance(state, YachtState)
    return tuple(state.dice)

"""Yacht Dice computer players: seeded tournaments and the hard bot's keep mechanics."""

from __future__ import annotations

import statistics

import pytest

from tabletop.bots import available_levels, make_bot, restore_bot
from tabletop.bots.yacht import HardBot, keep_action
from tabletop.core import Rng
from tabletop.games.yacht import (
    SPEC,
    Category,
    Hold,
    Release,
    Roll,
    Score,
    YachtEngine,
    score_category,
)
from tests.bots.playing import history_resumed_at, play_out

GAMES_PER_LEVEL = 200


def solo_total(level: str, seed: int) -> int:
    game = SPEC.new_game(1, seed)
    bot = make_bot("yacht", level, seed)
    while not game.is_over:
        game.apply(bot.choose(game.view(0)))
    return game.scores()[0]


@pytest.fixture(scope="module")
def mean_totals() -> dict[str, float]:
    return {
        level: statistics.fmean(solo_total(level, seed) for seed in range(GAMES_PER_LEVEL))
        for level in ("random", "easy", "hard")
    }


def test_levels_are_registered() -> None:
    assert available_levels("yacht") == ("random", "easy", "hard")


def test_hard_beats_easy_by_30_points(mean_totals: dict[str, float]) -> None:
    # Seeded: 191.8 against 140.5 over these 200 solo games each.
    assert mean_totals["hard"] >= mean_totals["easy"] + 30


def test_easy_beats_the_first_timer_by_10_points(mean_totals: dict[str, float]) -> None:
    # Seeded: 140.5 against 123.8 (the uniform random player it replaced scored about 41).
    assert mean_totals["easy"] >= mean_totals["random"] + 10


def test_the_first_timer_scores_like_a_person_trying(mean_totals: dict[str, float]) -> None:
    # The level shown as Easy: a gentle opponent, not a broken one (123.8 seeded).
    assert 110 <= mean_totals["random"] <= 135


def test_hard_plays_near_the_optimum(mean_totals: dict[str, float]) -> None:
    # 191.77 expected; the standard error of 200 games is about 3 points.
    assert abs(mean_totals["hard"] - 191.77) < 9


def test_the_first_timer_never_writes_0_while_a_category_still_pays() -> None:
    """Unlike the uniform random player it replaced (0 in Twos, Threes, straights, ...)."""
    for seed in range(60):
        game = SPEC.new_game(1, seed)
        bot = make_bot("yacht", "random", seed)
        while not game.is_over:
            action = bot.choose(game.view(0))
            if isinstance(action, Score):
                state = game.state
                paying = [category for category in Category if category not in state.sheets[0]
                          and score_category(category, state.dice)]
                assert score_category(action.category, state.dice) or not paying, (seed, action)
            game.apply(action)


@pytest.mark.parametrize("levels", [("random", "easy"), ("random", "random")])
def test_continue_replays_the_first_timers_choices(levels: tuple[str, str]) -> None:
    whole = history_resumed_at(SPEC, levels, seed=3, resume_at=None)
    for resume_at in (1, 7, 40):
        assert history_resumed_at(SPEC, levels, seed=3, resume_at=resume_at) == whole


@pytest.mark.parametrize("level", ["random", "easy", "hard"])
def test_bots_play_whole_multi_seat_games_from_their_own_view(level: str) -> None:
    game = SPEC.new_game(4, seed=9)
    bots = [make_bot("yacht", level, seed) for seed in range(4)]
    play_out(game, bots)
    assert len(game.winners()) >= 1


def scripted_game(faces: list[int]) -> YachtEngine:
    game = SPEC.new_game(1, seed=0)
    assert isinstance(game, YachtEngine)
    game._rng = Rng.scripted(faces)
    return game


def test_hard_scores_a_yacht_at_once() -> None:
    game = scripted_game([6, 6, 6, 6, 6])
    bot = HardBot(seed=0)
    assert bot.choose(game.view(0)) == Roll(0)
    game.apply(Roll(0))
    assert bot.choose(game.view(0)) == Score(0, Category.YACHT)


def test_hard_holds_its_keep_die_by_die_then_rolls() -> None:
    game = scripted_game([5, 1, 5, 2, 5])
    bot = HardBot(seed=0)
    game.apply(Roll(0))
    steps = []
    while True:
        action = bot.choose(game.view(0))
        steps.append(action)
        game.apply(action)
        if isinstance(action, Roll):
            break
    assert steps == [Hold(0, 0), Hold(0, 2), Hold(0, 4), Roll(0)]


def test_keep_action_releases_dice_not_in_the_keep_and_prefers_held_ones() -> None:
    game = scripted_game([3, 3, 4, 3, 1])
    game.apply(Roll(0))
    game.apply(Hold(0, 3))
    game.apply(Hold(0, 4))
    # Keep two threes: the held three stays, the held one is released, one more three held.
    assert keep_action(0, game.state, (3, 3)) == Hold(0, 0)
    game.apply(Hold(0, 0))
    assert keep_action(0, game.state, (3, 3)) == Release(0, 4)
    game.apply(Release(0, 4))
    assert keep_action(0, game.state, (3, 3)) == Roll(0)


@pytest.mark.parametrize("plan", [
    [[0, 0, 1, [1, 2, 3, 4, 5]], [7]], [[0, 0, 1, [1, 2, 3, 4, 5]], [0]],
    [[0, 0, 1, [1, 2, 3, 4, 5]], [1, 1, 1, 1, 1, 1]], [[0, 0, 1, [1, 2, 3, 4, 9]], [1]],
])
def test_a_saved_keep_that_no_dice_allow_is_refused(plan: list[object]) -> None:
    """A planned keep is faces of this bot's dice: a hand-edited one is refused on restore."""
    bot = make_bot("yacht", "easy", 1)
    with pytest.raises(ValueError):
        restore_bot(bot, {"rng": {"state": 1, "script": []}, "plan": plan})
    restore_bot(bot, {"rng": {"state": 1, "script": []}, "plan": [[0, 0, 1, [1, 2, 3, 4, 5]], [5]]})

"""The better choice of every verdict turns into the actions a replay glows on the table."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games import GAMES
from tabletop.games.yacht import Hold, Roll, YachtState
from tabletop.review import ReviewJob
from tabletop.review.actions import choice_actions
from tests.review.planted import PLANTS, played


@pytest.mark.parametrize("game_id", ["yacht", "polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_every_better_choice_is_made_of_actions_the_position_allows(game_id: str) -> None:
    seats = PLANTS.get(game_id, (2, None))[0]
    game, _ = played(game_id, seats, seed=8)
    job = ReviewJob.of(game)
    while job.done < 12 and not job.finished:
        job.step(seconds=0.0)
    spec = GAMES[game_id]
    for verdict in job.verdicts:
        before = spec.replay(game.seats, game.true_seed, game.options,
                             game.history[:verdict.start])
        for choice in (verdict.best, verdict.done):
            actions = choice_actions(before.view(verdict.seat), choice)
            assert actions and all(action.seat == verdict.seat for action in actions)
            if game_id == "yacht" and choice.kind == "keep":
                state = before.state
                assert isinstance(state, YachtState)
                kept = Counter(state.dice[a.die] for a in actions if isinstance(a, Hold))
                assert kept == Counter(choice.values) and isinstance(actions[-1], Roll)
            elif not (game_id == "wizard_extreme" and choice.kind == "predict"):
                assert before.is_legal(actions[0]), (choice, actions)

"""The level shown as Easy (``random``): where a game gives it a first-timer, that player
keeps its memory through Continue and plays the game from its own view."""

from __future__ import annotations

import pytest

from tabletop.bots import RandomBot, make_bot
from tabletop.games import GAMES
from tests.bots.playing import history_resumed_at

FIRST_TIMER_GAMES = ("yacht", "polterfass", "winners_circle", "big_shot", "wizard_extreme")


@pytest.mark.parametrize("game_id", FIRST_TIMER_GAMES)
def test_the_level_shown_as_easy_is_no_longer_uniform_random(game_id: str) -> None:
    assert not isinstance(make_bot(game_id, "random", 1), RandomBot)


@pytest.mark.parametrize("game_id", FIRST_TIMER_GAMES)
def test_continue_replays_the_first_timers_choices(game_id: str) -> None:
    spec = GAMES[game_id]
    levels = ("random", "easy", "random")
    whole = history_resumed_at(spec, levels, seed=5, resume_at=None)
    for resume_at in (2, 29, len(whole) // 2):
        assert history_resumed_at(spec, levels, seed=5, resume_at=resume_at) == whole

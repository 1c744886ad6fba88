"""The coach's odds leave out the horses that have finished: "White: win 100% · 2nd 0% ·
3rd 0% · last 0%" stood on the card's first line after White finished 1st, over the
horses still running (trial s29 wc_auto_014, 019)."""

from __future__ import annotations

import pytest

from scenes.games.winners_circle.log_words import horse_name
from scenes.games.winners_circle.panels import coach_lines
from tabletop.bots import make_bot
from tabletop.coach.winners_circle import advise
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.i18n import Words


@pytest.mark.parametrize("language", ["en", "ko"])
def test_no_odds_are_given_for_a_finished_horse(language: str) -> None:
    words = Words(language)
    game = GAMES["winners_circle"].new_game(3, seed=21)
    bot = make_bot("winners_circle", "easy", seed=3)
    while not game.state.finished or game.state.phase is not Phase.ROLL:
        game.apply(bot.choose(game.view(game.current_seat)))
    finished = list(game.state.finished)
    for seat in (None, *range(3)):  # the favourites, and each seat's own horses
        lines = coach_lines(words, advise(game.view(seat)), None, None, finished)
        odds = [line for line in lines if "%" in line]
        assert odds, lines
        for horse in finished:
            assert not any(line.startswith(horse_name(words, horse)) for line in odds), lines

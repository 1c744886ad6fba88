"""While a person bets, the coach's first line speaks of the chip in their hand (trial s27
D/051: "Best bet: Red. A 1 chip on it wins about $380" over a lifted 2, whose next line
was "A 2 chip on Black: ..."; two chips for one decision)."""

from __future__ import annotations

import re

import pytest

from scenes.games.winners_circle.panels import coach_lines
from tabletop.bots import make_bot
from tabletop.coach.winners_circle import advise
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.i18n import Words

CHIP = {"en": "{chip} chip", "ko": "{chip}짜리 칩"}


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_best_bet_line_speaks_of_the_lifted_chip(language: str) -> None:
    words = Words(language)
    game = GAMES["winners_circle"].new_game(3, seed=21)
    bot = make_bot("winners_circle", "easy", seed=3)
    game.apply(bot.choose(game.view(game.current_seat)))  # one chip down: a rate moves
    assert game.state.phase is Phase.BETTING
    advice = advise(game.view(game.current_seat))
    assert advice.best_bet is not None
    worth = {}
    for chip in (2, 1):
        best, pays = coach_lines(words, advice, None, chip)[:2]
        for line in (best, pays):  # both lines, the same chip
            assert CHIP[language].format(chip=chip) in line, (chip, line)
            assert CHIP[language].format(chip=3 - chip) not in line, (chip, line)
        worth[chip] = int(re.findall(r"\$(\d+)", best)[0])
    # The 2 earns about twice the 1 (its points lower the rate a little; rounded to $10).
    assert worth[1] < worth[2] <= 2 * worth[1] + 10, worth


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_lifted_bluff_is_not_advised_as_a_1_chip(language: str) -> None:
    """With the 0 chip lifted the coach said "if you bet the 1 chip" (trial s29 G/015): it
    speaks of the 0, a bluff that earns nothing, and of no other chip."""
    words = Words(language)
    game = GAMES["winners_circle"].new_game(3, seed=21, options={"hidden_bets": True})
    advice = advise(game.view(game.current_seat))
    assert advice.best_bet is not None
    lines = coach_lines(words, advice, None, 0)
    assert CHIP[language].format(chip=0) in lines[0], lines
    assert not any(CHIP[language].format(chip=chip) in line for line in lines for chip in (1, 2))

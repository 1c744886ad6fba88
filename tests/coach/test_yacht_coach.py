"""The Yacht coach is a pure function of one seat's view (DESIGN §5), tested without pygame."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.bots import make_bot
from tabletop.coach.yacht import Advice, advise
from tabletop.core import Rng
from tabletop.games import GAMES
from tabletop.games.yacht import Category, Roll


def _rolled(faces: list[int]) -> Any:
    game = GAMES["yacht"].new_game(2, seed=1)
    game._rng = Rng.scripted(faces)
    game.apply(Roll(0))
    return game


def test_the_spec_names_this_coach() -> None:
    assert GAMES["yacht"].load_coach() is advise


def test_before_the_first_roll_only_the_expected_total() -> None:
    advice = advise(GAMES["yacht"].new_game(1, seed=2).view(0))
    assert advice.keeps == () and advice.categories == ()
    assert 150 < advice.expected < 260  # an optimal solitaire game averages about 190


def test_a_yacht_on_the_table_is_scored_as_a_yacht() -> None:
    game = _rolled([6, 6, 6, 6, 6])
    advice = advise(game.view(0))
    assert isinstance(advice, Advice)
    assert advice.categories[0].category is Category.YACHT
    assert advice.best_keep is None  # nothing to gain by rolling on
    totals = [option.expected_total for option in advice.keeps]
    assert totals == sorted(totals, reverse=True) and len(totals) == 3


def test_the_same_view_gives_the_same_advice_and_changes_nothing() -> None:
    game = _rolled([1, 2, 3, 4, 6])
    before = game.to_dict()
    assert advise(game.view(0)) == advise(game.view(0))
    assert game.to_dict() == before


def test_a_finished_game_gets_no_advice() -> None:
    game: Any = GAMES["yacht"].new_game(1, seed=3)
    bot = make_bot("yacht", "random", seed=0)
    while not game.is_over:
        game.apply(bot.choose(game.view(game.current_seat)))
    with pytest.raises(ValueError, match="seat to move"):
        advise(game.view(0))

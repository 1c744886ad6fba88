"""Big Shot coach: owners and fortunes if the game ended now, from one seat's view only."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tabletop.bots import RandomBot
from tabletop.coach.big_shot import BigShotAdvice, advise
from tabletop.games.big_shot import SPEC, BigShotEngine
from tabletop.games.big_shot_data import REGIONS
from tests.tools.check_coach_claims import check_big_shot

REGION = {region.key: index for index, region in enumerate(REGIONS)}


def _game(seats: int = 4, hidden: bool = False) -> BigShotEngine:
    game = SPEC.new_game(seats, seed=3, options={"hidden_money": hidden})
    assert isinstance(game, BigShotEngine)
    return game


def test_owners_follow_the_tie_cancelling_majority_and_parks_double() -> None:
    game = _game()
    state = game.state
    state.region_cubes[REGION["park_a"]] = [2, 1, 0, 0]
    state.region_cubes[REGION["a9"]] = [1, 0, 0, 0]
    state.region_cubes[REGION["a10"]] = [2, 2, 1, 0]  # 2/2 cancel: ivory's single cube owns
    state.region_cubes[REGION["e21"]] = [3, 3, 0, 0]  # nobody
    state.region_closed[REGION["e20"]] = True
    state.region_owner[REGION["e20"]] = 1
    state.cash = [4, 10, 7, 10]
    state.loans = [1, 0, 0, 0]
    advice = advise(game.view(0))
    assert advice.owners[REGION["park_a"]] == 0 and advice.owners[REGION["a9"]] == 0
    assert advice.owners[REGION["a10"]] == 2
    assert advice.owners[REGION["e21"]] is None
    assert advice.owners[REGION["e20"]] == 1
    assert advice.region_values == (18, 20, 10, 0)
    assert advice.fortunes == (4 + 18 - 10, 30, 17, 10)
    assert advice.regions_owned == (2, 1, 1, 0)
    assert advice.eligible == (True, False, False, False)
    assert advice.leaders == (0,)


def test_hidden_money_shows_only_the_viewers_fortune() -> None:
    game = _game(hidden=True)
    game.state.region_cubes[REGION["e16"]] = [0, 1, 0, 0]
    advice = advise(game.view(2))
    assert advice.fortunes == (None, None, 10, None)
    assert advice.region_values == (0, 16, 0, 0)
    assert advice.leaders == ()


def test_two_seats_add_both_colours() -> None:
    game = _game(seats=2)
    game.state.region_cubes[REGION["e16"]] = [0, 0, 1, 0]
    game.state.region_cubes[REGION["e17"]] = [1, 0, 0, 0]
    advice = advise(game.view(0))
    assert advice.owner_seats[REGION["e16"]] == 0 and advice.owner_seats[REGION["e17"]] == 0
    assert advice.fortunes == (20 + 33, 20)


def test_advice_is_a_pure_function_of_the_view() -> None:
    game = _game()
    bot = RandomBot(5)
    for _ in range(150):
        game.apply(bot.choose(game.view(game.current_seat)))
    view = game.view(1)
    before = json.dumps(view.to_dict(), sort_keys=True)
    first = advise(view)
    assert isinstance(first, BigShotAdvice)
    assert advise(view) == first
    assert json.dumps(view.to_dict(), sort_keys=True) == before
    assert advise(game.view(1)) == first


def test_every_claim_agrees_with_the_rules_worked_out_again() -> None:
    # tests/tools/check_coach_claims.py: owners, values, fortunes, who could and who
    # would win, from RULES.md §4.6-4.8 on the real game behind each view, and the
    # engine's own result at the end of each game played.
    report = check_big_shot(12, seed=5)
    assert report.positions == 12 and report.finished_games >= 1
    assert report.wrong == []


def test_the_check_catches_a_wrong_claim() -> None:
    def careless(view: BigShotEngine) -> BigShotAdvice:
        advice = advise(view)
        return replace(advice, regions_owned=tuple(n + 1 for n in advice.regions_owned))

    assert check_big_shot(3, seed=5, advise=careless).wrong


@pytest.mark.slow
def test_every_claim_agrees_on_sixty_positions() -> None:
    report = check_big_shot(60, seed=1)
    print(f"{report.positions} positions, {report.finished_games} finished games, "
          f"{report.claims} claims")
    assert report.wrong == []

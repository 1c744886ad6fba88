"""The hand-overs a game takes on one shared screen, counted from each game's data (setup
tells them where phones would save them)."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tabletop.games.wizard_extreme_data import SERIES, SHORT
from tabletop.hand_overs import PRIVATE_DECISIONS, hand_overs


def test_wizard_extremes_count_is_what_a_played_game_takes() -> None:
    """Two persons and a computer: 6 rounds of a prediction and 14 hidden cards each, the
    180 hand-overs tests/tools/press_count.py counted in a whole game played through the
    program (session 36); the designer's series and the short game follow their rounds."""
    spec = GAMES["wizard_extreme"]
    assert hand_overs(spec, 3, 2, {}) == 180
    assert hand_overs(spec, 3, 2, {"series": SERIES}) == 270
    assert hand_overs(spec, 3, 2, {"series": SHORT}) == 90
    assert hand_overs(spec, 4, 3, {}) == 3 * 4 * 15


def test_winners_circle_counts_only_hidden_bets() -> None:
    spec = GAMES["winners_circle"]
    assert hand_overs(spec, 4, 2, {"hidden_bets": False}) == 0
    assert hand_overs(spec, 4, 2, {"hidden_bets": True}) == 2 * 3 * 4  # 4 chips, 3 races


def test_one_person_hands_the_screen_to_nobody() -> None:
    assert hand_overs(GAMES["wizard_extreme"], 3, 1, {}) == 0
    assert hand_overs(GAMES["yacht"], 4, 4, {}) == 0, "Yacht hides nothing"


@pytest.mark.parametrize("game_id", sorted(PRIVATE_DECISIONS))
def test_every_hiding_game_says_its_count_at_every_table(game_id: str) -> None:
    spec = GAMES[game_id]
    option = spec.hidden_information_option
    options = {option: True} if option else {}
    counts = [hand_overs(spec, seats, 2, options)
              for seats in range(max(2, spec.min_seats), spec.max_seats + 1)]
    assert all(count is not None and count > 0 for count in counts), counts


def test_every_game_that_hides_something_is_counted() -> None:
    assert {game_id for game_id, spec in GAMES.items()
            if spec.has_hidden_information} == set(PRIVATE_DECISIONS)

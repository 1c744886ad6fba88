"""The Big Shot model's own reckoning of regions and fortunes agrees with the engine.

:mod:`tabletop.bots.big_shot_search` asks the engine who owns a region
(``owner_of``) and which seat plays a colour (``colour_owner``), but sums the
regions' worth itself, chance-weighted, with the parks doubling their zone
(``fortunes``), and nets the money from cash and loans (``table_of``). When no
more cubes can arrive every chance is 0 or 1, and then the model's fortune
must be the engine's score, less the model's penalty for holding fewer than
the two regions a winner needs. Random games are compared at every position.
The check also runs once with a planted mistake.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.bots import big_shot_search as search
from tabletop.bots.big_shot_search import TWO_REGION_PENALTY, fortunes, region_outlook, table_of
from tabletop.games import GAMES
from tabletop.games.big_shot import COLOURS, BigShotEngine, owner_of

GAMES_PLAYED = 24  # about 9,900 positions
PLANTED_GAMES = 2


def _position_disagreements(game: BigShotEngine) -> list[str]:
    table, board = table_of(game)
    settled = dataclasses.replace(table, arriving=0.0)  # nothing more arrives: no chance left
    copied = fortunes(settled, board)
    expected = [score - TWO_REGION_PENALTY * max(0, 2 - len(game.regions_owned(seat)))
                for seat, score in enumerate(game.scores())]
    disagreements = []
    if copied != expected:
        disagreements.append(f"fortunes in round {game.state.round}: engine {expected}, "
                             f"copy {copied}")
    for counts in board:
        if counts is None:
            continue
        owner = owner_of(counts)
        certain = tuple(1.0 if colour == owner else 0.0 for colour in range(COLOURS))
        if region_outlook(counts, 0.0, table.supply) != certain:
            disagreements.append(f"{counts}: the engine's owner {owner}, the model "
                                 f"{region_outlook(counts, 0.0, table.supply)}")
    return disagreements


def _fortune_disagreements(games: int) -> tuple[list[str], int]:
    """Random games of 2–4 seats, with and without hidden money, compared at every position."""
    chooser = random.Random(20261201)
    disagreements: list[str] = []
    positions = 0
    for number in range(games):
        options = {"hidden_money": number % 2 == 1}
        game = GAMES["big_shot"].new_game(chooser.randint(2, 4), chooser.randrange(2**31),
                                          options)
        assert isinstance(game, BigShotEngine)
        while not game.is_over and len(disagreements) < 5:
            positions += 1
            disagreements += _position_disagreements(game)
            game.apply(chooser.choice(game.legal_actions()))
        positions += 1
        disagreements += _position_disagreements(game)
    return disagreements, positions


def test_the_models_fortunes_agree_with_the_engines_scores() -> None:
    """RULES.md §4.6 and §4.7 (BS-D2, BS-D11) over thousands of random positions."""
    disagreements, positions = _fortune_disagreements(GAMES_PLAYED)
    assert disagreements == []
    assert positions >= 8000


@pytest.mark.parametrize(("constant", "planted"), [
    ("LOAN_FACE", 9),  # a loan costing 9 at the end, not 10
    ("PARK_DOUBLES", {0: (1, 2), 4: (5, 6, 7)}),  # the first park forgetting a11
])
def test_the_fortune_comparison_catches_a_planted_mistake(
    monkeypatch: pytest.MonkeyPatch, constant: str, planted: object
) -> None:
    monkeypatch.setattr(search, constant, planted)
    assert _fortune_disagreements(PLANTED_GAMES)[0]

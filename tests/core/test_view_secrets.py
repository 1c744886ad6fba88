"""A view holds nothing from which another seat's secrets can be rebuilt.

``spec.new_game(seats, seed, options)`` deals every hidden starting state
(Wizard Extreme's hands, Winner's Circle's deck, Big Shot's draws), so a view
that kept the seed, the generator or the full history would give away every
hand to whoever reads it: a bot, a coach, a phone page, a save file's reader.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tabletop.bots import RandomBot
from tabletop.core import Engine, GameSpec
from tabletop.games import GAMES
from tests.core.toy_game import TOY_SPEC

HIDING = [spec for spec in (*GAMES.values(), TOY_SPEC) if spec.has_hidden_information]
# Seeds too large to turn up by chance among a view's own numbers.
SEEDS = (982_451_653, 1_500_450_271, 2_147_483_629)
STEPS = 60


def _played(spec: GameSpec, seed: int) -> Engine[Any]:
    game = spec.new_game(spec.max_seats, seed)
    bot, chooser = RandomBot(seed), random.Random(seed)
    for _ in range(chooser.randrange(STEPS)):
        seat = game.current_seat
        if seat is None:
            break
        game.apply(bot.choose(game.view(seat)))
    return game


def test_there_are_games_that_hide_something() -> None:
    assert {spec.id for spec in HIDING} >= {"polterfass", "winners_circle", "wizard_extreme",
                                            "big_shot"}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_a_view_carries_no_seed_generator_or_history(spec: GameSpec, seed: int) -> None:
    game = _played(spec, seed)
    for viewer in (None, *range(game.seats)):
        view = game.view(viewer)
        saved = view.to_dict()
        assert view.seed is None and saved["rng"] is None and view.history == []
        text = json.dumps(saved)
        assert str(seed) not in text, f"the seed is still in the view of seat {viewer}"
        with pytest.raises(ValueError, match="no seed"):
            _ = view.true_seed


@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_a_view_fed_back_into_new_game_rebuilds_no_other_seats_secret(spec: GameSpec) -> None:
    """What a reader of one seat's view can try: the view's own numbers as the seed."""
    for seed in SEEDS:
        game = spec.new_game(spec.max_seats, seed)
        for viewer in range(game.seats):
            view = game.view(viewer)
            guesses = {value for value in _numbers(view.to_dict()) if value >= 0}
            for guess in guesses:
                rebuilt = spec.new_game(game.seats, guess, view.options)
                for other in range(game.seats):
                    secret = game.hidden_info(other)
                    if other != viewer and any(secret.values()):
                        assert rebuilt.hidden_info(other) != secret, (
                            f"seat {viewer}'s view rebuilds seat {other}'s secret from {guess}")


def _numbers(value: Any) -> list[int]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [number for item in value.values() for number in _numbers(item)]
    if isinstance(value, list):
        return [number for item in value for number in _numbers(item)]
    return []

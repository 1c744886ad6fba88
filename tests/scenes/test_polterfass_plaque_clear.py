"""Polterfass: no lying barrel lies under the plaque across the mat's top ("Closing serves",
"Served 15 · ordered 12"), with six seats too (trial s19: at six seats the small mat's
order cards reached so high that the pile's top row and the highest landings, kept above
the cards, lay under the plaque)."""

from __future__ import annotations

import random

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.polterfass import BARREL_COUNT, Landing
from tabletop.session import GameSession
from tests.scenes.test_game_base import app
from tests.scenes.test_polterfass_cards_clear import lying_box

__all__ = ["app"]


@pytest.mark.parametrize("count", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_lying_barrel_lies_under_the_plaque(app: App, size: tuple[int, int],
                                               count: int) -> None:
    seats = [SeatConfig(f"Seat {seat}", seat) for seat in range(count)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], seats, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    table, plaque = scene.table, scene.plaque.rect
    table.sync([None] * BARREL_COUNT, fresh=True)
    under = [(sprite.barrel, lying_box(sprite)) for sprite in table.barrels
             if lying_box(sprite).colliderect(plaque)]
    assert not under, f"the pile at {count} seats, {size}: {under} under {plaque}"
    rng = random.Random(5)
    for throw in range(25):
        lying = 8 - throw % 8
        landings = [Landing(barrel, barrel >= lying, 1 if barrel >= lying else None)
                    for barrel in range(BARREL_COUNT)]
        rng.shuffle(landings)
        table.throw(landings, round_number=throw).finish()
        under = [(sprite.barrel, lying_box(sprite)) for sprite in table.barrels
                 if not sprite.standing and lying_box(sprite).colliderect(plaque)]
        assert not under, f"throw {throw} at {count} seats, {size}: {under} under {plaque}"

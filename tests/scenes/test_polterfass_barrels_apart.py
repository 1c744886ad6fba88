"""Polterfass: lying barrels never touch one another on the beer mat (trial s23: the mat
was made smaller, and with seven or eight barrels lying some lay over others).

Every throw of seven, eight or nine lying barrels at 1280x720 and 1920x1080 is laid out
and each lying barrel's drawn box (its turned picture's pixels) is compared with every
other's: none may meet, and each lies on the mat."""

from __future__ import annotations

import math
import random

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import BARREL_COUNT, Landing
from tabletop.session import GameSession
from tests.scenes.test_game_base import app
from tests.scenes.test_polterfass_cards_clear import lying_box

__all__ = ["app"]

ON_THE_MAT = 0.96
"""How far out a lying barrel's picture may lie, in mat radii (the printed disk's edge)."""


def table_at(shell: App, size: tuple[int, int], seats: int) -> PolterfassScene:
    configs = [SeatConfig(f"Seat {seat}", seat, SeatKind.PERSON if seat < 2
                          else SeatKind.COMPUTER, "easy") for seat in range(seats)]
    session = GameSession.start(GAMES["polterfass"], configs, seed=4)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    return scene


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_lying_barrels_never_touch(app: App, size: tuple[int, int], seats: int) -> None:
    scene = table_at(app, size, seats)
    table = scene.table
    rng = random.Random(7)
    for throw in range(30):
        lying = 7 + throw % 3  # seven, eight, nine (a first throw where nothing stood)
        landings = [Landing(barrel, barrel >= lying, 1 if barrel >= lying else None)
                    for barrel in range(BARREL_COUNT)]
        rng.shuffle(landings)
        table.throw(landings, round_number=throw).finish()
        boxes = [(sprite.barrel, lying_box(sprite)) for sprite in table.barrels
                 if not sprite.standing]
        assert len(boxes) == lying
        for index, (barrel, box) in enumerate(boxes):
            for other, other_box in boxes[index + 1:]:
                assert not box.inflate(2, 2).colliderect(other_box), (
                    f"throw {throw}: barrels {barrel} and {other} touch ({box}, {other_box})")
            corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
            far = max(math.dist(corner, table.mat_centre) for corner in corners)
            assert far <= table.mat_radius * ON_THE_MAT + 2, f"barrel {barrel} off the mat"

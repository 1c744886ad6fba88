"""The Polterfass table reads at a glance from the sofa (issue #32): at every seat count and
window size the coasters sit mirrored about the beer mat's upright middle, one of an odd
count on that middle line (trial I/014: at three seats two stood on the left and one on the
right, the table's lower right empty), and the serve plaque never covers the mat (trial
M/004: at five seats "Lock now: 8 steins" lay across the mat's top and its barrels)."""

from __future__ import annotations

import math

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.barrel_art import mat_reach
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _phase, played_until, seats
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SIZES = [(1920, 1080), (1280, 720), (800, 600)]
COUNTS = [2, 3, 4, 5, 6]


def _table(app: App, size: tuple[int, int], count: int) -> PolterfassScene:
    resize_window(app, size)
    frames(app, 2)
    session = played_until("polterfass", seats("polterfass", 1, count), 7, _phase("serving"), 5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    return scene


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("size", SIZES)
def test_the_seats_sit_mirrored_about_the_mat(app: App, size: tuple[int, int],
                                              count: int) -> None:
    scene = _table(app, size, count)
    middle = scene.table.mat_centre.x
    within = scene.px(6)
    centres = [place.centre for place in scene.coasters.places.values()]
    assert len(centres) == count
    lopsided = [(x, y) for x, y in centres if abs(x - middle) > within
                and not any(abs(2 * middle - x - other_x) <= within and abs(y - other_y) <= within
                            for other_x, other_y in centres)]
    assert not lopsided, f"{count} seats at {size}: no mirror for {lopsided} about x {middle}"
    on_axis = [centre for centre in centres if abs(centre[0] - middle) <= within]
    assert len(on_axis) == count % 2, f"{count} seats at {size}: {on_axis} on the mat's axis"


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("size", SIZES)
def test_the_plaque_keeps_off_the_mat(app: App, size: tuple[int, int], count: int) -> None:
    scene = _table(app, size, count)
    plaque, centre = scene.plaque.rect, scene.table.mat_centre
    nearest = math.hypot(max(plaque.left - centre.x, 0, centre.x - plaque.right),
                         max(plaque.top - centre.y, 0, centre.y - plaque.bottom))
    tips = mat_reach(scene.table.mat_radius)
    assert nearest > tips, f"{count} seats at {size}: plaque {plaque} within {tips} of {centre}"

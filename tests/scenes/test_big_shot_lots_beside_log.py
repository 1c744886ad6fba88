"""Big Shot's lots on the 18 auction circles read from the sofa with the game log open
(trial s29 G/184): beside the log the circles narrowed and their cubes, with the colour
marks on them, shrank from 31 to 21 px at 1080 (14 at 720), two thirds of their size with
the log closed. Measured as drawn: beside the log each lot's cubes keep 85% of their size
and of their spread (the row has 92 px a space at 1080), and stay in their circle."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import track as track_module
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

KEPT = 0.85
"""The least share of a lot's cube and spread kept beside the open log."""

Drawn = list[tuple[tuple[float, float], int]]


def _lots_drawn(scene: BigShotScene, monkeypatch: Any) -> dict[int, Drawn]:
    """Each space's cubes as the track draws them: (centre, size), the broker's space left
    out (its lot makes room for the pawn)."""
    track = scene.board.track
    drawn: Drawn = []
    monkeypatch.setattr(track_module, "draw_cube",
                        lambda surface, centre, size, look, **kw: drawn.append((centre, size)))
    lots = {}
    for space, lot in enumerate(scene.board.shown.lots):
        if space == track.standing or not lot:
            continue
        drawn.clear()
        track.draw_lots(pygame.Surface((8, 8)), [lot if i == space else [] for i in range(18)],
                        scene.looks)
        lots[space] = list(drawn)
    return lots


def _spread(cubes: Drawn) -> float:
    """How wide a lot lies, from its leftmost cube's edge to its rightmost one's."""
    return (max(x + size / 2 for (x, _), size in cubes)
            - min(x - size / 2 for (x, _), size in cubes))


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_lots_keep_their_size_beside_the_open_log(app: App, monkeypatch: Any,
                                                      size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    closed = _lots_drawn(scene, monkeypatch)
    assert closed, "the lots are drawn"
    least_cube = min(size for cubes in closed.values() for _, size in cubes)
    least_spread = min(_spread(cubes) for cubes in closed.values())
    wide = scene.board.track.radius
    press(pygame.K_l)  # the log opens; the board makes room beside it
    frames(app, 3)
    track = scene.board.track
    assert track.radius < wide, "the circles narrow beside the log"
    beside_log = _lots_drawn(scene, monkeypatch)
    assert beside_log.keys() == closed.keys()
    for space, cubes in beside_log.items():
        assert min(size for _, size in cubes) >= KEPT * least_cube, (space, least_cube, cubes)
        assert _spread(cubes) >= KEPT * least_spread, (space, least_spread, _spread(cubes))
        centre = track.centres[space]
        for (x, y), cube in cubes:  # every corner of every cube on its circle
            far = math.hypot(abs(x - centre[0]) + cube / 2, abs(y - centre[1]) + cube / 2)
            assert far <= track.radius * 1.05, (space, far, track.radius)

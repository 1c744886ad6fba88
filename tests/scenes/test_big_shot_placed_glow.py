"""A computer's placement shows where its cubes went (trial V/012): a person's own staged
cubes glow until confirmed, but a computer's flew onto the map and nothing marked the
districts, so a person watching could not follow it. Each district its cubes land in
glows, the placement's districts together, for seconds after its last cube lands; the
glow fades, and the game does not wait for it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.board import FLY_SECONDS, PLACED_SECONDS
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot_events import CubePlaced
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app

__all__ = ["app"]

ROBO = 1
PLACED = (3, 8)  # districts E16 and B11


def test_a_computers_placement_glows_in_its_districts(app: App,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER)])
    board = scene.board
    lit: list[tuple[int, int]] = []
    real = board_module.region_glow

    def record(polygon: Any, origin: tuple[int, int]) -> tuple[pygame.Surface, int]:
        lit.append(origin)
        return real(polygon, origin)

    monkeypatch.setattr(board_module, "region_glow", record)

    def glowing() -> set[int]:
        lit.clear()
        board.draw(pygame.Surface(app.context.size))
        return {piece.index for piece in board.city.pieces if piece.rect.topleft in lit}

    assert glowing() == set(), "nothing glows before the placement"
    for region in PLACED:
        step = scene.animate(CubePlaced(seat=ROBO, cube=ROBO, region=region,
                                        counts=(0, 1, 0, 0)))
        assert step is not None
        step.advance(FLY_SECONDS + 0.5)
    assert board.shown.counts[PLACED[0]][ROBO] == 1 and not board.flying
    assert glowing() == set(PLACED), "each district the computer placed in glows"
    board.update(2.0)  # long enough to be seen from the sofa, the first one too
    assert glowing() == set(PLACED)
    board.update(PLACED_SECONDS)
    assert glowing() == set(), "the glow fades"

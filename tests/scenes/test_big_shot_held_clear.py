"""The cube a placement's first Enter holds over a district covers no label (trial X/007:
held 16 px over its pile's place in Park A, it stood on the "Park A" name). For every
district, its first and its fourth colour, at 1920x1080 and 1280x720 with the log open
and shut: the held cube touches no district's badge nor a park's name."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.shell.app import App
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_held_cube_covers_no_label(app: App, monkeypatch: pytest.MonkeyPatch,
                                       size: tuple[int, int], log: bool) -> None:
    scene = crowded_map(app, size, "en", [(0, 0, 0, 0)], lambda region: False, log=log)
    board, city = scene.board, scene.board.city
    radius = city.px(17)
    labels = []
    for piece in city.pieces:
        badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        badge.center = (round(piece.badge[0]), round(piece.badge[1]))
        labels.append(badge)
    assert len(city.names) == 2, "both parks' names as the map drew them"
    labels += city.names.values()  # each name's felt, under its park's badge
    drawn: list[pygame.Rect] = []

    def cube(_surface: Any, centre: Any, side: int, _look: int, lift: float = 0.0) -> None:
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(centre[0]), round(centre[1] - lift))
        drawn.append(rect)

    monkeypatch.setattr(board_module, "draw_cube", cube)
    for region in range(len(REGIONS)):
        for colour in (0, 3):
            drawn.clear()
            board._draw_held(pygame.Surface(size), colour, region)
            (held,) = drawn
            assert held.collidelist(labels) < 0, (REGIONS[region].key, colour, held)

"""A pile's count tag stands beside its cube, covering none of it: laid over the cube's
edge, the tag hid a fifth of its face, and the layout shrank the cube by what the tag gave
back (session 38). Every pile the map draws, at 1920x1080 and 1280x720 with the log open
and shut, on the game's map and the lesson's low one. Where the map is too squeezed for
that (the log open) the piles are chips, and a chip's colour face beside its tag must show
its shape mark whole: the face was a sliver of a fifth of the tag, its mark half under the
tag (trial Y/004, 1280x720 with the log open)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.art import CHIP_TAG, chip_extent, tag_centre
from scenes.shell.app import App
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize(("log", "lesson"), [(False, False), (True, False), (False, True)])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_no_count_tag_covers_its_cube(app: App, monkeypatch: pytest.MonkeyPatch,
                                      size: tuple[int, int], log: bool, lesson: bool) -> None:
    scene = crowded_map(app, size, "en", [(3, 2, 1, 1)], lambda region: False, log=log,
                        lesson=lesson)
    board = scene.board
    piles: list[tuple[pygame.Rect, pygame.Rect]] = []
    chips: list[int] = []

    def pile(_surface: Any, centre: Any, side: int, *_args: Any, **kwargs: Any) -> None:
        if kwargs.get("chip"):  # a chip: its colour face and its tag side by side
            chips.append(kwargs["tag_side"])
            return
        cube = pygame.Rect(0, 0, side, side)
        cube.center = (round(centre[0]), round(centre[1]))
        tag = pygame.Rect(0, 0, kwargs["tag_side"], kwargs["tag_side"])
        tag.center = tag_centre(centre, side, tag.width)
        piles.append((cube, tag))

    monkeypatch.setattr(board_module, "draw_pile", pile)
    for region in range(len(board.city.pieces)):
        board._draw_region(pygame.Surface(size), region, [3, 2, 1, 1])
    assert piles or board.city.chips
    for cube, tag in piles:
        assert not cube.colliderect(tag), (cube, tag)
    for side in chips:  # the colour face left of the tag: over a third of the tag's side
        face = chip_extent(side)[0] - round(side * CHIP_TAG)
        assert face > side / 3, (side, face)

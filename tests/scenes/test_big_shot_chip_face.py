"""Big Shot's chips show their colour beside the count (trial Y/004, 1280x720 Korean, the
game log open): beside the open log the map's piles are chips, a colour face and a paper
count tag side by side, and the face was a fifth of the tag wide, a sliver of colour with
its shape mark half under the tag, grey and blue hard to tell apart. Every chip the map
draws beside the open log, at 1920x1080 and 1280x720, shows a face over a third of the
tag's side wide, its shape mark drawn whole on it, left of the tag."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.art import CHIP_TAG, chip_extent, count_chip, look_colour
from scenes.shell.app import App
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_chip_shows_its_colour_and_mark_beside_its_count(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    scene = crowded_map(app, size, "ko", [(3, 2, 1, 1)], lambda region: False, log=True)
    board = scene.board
    chips: list[tuple[int, int, int]] = []

    def pile(_surface: Any, _centre: Any, _side: int, look: int, _count: int, text_px: int,
             **kwargs: Any) -> None:
        if kwargs.get("chip"):
            chips.append((kwargs["tag_side"], look, text_px))

    monkeypatch.setattr(board_module, "draw_pile", pile)
    for region in range(len(board.city.pieces)):
        board._draw_region(pygame.Surface(size), region, [3, 2, 1, 1])
    assert board.city.chips and chips, "beside the open log the map draws chips"
    for side, look, text_px in set(chips):
        width, height = chip_extent(side)
        face = width - round(side * CHIP_TAG)
        assert face > side / 3, (side, face)
        # The mark, darker (or lighter) than the face, lies whole on it: some columns of
        # the face show it, and the face's last column, beside the tag, is its plain colour.
        picture = count_chip(side, look, 1, text_px)
        colour = look_colour(look)
        marked = [x for x in range(face) if any(
            sum(abs(a - b) for a, b in zip(picture.get_at((x, y))[:3], colour, strict=True))
            > 150 for y in range(height // 3, height - height // 3))]
        assert any(1 < x < face - 2 for x in marked), (side, look, "no mark on the face")
        assert face - 1 not in marked, (side, look, marked, face)

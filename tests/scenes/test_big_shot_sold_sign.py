"""The SOLD sign over a district whose counted cubes still stand (a sale's hold, a lesson's
card of the sale)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from scenes.games.big_shot.art import tag_centre
from scenes.games.big_shot.city import tag_side
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import COLOURS
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_sold_sign_leaves_every_cube_and_count_in_sight(app: App,
                                                            size: tuple[int, int]) -> None:
    """Trial s20: the sign over a sold district stood over the top cube and its count
    ("3" half under it). Each cube and count tag of the district looks the same with the
    sign up as without it, in every district."""
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")])
    board = scene.board
    cube, tag = board.city.cube_size, tag_side(board.city.scale)
    counts = [3, 2, 1, 1] + [0] * (COLOURS - 4)
    for region in range(len(board.city.pieces)):
        plain = pygame.Surface(size)
        plain.fill((200, 180, 140))
        signed = plain.copy()
        board._draw_region(plain, region, counts, 1.0)
        board.signed[region] = 0
        board._draw_region(signed, region, counts, 1.0)
        del board.signed[region]
        before, after = pygame.surfarray.pixels3d(plain), pygame.surfarray.pixels3d(signed)
        for colour in range(4):
            spot = board.pile_spot(region, colour, counts)
            # The cube's face within its rounded corners and the square within the round tag
            # (the edges blend with what lies under them).
            inner = [pygame.Rect(0, 0, cube * 2 // 3, cube * 2 // 3),
                     pygame.Rect(0, 0, tag * 2 // 3, tag * 2 // 3)]
            inner[0].center = (round(spot[0]), round(spot[1]))
            inner[1].center = tag_centre(spot, cube, tag)
            for part in inner:
                cut = (slice(part.left, part.right), slice(part.top, part.bottom))
                changed = int(np.count_nonzero(np.abs(before[cut].astype(int)
                                                      - after[cut].astype(int)).max(axis=2)
                                               > 24))
                assert changed == 0, f"the sign covers {changed} px of colour {colour}'s pile" \
                                     f" in district {region}"
        del before, after

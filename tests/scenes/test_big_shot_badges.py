"""The numbers on Big Shot's small pieces read from the sofa: at 1920x1080 each digit's ink
is at least 22 px tall as drawn (trial s20 read 18 px on the map's count tags as tiny)."""

from __future__ import annotations

import pygame

from scenes.games.big_shot.art import tag_centre
from scenes.games.big_shot.city import tag_side
from scenes.games.big_shot.panels import MoneyRow, draw_money_rows
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.i18n import ENGLISH
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

LEAST_DIGIT_1080 = 22
"""The least height of a digit's ink at 1920x1080 (px)."""


def _digit_heights(surface: pygame.Surface, ink: tuple[int, int, int],
                   within: pygame.Rect | None = None) -> list[int]:
    """The heights of the marks drawn in ``ink`` (within ``within``) taller than wide: the
    digits, not a rim around them."""
    area = surface if within is None else surface.subsurface(within)
    marks = pygame.mask.from_threshold(area, ink, (40, 40, 40, 255)).get_bounding_rects()
    return [rect.height for rect in marks if rect.height > rect.width and rect.height > 2]


def test_the_count_tags_on_the_map_write_their_digits_large_enough(app: App) -> None:
    """Each pile's count on a district, as the map draws it at 1920x1080."""
    resize_window(app, (1920, 1080))
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")])
    board = scene.board
    cube, tag = board.city.cube_size, tag_side(board.city.scale)
    counts = [3, 2, 1, 7]
    surface = pygame.Surface((1920, 1080))
    surface.fill(theme.PAPER)
    board._draw_region(surface, 4, counts)
    heights = []
    for colour in range(4):
        rect = pygame.Rect(0, 0, tag, tag)
        rect.center = tag_centre(board.pile_spot(4, colour, counts), cube, tag)
        heights += _digit_heights(surface, theme.INK, rect)
    assert heights and min(heights) >= LEAST_DIGIT_1080, heights
    assert len(heights) == len(counts), heights


def test_the_loan_slip_writes_its_ten_large_enough(screen: pygame.Surface) -> None:
    """Trial s20: the "10" on a loan slip beside a colour's cash was drawn about 8 px tall at
    1920x1080 (written large on a square slip, then shrunk with it)."""
    scale = 1.5
    surface = pygame.Surface((700, 200))
    surface.fill(theme.PAPER)
    draw_money_rows(ENGLISH, surface, pygame.Rect(20, 20, 500, 69 * 2),
                    [MoneyRow(0, 0, "Sora", 19, 1), MoneyRow(1, 1, "Taeo", 10, None)], scale)
    heights = _digit_heights(surface, theme.BRICK_DARK)
    assert heights, "the slip's 10 is drawn in brick"
    # "loan 10M" (trial s35 R/008): its lower-case letters are shorter than its 1 and 0.
    assert sum(height >= LEAST_DIGIT_1080 for height in heights) >= 2, heights

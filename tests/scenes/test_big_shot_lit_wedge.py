"""Big Shot: the wedge pointing at the money row to act stands whole in the margin at
the row's left. It was drawn inside the lit band, half under its ink edge and rounded
corner, the cached rows' image ending just past the band (trial s25 D): a notch, not
a pointer."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot import panels
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_lit_rows_wedge_stands_whole_left_of_its_band(app: App,
                                                         size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene, _, _ = first_auction(app, ("Mina", "Jun"), hidden=False)
    side = scene.side
    rows = side.money_rows
    lit = [index for index, row in enumerate(rows) if row.lit]
    assert len(lit) == 1
    surface = pygame.Surface(size)
    surface.fill(theme.PAPER)
    rect = side.rows_rect
    panels.draw_money_rows(app.context.words, surface, rect, rows, side.scale,
                           row_h=side.row_h)
    band_left = rect.x - theme.px(8, side.scale) // 2
    top = rect.y + lit[0] * side.row_h
    margin = pygame.Rect(side.panel.x, top, band_left - side.panel.x, side.row_h)
    ink = [(x, y) for x in range(margin.left, margin.right)
           for y in range(margin.top, margin.bottom) if surface.get_at((x, y))[:3] == theme.INK]
    assert len(ink) >= theme.px(5, side.scale) ** 2 // 2, "no wedge in the margin"
    assert min(x for x, _ in ink) > side.panel.x, "the wedge is cut at the panel's edge"

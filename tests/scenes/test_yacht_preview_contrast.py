"""The scores a roll would give, shown on the sheet before a row is picked, read from a
sofa: most of each figure's strokes stand at 4.5:1 or more on the lit column, at 22 px or
more at 1920x1080 (trial s34 O/013: light-grey thin italics on cream were weak)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.yacht.scene import YachtScene
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.yacht import CATEGORIES, Roll
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_yacht_scene import start

__all__ = ["app"]


def _strokes(surface: pygame.Surface, cell: pygame.Rect) -> tuple[int, int]:
    """Of the figure's pixels in ``cell`` (those apart from the cell's own paper), how
    many stand at 4.5:1 or more on that paper, and how many there are."""
    paper = tuple(surface.get_at((cell.x + 3, cell.centery)))[:3]
    figure = [tuple(surface.get_at((x, y)))[:3] for x in range(cell.x + 4, cell.right - 4)
              for y in range(cell.y + 2, cell.bottom - 2)]
    inked = [pixel for pixel in figure if theme.contrast(pixel, paper) > 1.5]
    return sum(theme.contrast(pixel, paper) >= 4.5 for pixel in inked), len(inked)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_previews_read_dark_on_the_lit_column(app: App, size: tuple[int, int]) -> None:
    scene = start(app)
    scene.act(Roll(0))
    frames(app, 60)
    resize_window(app, size)
    frames(app, 5)
    scene = app.context.manager.top
    assert isinstance(scene, YachtScene) and scene.sheet.show_previews
    sheet, surface = scene.sheet, app.context.display.surface
    if size == (1920, 1080):
        assert sheet.font_px >= 22
    for category in CATEGORIES:
        strong, inked = _strokes(surface, sheet.cell_rect(0, category))
        assert inked and strong >= 0.6 * inked, (category, strong, inked)

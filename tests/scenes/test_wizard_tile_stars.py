"""Wizard Extreme's menu tile: its night sky's stars stand spread across the sky at any
window size (trial s21: at a 1000x760 window they stood in a few columns, drawn as
vertical streaks)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from scenes.games.wizard_extreme.tile import paint_tile

STAR = (0xF6, 0xE7, 0xB0)


@pytest.mark.parametrize("size", [(388, 290), (390, 290), (500, 380), (582, 436),
                                  (776, 580)])
def test_the_stars_spread_across_the_sky(size: tuple[int, int]) -> None:
    height = size[1]
    surface = pygame.Surface(size)
    paint_tile(surface)
    sky = pygame.surfarray.array3d(surface)[:, : height // 2]
    columns = np.nonzero((sky == np.array(STAR)).all(axis=2).any(axis=1))[0]
    # 28 stars of 2 to 6 pixels, each in columns of its own, fill about a hundred columns;
    # in streaks (several stars on one column) they filled 24 to 61.
    assert len(columns) >= 80, columns

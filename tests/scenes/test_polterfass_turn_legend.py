"""Polterfass: the gold arrows between the seats say what they are (trial s32 I/014: a new
player found them unexplained, and an arrow is also a special barrel's face). A legend,
"Turn order", stands on the mat's side of the arrow up the left side, or left of the arrow
of the seat under the mat, clear of the mat, every coaster and name and the other arrows, at
every seat count with arrows."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games.polterfass.barrel_art import MAT_REACH
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_menus import FRAME
from tests.scenes.test_play_direction import polterfass_tables


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_arrows_have_a_legend_beside_one_of_them(app: App, size: tuple[int, int],
                                                     language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    for count, scene in polterfass_tables(app):
        coasters = scene.coasters
        assert coasters.legend == app.context.words("polterfass_scene.turn_order")
        legend = coasters.legend_rect()
        assert legend is not None, count
        marks = [mark for mark, _ in coasters.play_arrows()]
        # Beside an arrow, level with it.
        assert any(abs(mark.centery - legend.centery) <= 1
                   and (0 <= legend.left - mark.right <= scene.px(12)
                        or 0 <= mark.left - legend.right <= scene.px(12)) for mark in marks)
        for mark in marks:
            assert not legend.colliderect(mark), (count, legend, mark)
        r = coasters.radius
        for place in coasters.places.values():
            x, y = place.centre
            assert not legend.colliderect(pygame.Rect(x - r, y - r, 2 * r, 2 * r + scene.px(30)))
        centre, reach = scene.table.mat_centre, scene.table.mat_radius * MAT_REACH
        assert math.hypot(max(legend.left - centre.x, 0, centre.x - legend.right),
                          max(legend.top - centre.y, 0, centre.y - legend.bottom)) > reach
        assert legend.right < scene.tally.rect.x
        # Drawn: gold letters on the felt.
        surface = pygame.Surface(app.context.size)
        scene.draw(surface)
        gold = sum(1 for x in range(legend.left, legend.right)
                   for y in range(legend.top, legend.bottom)
                   if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD_LIGHT,
                                                      strict=True)) < 60)
        assert gold > legend.width, (count, gold)

"""The Winner's Circle ribbon ("Mina's chip is down on Green, face down", who bets first)
never stands over the podium's boxes: through the bets it hid 1st, 2nd, 3rd and Last for
two seconds after every chip (trial s29 G/009, 012, 016). With the coach on it stands over
the coach's card (read again once the ribbon goes); with the coach off, where the card
would be, the die and the betting chips standing above it (it stood over the boxes)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


@pytest.mark.parametrize("coach", [True, False])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_ribbon_stands_clear_of_the_podium(app: App, size: tuple[int, int],
                                               coach: bool) -> None:
    app.context.apply_settings(replace(app.context.settings, coach=coach))
    resize_window(app, size)
    frames(app, 2)
    scene = three_at_the_bets(app)
    frames(app, 3)
    ribbon = scene.table.ribbon_rect
    assert ribbon.width > 1, "no place for the ribbon"
    for box in scene.table.boxes.values():
        assert not ribbon.colliderect(box), (ribbon, box)
    assert not ribbon.colliderect(scene.table.die_row), (ribbon, scene.table.die_row)
    assert ribbon.colliderect(pygame.Rect((0, 0), size))

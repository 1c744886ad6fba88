"""Every Winner's Circle plate counts its chips down through the betting (trial s19): the
first bettor's plate read "bets first" all round (its count was dropped for room) while
the others read "3 chips to bet"."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.winners_circle_rules import chip_set
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


def test_every_plate_shows_its_chips_left_at_1920(app: App) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = three_at_the_bets(app)
    session = scene.session
    frames(app, 2)
    view = session.game.view(None)
    count = scene.text("status_chips", count=len(chip_set(view.options)))
    for seat, plate in enumerate(scene.plates):
        shown = plate.shown_layout()[4]
        assert count in shown, (seat, plate.subtitle, shown)

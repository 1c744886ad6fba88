"""Every seat's money in the top bar at one size: the first bettor's plate, its status
"bets first · 3 chips to bet" the long one, showed "$1150" smaller than the others'
"$400" (trial s18, 129 and 158)."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


def test_the_first_bettors_money_is_as_large_as_everyones(app: App) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = three_at_the_bets(app)
    session = scene.session
    frames(app, 2)
    first = session.game.view(None).state.first_bettor
    assert scene.plates[first].subtitle.endswith(scene.text("status_first", chips="")
                                                   .strip(" ·"))
    sizes = []
    for seat, plate in enumerate(scene.plates):
        plate.set_score(1150 if seat == first else 400, animate=False)
        sizes.append(plate.score_px_alone())
    assert len(set(sizes)) == 1, sizes

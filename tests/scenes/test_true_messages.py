"""What the table says stays true: the plates follow a move as soon as the table shows
it, not after the banner and the next seat's turn."""

from __future__ import annotations

from scenes.app import App
from tabletop.games.yacht import Category
from tests.scenes.test_couch_manners import score_something
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_yacht_scene import start

__all__ = ["app"]


def test_a_score_reaches_its_plate_while_the_next_seats_banner_plays(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app, opponent=None)  # Mina and Jun, two people
    score_something(app, scene)
    for _ in range(400):
        frames(app, 1)
        if scene.banner.is_active:
            break
    assert scene.banner.is_active, "the turn passed to Jun with a banner"
    scored = scene.session.game.scores()[0]
    assert Category.CHOICE in scene.session.game.state.sheets[0] and scored > 0
    assert scene.plates[0].counter.target == scored, "the plate lags the sheet"

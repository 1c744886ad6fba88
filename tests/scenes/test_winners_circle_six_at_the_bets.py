"""Six persons at the Winner's Circle bets with the coach off (trial s36's note): the
ribbon naming the first bettor stood over the empty 1st, 2nd, 3rd and Last boxes, the die's
row under the chips reaching into the ribbon's room."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.panels import ribbon_face
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"]
SIZES = [(1920, 1080), (1280, 720)]


def _six(app: App, size: tuple[int, int], language: str) -> WinnersCircleScene:
    """Six persons at a new table (seed 5) in a window of ``size``, the coach off."""
    app.context.apply_settings(replace(app.context.settings, language=language, coach=False))
    resize_window(app, size)
    frames(app, 2)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, seat) for seat, name in enumerate(NAMES)], seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    return scene


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=["1080p", "720p"])
def test_the_first_bettors_ribbon_leaves_the_empty_boxes_clear(app: App, size: tuple[int, int],
                                                               language: str) -> None:
    scene = _six(app, size, language)
    table = scene.table
    for _ in range(60):
        if table.ribbon:
            break
        frames(app, 1)
    assert table.ribbon, "nobody was named to bet first"
    face = ribbon_face(table.ribbon_rect, table.ribbon, table.scale)
    for box in table.boxes.values():
        assert not face.colliderect(box), (face, box)
    assert not face.colliderect(table.die_row), (face, table.die_row)
    for chips in table.chip_pieces:
        assert not face.colliderect(chips.rect), (face, chips.rect)
    assert table.geo.infield.contains(face), (face, table.geo.infield)

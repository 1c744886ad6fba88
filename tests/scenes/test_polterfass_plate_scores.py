"""Every Polterfass plate's score stands at one size on one line, a computer guest's too:
"Guest · Computer" moved that plate's score up beside the name, smaller than the others'
(trial s19); the status now gives up its last part instead."""

from __future__ import annotations

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_wizard_plate_scores import _score_rect

__all__ = ["app"]

NAMES = ("Mina", "Christopher", "Alexandra-Maria", "Joon", "Hana", "Jun")


@pytest.mark.parametrize("count", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_plate_score_at_one_size(app: App, size: tuple[int, int], count: int,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    resize_window(app, size)
    frames(app, 1)
    table = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(NAMES[:count])]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    for plate in scene.plates:
        plate.set_score(74, animate=False)
    frames(app, 1)
    statuses = [plate.subtitle for plate in scene.plates]
    assert scene.text("status_ordered") not in statuses and any(" · " in s for s in statuses)
    scores = [_score_rect(plate, monkeypatch) for plate in scene.plates]
    assert len({rect.height for rect in scores}) == 1, (statuses, [r.size for r in scores])
    lines = {rect.centery - plate.rect.centery for rect, plate in zip(scores, scene.plates,
                                                                      strict=True)}
    assert len(lines) == 1, (statuses, [rect.center for rect in scores])

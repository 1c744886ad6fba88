"""Big Shot: the placement panel says what a SOLD sign means once a district is sold.
A trial read the red SOLD tags on the map as unexplained (trial s33 M/002): under the
placement's lines, where room is left, one line says a SOLD district is full at 7 cubes and
its owner final."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import panels, side_panel
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_first_enter import _placement_begun
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _drawn_words(shell: App, scene: BigShotScene, monkeypatch: Any) -> list[str]:
    """The words the panel draws in one frame of the placement."""
    shown: list[str] = []
    real = panels.draw_words

    def recording(*args: Any, **kwargs: Any) -> int:
        kwargs["shown"] = shown
        return real(*args, **kwargs)

    monkeypatch.setattr(side_panel, "draw_words", recording)
    frames(shell, 2)
    scene.draw(pygame.Surface(shell.context.size))
    assert shown, "the panel drew no words"
    return shown


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_sold_district_is_explained_beside_the_placement(
        app: App, monkeypatch: Any, language: str, size: tuple[int, int]) -> None:

    view_in(app, size, language)
    scene, game = _placement_begun(app)
    note = app.context.words("big_shot_scene.sold_note")
    assert note not in _drawn_words(app, scene, monkeypatch), "said before anything was sold"
    game.state.region_closed[3], game.state.region_owner[3] = True, 0
    scene.driver.resync()
    assert note in _drawn_words(app, scene, monkeypatch), "nothing says what SOLD means"

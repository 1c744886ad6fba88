"""Big Shot's Roll the die beside the open game log (trial s24 B, 083): the panel narrowed
and the button's words shrank from 26 to 19 px at 1080. Beside the log it says the
short "Roll" at the size its words have without the log."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_roll_button_keeps_its_words_beside_the_open_log(app: App, language: str,
                                                             size: tuple[int, int]) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    assert scene.session.game.state.phase is Phase.ROLL
    alone, wide = scene.roll_button.label_px(), scene.side.panel.width
    press(pygame.K_l)  # the log opens; the board makes room beside it
    frames(app, 3)
    assert scene.side.panel.width < wide, "the panel narrows beside the log"
    beside_log = scene.roll_button.label_px()
    assert beside_log >= alone, (alone, beside_log)

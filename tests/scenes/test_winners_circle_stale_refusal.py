"""Winner's Circle: a refusal goes once the move it asked for is made. "Roll the die
first, then choose a horse." stood on after the roll, while the prompt said "Player 1
rolled Head: choose a horse" (issue #32, a trial's screen 138)."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]

ROLL_FIRST = translate("winners_circle.error.roll_first", "en")


def test_roll_first_goes_with_the_roll(app: App) -> None:
    set_speed(app, "normal")
    scene = race_to_roll(app, ["Mina", "Jun"], 4, 4)
    session = scene.session
    press(pygame.K_1)
    frames(app, 2)
    (refusal,) = [toast for toast in scene.toasts.toasts if toast.text == ROLL_FIRST]
    refusal.seconds = 600.0  # however long it might stay, it is wrong once the die is rolled
    press(pygame.K_SPACE)
    frames(app, 2)
    assert session.game.state.phase is Phase.MOVE
    assert refusal not in scene.toasts.toasts, "'Roll the die first' over the rolled die"

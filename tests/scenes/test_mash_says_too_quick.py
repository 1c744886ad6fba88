"""A confirming key a mash holds back says so (scenes/shell/mash.py, manager.py).

Trial s35 R/001: on Wizard's prediction, "1 2 m Space Return" 40 ms apart took the seals
of 1 and 2, and the mash rule held back Space and Return without a word: the panel still
said "Confirm prediction: 2" and the player thought their confirm counted. Enter mashed
on a cover said "Too quick"; a held-back confirming key now says it on every screen,
through the scene's one :meth:`~scenes.shell.scene.Scene.press_held_back`."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.test_game_base import FRAME, app
from tests.scenes.test_wizard_cover_burst import _cover_lifted

__all__ = ["app"]

pytestmark = pytest.mark.mash


def test_a_mash_on_the_prediction_says_its_confirm_was_too_quick(app: App) -> None:
    keyboard, history = _cover_lifted(app)
    scene = app.context.manager.top
    game = scene.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    for key in (pygame.K_1, pygame.K_2, pygame.K_m, pygame.K_SPACE, pygame.K_RETURN):
        keyboard.press(key)  # 40 ms apart, as xdotool's --delay 40
        keyboard.run(FRAME)
        keyboard.release(key)
        keyboard.run(FRAME)
    keyboard.run(0.1)
    assert not any(type(move).__name__ == "Predict" for move in game.history[len(history):])
    said = [toast.text for toast in scene.frame.toasts.toasts]  # type: ignore[attr-defined]
    assert app.context.words("table.too_quick") in said, f"the confirm held back: {said}"


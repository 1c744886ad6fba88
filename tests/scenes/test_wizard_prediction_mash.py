"""A mash on a person's prediction makes no second choice (DESIGN §3, "one press, one
action"; scenes/shell/mash.py): "1 2 m Space Return a 5 Space", 40 ms apart, took a red
and a yellow seal before the mash guard stopped the rest (trial s34 O/005). The keys of
a mash come closer together than any hand's two choices: from the second key on, the
burst does nothing."""

from __future__ import annotations

import time

import pygame
import pytest

from scenes.shell.app import App
from scenes.shell.mash import MASH_QUIET_SECONDS
from tests.scenes.test_game_base import FRAME, app
from tests.scenes.test_wizard_cover_burst import _cover_lifted

__all__ = ["app"]

pytestmark = pytest.mark.mash

MASH = (pygame.K_1, pygame.K_2, pygame.K_m, pygame.K_SPACE, pygame.K_RETURN, pygame.K_a,
        pygame.K_5, pygame.K_SPACE)
"""The trial's mash, in its order."""


def test_a_mash_on_the_prediction_takes_one_seal_at_most(app: App) -> None:
    keyboard, history = _cover_lifted(app)
    game = app.context.manager.top.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    for key in MASH:  # a key every three frames (50 ms), each let go before the next
        keyboard.press(key)
        keyboard.run(FRAME)
        keyboard.release(key)
        keyboard.run(2 * FRAME)
    keyboard.run(0.3)
    taken = game.history[len(history):]
    assert len(taken) <= 1, f"the mash made {len(taken)} choices: {taken}"
    # Once the keys have rested, a deliberate number key takes its seal.
    keyboard.run(MASH_QUIET_SECONDS + 0.1)
    keyboard.tap(pygame.K_2)
    keyboard.run(0.2)
    assert len(game.history) == len(history) + len(taken) + 1, "a rested press acts"


def test_two_number_keys_a_hand_apart_take_two_seals(app: App) -> None:
    """The chord rule leaves a hand's quick pair of choices alone (0.15 s apart)."""
    keyboard, history = _cover_lifted(app)
    game = app.context.manager.top.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    keyboard.tap(pygame.K_1, held=0.05)
    keyboard.run(0.1)
    keyboard.tap(pygame.K_2, held=0.05)
    keyboard.run(0.2)
    assert len(game.history) == len(history) + 2, game.history[len(history):]


def test_a_mash_that_wakes_the_sleeping_loop_is_timed_as_it_came(app: App) -> None:
    """While a person thinks over a prediction nothing moves and the main loop sleeps
    (:meth:`App.tick`); the keys that wake it are timed when they came. The first was
    timed when the last frame was drawn, the sleep counted only after it, so the second
    key, 40 ms later, stood the whole sleep apart: "1 2 m Space Return" in a real window
    took two seals (trial s35 R/001)."""
    keyboard, history = _cover_lifted(app)
    game = app.context.manager.top.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    app._last_input = 0.0  # nobody has touched anything for a while
    assert app.is_idle()
    time.sleep(0.3)  # the person thinks; the loop sleeps
    for key in (pygame.K_1, pygame.K_2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.tick()  # the first wakes the sleeping loop, the second comes a frame later
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    keyboard.run(0.3)
    taken = game.history[len(history):]
    assert len(taken) <= 1, f"the mash made {len(taken)} choices: {taken}"

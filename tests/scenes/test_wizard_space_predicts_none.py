"""A prediction of no tricks by Space is a deliberate choice (trial s32).

A single Space, the Confirm key, predicted no tricks at once, before the person had chosen
anything: a stray press (one too many from a cover or a round's end) predicted zero. Now,
with no seal taken, the first Space refuses, says how to choose, and changes nothing; a
second Space predicts none, as a decision's first Enter only shows where it acts
(scenes/games/enter_guard.py). A seal taken is a choice: Space then confirms at once.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.widgets.button import key_label
from tabletop.games.wizard_extreme import Phase, Predict, TakeMagician, TakeSeal
from tabletop.i18n import Words
from tests.scenes.test_game_base import QUIET_SECONDS, frames, press
from tests.scenes.test_wizard_extreme_scene import app, start

__all__ = ["app"]


def minas_prediction(shell: App, *, magician_free: bool = False) -> WizardExtremeScene:
    """Mina (seat 0, the one person) to predict, the table taking her keys (with
    ``magician_free``, the black magician still hers to take)."""
    for seed in range(1, 40):
        scene = start(shell, seed=seed, persons=1)
        game = scene.session.game
        for _ in range(600):
            if game.state.phase is Phase.PREDICT and game.current_seat == 0 and (
                    scene.accepts_input and scene.driver.is_settled) and (
                    not magician_free or game.is_legal(TakeMagician(0))):
                return scene
            if game.state.phase is not Phase.PREDICT:
                break
            frames(shell, 1)
        shell.context.manager.pop()
    raise AssertionError("Mina never came to predict")


def _space(shell: App) -> None:
    frames(shell, 1, dt=QUIET_SECONDS)  # a deliberate press, the keys quiet before it
    press(pygame.K_SPACE)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    frames(shell, 2)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_first_space_with_no_seal_refuses_and_a_second_predicts_none(
        app: App, language: str) -> None:
    app.context.words = Words(language)
    scene = minas_prediction(app)
    game = scene.session.game
    position, seals = scene.driver.position, dict(game.state.pool)
    _space(app)
    assert scene.driver.position == position, "a single Space predicted no tricks"
    assert game.state.pool == seals and not game.state.predicted[0]
    said = scene.prompt.text
    key = key_label(app.context.words, pygame.K_SPACE, app.context.input)
    assert said == scene.text("choose_tricks_first", key=key), said
    _space(app)
    assert scene.driver.position == position + 1
    assert game.history[-1] == Predict(0) and game.state.predicted[0]


def test_space_confirms_at_once_once_a_seal_is_taken(app: App) -> None:
    scene = minas_prediction(app)
    game = scene.session.game
    stack = next(stack for stack in scene.pool.stacks.values()
                 if stack.enabled and stack.key is not None)
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_0 + stack.key)
    frames(app, 2)
    assert isinstance(game.history[-1], TakeSeal)
    position = scene.driver.position
    _space(app)
    assert scene.driver.position == position + 1 and game.history[-1] == Predict(0)

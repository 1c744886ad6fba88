"""The black magician is chosen, then confirmed, as seals are (trial s32 K/009).

M (or "Take the black magician") took him and ended the prediction in one press, the turn
passing on with no Undo, while seals wait for Space. Now M chooses him: nothing is played,
Confirm reads "Confirm: black magician" and the prompt says how to take him or put him
back; Space (or Confirm) takes him. M again, Ctrl+Z, or taking a seal puts him back.
Taking him is the whole prediction (RULES.md §3.4: no seals, no prediction), so a seal
and the magician are never chosen together.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.widgets.button import key_label
from tabletop.games.wizard_extreme import TakeMagician, TakeSeal
from tabletop.i18n import Words
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import QUIET_SECONDS, click, frames, press
from tests.scenes.test_wizard_extreme_scene import app
from tests.scenes.test_wizard_space_predicts_none import minas_prediction

__all__ = ["app"]


def _key(shell: App, key: int, mod: int = 0) -> None:
    frames(shell, 1, dt=QUIET_SECONDS)  # a deliberate press, the keys quiet before it
    press(key, mod)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    frames(shell, 2)


def _chosen(shell: App) -> tuple[WizardExtremeScene, int, int]:
    """Mina's prediction with the magician chosen by M: the scene, the table's position
    and the game's history length before M."""
    scene = minas_prediction(shell, magician_free=True)
    position, played = scene.driver.position, len(scene.session.game.history)
    _key(shell, pygame.K_m)
    return scene, position, played


@pytest.mark.parametrize("language", ["en", "ko"])
def test_m_chooses_the_magician_and_space_takes_him(app: App, language: str) -> None:
    app.context.words = Words(language)
    scene, position, played = _chosen(app)
    game = scene.session.game
    assert scene.driver.position == position, "M ended the prediction at once"
    assert len(game.history) == played and game.state.magician is None
    assert scene.side.confirm_button.label == scene.text("confirm_magician")
    assert scene.side.magician_button.label == scene.text("magician_back")
    words = app.context.words
    assert scene.frame.prompt.text == scene.text(
        "prompt_magician", name=scene.session.name(0),
        key=key_label(words, pygame.K_SPACE, app.context.input),
        back=key_label(words, pygame.K_m, app.context.input)), scene.frame.prompt.text
    _key(app, pygame.K_SPACE)  # no "choose first": he is a choice
    assert game.history[played] == TakeMagician(0), game.history[played:]
    assert game.state.magician == 0 and game.state.predicted[0]


@pytest.mark.parametrize(("key", "mod"), [(pygame.K_m, 0), (pygame.K_z, pygame.KMOD_CTRL)],
                         ids=["m_again", "ctrl_z"])
def test_m_again_or_undo_puts_him_back(app: App, key: int, mod: int) -> None:
    scene, position, played = _chosen(app)
    game = scene.session.game
    _key(app, key, mod)
    assert not scene.side.magician_chosen and game.state.magician is None
    assert len(game.history) == played and scene.driver.position == position
    assert scene.side.confirm_button.label == scene.text("confirm_none")
    _key(app, pygame.K_SPACE)  # back to nothing chosen: the first Space only asks
    assert len(game.history) == played


def test_a_seal_taken_puts_him_back(app: App) -> None:
    scene, _, played = _chosen(app)
    game = scene.session.game
    stack = next(stack for stack in scene.pool.stacks.values()
                 if stack.enabled and stack.key is not None)
    assert stack.key is not None
    _key(app, pygame.K_0 + stack.key)
    assert isinstance(game.history[played], TakeSeal), game.history[played:]
    assert not scene.side.magician_chosen and game.state.magician is None


def test_clicks_choose_him_then_confirm_takes_him(app: App) -> None:
    scene = minas_prediction(app, magician_free=True)
    game = scene.session.game
    played = len(game.history)
    frames(app, 1, dt=QUIET_SECONDS)
    click(scene.side.magician_button.rect.center)
    frames(app, 2)
    assert scene.side.magician_chosen and len(game.history) == played
    assert scene.pool.magician_chosen  # he stands faded in the middle until confirmed
    click(scene.side.confirm_button.rect.center)
    frames(app, 2)
    assert game.history[played] == TakeMagician(0)


def test_the_lesson_refuses_m_at_a_step_asking_for_a_seal() -> None:
    """The lesson's learner never takes the magician: M at its prediction chooses nothing
    (it chose him, the lesson's Confirm reading "Confirm: black magician")."""
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, "wizard_extreme")
        while not isinstance(driver.step.expect if driver.step else None, TakeSeal):
            take_step(shell, scene)
            ready(shell, scene)
        _key(shell, pygame.K_m)
        assert isinstance(scene, WizardExtremeScene) and not scene.side.magician_chosen
        assert scene.side.confirm_button.label == scene.text("confirm_none")

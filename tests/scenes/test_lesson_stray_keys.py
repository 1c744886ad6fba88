"""Keys that no hint names do nothing in a lesson: at every step of every lesson, each key
of a burst leaves the game and the step as they were (a stray Ctrl+Z in such a burst once
placed the Winner's Circle learner's bet: it skipped the step, which plays its move).

The keys reach the lesson one by one, without the keyboard-mash rule (scenes/shell/mash.py):
with it, every key from the burst's third on is swallowed as a mash before the lesson sees
it, and the test passed with Ctrl+Z skipping the step again. A burst under the mash rule in a
lesson is tests/scenes/test_key_mash.py's."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.shell.app import App
from scenes.widgets.button import Button
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

STRAY_KEYS: tuple[tuple[int, int], ...] = (
    (pygame.K_F1, 0), (pygame.K_q, 0), (pygame.K_x, 0), (pygame.K_9, 0), (pygame.K_0, 0),
    (pygame.K_BACKSPACE, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_DELETE, 0),
    (pygame.K_HOME, 0), (pygame.K_END, 0), (pygame.K_INSERT, 0), (pygame.K_F5, 0),
    (pygame.K_m, 0), (pygame.K_k, 0), (pygame.K_p, 0), (pygame.K_c, 0),
)
"""The burst a new player's trial typed: keys that are no lesson's step, nor its Next or
Skip (S), nor a move any hint names in these lessons."""


@pytest.fixture
def shell() -> Iterator[App]:
    with running_app() as application:
        yield application


def state(scene: GameScene[Any]) -> tuple[object, ...]:
    return (scene.driver.step_index, scene.driver.finished, scene.session.game.to_dict())


def hinted_keys(scene: GameScene[Any]) -> set[int]:
    """The keys shown on the table's buttons now (Pass's P, Close the tap's C)."""
    return {piece.hotkey for ring in scene.focus_rings() for piece in ring.buttons
            if isinstance(piece, Button) and piece.enabled and piece.hotkey is not None}


def tap(shell: App, key: int, mod: int) -> None:
    """``key`` pressed for a frame and let go (no mash rule: the pace changes nothing)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    frames(shell, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    frames(shell, 1)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_stray_keys_change_nothing_at_any_step_of_a_lesson(shell: App, game_id: str) -> None:
    """Each key of the burst at every step: nothing changes, unless the key is the one a
    button on the table shows for the very move the step waits for (then it takes it)."""
    scene = open_lesson(shell, game_id)
    checked = 0
    for _ in range(len(scene.driver.lesson.steps) + 1):
        if scene.driver.finished:
            break
        ready(shell, scene)
        step = scene.driver.step
        for key, mod in STRAY_KEYS:
            before, hinted = state(scene), hinted_keys(scene)
            tap(shell, key, mod)
            if state(scene) == before:
                continue
            where = f"{game_id} step {before[0]}: {pygame.key.name(key)}"
            assert key in hinted and mod == 0, f"{where} changed the game or the step"
            assert step is not None and step.expect is not None, where
            assert scene.session.game.history[-1] == step.expect, where
            break
        else:
            checked += 1
            frames(shell, 30)
            assert state(scene) == before, f"{game_id} step {before[0]}: changed later"
            take_step(shell, scene)
    assert scene.driver.finished and checked


def test_the_controllers_y_still_skips_a_step(shell: App) -> None:
    """The Skip button shows Y while a controller is in hand: it sends Ctrl+Z, which skips
    (typed on a keyboard, Ctrl+Z does not)."""
    scene = open_lesson(shell, "winners_circle")
    ready(shell, scene)
    at = scene.driver.step_index
    for _ in range(2):  # it says where it goes, then goes
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=pygame.CONTROLLER_BUTTON_Y,
                                                 instance_id=0))
        frames(shell, 5)
    assert scene.driver.step_index > at

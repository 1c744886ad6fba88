"""Enter at a lesson's step takes the move its glow points at, never another (issue #32:
Wizard Extreme's "Play the 5" had the focus and Enter's hint on green 1)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press


def at_step(shell: App, game_id: str, step: str) -> tuple[GameScene[Any], LessonDriver]:
    """The lesson of ``game_id`` walked to the step whose words end in ``step``, ready."""
    scene, driver = open_lesson_driver(shell, game_id)
    while not (driver.step is not None and driver.step.text.endswith(step)):
        take_step(shell, scene)
    ready(shell, scene)
    return scene, driver


@pytest.mark.parametrize(("game_id", "step"), [
    ("wizard_extreme", ".follow_green"),
    # The glow is on the row's cell in the learner's column, the ring's piece the whole
    # row: Enter rolled the dice (refused, its hint under the card) at Four of a Kind.
    ("yacht", ".score_four"), ("yacht", ".score_straight")])
def test_enter_takes_the_move_the_lesson_asks_for(game_id: str, step: str) -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, game_id, step)
        assert driver.step is not None
        expected = driver.step.expect
        assert expected is not None
        assert any(ring.focused is not None for ring in scene.focus_rings()), \
            "no piece has the keyboard focus"
        at = driver.step_index
        press(pygame.K_RETURN)
        frames(shell, 20)
        assert driver.step_index > at, "Enter did not take the move the step asks for"
        assert expected in scene.session.game.history, "Enter took another move"


def test_a_named_row_beside_the_glow_is_framed_in_ink_not_gold() -> None:
    """Yacht's Four of a Kind step names Threes: its frame was a second gold highlight
    beside the glowing Four of a Kind cell (two gold things, which to click?)."""
    with running_app() as shell:
        _, driver = at_step(shell, "yacht", ".score_four")
        marks: list[bool] = []
        drawn = driver.card.draw_mark

        def record(surface: pygame.Surface, part: pygame.Rect, *, quiet: bool = False) -> None:
            marks.append(quiet)
            drawn(surface, part, quiet=quiet)

        driver.card.draw_mark = record  # type: ignore[method-assign]
        frames(shell, 2)
        assert marks and all(marks), f"Threes framed in gold beside the glow: {marks}"

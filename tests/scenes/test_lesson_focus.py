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
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames, press


def at_step(shell: App, game_id: str, step: str) -> tuple[GameScene[Any], LessonDriver]:
    """The lesson of ``game_id`` walked to the step whose words end in ``step``, ready."""
    scene, driver = open_lesson_driver(shell, game_id)
    while not (driver.step is not None and driver.step.text.endswith(step)):
        take_step(shell, scene)
    ready(shell, scene)
    return scene, driver


ENTER_STEPS = [
    ("wizard_extreme", ".follow_green"),
    # The glow is on the row's cell in the learner's column, the ring's piece the whole
    # row: Enter rolled the dice (refused, its hint under the card) at Four of a Kind.
    ("yacht", ".score_four"), ("yacht", ".score_straight")]


class EnterWatch(Watch):
    """At the steps of :data:`ENTER_STEPS`: Enter, and whether it took the step's move."""

    games = ("wizard_extreme", "yacht")

    def __init__(self) -> None:
        self.found: dict[str, list[str]] = {}

    def take(self, walk: Walk) -> bool:
        driver, scene, step = walk.driver, walk.scene, walk.driver.step
        name = f".{walk.step_name}"
        if step is None or (walk.game_id, name) not in ENTER_STEPS:
            return False
        found = self.found[name] = []
        expected = step.expect
        if expected is None:
            found.append("the step asks for no move")
            return False
        if not any(ring.focused is not None for ring in scene.focus_rings()):
            found.append("no piece has the keyboard focus")
        at = driver.step_index
        press(pygame.K_RETURN)
        frames(walk.shell, 20)
        if driver.step_index <= at:
            found.append("Enter did not take the move the step asks for")
        elif expected not in scene.session.game.history:
            found.append("Enter took another move")
        return True


@pytest.mark.parametrize(("game_id", "step"), ENTER_STEPS)
def test_enter_takes_the_move_the_lesson_asks_for(game_id: str, step: str) -> None:
    found = shared_walk(game_id, EnterWatch).found
    assert step in found, f"the walk never met {step}"
    assert not found[step], found[step]


class NamedRowWatch(Watch):
    """At Yacht's Four of a Kind step: how the row its words name is framed."""

    games = ("yacht",)

    def __init__(self) -> None:
        self.marks: list[bool] | None = None

    def look(self, walk: Walk) -> None:
        if walk.step_name != "score_four":
            return
        driver = walk.driver
        marks: list[bool] = []
        drawn = driver.card.draw_mark

        def record(surface: pygame.Surface, part: pygame.Rect, *, quiet: bool = False) -> None:
            marks.append(quiet)
            drawn(surface, part, quiet=quiet)

        driver.card.draw_mark = record  # type: ignore[method-assign]
        frames(walk.shell, 2)
        driver.card.draw_mark = drawn  # type: ignore[method-assign]
        self.marks = marks


def test_a_named_row_beside_the_glow_is_framed_in_ink_not_gold() -> None:
    """Yacht's Four of a Kind step names Threes: its frame was a second gold highlight
    beside the glowing Four of a Kind cell (two gold things, which to click?)."""
    marks = shared_walk("yacht", NamedRowWatch).marks
    assert marks is not None, "the walk never met Four of a Kind"
    assert marks and all(marks), f"Threes framed in gold beside the glow: {marks}"

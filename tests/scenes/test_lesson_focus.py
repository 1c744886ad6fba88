"""Enter at a lesson's step takes the move its glow points at, never another (issue #32:
Wizard Extreme's "Play the 5" had the focus and Enter's hint on green 1)."""

from __future__ import annotations

import pygame

from scenes.modes.lesson import LessonDriver
from tabletop.games.wizard_extreme import PlayCard
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press


def test_enter_plays_the_card_the_wizard_lesson_asks_for() -> None:
    with running_app() as shell:
        scene = open_lesson(shell, "wizard_extreme")
        driver = scene.driver
        assert isinstance(driver, LessonDriver)
        while not (driver.step is not None and driver.step.text.endswith(".follow_green")):
            take_step(shell, scene)
        ready(shell, scene)
        expected = driver.step.expect
        assert isinstance(expected, PlayCard)
        at = driver.step_index
        press(pygame.K_RETURN)
        frames(shell, 20)
        assert driver.step_index > at, "Enter did not play the card the step asks for"
        assert expected in scene.session.game.history, "Enter played another card"


def test_a_named_row_beside_the_glow_is_framed_in_ink_not_gold() -> None:
    """Yacht's Four of a Kind step names Threes: its frame was a second gold highlight
    beside the glowing Four of a Kind cell (two gold things, which to click?)."""
    with running_app() as shell:
        scene = open_lesson(shell, "yacht")
        driver = scene.driver
        assert isinstance(driver, LessonDriver)
        while not (driver.step is not None and driver.step.text.endswith(".score_four")):
            take_step(shell, scene)
        ready(shell, scene)
        marks: list[bool] = []
        drawn = driver.card.draw_mark

        def record(surface: pygame.Surface, part: pygame.Rect, *, quiet: bool = False) -> None:
            marks.append(quiet)
            drawn(surface, part, quiet=quiet)

        driver.card.draw_mark = record  # type: ignore[method-assign]
        frames(shell, 2)
        assert marks and all(marks), f"Threes framed in gold beside the glow: {marks}"

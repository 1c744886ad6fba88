"""Big Shot's lesson asks before its loan as the game does: the first K says on the prompt
line what the loan gives and costs and that K again takes it (trial s36 S/004: in the lesson
the first K showed nothing, its words a note on the card that found no room beside it)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.big_shot.auction import LOAN_AGAIN_SECONDS
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step, wait_seconds
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press


def _at_the_loan(shell: App, language: str) -> tuple[GameScene[Any], LessonDriver]:
    scene, driver = open_lesson_in(shell, "big_shot", (1920, 1080), language)
    while not (driver.step is not None and driver.step.text.endswith(".loan")):
        take_step(shell, scene)
    ready(shell, scene)
    wait_seconds(shell, 2.0)  # the card read a moment, as the trial's learner did
    return scene, driver


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_first_k_on_the_lessons_loan_asks_on_the_prompt_line(language: str) -> None:
    with running_app() as shell:
        scene, driver = _at_the_loan(shell, language)
        game, at = scene.session.game, driver.step_index
        told = scene.frame.prompt.text
        press(pygame.K_k)
        frames(shell, 3)
        colour = game.state.acting_colour
        assert colour is not None
        loan = scene.pad.loan_button  # type: ignore[attr-defined]
        asked = shell.context.words("big_shot_scene.loan_ask_key_due", key="K",
                                    due=game.state.cash[colour] + 1, **loan.label_args)
        assert driver.step_index == at and game.state.loan_floor is None, "one K took the loan"
        assert scene.frame.prompt.text == asked, scene.frame.prompt.text
        # Another press and the prompt says the step's move again, as in a game.
        press(pygame.K_LEFT)
        frames(shell, 3)
        assert scene.frame.prompt.text == told
        # Asked again, a second K after a breath takes the loan, and the lesson goes on.
        press(pygame.K_k)
        frames(shell, 3)
        assert scene.frame.prompt.text == asked
        wait_seconds(shell, LOAN_AGAIN_SECONDS)
        press(pygame.K_k)
        frames(shell, 3)
        assert game.state.loan_floor is not None and driver.step_index > at

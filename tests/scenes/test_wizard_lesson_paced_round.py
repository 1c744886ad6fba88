"""The Wizard Extreme lesson plays the round's last tricks for the learner at the table's
pace: one Next played tricks 3 to 15 in a blink, and the learner saw the round jump to its
end. Its card says so and stays up with Skip step alone while the table plays each card and
shows each won trick; Skip step makes the rest at once."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.base import GameScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press

REST = next(step for step in LESSONS["wizard_extreme"].steps
            if step.text.endswith(".rest_of_round"))


def _at_the_rest_of_the_round(shell: App, scene: GameScene[Any], driver: LessonDriver) -> int:
    """Walk the lesson to the card of the rest of the round; the moves made so far."""
    while driver.step is not REST:
        take_step(shell, scene)
    ready(shell, scene)
    return len(scene.session.game.history)


def test_next_plays_the_rest_of_the_round_trick_by_trick() -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "wizard_extreme", (1920, 1080), "en")
        before = _at_the_rest_of_the_round(shell, scene, driver)
        at = driver.step_index
        press(pygame.K_RETURN)
        shown: list[int] = []  # the moves made, as each frame drawn showed them
        won: set[int] = set()  # the moves after which a won trick stood on the table
        no_next = True
        for _ in range(60 * 120):
            frames(shell, 1)
            if driver.step_index != at:
                break
            made = len(scene.session.game.history) - before
            shown.append(made)
            assert isinstance(scene, WizardExtremeScene)
            if scene.trick.held is not None:
                won.add(made)
            no_next = no_next and driver.card.next_button not in driver.card.buttons
        assert driver.step_index == at + 1, "the round was never played out"
        played = len(REST.plays)
        assert sorted(set(shown)) == list(range(1, played + 1)), \
            f"the table showed the moves {sorted(set(shown))} of {played}"
        assert len(won) >= played // 3, f"won tricks shown after moves {sorted(won)}"
        assert no_next, "the card offered Next while the table played the round"
        assert len(scene.session.game.history) - before == played


def test_skip_step_plays_the_rest_at_once() -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "wizard_extreme", (1280, 720), "ko")
        before = _at_the_rest_of_the_round(shell, scene, driver)
        at = driver.step_index
        press(pygame.K_RETURN)
        frames(shell, 60 * 4)
        assert driver.step_index == at and len(scene.session.game.history) - before < 10
        press(pygame.K_s)  # it says where it goes, then goes
        frames(shell, 2)
        assert driver.step_index == at
        press(pygame.K_s)
        frames(shell, 1)
        assert driver.step_index == at + 1
        assert len(scene.session.game.history) - before == len(REST.plays)
        frames(shell, 30)  # then on, a step a frame, to the chapter Skip named
        assert driver.step_index == driver.lesson.chapter_end(at)

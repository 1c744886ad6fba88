"""Trial s35 R/009: a lesson's Learn button showed how far it went, and a player had no way
back to its first card. Learn on a lesson left part-way asks: "Continue from <chapter>"
(focused, gold: what Learn did before) or "Start over", in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.modes.lesson_pause import LessonPause
from scenes.screens.lesson_menu import LessonResume
from tests.scenes.lesson_walk import (
    learn_button,
    open_lesson_driver,
    ready,
    take_step,
)
from tests.scenes.program import running_app
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import click, frames, press


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 720), "ko")])
def test_learn_on_a_lesson_left_part_way_offers_its_chapter_or_the_first_card(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        view_in(shell, size, language)
        frames(shell, 2)
        scene, driver = open_lesson_driver(shell, "yacht")
        lesson = driver.lesson
        first = next(at for at, step in enumerate(lesson.steps) if step.chapter is not None)
        while driver.step_index <= first:
            take_step(shell, scene)
        ready(shell, scene)
        at = driver.step_index
        press(pygame.K_ESCAPE)
        frames(shell, 3)
        pause = shell.context.manager.top
        assert isinstance(pause, LessonPause)
        leave = next(button for button in pause.ring.buttons
                     if button.label_key == "lesson.leave")
        click(leave.rect.center)
        frames(shell, 3)

        click(learn_button(shell, "yacht").rect.center)
        frames(shell, 3)
        asked = shell.context.manager.top
        assert isinstance(asked, LessonResume), "Learn went on without asking"
        resume, again = asked.ring.buttons
        words = shell.context.words
        chapter = lesson.chapter_at(at)
        assert chapter is not None
        assert resume.label == words("lesson.continue_from", chapter=words(chapter))
        assert again.label == words("lesson.start_over")
        assert asked.ring.focused is resume
        assert asked.panel.contains(resume.rect) and asked.panel.contains(again.rect)
        assert not resume.rect.colliderect(again.rect)

        click(again.rect.center)
        frames(shell, 3)
        started = shell.context.manager.top
        assert isinstance(started, GameScene) and started is not scene
        assert isinstance(started.driver, LessonDriver) and started.driver.step_index == 0

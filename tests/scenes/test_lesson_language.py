"""A lesson follows the language it is shown in (a new-user trial): begun in English and
resumed in Korean, Big Shot's plates and money panel said "Sora", "Taeo", "Nari" beside a
card that said "소라 님"; switched to English from the pause menu, its money panel kept
"굴린 눈 3" under Nari and the status line went empty. After a switch every word drawn is
the new language's, the seats' names too, and the status line says the prompt again."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest

from scenes.modes.lesson import LessonDriver
from scenes.modes.lesson_pause import LessonPause
from scenes.shell import assets
from tabletop.i18n import Words
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson, open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press

HANGUL = re.compile("[\uac00-\ud7a3]")
STEPS_IN = {"yacht": 3, "polterfass": 6, "winners_circle": 6, "wizard_extreme": 12,
            "big_shot": 9}
"""How far each lesson is walked before the switch: past a computer's move, with what it
left on the table (Big Shot: Nari's roll, named in her money row)."""


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_language_switch_behind_the_pause_menu_reaches_every_word(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real = assets.drawable

    def recorded(string: str) -> str:
        drawn.append(string)
        return real(string)

    with running_app() as shell:
        shell.context.apply_settings(replace(shell.context.settings, language="ko"))
        frames(shell, 2)
        scene, driver = open_lesson_driver(shell, game_id)
        for _ in range(STEPS_IN[game_id]):
            take_step(shell, scene)
        ready(shell, scene)
        press(pygame.K_ESCAPE)
        frames(shell, 10)
        assert shell.context.manager.top is not scene, "Esc opened no pause menu"
        monkeypatch.setattr(assets, "drawable", recorded)
        shell.context.apply_settings(replace(shell.context.settings, language="en"))
        for where in ("under the pause menu", "resumed"):
            frames(shell, 1)  # the switch (the old prompt is measured as it is replaced)
            assets.clear_caches()  # every word drawn afresh, so each is seen
            drawn.clear()
            frames(shell, 2)
            korean = {text for text in drawn if HANGUL.search(text)}
            assert not korean, f"Korean on the English {game_id} lesson {where}: {korean}"
            # Under the pause menu the table is drawn but not updated: its prompt is there.
            prompt = scene.frame.prompt
            assert prompt.text and prompt.is_still, f"the status line {where}: {prompt.text!r}"
            if shell.context.manager.top is not scene:
                press(pygame.K_ESCAPE)  # Resume
                frames(shell, 30)
        assert shell.context.manager.top is scene
        assert prompt.text and prompt.text == driver.prompt_line()[0]
        english = Words("en")
        names = [english(name) for name in driver.lesson.names]
        assert [seat.name for seat in scene.session.seats] == names


def test_a_lesson_begun_in_english_names_its_seats_in_korean_when_resumed_in_korean() -> None:
    with running_app() as shell:
        scene = open_lesson(shell, "big_shot")
        driver = scene.driver
        assert isinstance(driver, LessonDriver)
        for _ in range(3):
            take_step(shell, scene)
        ready(shell, scene)
        press(pygame.K_ESCAPE)
        frames(shell, 10)
        pause = shell.context.manager.top
        assert isinstance(pause, LessonPause)
        pause.leave()  # Leave lesson
        frames(shell, 30)
        shell.context.apply_settings(replace(shell.context.settings, language="ko"))
        frames(shell, 3)
        open_lesson(shell, "big_shot")  # Learn, then Continue, resumes it
        frames(shell, 30)
        assert shell.context.manager.top is scene, "Learn did not resume the lesson"
        korean = Words("ko")
        names = [korean(name) for name in driver.lesson.names]
        assert [seat.name for seat in scene.session.seats] == names
        plates = [plate.name for plate in scene.frame.plates]
        assert plates == names, f"the top bar says {plates}"

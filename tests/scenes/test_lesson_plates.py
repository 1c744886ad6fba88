"""While a lesson's card tells of a result held on the table, the top bar's plates agree
with it: the driver updates the plates after a whole move, and a held move had not
ended (a trial saw Mina's plate at 0 beside her sheet's 28)."""

from __future__ import annotations

import pytest

from scenes.modes.lesson import LessonDriver
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_plates_agree_with_a_result_held_for_its_card(game_id: str) -> None:
    held, disagreeing = 0, []
    with running_app() as shell:
        scene = open_lesson(shell, game_id)
        driver = scene.driver
        assert isinstance(driver, LessonDriver)
        for _ in range(len(driver.lesson.steps) + 1):
            ready(shell, scene)
            if driver.finished:
                break
            if driver.held_for_reading:
                held += 1
                frames(shell, 2)
                view = driver.view()
                plates = [plate.counter.target for plate in scene.plates]
                wanted = [scene.shown_score(view, seat) for seat in range(len(plates))]
                if plates != [score if score is not None else plate for score, plate
                              in zip(wanted, plates, strict=True)]:
                    disagreeing.append((driver.step_index, plates, wanted))
            take_step(shell, scene)
        assert driver.finished
    assert not disagreeing, disagreeing
    if game_id == "yacht":
        assert held, "Yacht's lesson holds Mina's scored dice for its card"

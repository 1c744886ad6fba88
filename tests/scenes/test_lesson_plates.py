"""While a lesson's card tells of a result held on the table, the top bar's plates agree
with it: the driver updates the plates after a whole move, and a held move had not
ended (a trial saw Mina's plate at 0 beside her sheet's 28)."""

from __future__ import annotations

import pytest

from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_plates_agree_with_a_result_held_for_its_card(game_id: str) -> None:
    held, disagreeing = 0, []
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, game_id)
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


@pytest.mark.parametrize("game_id", ["winners_circle", "polterfass"])
def test_the_prompt_says_press_next_only_while_the_card_shows_next(game_id: str) -> None:
    """Between a move and the next step's words the last card stays, without Next; the
    prompt then says to watch the table, not "press Next" (a trial saw both at once)."""
    from tests.scenes.test_lesson_card_runs import watch_every_frame

    untrue: list[int] = []
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, game_id)
        press_next = shell.context.words("lesson.hint_next")

        def check() -> None:
            card = driver.card
            if scene.frame.prompt.text == press_next and card.next_button not in card.buttons:
                untrue.append(driver.step_index)

        watch_every_frame(scene, check)
        for _ in range(len(driver.lesson.steps) + 1):
            ready(shell, scene)
            if driver.finished:
                break
            take_step(shell, scene)
    assert not untrue, sorted(set(untrue))

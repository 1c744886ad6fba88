"""While a lesson's card tells of a result held on the table, the top bar's plates agree
with it: the driver updates the plates after a whole move, and a held move had not
ended (a trial saw Mina's plate at 0 beside her sheet's 28)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames

SCORED_AFTER = {"wizard_extreme": {"last_trick"}}
"""Steps whose held result is a trick that ends a round: the engine has scored the round
with it, but the table scores it only after Next, in the round's summary
(:mod:`tests.scenes.test_wizard_round_end_lesson`)."""


class PlatesWatch(Watch):
    """At each step whose result is held for its card: the plates against the table."""

    def __init__(self) -> None:
        self.held = 0
        self.disagreeing: list[tuple[int, list[Any], list[Any]]] = []

    def look(self, walk: Walk) -> None:
        driver, scene = walk.driver, walk.scene
        if driver.finished or not driver.held_for_reading:
            return
        self.held += 1
        frames(walk.shell, 2)
        view = driver.view()
        if walk.step_name in SCORED_AFTER.get(walk.game_id, ()):
            view = driver._before or view  # the table before the move, as yet unscored
        plates = [plate.counter.target for plate in scene.plates]
        wanted = [scene.shown_score(view, seat) for seat in range(len(plates))]
        if plates != [score if score is not None else plate for score, plate
                      in zip(wanted, plates, strict=True)]:
            self.disagreeing.append((driver.step_index, plates, wanted))


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_plates_agree_with_a_result_held_for_its_card(game_id: str) -> None:
    watch = shared_walk(game_id, PlatesWatch)
    assert not watch.disagreeing, watch.disagreeing
    if game_id == "yacht":
        assert watch.held, "Yacht's lesson holds Mina's scored dice for its card"


class PressNextWatch(Watch):
    """Every frame: the prompt says "press Next" only while the card shows Next."""

    def __init__(self) -> None:
        self.untrue: list[int] = []
        self.done_early = 0
        """Frames whose prompt said the lesson is done with no end's card up."""

    def start(self, walk: Walk) -> None:
        from tests.scenes.test_lesson_card_runs import watch_every_frame

        driver, scene = walk.driver, walk.scene
        press_next = walk.shell.context.words("lesson.hint_next")
        done = walk.shell.context.words("lesson.finished_prompt")

        def check() -> None:
            card = driver.card
            if scene.frame.prompt.text == press_next and card.next_button not in card.buttons:
                self.untrue.append(driver.step_index)
            if scene.frame.prompt.text == done and not (driver.finished and driver.says_step):
                self.done_early += 1

        watch_every_frame(scene, check)


@pytest.mark.parametrize("game_id", ["winners_circle", "polterfass"])
def test_the_prompt_says_press_next_only_while_the_card_shows_next(game_id: str) -> None:
    """Between a move and the next step's words the last card stays, without Next; the
    prompt then says to watch the table, not "press Next" (a trial saw both at once)."""
    untrue = shared_walk(game_id, PressNextWatch).untrue
    assert not untrue, sorted(set(untrue))


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_lesson_is_done_in_the_prompt_only_with_the_ends_card(game_id: str) -> None:
    """Trial s18: Winner's Circle's prompt said "The lesson is done" about 3 s before the
    end's card and its buttons came, while the last payout still moved away."""
    done_early = shared_walk(game_id, PressNextWatch).done_early
    assert not done_early, f"{done_early} frames said the lesson is done without its card"

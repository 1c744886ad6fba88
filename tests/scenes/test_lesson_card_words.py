"""A lesson card keeps its sofa-size words wherever it covers a part of the table whole.

The card's smaller words are for a narrow place chosen for one run of steps (Winner's
Circle's near side of the track). A card filling its part (Polterfass's side panel,
``Lesson.card_fills_part``) dropped to them whenever a step's words ran long, from one card
to the next in the same place: trial s27 D/122-128 read them as suddenly unreadable there.
Such a card is laid out as before, its words at their size."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames


class SmallWordsWatch(Watch):
    """Each step's card: whether its words were the smaller ones."""

    def __init__(self) -> None:
        self.small_steps: list[str] = []
        self.steps_seen = 0

    def look(self, walk: Walk) -> None:
        if walk.driver.finished:
            return
        self.steps_seen += 1
        if walk.driver.card.small:
            self.small_steps.append(walk.step_name)


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)], ids=["1600x900", "1920x1080"])
def test_a_card_filling_its_part_keeps_its_sofa_size_words(size: tuple[int, int]) -> None:
    def prepare(shell: App) -> None:
        resize_window(shell, size)
        frames(shell, 2)

    watch = SmallWordsWatch()
    walk_lesson("polterfass", [watch], prepare)
    assert watch.steps_seen > 10, "the walk saw too few of the Polterfass lesson's steps"
    assert not watch.small_steps, (
        f"the Polterfass card took its smaller words at {watch.small_steps}")

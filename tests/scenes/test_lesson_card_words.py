"""A lesson card keeps its sofa-size words wherever it covers a part of the table whole,
and every Wizard Extreme card keeps them in its side column.

The card's smaller words are for a narrow place chosen for one run of steps (Winner's
Circle's near side of the track). A card filling its part (Polterfass's side panel,
``Lesson.card_fills_part``) dropped to them whenever a step's words ran long, from one card
to the next in the same place: trial s27 D/122-128 read them as suddenly unreadable there.
Such a card is laid out as before, its words at their size.

Wizard Extreme's cards stand at the foot of the side panel's column: where one card's words
ran a line longer than the column holds, the whole run of cards there took the smaller words
(trial s32 J/007: "A white seal is a joker…", "Jisu took two green seals…" and "Minho has no
blue…" at about 2/3 of the others' size in English at 1600x900, while the same cards in Korean
kept theirs). Its words are short enough for the column in both languages."""

from __future__ import annotations

import pytest

from scenes.modes.lesson_card import TEXT_PX
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import frames


class SmallWordsWatch(Watch):
    """Each step's card: whether its words were the smaller ones, or drawn smaller than the
    lesson card's own size."""

    def __init__(self) -> None:
        self.small_steps: list[str] = []
        self.steps_seen = 0

    def look(self, walk: Walk) -> None:
        if walk.driver.finished:
            return
        self.steps_seen += 1
        card = walk.driver.card
        normal = max(theme.text_px(TextSize.BODY, card.scale), card.px(TEXT_PX))
        if card.small or card._text_px() < normal:
            self.small_steps.append(walk.step_name)


def _walked(game_id: str, size: tuple[int, int], language: str) -> SmallWordsWatch:
    """``game_id``'s lesson walked to its end in ``language`` at ``size``, watched."""
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)

    watch = SmallWordsWatch()
    walk_lesson(game_id, [watch], prepare)
    return watch


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)], ids=["1600x900", "1920x1080"])
def test_a_card_filling_its_part_keeps_its_sofa_size_words(size: tuple[int, int]) -> None:
    watch = _walked("polterfass", size, "en")
    assert watch.steps_seen > 10, "the walk saw too few of the Polterfass lesson's steps"
    assert not watch.small_steps, (
        f"the Polterfass card took its smaller words at {watch.small_steps}")


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1600, 900), (1280, 720)],
                         ids=["1920x1080", "1600x900", "1280x720"])
def test_every_wizard_card_keeps_its_sofa_size_words(size: tuple[int, int],
                                                     language: str) -> None:
    watch = _walked("wizard_extreme", size, language)
    assert watch.steps_seen > 20, "the walk saw too few of the Wizard Extreme lesson's steps"
    assert not watch.small_steps, (
        f"the Wizard Extreme card took its smaller words at {watch.small_steps}")

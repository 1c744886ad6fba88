"""Skip in a lesson goes on by chapters, and its first press says where it lands (trial
s35 Q/019: "Skip step" jumped Big Shot's lesson from round 3 to the final count unsaid;
Q/012: in Polterfass's four rounds it skipped one card)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.i18n import ENGLISH
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in, ready
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press

LESSON_IDS = sorted(LESSONS)


def chapter_starts(game_id: str) -> list[int]:
    return [at for at, step in enumerate(LESSONS[game_id].steps) if step.chapter is not None]


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_lesson_is_in_chapters_each_named_in_both_languages(game_id: str) -> None:
    lesson = LESSONS[game_id]
    starts = chapter_starts(game_id)
    assert starts[0] == 0 and len(starts) >= 4, starts
    for at in starts:
        chapter = lesson.steps[at].chapter
        assert chapter is not None
        assert ENGLISH(chapter) != chapter
    # A chapter is a part a learner may pass over, not most of the lesson.
    ends = [*starts[1:], len(lesson.steps)]
    assert max(end - start for start, end in zip(starts, ends, strict=True)) <= 13


def test_skip_names_the_chapter_it_lands_on_or_the_end() -> None:
    lesson = LESSONS["big_shot"]
    rest = next(at for at, step in enumerate(lesson.steps) if step.text.endswith("rest_of_game"))
    assert lesson.skip_label(rest, ENGLISH) == "Skip to the final count? Press Skip again."
    assert lesson.skip_label(rest - 1, ENGLISH) == (
        "Skip to rounds 4 to 18, played fast? Press Skip again.")
    assert lesson.skip_label(len(lesson.steps) - 1, ENGLISH) == (
        "Skip to the end of the lesson? Press Skip again.")


@pytest.mark.parametrize(("game_id", "size", "language"), [
    ("big_shot", (1920, 1080), "en"), ("polterfass", (1280, 720), "ko")])
def test_s_says_where_it_goes_then_lands_on_each_chapter_in_turn(
        game_id: str, size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, game_id, size, language)
        lesson = driver.lesson
        words = shell.context.words
        for start in [*chapter_starts(game_id)[1:], len(lesson.steps)]:
            ready(shell, scene)
            at = driver.step_index
            said = words("lesson.skip_end") if start == len(lesson.steps) else words(
                "lesson.skip_to", chapter=words(lesson.steps[start].chapter or ""))
            press(pygame.K_s)
            frames(shell, 20)
            assert driver.step_index == at, "the first press only says where Skip goes"
            assert said in [toast.text for toast in driver.card.notes.toasts]
            press(pygame.K_s)
            frames(shell, 20)  # a step a frame
            assert driver.step_index == start
        assert driver.finished
        expected = lesson.expected_actions()
        assert list(scene.session.game.history)[:len(expected)] == expected

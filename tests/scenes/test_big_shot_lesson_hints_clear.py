"""Big Shot's lesson: at every step its hint leaves the prompt line's words in sight. At
1280x720 three steps' hints lay over the line's words (the card standing just above the
line, the words long: no room beside them on the line, nor just above them); the hint
now stands just above the card."""

from __future__ import annotations

import pytest

from tests.scenes.lesson_walk import open_lesson_in, ready, take_step, wait_seconds
from tests.scenes.program import running_app


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_steps_hint_stands_clear_of_the_prompt_lines_words(language: str) -> None:
    covered: list[str] = []
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "big_shot", (1280, 720), language)
        for _ in range(len(driver.lesson.steps) + 1):
            if driver.finished:
                break
            ready(shell, scene)
            step = driver.step
            assert step is not None
            driver.refuse()  # the step's hint, as a move of another kind brings it
            wait_seconds(shell, 0.3)
            notes = driver.card.notes.rects(shell.surface.get_size())
            words = scene.frame.prompt.words_rect()
            assert notes, f"{step.text}: the hint is not shown"
            if any(note.colliderect(words) for note in notes):
                covered.append(f"{step.text}: {notes} over {words}")
            driver.card.notes.clear()
            take_step(shell, scene)
    assert not covered, covered

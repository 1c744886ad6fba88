"""A Big Shot lesson's hint leaves the prompt line's words in sight (trial s32 J/022: a
click on the map while cubes were placed brought "…on district 20" faint over "Sora, pick
a district and place the next cube (click, or the arrows and Enter, 4 left)"). It stands
on the line beside the words, or just above them."""

from __future__ import annotations

import pytest

from tabletop.games.big_shot_data import REGIONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step, wait_seconds
from tests.scenes.program import running_app
from tests.scenes.test_game_base import click


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_a_hint_stands_clear_of_the_prompt_lines_words(size: tuple[int, int],
                                                       language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "big_shot", size, language)
        while not (driver.step is not None and driver.step.text.endswith(".place_purple")):
            take_step(shell, scene)
        ready(shell, scene)
        elsewhere = next(index for index, region in enumerate(REGIONS) if region.key == "e16")
        click(scene.board.city.pieces[elsewhere].rect.center)  # type: ignore[attr-defined]
        wait_seconds(shell, 0.5)
        notes = driver.card.notes.rects(shell.surface.get_size())
        words = scene.frame.prompt.words_rect()
        assert notes, "the wrong district brought no hint"
        assert words.width, "the prompt line says nothing"
        assert all(not note.colliderect(words) for note in notes), (notes, words)

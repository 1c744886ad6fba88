"""A lesson card's numbers are the table's (a new-user trial): Polterfass's plaque said
"Poured so far: 11" while the card beside it said the standing barrels made 18 (the arrow's
doubling, which comes only at the count, written into the card by hand). The cards now read
their numbers from the game as the table shows it (the lesson's ``figures``)."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest

from scenes.modes.lesson import LessonDriver
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app

SUM = re.compile(r"=\s*(\d+)")
"""A sum the card works out ("7 + 4 = 11")."""


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_sum_a_polterfass_card_works_out_is_the_plaques(language: str) -> None:
    wrong: list[str] = []
    checked: set[str] = set()
    with running_app() as shell:
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        shell.step(1 / 60)
        scene = open_lesson(shell, "polterfass")
        driver = scene.driver
        assert isinstance(driver, LessonDriver)
        drawn = driver.card.draw

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            text = driver.card.text
            assert "{" not in text, f"a figure left unfilled: {text!r}"
            plaque = scene.plaque
            if not plaque.shown or plaque.bill_total is not None:
                return
            poured = round(plaque.serve.target)
            for figure in SUM.findall(text):
                checked.add(text)
                if int(figure) != poured:
                    wrong.append(f"the plaque says {poured}, the card {text!r}")

        driver.card.draw = draw_and_check  # type: ignore[method-assign]
        for _ in range(len(driver.lesson.steps) + 1):
            ready(shell, scene)
            if driver.finished:
                break
            take_step(shell, scene)
    assert not wrong, "\n".join(dict.fromkeys(wrong))
    assert len(checked) >= 3, f"only these cards work out a sum beside the plaque: {checked}"

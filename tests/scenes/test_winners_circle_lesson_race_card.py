"""Winner's Circle lesson: the card of the race's run stands in the lesson's band over the
track while the table plays the 49 turns: every horse's row, the chips
on it, the Points-on-horse table and every horse on the track stay in view (trial s25 A:
low on the right it stood over the rows of Yellow, Green and Purple as the race played)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.lesson_sight import keep_in_sight
from scenes.games.winners_circle.scene import WinnersCircleScene
from tests.scenes.lesson_walk import open_lesson_in
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press
from tests.scenes.test_winners_circle_lesson_race_on import _at_the_race_on

SIZES = [((1920, 1080), "ko"), ((1600, 900), "en"), ((1280, 720), "ko")]


@pytest.mark.parametrize(("size", "language"), SIZES, ids=["1080p-ko", "900p-en", "720p-ko"])
def test_the_race_card_leaves_every_row_bet_and_horse_in_view(size: tuple[int, int],
                                                              language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        assert isinstance(scene, WinnersCircleScene)
        _at_the_race_on(shell, scene, driver)
        at = driver.step_index
        covered: list[str] = []

        def look(when: str) -> None:
            _rows, rates, *horses = keep_in_sight(scene.table)
            lanes = [pygame.Rect(lane.rect) for lane in scene.table.lanes]
            card = driver.card.rect
            covered.extend(f"{when}: row {row + 1}" for row, lane in enumerate(lanes)
                           if card.colliderect(lane))
            if card.colliderect(rates):
                covered.append(f"{when}: the Points-on-horse table")
            covered.extend(f"{when}: a horse at {horse.center}" for horse in horses
                           if card.colliderect(horse))

        look("before Next")
        press(pygame.K_RETURN)
        for frame in range(60 * 30):
            frames(shell, 1)
            if driver.step_index != at:
                break
            if frame % 10 == 0 and driver._said_index() is not None:
                look("as the race plays")
        assert driver.step_index == at + 1, "the race was played out"
        assert not covered, sorted(set(covered))

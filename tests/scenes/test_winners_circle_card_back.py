"""A face-down horse card says what it means: after a horse moved, its row's numbers gave
way to a dark red patterned block with a dot, and a new player did not know what it meant
(trial s25 D/114, 116, 121)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app
from tests.scenes.test_winners_circle_landing_apart import GREEN, trial_moment
from tests.scenes.text_probe import recording

__all__ = ["app"]

RED = 2


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_face_down_card_says_the_horse_moved_and_waits(
        app: App, language: str, size: tuple[int, int]) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    lane = trial_moment(app, "A202", size).table.lanes[GREEN]  # Green's card is face down
    assert not lane.face_up
    with recording() as seen:
        lane.draw(pygame.Surface(size))
    words = app.context.words
    wanted = [words("winners_circle_scene.card_moved"),
              words("winners_circle_scene.card_moved_note")]
    least = SOFA_HEIGHT_1080 * size[1] / 1080
    assert all(any(text == want and px >= least for px, text in seen) for want in wanted), \
        (wanted, seen)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_finished_horses_card_says_it_finished_not_that_it_waits(
        app: App, language: str) -> None:
    """A horse home in its box moves no more: its face-down card waits for nothing."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    size = (1920, 1080)
    lane = trial_moment(app, "A222", size).table.lanes[RED]  # Red has won
    assert not lane.face_up and lane.place == 1
    with recording() as seen:
        lane.draw(pygame.Surface(size))
    drawn = {text for px, text in seen if px >= SOFA_HEIGHT_1080}
    words = app.context.words
    assert words("winners_circle_scene.card_finished") in drawn, drawn
    assert words("winners_circle_scene.card_moved_note") not in drawn, drawn

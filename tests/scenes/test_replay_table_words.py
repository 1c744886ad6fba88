"""A replay says nothing meant for a person at the table: nobody watching holds a hand."""

from __future__ import annotations

import pygame
import pytest

from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from tabletop.i18n import ENGLISH, Words
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_replay import finished_game, watch_again
from tests.scenes.text_probe import recording

__all__ = ["app"]


def test_a_wizard_replay_names_whose_cards_are_below(app: App) -> None:
    """Trial s26 B/156: through Computer 1's eyes, its box said "Your cards are below" in
    a replay. It says whose cards they are ("Jun's cards are below")."""
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game("wizard_extreme"))
    for _ in range(2):  # everything face up, then Mina's eyes, then Jun's
        press(pygame.K_v)
        frames(app, 2)
    assert replay.driver.viewer == 1
    yours = ENGLISH("wizard_extreme_scene.hand_below")
    named = ENGLISH("wizard_extreme_scene.hand_below_watched", name="Jun")
    seen_named = False
    for position in range(5, 40, 5):
        replay.driver.step_to(position)
        frames(app, 2)
        with recording() as seen:
            frames(app, 1)
        texts = [text for _, text in seen]
        # (a note may wrap: its first words are enough)
        assert not [text for text in texts if text.startswith(yours[:10])], texts
        seen_named |= any(text.startswith(named[:10]) for text in texts)
    assert seen_named, "the replay never said whose cards are below"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_review_switch_says_what_a_press_shows(app: App, language: str) -> None:
    """Trial s31 I/028: the switch read "Review" while the game log showed and "Game log"
    while the review did: the panel not shown, read as the one shown. It says what a press
    does, as the eyes button does ("See as Ana")."""
    set_speed(app, "instant")
    app.context.words = Words(language)  # after the settings, which set it too
    _, replay = watch_again(app, finished_game("yacht"))
    driver = replay.driver
    assert isinstance(driver, ReplayDriver)
    bar = driver.bar
    frames(app, 2)
    assert not driver.review_shown
    assert bar.review.label == Words(language)("replay.show_review")
    driver.toggle_review()
    frames(app, 2)
    assert driver.review_shown
    assert bar.review.label == Words(language)("replay.show_log")
    assert {"Review", "Game log", "복기", "기록"}.isdisjoint({bar.review.label})

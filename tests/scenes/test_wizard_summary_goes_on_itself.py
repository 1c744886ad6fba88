"""Wizard Extreme: where the round's summary goes on by itself, it says so and counts down.

Trial W/009: two persons on phones and a computer. The phones' pages ask for no press, so
the summary stands its readable pause and goes on; but the TV said "Press Enter or click
to go on." and went on by itself with no key pressed. Now it says "Moving on by itself in
12 s.", counting down, on the prompt line and under its rows. The pause is as long as its
rows take to read (trial s38: 4 s was short from the sofa); a press still goes on at once."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.wizard_extreme import table_draw
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.summary import SUMMARY_ROW, draw_summary, summary_seconds
from scenes.shell import assets, theme
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.i18n import ENGLISH, Words
from tests.patience import Stopwatch
from tests.scenes.test_game_base import frames, press, set_speed
from tests.scenes.test_wizard_extreme_scene import app, one_card_round
from tests.scenes.test_wizard_summary_footnotes import SCALE, _summary

__all__ = ["app"]

FRAME = 1 / 30


def _round_played_to_its_summary(app: App, monkeypatch: pytest.MonkeyPatch,
                                 counting: bool) -> WizardExtremeScene:
    """A one-trick round played to its score table, every person deciding on a phone (as at
    W/009's table: nobody is awaited to press); ``counting``: until it counts down too."""
    set_speed(app, "normal")
    scene = one_card_round(app, dealer=1)
    monkeypatch.setattr(scene.driver, "press_awaited", lambda: False)
    session, game = scene.session, scene.session.game
    person = make_bot("wizard_extreme", "easy", seed=3)
    watch = Stopwatch()
    while scene.summary is None or (counting and scene.summary_next_in() is None):
        assert watch.seconds() < 150, "the one-trick round did not end"
        frames(app, 1, dt=FRAME)
        if scene.accepts_input and session.current_seat == 0:
            scene.act(person.choose(game.view(0)))
    return scene


def test_a_summary_nobody_at_the_screen_presses_for_counts_down_and_goes(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _round_played_to_its_summary(app, monkeypatch, counting=False)
    session = scene.session
    counted: list[int | None] = []
    real_draw = table_draw.draw_summary

    def draw(*args: Any, **kwargs: Any) -> None:
        counted.append(kwargs.get("next_in"))
        real_draw(*args, **kwargs)

    monkeypatch.setattr(table_draw, "draw_summary", draw)
    press = ENGLISH("wizard_extreme_scene.summary_go_on")
    said: list[str] = []
    shown = 0.0
    stands = summary_seconds(len(session.seats))
    assert stands >= 3 * SUMMARY_ROW > 4.0, "a row's reading time for each of the three rows"
    while scene.summary is not None:
        assert shown < stands + 1.0, "the summary waited, nobody being asked to press"
        said.append(scene.prompt.text)
        frames(app, 1, dt=FRAME)
        shown += FRAME
    assert press not in said, "it said a press goes on, and went on by itself"
    assert said[-1] == ENGLISH("wizard_extreme_scene.summary_read"), said[-1]
    assert shown >= stands - 0.1, "the summary went before its rows were read"
    down = list(range(round(stands), 0, -1))
    assert list(dict.fromkeys(counted)) == down, counted


def test_a_press_still_takes_the_counting_summary_away_at_once(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _round_played_to_its_summary(app, monkeypatch, counting=True)
    frames(app, round(1.0 / FRAME), dt=FRAME)  # a second into its reading time
    assert scene.summary is not None and scene.summary_next_in() is not None
    press(pygame.K_RETURN)
    frames(app, 3, dt=FRAME)
    assert scene.summary is None, "a press waited for the countdown"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_countdown_stands_under_the_rows_instead_of_the_press(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    words = Words(language)
    drawn: list[str] = []
    real_text = assets.text

    def text(value: str, size: int, colour: Any = theme.INK, *args: Any,
             **kwargs: Any) -> pygame.Surface:
        drawn.append(value)
        return real_text(value, size, colour, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    surface = pygame.Surface((1920, 1080))
    draw_summary(words, surface, surface.get_rect(), _summary(), SCALE, next_in=3)
    assert words("wizard_extreme_scene.summary_going_on", seconds=3) in drawn, drawn
    assert words("wizard_extreme_scene.summary_go_on") not in drawn[-2:], drawn

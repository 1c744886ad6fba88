"""A black seal's notice stands long enough to read before a computer's move takes it away
(trial s35 R/003: the computer won trick 5 with no yellow seal, and its lead of trick 6,
three seconds on, took the notice with it; only the log said why the black seal came).
The lead of the next trick still ends the notice (trial s34 P/003): the computer's move
waits for it instead, as long as its words take to read (trial V/002)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.gate import public_view
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.widgets.toast import reading_seconds
from tabletop.games.wizard_extreme import BlackSealTaken, Card, Colour, TrickWon
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_hand_over import _start

__all__ = ["app"]

YELLOW_TRICK = TrickWon(5, 2, Colour.YELLOW, Card(Colour.YELLOW, 7), False)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_computers_move_waits_until_the_black_seal_notice_was_read(
        app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _start(app, "wizard_extreme")
    set_speed(app, "normal")  # (instant animations wait for nothing)
    assert isinstance(scene, WizardExtremeScene)
    frames(app, 3)
    own = public_view(scene.session)
    unheld = scene.bot_pause(own)
    scene.toasts.clear()
    scene.animate(YELLOW_TRICK)
    step = scene.animate(BlackSealTaken(2))
    assert step is not None
    step.finish()
    [notice] = scene.toasts.toasts
    assert "+3" in notice.text and scene.session.name(2) in notice.text, notice.text
    read = reading_seconds(notice.text)  # by its length (trial V/002)
    assert scene.bot_pause(own) >= read - 0.1, "the lead came at once"
    frames(app, round(read / 0.25) + 1, dt=0.25)
    assert scene.bot_pause(own) == unheld, "the notice held the computer once it was read"

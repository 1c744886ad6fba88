"""The Yacht coach's card speaks to the person whose turn it is: at a turn change it no
longer shows the last person's advice (trial s29 G/148: Player 1's "Small Straight 15"
stood on the card for a moment under "Player 2's turn")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.worker import CoachDesk
from scenes.shell.app import App
from tabletop.bots.yacht_solver import CategoryOption
from tabletop.coach.yacht import Advice
from tabletop.games.yacht import Category, Roll, Score
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_yacht_scene import settle, start

__all__ = ["app"]


def test_the_coach_card_drops_the_last_persons_advice_as_the_turn_changes(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.context.apply_settings(replace(app.context.settings, coach=True))
    set_speed(app, "normal")  # the score's animation plays a while before the table settles
    scene = start(app, opponent=None)  # Mina and Jun at one screen
    monkeypatch.setattr(CoachDesk, "poll", lambda self: None)  # the advice set below stays
    assert scene.driver.act(Roll(0))
    settle(app, scene)
    advice = Advice(expected=150.0, keeps=(), categories=(
        CategoryOption(Category.CHOICE, 20, 150.0),))
    scene.driver.coach.advice = advice
    assert scene.driver.act(Score(0, category=Category.CHOICE))
    frames(app, 1)
    assert scene.session.current_seat == 1 and scene.driver.is_busy
    assert scene.driver.coach.advice is None, "Mina's advice stood on in Jun's turn"

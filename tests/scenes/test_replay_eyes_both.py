"""The replay's eyes button says whose eyes show as well as whom a press shows next, in
English as in Korean (trial s33 M/016: English read only "See as Ann" at 1600x900, so
what was shown could not be told)."""

from __future__ import annotations

import pytest

from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import watch_again

__all__ = ["app"]


def _finished() -> GameSession:
    seats = [SeatConfig("Ann", 0, SeatKind.COMPUTER, "random"),
             SeatConfig("Bo", 1, SeatKind.COMPUTER, "random"),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "random")]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=5,
                                options={"series": "short"})
    while not session.game.is_over:
        session.apply(session.bot_action())
    return session


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_the_english_eyes_button_names_the_eyes_shown_and_the_next(
        app: App, size: tuple[int, int]) -> None:
    set_speed(app, "instant")
    resize_window(app, size)
    frames(app, 2)
    _, replay = watch_again(app, _finished())
    frames(app, 2)
    driver = replay.driver
    assert isinstance(driver, ReplayDriver)
    viewer = driver.bar.viewer
    assert viewer.label_key == "replay.eyes_all", viewer.label

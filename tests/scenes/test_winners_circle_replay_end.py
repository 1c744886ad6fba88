"""A Winner's Circle replay ends on the last payout: a jump to the end (End, or the round
keys) built the table at the last position, which never had the last move's events, and
it showed no payout and an empty "Last" box (trial s32 I/029)."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames, press
from tests.scenes.test_replay import finished_game, watch_again

__all__ = ["app"]


def test_a_jump_to_the_end_shows_the_last_payout_and_the_last_horse(app: App) -> None:
    finished = finished_game("winners_circle")
    watch_again(app, finished)
    press(pygame.K_END)
    frames(app, 30)
    scene = app.context.manager.top
    assert isinstance(scene, WinnersCircleScene)
    driver = scene.driver
    assert isinstance(driver, ReplayDriver) and driver.position == driver.step_count
    sheet = scene.table.sheet
    assert sheet is not None and sheet.race == 3, "no last payout at the end"
    assert scene.table.lanes[sheet.last].last, "the last horse is not marked"
    assert all(sheet.settled), "the payout still counting after a jump"
    assert [counter.target for counter in sheet.money] == finished.game.state.money

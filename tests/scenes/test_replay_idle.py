"""A paused replay with nothing moving lets the main loop idle (DESIGN's idle budget, ≤ 3 %
of a core on every screen): a sofa-text test saw 879 of 900 frames of a Wizard Extreme
replay not still, and a paused one measured 21 % of a core, the table never still."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.games import GAMES
from tests.patience import tries
from tests.scenes.program import thinker_answered
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game, watch_again

__all__ = ["app"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_paused_replay_with_nothing_moving_is_still(app: App, game_id: str) -> None:
    _, replay = watch_again(app, finished_game(game_id))
    set_speed(app, "normal")
    driver = replay.driver
    if driver.playing:
        driver.toggle_play()
    for _ in tries(3000):
        thinker_answered()
        frames(app, 1)
        if not driver.review.is_working and driver.is_settled:
            break
    frames(app, 120)  # two seconds: every ease and glow comes to rest
    assert app.context.manager.is_still(), (
        f"board {driver.scene.board_is_still()}, frame {driver.scene.frame.is_still}")

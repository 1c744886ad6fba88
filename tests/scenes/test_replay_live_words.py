"""Nobody acts at a replay's table, and its keys play, pause and step it: no live prompt
("Click or press a key to go on", "Press Space or click Roll", "Press Enter or click to
clear the table") is drawn anywhere on it, in any game, at any step."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.games.base import GameScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game
from tests.scenes.text_probe import recording

__all__ = ["app"]

LIVE_PROMPTS = ("wizard_extreme_scene.summary_go_on", "yacht_scene.tray_hint",
                "widgets.results_hint", "polterfass_scene.prompt_bill_held",
                "winners_circle_scene.prompt_payout")
"""What a person at the table is told to press or click to go on."""


def _live_words() -> list[str]:
    """Each live prompt's words up to its first blank to fill ("Press ", "Round ")."""
    return [ENGLISH(key, key="Enter", roll="Space", round=1, race=1).split("Enter")[0]
            for key in LIVE_PROMPTS]


def replay_at_start(shell: App, game_id: str) -> ReplayDriver:
    table = shell.context.navigator.replay(finished_game(game_id))
    shell.context.manager.apply(Push(table))
    frames(shell, 2)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    driver.playing = False
    driver.step_to(0)
    frames(shell, 2)
    return driver


def step_and_settle(shell: App, driver: ReplayDriver) -> GameScene[Any]:
    driver.step_forward()
    for _ in range(200):
        frames(shell, 1)
        if driver.is_settled:
            break
    scene = driver.scene
    assert isinstance(scene, GameScene)
    return scene


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_live_prompt_is_drawn_at_any_step_of_a_replay(app: App, game_id: str) -> None:
    set_speed(app, "fast")
    live = _live_words()
    driver = replay_at_start(app, game_id)
    with recording() as seen:
        while driver.position < driver.step_count:
            step_and_settle(app, driver)
            said = [text for _, text in seen if any(text.startswith(words) for words in live)
                    or "press a key" in text]
            assert not said, (driver.position, said)
            seen.clear()

"""A replay, step by step, in every game: its top bar agrees with its table, and nobody
is told to act at it.

- Stepped forward, back or jumped to, each seat's plate comes to the engine's score at
  that step, and Yacht's plate counts up with its sheet's total, frame by frame (at step 2
  of a replay the bar said "Ana 1" while the sheet showed Ana 2, Total 2: the plate waited
  for the score's flash).
- Nobody acts at a replay's table, and its keys play, pause and step it: no live prompt
  ("Click or press a key to go on", "Press Space or click Roll", "Press Enter or click to
  clear the table") is drawn anywhere on it, at any step.

One walk through each game's replay checks both: a walk costs up to a minute.
"""

from __future__ import annotations

from typing import Any

import pytest

from scenes.games.base import GameScene
from scenes.games.yacht.scene import YachtScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, set_speed
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


def replay_at_start(shell: App, game_id: str, finished: Any = None) -> ReplayDriver:
    """The replay of ``finished`` (a seeded finished game of ``game_id`` if None), paused
    at its first step."""
    table = shell.context.navigator.replay(finished or finished_game(game_id))
    shell.context.manager.apply(Push(table))
    frames(shell, 2)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    driver.playing = False
    driver.step_to(0)
    frames(shell, 2)
    return driver


def plates(scene: GameScene[Any]) -> list[int | None]:
    """What the top bar shows now: each plate's number, None where it is hidden."""
    return [None if plate.score_hidden else plate.counter.shown for plate in scene.frame.plates]


def settle(shell: App, driver: ReplayDriver) -> GameScene[Any]:
    """Frames until the step's motion has played and the plates have counted (at most 5 s
    of the table's time, at 20 frames a second: every frame drawn is looked at)."""
    for _ in range(round(5 / SLOW_FRAME)):
        frames(shell, 1, SLOW_FRAME)
        scene = driver.scene
        if driver.is_settled and all(not plate.counter.is_moving
                                     for plate in scene.frame.plates):
            break
    assert isinstance(driver.scene, GameScene)
    return driver.scene


def engine_scores(scene: GameScene[Any]) -> list[int | None]:
    """The engine's scores at this step, as far as the screen's viewer may know them (Big
    Shot's plates show each seat's cash, the engine's scores its whole fortune)."""
    view = scene.view()
    shown = [scene.shown_score(view, seat) for seat in range(len(scene.session.seats))]
    if scene.spec.id == "big_shot":
        return shown
    return [None if plate is None else score
            for plate, score in zip(shown, view.scores(), strict=True)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_step_of_a_replay_shows_the_engines_scores_and_no_live_prompt(
        app: App, game_id: str) -> None:
    set_speed(app, "fast")
    live = _live_words()
    driver = replay_at_start(app, game_id)
    with recording() as seen:
        while driver.position < driver.step_count:
            driver.step_forward()
            scene = settle(app, driver)
            assert plates(scene) == engine_scores(scene), ("forward", driver.position)
            said = [text for _, text in seen if any(text.startswith(words) for words in live)
                    or "press a key" in text]
            assert not said, (driver.position, said)
            seen.clear()
    for position in (driver.step_count - 1, driver.step_count // 2, 2, 1, 3):
        driver.step_to(position)  # back one, then jumps both ways
        scene = settle(app, driver)
        assert plates(scene) == engine_scores(scene), ("jump", position)


def test_yachts_plate_counts_with_its_sheet_every_frame_of_a_replay(app: App) -> None:
    set_speed(app, "normal")
    driver = replay_at_start(app, "yacht")
    scored = 0
    while driver.position < driver.step_count:
        before = driver.session.game.scores()
        driver.step_forward()
        scored += driver.session.game.scores() != before
        # Every frame of the step's 3.3 s at most, drawn as a machine drawing 20 a second
        # does (a third of the frames at 60 a second: the same table time).
        for _ in range(round(10 / 3 / SLOW_FRAME)):
            frames(app, 1, SLOW_FRAME)
            scene = driver.scene
            assert isinstance(scene, YachtScene)
            sheet = [total.shown for total in scene.sheet.totals]
            assert plates(scene) == sheet, driver.position
            if driver.is_settled and scene.sheet.is_still:
                break
    assert scored > 5

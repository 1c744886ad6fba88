"""A replay's top bar and its table agree at every step: stepped forward, back or jumped
to, each seat's plate comes to the engine's score at that step, and Yacht's plate counts
up with its sheet's total, frame by frame (at step 2 of a replay the bar said "Ana 1"
while the sheet showed Ana 2, Total 2: the plate waited for the score's flash)."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.games.base import GameScene
from scenes.games.yacht.scene import YachtScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from tabletop.games import GAMES
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay_live_words import replay_at_start

__all__ = ["app"]


def plates(scene: GameScene[Any]) -> list[int | None]:
    """What the top bar shows now: each plate's number, None where it is hidden."""
    return [None if plate.score_hidden else plate.counter.shown for plate in scene.frame.plates]


def settle(shell: App, driver: ReplayDriver) -> GameScene[Any]:
    """Frames until the step's motion has played and the plates have counted."""
    for _ in range(300):
        frames(shell, 1)
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
def test_every_step_of_a_replay_shows_the_engines_scores_in_the_top_bar(
        app: App, game_id: str) -> None:
    set_speed(app, "fast")
    driver = replay_at_start(app, game_id)
    while driver.position < driver.step_count:
        driver.step_forward()
        scene = settle(app, driver)
        assert plates(scene) == engine_scores(scene), ("forward", driver.position)
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
        for _ in range(200):
            frames(app, 1)
            scene = driver.scene
            assert isinstance(scene, YachtScene)
            sheet = [total.shown for total in scene.sheet.totals]
            assert plates(scene) == sheet, driver.position
            if driver.is_settled and scene.sheet.is_still:
                break
    assert scored > 5

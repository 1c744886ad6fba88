"""Trial s19 (issue #32): while a scored Yacht was celebrated, the prompt still read "Last
roll! Pick a score row"; the row was already scored and nothing could be pressed."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.core.rng import Rng
from tabletop.games.yacht import Category, Roll, Score
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_yacht_scene import start

__all__ = ["app"]


def test_the_last_roll_prompt_goes_once_the_yacht_is_scored(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app, opponent=None)
    scene.session.game._rng = Rng.scripted([6] * 15)
    for _ in range(3):
        scene.act(Roll(0))
        scene.timeline.fast_forward()
        frames(app, 2)
    last_roll = scene.text("prompt_last", name="Mina", **scene._key_words())
    assert scene.prompt.text == last_roll
    scene.act(Score(0, Category.YACHT))
    frames(app, 50)
    assert scene.celebration.is_active
    assert scene.prompt.text != last_roll

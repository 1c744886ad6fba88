"""Wizard Extreme: a number key takes its colour's seal and the focus goes with it, so the
next Enter acts where the person last chose. The focus stayed on the pile it rested on: 2
took a yellow seal, and the Enter after it took another red one (trial s28 E/078)."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.games.wizard_extreme import Colour, TakeSeal
from tests.scenes.test_wizard_extreme_scene import app
from tests.scenes.test_wizard_side_panel_stays import PREDICTOR, _cover_lifted

__all__ = ["app"]


def test_the_focus_follows_the_pile_a_number_key_took_from(app: App) -> None:
    scene, keyboard = _cover_lifted(app)
    keyboard.run(1.6)  # the hand seen, the keys rested
    resting = scene.controls.focused
    key = next(key for key, seal in scene.pool.keys.items()
               if scene.pool.stacks[seal] is not resting)
    seal = scene.pool.keys[key]
    keyboard.tap(key)
    assert scene.session.game.history[-1] == TakeSeal(PREDICTOR, Colour(seal.value))
    keyboard.run(1.6)
    assert scene.controls.focused is scene.pool.stacks[seal], (
        f"the focus stayed on {getattr(scene.controls.focused, 'seal', None)}")

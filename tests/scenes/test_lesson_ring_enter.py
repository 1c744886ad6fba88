"""Enter on a lesson's piece whose gold focus ring shows takes the step's move, in every
game's lessons: the ring was on the piece and Enter was refused with "move to it with the
arrow keys" (trial s16), because no arrow had been pressed at that step."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press


@pytest.mark.parametrize(("game_id", "name"), [("yacht", "score_four"),
                                               ("wizard_extreme", "follow_green")])
def test_enter_takes_the_move_its_shown_ring_is_on(game_id: str, name: str) -> None:
    with running_app(persist=False) as app:
        ring_and_enter(app, game_id, name)


def ring_and_enter(app: App, game_id: str, name: str) -> None:
    """Walk ``game_id``'s lesson to step ``name``, show the ring and press Enter."""
    scene, driver = open_lesson_driver(app, game_id)
    while driver.step is not None and not driver.step.text.endswith(f".{name}"):
        ready(app, scene)
        take_step(app, scene)
    ready(app, scene)
    step, made = driver.step, len(scene.session.game.history)
    assert step is not None
    rings = [ring for ring in scene.focus_rings() if ring.resting is not None]
    assert rings, "no ring rests on the lesson's piece"
    rings[0].focus(rings[0].resting)  # the ring shows on the piece, no arrow pressed here
    press(pygame.K_RETURN)
    frames(app, 20)
    said = [toast.text for toast in (*scene.frame.toasts.toasts, *driver.card.notes.toasts)]
    assert not said, said
    assert driver.shown_step() is not step and len(scene.session.game.history) > made

"""The results' buttons look as inactive as they are in the grace, when a
press or a click does nothing, and come alive visibly once presses count
(trial s23: they looked ready, and a click on Menu in the grace did nothing)."""

from __future__ import annotations

import pygame

from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.test_couch_results import finished
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


def _mean_colour(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    pixels = [surface.get_at((x, y)) for x in range(rect.x, rect.right, 4)
              for y in range(rect.y, rect.bottom, 4)]
    return tuple(sum(pixel[i] for pixel in pixels) / len(pixels)  # type: ignore[return-value]
                 for i in range(3))


def test_the_buttons_look_inactive_in_the_grace_and_come_alive_after_it(app: App) -> None:
    set_speed(app, "normal")
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    app.context.manager.apply(Push(results))
    frames(app, 3)
    assert app.context.manager.in_grace
    menu = results.ring.buttons[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=menu.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 20)
    assert app.context.manager.in_grace
    assert not any(button.enabled for button in results.ring.buttons), \
        "a button looks pressable while a press does nothing"
    assert menu.hover_amount == 0.0, "the pointer lights a button that a click cannot press"
    surface = app.surface
    assert isinstance(surface, pygame.Surface)
    in_grace = _mean_colour(surface, menu.rect)
    frames(app, 90)  # the grace is over
    assert not app.context.manager.in_grace
    menu = results.ring.buttons[-1]
    assert all(button.enabled for button in results.ring.buttons)
    assert menu.hover_amount > 0.5, "the button under the pointer lights once it counts"
    live = _mean_colour(surface, menu.rect)
    assert max(abs(a - b) for a, b in zip(in_grace, live, strict=True)) > 30, \
        "the buttons do not visibly come alive"


def test_a_button_laid_out_again_under_a_still_pointer_stays_lit(app: App) -> None:
    """The review coming in lays the results out again (its Watch buttons): the buttons are
    made anew, and the one under a pointer that has not moved since must still light."""
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    app.context.manager.apply(Push(results))
    frames(app, 90)  # past the grace
    menu = results.ring.buttons[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=menu.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)
    results.relayout()
    assert results.ring.buttons[-1].hovered, "the button under the pointer went dark"

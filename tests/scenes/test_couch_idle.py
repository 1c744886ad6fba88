"""When nothing moves, nothing is redrawn and the loop sleeps."""

from __future__ import annotations

import pygame

from scenes.screens.menu import MenuScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.tools.bench import idle_cpu_percent
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_yacht_scene import settle, start

__all__ = ["app"]


def settle_screen(shell: App, count: int = 90) -> None:
    frames(shell, count)  # fades, hover and focus glows come to rest
    shell._last_input = 0.0  # nobody has touched anything for a long time


def test_a_still_menu_is_not_redrawn_until_an_event_arrives(app: App) -> None:
    app.context.manager.apply(Push(MenuScene(app.context)))
    settle_screen(app)
    assert app.is_idle()
    drawn = app.frames
    for _ in range(3):
        app.tick()  # sleeps a frame's time and looks for input instead of drawing
    assert app.frames == drawn and app.idle_waits == 3
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode=""))
    app.tick()
    assert app.frames == drawn + 1  # the key woke it: one frame shows the new focus
    assert not app.is_idle()  # and it keeps drawing while the focus glides


def test_a_held_controller_direction_keeps_repeating_however_long_it_is_held(app: App) -> None:
    menu = MenuScene(app.context)
    app.context.manager.apply(Push(menu))
    moves: list[tuple[int, int]] = []
    # The focus stays put (as at the end of a row), so only the repeats show the hold.
    menu.ring.move = lambda dx, dy: moves.append((dx, dy))  # type: ignore[method-assign]
    right = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                         button=right))
    settle_screen(app)  # held so long that no event has come for a while
    assert menu.is_still() and not app.is_idle()  # the repeats come from the loop, not SDL
    held = len(moves)
    for _ in range(30):
        app.tick()
    assert len(moves) > held
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0,
                                         button=right))
    settle_screen(app)
    assert app.is_idle()


def test_a_person_thinking_is_still_a_computer_thinking_is_not(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app)  # Mina (a person) against the hard computer
    settle(app, scene)
    settle_screen(app)
    assert scene.accepts_input and scene.is_still()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=""))
    frames(app, 2)
    assert not scene.is_still()  # the dice tumble


def test_idle_costs_a_few_percent_of_a_core_at_most(app: App) -> None:
    app.context.manager.apply(Push(MenuScene(app.context)))
    settle_screen(app)
    # Generous bound for a loaded test machine; --bench reports the real figure (≤ 3 %).
    assert idle_cpu_percent(app, seconds=1.0) < 15

"""Issue 7, item 12: when nothing moves, nothing is redrawn and the loop sleeps."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.bench import idle_cpu_percent
from scenes.menu import MenuScene
from scenes.scene import Push
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
        app.tick()  # sleeps in SDL (up to half a second each) instead of drawing
    assert app.frames == drawn and app.idle_waits == 3
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode=""))
    app.tick()
    assert app.frames == drawn + 1  # the key woke it: one frame shows the new focus
    assert not app.is_idle()  # and it keeps drawing while the focus glides


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

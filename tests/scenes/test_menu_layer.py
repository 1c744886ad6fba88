"""The menu draws from a cached layer: every frame looks exactly as drawn from scratch."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.dialogs import PanelScene
from scenes.screens.menu import MenuScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def drawn_both_ways(menu: MenuScene, size: tuple[int, int]) -> tuple[bytes, bytes]:
    """The menu's frame from its layer, and drawn anew piece by piece in the ring's order."""
    cached, fresh = pygame.Surface(size), pygame.Surface(size)
    menu.draw(cached)
    PanelScene.draw(menu, fresh)
    return pygame.image.tobytes(cached, "RGB"), pygame.image.tobytes(fresh, "RGB")


def open_menu(shell: App, size: tuple[int, int]) -> MenuScene:
    shell.context.display.set_window_size(size)
    shell.context.resize(shell.context.display.size)
    menu = MenuScene(shell.context)
    shell.context.manager.apply(Push(menu))
    frames(shell, 30)
    return menu


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_the_cached_menu_looks_like_the_menu_drawn_from_scratch(
    app: App, size: tuple[int, int]
) -> None:
    menu = open_menu(app, size)
    size = app.context.size
    cached, fresh = drawn_both_ways(menu, size)
    assert cached == fresh
    drawn: list[pygame.Surface] = []
    real_content = menu.draw_content
    menu.draw_content = lambda surface: (drawn.append(surface),  # type: ignore[method-assign]
                                         real_content(surface))[1]
    frames(app, 5)
    assert not drawn  # a still menu is one blit of its layer

    # The focus on each button in turn: while it glides in, and settled and pulsing
    # (neighbouring glows and shadows must overlap as when drawn in order).
    for button in menu.ring.buttons:
        if not button.enabled:
            continue
        menu.ring.focus(button)
        for count in (4, 20):
            frames(app, count)
            cached, fresh = drawn_both_ways(menu, size)
            assert cached == fresh, button.label

    # The pointer over Settings: its hover shows.
    settings = menu.buttons["settings"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=settings.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 20)
    assert not settings.is_at_rest
    cached, fresh = drawn_both_ways(menu, size)
    assert cached == fresh


def test_the_layer_follows_a_language_switch(app: App) -> None:
    menu = open_menu(app, (1280, 720))
    english, _ = drawn_both_ways(menu, app.context.size)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    frames(app, 2)
    korean, fresh = drawn_both_ways(menu, app.context.size)
    assert korean == fresh and korean != english

"""A button under a dialog shows no hover (trial s33 M/019): the scene beneath is drawn
as it was, and the button the pointer was over stayed lit through the dark scrim."""

from __future__ import annotations

import pygame

from scenes.shell.manager import SceneManager
from scenes.shell.scene import Push, Scene
from scenes.widgets.button import Button


class _Buttons(Scene):
    def __init__(self, button: Button) -> None:
        self.button = button

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 60, 40))
        self.button.draw(surface)


class _Dialog(Scene):
    opaque = False


def _drawn(hovered: bool, *, covered: bool) -> pygame.Surface:
    button = Button((40, 40, 200, 60), text="Menu")
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(60, 60) if hovered
                                           else (0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(60):
        button.update(1 / 60)
    manager = SceneManager()
    manager.apply(Push(_Buttons(button)))
    if covered:
        manager.apply(Push(_Dialog()))
    surface = pygame.Surface((300, 150))
    manager.draw(surface)
    return surface


def _same(one: pygame.Surface, other: pygame.Surface) -> bool:
    return pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")


def test_the_hovered_button_under_a_dialog_looks_as_any_other() -> None:
    assert not _same(_drawn(True, covered=False), _drawn(False, covered=False))
    assert _same(_drawn(True, covered=True), _drawn(False, covered=True))

"""The real program for scene tests: started on its menu, closed cleanly afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.shell.app import App


@contextmanager
def running_app(seed: int = 7, *, persist: bool = True) -> Iterator[App]:
    """The real program on its menu after one frame, closed and cleaned up afterwards."""
    from scenes.shell import assets
    from scenes.shell.app import App, Launch

    application = App(Launch(seed=seed), persist=persist)
    application.start_menu()
    application.step(1 / 60)
    try:
        yield application
    finally:
        application.context.close()
        assets.clear_caches()
        pygame.quit()



def told_over(app: App, scene: object) -> list[str]:
    """The file notices standing over ``scene`` in the dialog that waits for OK (every
    file failure is told so, never in a fading toast), in the program's words."""
    from scenes.screens.dialogs import NoticeScene

    stack = app.context.manager.stack
    assert isinstance(stack[-1], NoticeScene), f"no notice dialog on top: {stack[-1]!r}"
    assert stack[-2] is scene, "the dialog stands over the screen that met the failure"
    return [notice.text(app.context.words) for notice in stack[-1].notices]

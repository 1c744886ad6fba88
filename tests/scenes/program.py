"""The real program for scene tests: started on its menu, closed cleanly afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import wait
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.shell.app import App


_FONTS_AND_MEASURES = frozenset({"font", "font_path", "_measuring_font", "font_draws",
                                 "_empty_box", "text_size", "fit_text_px", "_name_lines"})
"""The caches of ``scenes.shell.assets`` a test leaves to the next: open fonts and what
they measured, the same for every window."""


def close_window() -> None:
    """Close the program as ``pygame.quit()`` would, but keep pygame's fonts open and what
    they measured, for the next test in this process: opening them again cost about 35 ms
    of processor time at each start, some thousands of times a run (a start and close
    took 48.6 ms, now 14.1 ms). Drawn text, images and sounds are forgotten, nothing the
    test queued or held reaches the next one (events, key repeat, the mixer), and the
    window closes. tests/conftest.py forgets the fonts before any real ``pygame.quit()``."""
    from scenes.shell import assets, audio

    if not pygame.get_init():
        return  # the program quit pygame itself (tests/conftest.py forgot the fonts first)
    for name, value in vars(assets).items():
        forget = getattr(value, "cache_clear", None)
        mine = getattr(value, "__module__", None) == assets.__name__
        if callable(forget) and mine and name not in _FONTS_AND_MEASURES:
            forget()
    assets._text_cache.clear()
    pygame.event.clear()
    pygame.key.set_repeat()
    if audio.mixer_loaded() and pygame.mixer.get_init():
        pygame.mixer.quit()
    pygame.display.quit()


@contextmanager
def running_app(seed: int = 7, *, persist: bool = True) -> Iterator[App]:
    """The real program on its menu after one frame, closed and cleaned up afterwards."""
    from scenes.shell.app import App, Launch

    application = App(Launch(seed=seed), persist=persist)
    application.start_menu()
    application.step(1 / 60)
    try:
        yield application
    finally:
        application.context.close()
        close_window()


def told_over(app: App, scene: object) -> list[str]:
    """The file notices standing over ``scene`` in the dialog that waits for OK (every
    file failure is told so, never in a fading toast), in the program's words."""
    from scenes.screens.dialogs import NoticeScene

    stack = app.context.manager.stack
    assert isinstance(stack[-1], NoticeScene), f"no notice dialog on top: {stack[-1]!r}"
    assert stack[-2] is scene, "the dialog stands over the screen that met the failure"
    return [notice.text(app.context.words) for notice in stack[-1].notices]



def thinker_answered(most: float = 1.0) -> None:
    """Wait (up to ``most`` seconds) for the thinker to answer the question it works on
    (a review's step, a computer's move, the coach's numbers), rather than draw frames
    while it works: a loop of frames that waited for a replay's review drew 1,600-3,100
    frames of 11 ms each, taking the processor from the thinker it waited for. The next
    frame collects the answer, as every frame does."""
    from scenes.games.thinker import THINKER

    question = THINKER._asked
    if question is not None:
        wait([question.future], timeout=most)

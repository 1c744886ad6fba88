"""``--lang`` and ``--fullscreen`` are for the run they were given to (trial s38 X/015:
one ``tabletop --lang ko`` start saved Korean into the settings, so the next plain start
opened in Korean; ``--fullscreen`` was saved the same way). The file keeps its language
and window unless the player picks another in Settings (or F11) during that run."""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.shell.app import App, Launch
from tabletop import storage


def _run_once(launch: Launch, *, volume: float | None = None,
              languages: tuple[str, ...] = (), toggles: int = 0) -> None:
    """Start, change what a player may change (each change writes the settings), quit."""
    application = App(launch)
    application.start_menu()
    application.step(1 / 60)
    context = application.context
    if volume is not None:
        context.apply_settings(replace(context.settings, volume=volume))
    for language in languages:
        context.apply_settings(replace(context.settings, language=language))
    for _ in range(toggles):
        context.toggle_fullscreen()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert application.run() == 0


def test_the_flag_s_language_is_not_saved() -> None:
    storage.save_settings(replace(storage.load_settings()[0], language="en"))
    _run_once(Launch(lang="ko"), volume=0.3)
    saved = storage.load_settings()[0]
    assert saved.volume == 0.3, "the run's other changes are kept"
    assert saved.language == "en", "the next plain start opens in the saved language"


def test_a_language_picked_in_settings_during_the_run_is_saved() -> None:
    storage.save_settings(replace(storage.load_settings()[0], language="en"))
    _run_once(Launch(lang="ko"), languages=("en", "ko"))  # English, then Korean again
    assert storage.load_settings()[0].language == "ko"


def test_the_flag_s_fullscreen_is_not_saved() -> None:
    storage.save_settings(replace(storage.load_settings()[0], fullscreen=False))
    _run_once(Launch(fullscreen=True), volume=0.3)
    saved = storage.load_settings()[0]
    assert saved.volume == 0.3, "the run's other changes are kept"
    assert not saved.fullscreen, "the next plain start opens in a window"


def test_fullscreen_chosen_during_the_run_is_saved() -> None:
    storage.save_settings(replace(storage.load_settings()[0], fullscreen=False))
    _run_once(Launch(fullscreen=True), toggles=2)  # a window, then fullscreen again
    assert storage.load_settings()[0].fullscreen

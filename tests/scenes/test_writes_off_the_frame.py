"""No frame waits for the disk: settings, statistics and the autosave are written by one
writer thread, and closing the window waits for it instead of warning.

Each test holds the disk at a gate, as a loaded machine's fsync did (an F11 press took a
4.35 s frame; closing the window waited 2 s and then warned about a game that was being
saved, a 6.27 s frame).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.screens.dialogs import ConfirmScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.storage import settings as settings_module
from tabletop.storage import stats as stats_module
from tabletop.storage import writer as writer_module
from tests.patience import PATIENCE, Stopwatch

from .program import running_app

FRAME = 1 / 60
SLOW_DISK = 4.0
"""Seconds the gated disk holds a write when the test never opens the gate."""


@pytest.fixture
def app() -> Iterator[App]:
    with running_app(seed=4) as application:
        yield application


class Gate:
    """``module.atomic_write_json`` held until :meth:`open` (or :data:`SLOW_DISK`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> None:
        self.event = threading.Event()
        self.waiting = threading.Event()
        real = module.atomic_write_json

        def held(path: Path, data: Any, **options: Any) -> None:
            self.waiting.set()
            self.event.wait(SLOW_DISK)
            real(path, data, **options)

        monkeypatch.setattr(module, "atomic_write_json", held)

    def open(self) -> None:
        self.event.set()


def _step_timed(app: App) -> float:
    watch = Stopwatch()
    app.step(FRAME)
    return watch.seconds()


def test_f11_saves_the_setting_without_waiting_for_the_disk(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch, settings_module)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert _step_timed(app) < 1.0
    assert app.context.settings.fullscreen
    assert gate.waiting.wait(PATIENCE)  # the writer has it
    gate.open()
    app.context.flush_saves()
    assert storage.load_settings()[0].fullscreen


def test_starting_a_game_counts_it_without_waiting_for_the_disk(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    gate = Gate(monkeypatch, stats_module)
    watch = Stopwatch()
    setup.start_game()
    app.step(FRAME)
    assert watch.seconds() < 1.0
    assert isinstance(app.context.manager.top, GameScene)
    gate.open()
    app.context.flush_saves()
    assert storage.game_stats("yacht").played == 1


def test_settings_and_statistics_are_written_in_the_order_asked(app: App) -> None:
    from dataclasses import replace
    from functools import partial

    context = app.context
    for step in (1, 2, 3):
        context.apply_settings(replace(context.settings, volume=step / 10))
        context.write(partial(storage.record_lesson, "yacht", step=step))
    app.context.flush_saves()
    assert storage.load_settings()[0].volume == 0.3
    assert storage.game_stats("yacht").lesson_step == 3


def _playing(app: App) -> GameScene[Any]:
    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    setup.start_game()
    for _ in range(600):
        app.step(FRAME)
        scene = app.context.manager.top
        if isinstance(scene, GameScene) and scene.accepts_input:
            return scene
    raise AssertionError("the game never took input")


def test_closing_the_window_waits_for_the_save_and_never_warns_about_a_saved_game(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _playing(app)
    app.context.flush_saves()
    gate = Gate(monkeypatch, writer_module)
    scene.act(scene.session.game.legal_actions()[0])
    moves = len(scene.session.game.history)
    assert gate.waiting.wait(PATIENCE)  # the save is on its way to a slow disk
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert _step_timed(app) < 1.0  # the frame does not wait for the disk
    assert app.context.manager.running
    assert not isinstance(app.context.manager.top, ConfirmScene)
    gate.open()
    for _ in range(int(PATIENCE / FRAME)):
        app.step(FRAME)
        assert not isinstance(app.context.manager.top, ConfirmScene), "a false warning"
        if not app.context.manager.running:
            break
    assert not app.context.manager.running
    loaded, notice = storage.load_save()
    assert notice is None and loaded is not None
    assert len(loaded.game.history) == moves


def test_settings_changed_just_before_closing_are_on_disk_after_it(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    gate = Gate(monkeypatch, settings_module)
    app.context.apply_settings(replace(app.context.settings, coach=True))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(FRAME)
    gate.open()
    assert app.run() == 0  # the main loop ends once the writer is done, and shuts down
    assert storage.load_settings()[0].coach

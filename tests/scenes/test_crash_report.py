"""An error nothing caught leaves a report: ``crash-<time>.txt`` in the user data folder
with the traceback, the version, the system and the open screens; the game in progress
is on disk; a window says where the report is; the program exits with CRASH_EXIT."""

from __future__ import annotations

import re

import pygame
import pytest

import tabletop
from scenes.games import make_game_scene
from scenes.shell import cli, crash
from scenes.shell.app import App, Launch
from scenes.shell.scene import Push, Scene, Transition
from tabletop import storage
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession


class Boom(Scene):
    """A screen whose third frame raises (a bug nobody caught)."""

    def __init__(self) -> None:
        self.frames = 0

    def update(self, dt: float) -> Transition | None:
        self.frames += 1
        if self.frames == 3:
            raise RuntimeError("the bug nobody caught")
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    real = crash.tell

    def recording(title: str, message: str) -> bool:
        shown.append((title, message))
        assert real(title, message) is False, "no window under the dummy driver"
        return True

    monkeypatch.setattr(crash, "tell", recording)
    return shown


def test_an_error_in_the_main_loop_writes_a_report_says_where_and_exits(
        told: list[tuple[str, str]]) -> None:
    app = App(Launch(seed=4))
    app.start_menu()
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["yacht"], seats, 4, autosave=app.context.autosave)
    session.apply(session.game.legal_actions()[0])
    manager = app.context.manager
    manager.apply(Push(make_game_scene(app.context, session)))
    manager.apply(Push(Boom()))

    assert app.run() == crash.CRASH_EXIT

    (report,) = storage.data_dir().glob("crash-*.txt")
    assert re.fullmatch(r"crash-\d{8}T\d{6}\.txt", report.name)
    text = report.read_text(encoding="utf-8")
    assert f"Version: Tabletop {tabletop.__version__}" in text
    assert "System: " in text and "Python: " in text and "Video driver: dummy" in text
    assert "RuntimeError: the bug nobody caught" in text and "Traceback" in text
    screens = text.split("Screens, the one on top last:\n", 1)[1]
    assert screens.splitlines()[:3] == [
        "  MenuScene", "  YachtScene: yacht, move 1, seats person, computer (easy)", "  Boom"]
    ((title, message),) = told
    assert title == ENGLISH("app.crash_title")
    assert str(report) in message.splitlines(), "the path is on a line of its own"
    assert message.startswith(ENGLISH("app.crash_stopped"))
    assert " ".join(message.split()).endswith(ENGLISH("app.crash_saved"))
    assert all(len(line) <= crash.MESSAGE_WIDTH for line in message.splitlines()
               if line != str(report))
    loaded, _ = storage.load_save()
    assert loaded is not None and len(loaded.game.history) == 1, "the game is on disk"


def test_an_error_while_starting_writes_a_report_too(
        told: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_: object) -> int:
        raise KeyError("a start-up bug")

    monkeypatch.setattr(cli, "_run", broken)
    assert cli.main([]) == crash.CRASH_EXIT
    (report,) = storage.data_dir().glob("crash-*.txt")
    assert "KeyError: 'a start-up bug'" in report.read_text(encoding="utf-8")
    assert str(report) in told[0][1]


def test_a_report_that_cannot_be_written_goes_to_the_terminal(
        told: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(crash, "data_dir", lambda: storage.data_dir() / "missing" / "deeper")
    assert crash.handle(ValueError("nowhere to write"), None) == crash.CRASH_EXIT
    error = capsys.readouterr().err
    assert "ValueError: nowhere to write" in error and "Version: Tabletop" in error
    assert ENGLISH("app.crash_unwritten") in " ".join(told[0][1].split())

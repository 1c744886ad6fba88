"""A standard game controller reaches everything (synthetic SDL events)."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame
import pytest

from scenes.games.yacht.sheet import SheetRow
from scenes.screens.dialogs import GameTabsScene
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.button import key_label
from scenes.widgets.dice import DiePiece
from tabletop.games.yacht import CATEGORIES
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_yacht_scene import best_open_category, focused_category, settle, start

__all__ = ["app"]


def pad(button: int, instance: int = 0) -> None:
    """Press and release one controller button."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=instance))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                         instance_id=instance))


def test_a_whole_yacht_game_with_the_controller_only(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, seed=13)
    for _ in range(12):
        settle(app, scene)
        pad(pygame.CONTROLLER_BUTTON_X)  # roll
        settle(app, scene)
        pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # focus the first die...
        pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # ...then the second
        pad(pygame.CONTROLLER_BUTTON_A)  # hold it
        settle(app, scene)
        assert scene.session.game.state.held[1]
        pad(pygame.CONTROLLER_BUTTON_X)  # roll the other four
        settle(app, scene)
        assert scene.session.game.state.rolls_used == 2
        target = best_open_category(scene)
        for _ in range(len(CATEGORIES)):
            if focused_category(scene) is target:
                break
            pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            frames(app, 1)
        assert focused_category(scene) is target
        pad(pygame.CONTROLLER_BUTTON_A)
        frames(app, 2)
        assert target in scene.session.game.state.sheets[0]
    settle(app, scene)
    frames(app, 90)
    assert app.context.manager.top is scene
    pad(pygame.CONTROLLER_BUTTON_A)  # the final sheet stays until A moves on
    frames(app, 2)
    assert isinstance(app.context.manager.top, ResultsScene)
    game = scene.session.game
    assert game.is_over and len(game.state.sheets[0]) == 12


def test_the_dpad_walks_the_focus_from_the_dice_onto_the_sheet_and_back(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    pad(pygame.CONTROLLER_BUTTON_X)  # roll
    settle(app, scene)
    walked = []
    for _ in range(len(scene.tray.pieces) + 2):
        pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        frames(app, 1)
        walked.append(scene.controls.focused)
        if isinstance(walked[-1], SheetRow):
            break
    assert walked[:-1] == scene.tray.pieces  # the dice left to right...
    row = walked[-1]
    assert isinstance(row, SheetRow) and row.enabled  # ...then onto an open row of the sheet
    pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # down the sheet
    frames(app, 1)
    below = scene.controls.focused
    assert isinstance(below, SheetRow) and below.bounds().y > row.bounds().y
    for _ in range(3):  # and back to the dice
        pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
        frames(app, 1)
        if isinstance(scene.controls.focused, DiePiece):
            break
    die = scene.controls.focused
    assert isinstance(die, DiePiece) and die.die.focused
    pad(pygame.CONTROLLER_BUTTON_A)  # A holds the die the D-pad came back to
    settle(app, scene)
    assert scene.session.game.state.held[die.index]


def test_dpad_stick_a_and_b_drive_the_menus(app: App) -> None:
    menu = MenuScene(app.context)
    app.context.manager.apply(Push(menu))
    frames(app, 2)
    first = menu.ring.focused
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                         axis=pygame.CONTROLLER_AXIS_LEFTY, value=32000))
    frames(app, 1)
    assert menu.ring.focused is not first  # the stick moved the focus down
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                         axis=pygame.CONTROLLER_AXIS_LEFTY, value=0))
    frames(app, 1)
    menu.ring.focus(menu.tiles[0])
    pad(pygame.CONTROLLER_BUTTON_A)
    frames(app, 1)
    assert isinstance(app.context.manager.top, SetupScene)
    pad(pygame.CONTROLLER_BUTTON_B)
    frames(app, 1)
    assert app.context.manager.top is menu


def test_a_held_direction_repeats(app: App) -> None:
    menu = MenuScene(app.context)
    app.context.manager.apply(Push(menu))
    frames(app, 2)
    moves = []
    original = menu.ring.move

    def counting_move(dx: int, dy: int) -> None:
        moves.append((dx, dy))
        original(dx, dy)

    menu.ring.move = counting_move  # type: ignore[method-assign]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                         button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    frames(app, 1)
    assert moves == [(1, 0)]
    frames(app, 60)  # one second held
    assert len(moves) > 3
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0,
                                         button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    frames(app, 1)
    held = len(moves)
    frames(app, 60)
    assert len(moves) == held


def test_start_pauses_and_resumes_and_hints_show_controller_buttons(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    frames(app, 2)
    assert key_label(app.context.words, pygame.K_RETURN, app.context.input) == "Enter"
    pad(pygame.CONTROLLER_BUTTON_START)
    frames(app, 2)
    assert isinstance(app.context.manager.top, PauseScene)
    hints = app.context.input
    words = app.context.words
    assert key_label(words, pygame.K_RETURN, hints) == "A"
    assert key_label(words, pygame.K_ESCAPE, hints) == "B"
    pad(pygame.CONTROLLER_BUTTON_START)
    frames(app, 2)
    assert app.context.manager.top is scene
    frames(app, 1)
    assert "D-pad + A" in scene.prompt.text  # the prompt names the controller's buttons
    press(pygame.K_1)  # the keyboard again: key names come back
    frames(app, 2)
    assert key_label(app.context.words, pygame.K_RETURN, app.context.input) == "Enter"
    assert "1–5" in scene.prompt.text


def test_shoulder_buttons_switch_tabs(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop import games

    spec = games.GAMES["yacht"]
    monkeypatch.setitem(games.GAMES, "second", spec)
    stats = StatisticsScene(app.context)
    app.context.manager.apply(Push(stats))
    frames(app, 2)
    assert isinstance(stats, GameTabsScene) and stats.game_id == "yacht"
    ids = list(games.GAMES)
    pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    frames(app, 1)
    assert stats.game_id == ids[(ids.index("yacht") + 1) % len(ids)] != "yacht"
    pad(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    frames(app, 1)
    assert stats.game_id == "yacht"


class FakePad:
    opened: ClassVar[list[int]] = []
    closed: ClassVar[list[int]] = []

    def __init__(self, device_index: int) -> None:
        self.device_index = device_index
        FakePad.opened.append(device_index)

    def as_joystick(self) -> Any:
        index = self.device_index

        class Joystick:
            def get_instance_id(self) -> int:
                return 100 + index

        return Joystick()

    def quit(self) -> None:
        FakePad.closed.append(self.device_index)


class FakeModule:
    Controller = FakePad


def test_controllers_are_opened_when_plugged_in_and_closed_when_pulled(app: App) -> None:
    app.controllers._module = FakeModule()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1))
    frames(app, 1)
    assert sorted(app.controllers.controllers) == [100, 101]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    frames(app, 1)
    assert sorted(app.controllers.controllers) == [101]
    assert FakePad.closed == [0]
    assert app.context.input.using_controller is False  # plugging in alone changes no hint

"""A replay looks like one: its title says so, no control of the seat to move lights,
and the eyes button says what a press will show."""

from __future__ import annotations

import pygame

from scenes.games.yacht.scene import YachtScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def test_a_yacht_replay_lights_no_roll_and_says_it_is_a_replay(app: App) -> None:
    set_speed(app, "normal")
    table = app.context.navigator.replay(finished_game("yacht"))
    assert isinstance(table, YachtScene) and isinstance(table.driver, ReplayDriver)
    app.context.manager.apply(Push(table))
    for _ in range(12):
        frames(app, 20)
        seat = table.session.current_seat
        assert seat is not None and table.session.seats[seat].is_person
        assert not table.roll_button.enabled, "a live Roll button in a replay"
        assert not table.tray.show_keys and not table.sheet.pickable
    assert table.driver.table_title("Yacht Dice") == "Replay · Yacht Dice"


def test_the_eyes_button_names_the_eyes_it_will_show(app: App) -> None:
    table = app.context.navigator.replay(finished_game("wizard_extreme"))
    app.context.manager.apply(Push(table))
    frames(app, 2)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    names = [seat.name for seat in table.session.seats]
    seen = []
    for _ in names:
        seen.append(driver.bar.viewer.label)
        driver.cycle_viewer()
        frames(app, 1)
    seen.append(driver.bar.viewer.label)
    assert seen == [f"Show {name}'s eyes" for name in names] + ["Show everything"]


def test_a_control_that_cannot_be_pressed_in_a_replay_shows_no_key(app: App) -> None:
    """The greyed Roll of a replay is drawn exactly as a button without a hotkey: no
    "Space" keycap promises a key that does nothing there."""
    table = app.context.navigator.replay(finished_game("yacht"))
    assert isinstance(table, YachtScene)
    app.context.manager.apply(Push(table))
    frames(app, 20)
    button = table.roll_button
    assert not button.enabled and button.hotkey is not None
    drawn, keyless = (pygame.Surface(app.context.size) for _ in range(2))
    button.draw(drawn)
    button.hotkey = None
    button.draw(keyless)
    area = button.rect
    assert pygame.image.tobytes(drawn.subsurface(area), "RGB") == \
        pygame.image.tobytes(keyless.subsurface(area), "RGB"), "a keycap on a greyed control"

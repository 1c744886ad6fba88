"""The setup's stepping controls, as a trial met them: the left chevron steps back, and a
key press on a control changes it and leaves the focus there (Enter on an option had
moved the focus to Start game, so a second Enter started the game)."""

from __future__ import annotations

import pygame

from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.widgets.cycle_button import CycleButton
from tabletop.core.seats import SeatKind
from tests.scenes.test_game_base import app, click
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


def _level_control(setup: SetupScene, seat: int) -> CycleButton:
    """Seat ``seat``'s level control, as laid out now."""
    row = setup.row_rects[seat]
    return next(button for button in setup.ring.buttons if isinstance(button, CycleButton)
                and row.contains(button.rect) and (button.label_key or "").startswith("app.level."))


def test_the_left_chevron_steps_back_and_the_rest_steps_on(app: App) -> None:
    setup = open_setup(app, "yacht")
    computer = next(index for index, seat in enumerate(setup.seats)
                    if seat.kind is SeatKind.COMPUTER)
    levels = setup.levels
    start = levels.index(setup.seats[computer].level)
    click(_level_control(setup, computer).back_zone.center)
    app.step(FRAME)
    assert setup.seats[computer].level == levels[(start - 1) % len(levels)]
    click(_level_control(setup, computer).rect.center)
    app.step(FRAME)
    control = _level_control(setup, computer)
    click((control.rect.right - 4, control.rect.centery))  # the right chevron
    app.step(FRAME)
    assert setup.seats[computer].level == levels[(start + 1) % len(levels)]


def test_enter_on_an_option_changes_it_and_keeps_the_focus_there(app: App) -> None:
    setup = open_setup(app, "polterfass")
    option = setup.shown_options[0]
    control = next(button for button in setup.ring.buttons if isinstance(button, CycleButton)
                   and setup.option_panel.contains(button.rect))
    setup.ring.focus(control)
    first = setup.options[option.key]
    for presses in (1, 2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r"))
        app.step(FRAME)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
        app.step(FRAME)
        assert app.context.manager.top is setup, "a second Enter started the game"
        focused = setup.ring.focused
        assert isinstance(focused, CycleButton) and focused.rect == control.rect, presses
        index = (option.choices.index(first) + presses) % len(option.choices)
        assert setup.options[option.key] == option.choices[index], presses


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def test_left_and_right_on_a_focused_control_step_its_value_and_keep_the_focus(app: App) -> None:
    """The ◀ ▶ chevrons say Left and Right change the value: they moved the focus to the
    next control instead (trial s28 D/141-143)."""
    setup = open_setup(app, "yacht")
    computer = next(index for index, seat in enumerate(setup.seats)
                    if seat.kind is SeatKind.COMPUTER)
    levels = setup.levels
    start = levels.index(setup.seats[computer].level)
    setup.ring.focus(_level_control(setup, computer))
    for key, step in ((pygame.K_RIGHT, 1), (pygame.K_LEFT, 0), (pygame.K_LEFT, -1)):
        _key(key)
        app.step(FRAME)
        assert setup.seats[computer].level == levels[(start + step) % len(levels)], key
        assert setup.ring.focused is _level_control(setup, computer), "the focus moved off"

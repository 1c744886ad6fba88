"""Setup by keys: Up and Down walk the setup's controls in reading order, the seat rows
one control after another, then the options, then Start game; every control is a stop.
By nearness alone Up from a computer's level jumped to "−" over the Person/Computer
selectors, which only Tab reached: about 13 presses made seat 2 a person (trial s29
G/124-140; Big Shot's setup the same, G/083-087)."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.widgets.button import Button
from tabletop.core.seats import SeatKind
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import key
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


def _walk(app: App, setup: SetupScene, arrow: int, stop: Button) -> list[Button]:
    """The controls the focus stands on, pressing ``arrow`` from where it is, until it
    reaches ``stop`` (at most one press per control)."""
    seen: list[Button] = []
    for _ in range(len(setup.ring.buttons)):
        key(app, arrow)
        focused = setup.ring.focused
        assert focused is not None
        seen.append(focused)
        if focused is stop:
            return seen
    raise AssertionError(f"{pygame.key.name(arrow)} never reached {stop.label_key}: {seen}")


@pytest.mark.parametrize(("game_id", "most"), [("yacht", 3), ("big_shot", 4)])
def test_a_few_presses_make_seat_two_a_person(app: App, game_id: str, most: int) -> None:
    """From Start game, Up to seat 2's Person/Computer (past Big Shot's one option and the
    level), then Enter: five presses before, and only by a path found by trying."""
    setup = open_setup(app, game_id)
    assert setup.seats[1].kind is SeatKind.COMPUTER
    assert setup.ring.focused is setup.start_button
    presses = 0
    while setup.seats[1].kind is SeatKind.COMPUTER and presses < 20:
        row = setup.row_rects[1]
        focused = setup.ring.focused
        on_kind = (focused is not None and row.contains(focused.rect)
                   and focused.label_key == "app.setup.computer")
        key(app, pygame.K_RETURN if on_kind else pygame.K_UP)
        presses += 1
    assert setup.seats[1].kind is SeatKind.PERSON
    assert presses <= most, f"{presses} presses made seat 2 a person"


@pytest.mark.parametrize("game_id", ["yacht", "big_shot", "wizard_extreme"])
def test_up_and_down_walk_every_control_in_reading_order(app: App, game_id: str) -> None:
    setup = open_setup(app, game_id)
    controls = [button for button in setup.ring.buttons
                if button.enabled and button not in setup.bottom_row]
    setup.ring.focus(controls[0])
    down = [controls[0], *_walk(app, setup, pygame.K_DOWN, setup.start_button)]
    assert down == [*controls, setup.start_button]
    up = _walk(app, setup, pygame.K_UP, controls[0])
    assert up == controls[::-1]
    seat_rows = [next(index for index, row in enumerate(setup.row_rects)
                      if row.contains(button.rect)) for button in down
                 if any(row.contains(button.rect) for row in setup.row_rects)]
    assert seat_rows == sorted(seat_rows), "the seat rows come in reading order"

"""Down from the last control reaches Start game, the bottom row's way on: by nearness alone
it landed on Back, which stands below the middle of the seat rows (trial s25 D/035)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME, key
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


@pytest.mark.parametrize("game_id", ["wizard_extreme", "yacht", "polterfass"])
def test_down_from_the_last_control_lands_on_start_game(app: App, game_id: str) -> None:
    """Up and Down walk every control in reading order (test_setup_reading_order.py), so
    Start game comes after the last control: the last seat row's, or the last option."""
    setup = open_setup(app, game_id)
    last_row = setup.row_rects[-1]
    row_controls = [button for button in setup.ring.buttons
                    if last_row.contains(button.rect) and button.enabled]
    options = [button for button in setup.ring.buttons
               if setup.option_panel.contains(button.rect) and button.enabled]
    setup.ring.focus(options[-1] if options else max(row_controls,
                                                      key=lambda button: button.rect.x))
    key(app, pygame.K_DOWN)
    app.step(FRAME)
    assert setup.ring.focused is not None and setup.ring.focused.label_key == "app.setup.start"
    key(app, pygame.K_LEFT)
    assert setup.ring.focused is not None
    assert setup.ring.focused.label_key == "app.back", "Back is still one step away"

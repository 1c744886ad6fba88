"""The Winner's Circle die keeps its size under the coach's card: at 1280x720 the taller
card (four rows) left it 37 px where it had been 41 px, beside a Roll button 50 px tall.
Where the die's words stand beside it, the die is as tall as the button, clear of the
podium, the button and the card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_die_keeps_its_size_under_the_coach(app: App, size: tuple[int, int],
                                                seats: int) -> None:
    app.context.apply_settings(replace(app.context.settings, coach=True))
    resize_window(app, size)
    frames(app, 2)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"][:seats], 5, 1)
    table = scene.table
    die, button, card = table.die.rect(), table.roll_button.rect, table.coach_rect
    assert card is not None
    assert table.die.size >= scene.px(41), (table.die.size, scene.px(41))
    assert not die.colliderect(button) and not die.colliderect(card), (die, button, card)
    assert die.collidelist(list(table.boxes.values())) == -1, die
    assert table.geo.infield.contains(die), die

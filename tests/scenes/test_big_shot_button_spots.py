"""Big Shot's side panel keeps its primary spot free in the auction.

A trial's player clicked Place cubes again and again; when the next auction came up the
clicks landed on Loan, which stood exactly there, and took six loans. Roll the die and
Place cubes stand at the bottom line's right; no auction button stands where they do,
at the sizes a couch plays at, and the auction's buttons stay inside the panel, apart.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import frames

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_auction_button_stands_where_roll_or_place_cubes_stands(app: App,
                                                                   size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Easy", 2, SeatKind.COMPUTER, "easy")])
    frames(app, 2)
    assert app.context.size == size
    pad = scene.pad
    primaries = {"Roll": scene.roll_button.rect, "Place cubes": scene.place_button.rect}
    for name, spot in primaries.items():
        assert not pad.loan_button.rect.colliderect(spot), f"Loan stands on {name}"
        for button in pad.buttons:
            assert not button.rect.colliderect(spot), f"{button.label} stands on {name}"
    inner = scene.side.inner
    for index, button in enumerate(pad.buttons):
        assert inner.contains(button.rect), f"{button.label} leaves the panel"
        for other in pad.buttons[index + 1:]:
            assert not button.rect.colliderect(other.rect), (button.label, other.label)
    # Pass stands where Take back does: the secondary spot of every decision.
    assert pad.pass_button.rect == scene.take_back.rect
    assert pygame.Rect(scene.roll_button.rect) == scene.place_button.rect

"""Big Shot's cube counts on the map read from the sofa with the game log open too (trial
s29 G/099-103, G/184): the piles were ~25 px icons, and beside the log (L) the board
shrank, the lots to ~50 px and the counts to digits too small to read. The digits' ink
is measured as drawn at 1920x1080: on the full map at least 26 px tall (trial s35 Q/016:
at 22 px who leads a district was still not told from the sofa); beside the log, where
each pile is one chip with its symbol beside the digit, at least 22 px."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.shell import assets
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

LEAST_INK = 26
"""The least height of a count's digit on the map at 1920x1080, in pixels."""
LEAST_CHIP_INK = 22
"""The same on a chip (the map narrowed beside the log), in pixels."""


def _digit_ink(text_px: int) -> int:
    """How tall a count's digit is drawn at ``text_px``: its ink, not its font's line."""
    label = assets.text("3", text_px, (0, 0, 0), bold=True)
    ink = pygame.mask.from_surface(label).get_bounding_rects()
    return max(rect.bottom for rect in ink) - min(rect.top for rect in ink)


@pytest.mark.parametrize("log_open", [False, True])
def test_the_counts_on_the_map_read_from_the_sofa_with_or_without_the_log(
        app: App, monkeypatch: Any, log_open: bool) -> None:
    resize_window(app, (1920, 1080))
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    wide = scene.board.area.width
    if log_open:
        press(pygame.K_l)  # the log opens; the board makes room beside it (G/184)
        frames(app, 3)
        assert scene.board.area.width < wide, "the board narrows beside the log"
    drawn: list[int] = []
    real = board_module.draw_pile

    def record(surface: pygame.Surface, centre: Any, size: int, look: int, count: int,
               text_px: int, **kwargs: Any) -> None:
        drawn.append(text_px)
        real(surface, centre, size, look, count, text_px, **kwargs)

    monkeypatch.setattr(board_module, "draw_pile", record)
    layer = pygame.Surface(app.context.size)
    for region in range(len(scene.board.city.pieces)):
        scene.board.shown.counts[region] = [3, 2, 1, 1]
        scene.board.shown.closed[region] = False
        scene.board._draw_region(layer, region, scene.board.shown.counts[region])
    assert drawn, "the piles are drawn"
    least = min(_digit_ink(text_px) for text_px in drawn)
    assert least >= (LEAST_CHIP_INK if log_open else LEAST_INK), (
        least, scene.board.city.cube_size, scene.board.city.chips)

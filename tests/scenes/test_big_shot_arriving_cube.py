"""A cube flying onto a district lands on a place of its own (trial I/004, 094 -> 095): a
computer's blue cube flew onto A10, where green's pile stood alone, to the first place,
the one blue takes once it is there; green's pile moved only when it landed. Through the
flight the blue cube stood over green's cube beside green's "2", read as "blue 2", and
green's count seemed gone."""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.board import FLY_SECONDS
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

BLUE, GREEN = 1, 2
REGION = 1  # a district (not a park), every pile place inside it


def test_a_new_colours_cube_flies_to_a_place_no_other_pile_stands_on(
        app: App, monkeypatch: Any) -> None:
    resize_window(app, (1920, 1080))
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")])
    board = scene.board
    board.shown.counts[REGION] = [0, 0, 2, 0]
    board.shown.closed[REGION] = False
    drawn: list[tuple[int, int, tuple[float, float]]] = []
    real = board_module.draw_pile

    def record(surface: pygame.Surface, centre: tuple[float, float], size: int, look: int,
               count: int, text_px: int, **kwargs: Any) -> None:
        drawn.append((look, count, centre))
        real(surface, centre, size, look, count, text_px, **kwargs)

    monkeypatch.setattr(board_module, "draw_pile", record)
    layer = pygame.Surface(app.context.size)
    step = board.place(BLUE, REGION)
    step.advance(FLY_SECONDS * 0.85)  # eased: all but a few pixels of the way
    (flying,) = board.flying
    drawn.clear()
    board.refresh(layer)
    green = [centre for look, count, centre in drawn
             if look == board.looks[GREEN] and count == 2]
    assert len(green) == 1, drawn
    assert math.dist(green[0], flying.position) > board.city.cube_size, (
        "the flying cube hides green's pile")
    step.advance(FLY_SECONDS)
    assert board.shown.counts[REGION] == [0, 1, 2, 0] and not board.flying
    drawn.clear()
    board.refresh(layer)
    placed = {look: centre for look, _, centre in drawn}
    assert placed[board.looks[GREEN]] == green[0], "green's pile stays where it was"

"""A sold district keeps what it held in sight (trial I/003, 088 and 091): Park A went to
blue on orange 3, grey 3 and blue 1 (the ties cancel), and once its SOLD sign stood only
blue's cube showed, so nobody could see why blue owned it. Under the sign (or beside it)
each colour's count stays, small, inside the district, after the sale's fading and after
the table is snapped to the game again."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.city import inside
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import RegionSold
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

HELD = (3, 1, 0, 3)  # orange 3, blue 1, grey 3: the ties cancel, blue owns it
BLUE = 1


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_sold_district_shows_each_colours_count_inside_it(
        app: App, monkeypatch: Any, size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")])
    board, game = scene.board, scene.session.game
    assert isinstance(game, BigShotEngine)
    chips: list[tuple[int, int, pygame.Rect]] = []
    real = board_module.count_chip

    def record(side: int, look: int, count: int, text_px: int) -> pygame.Surface:
        image = real(side, look, count, text_px)
        chips.append((look, count, pygame.Rect(0, 0, side, side)))
        return image

    monkeypatch.setattr(board_module, "count_chip", record)
    blits: list[tuple[int, int]] = []

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(place, pygame.Rect):
                place = place.topleft
            blits.append((round(place[0]), round(place[1])))
            return super().blit(image, place, *args, **kwargs)

    layer = Layer(app.context.size)
    for region in range(len(REGIONS)):
        board.shown.counts[region] = list(HELD)
        board.shown.closed[region] = False
        step = board.sell(region, BLUE)
        step.advance(10.0)
        assert board.shown.closed[region]
        for shown in ("after the sale", "after a sync"):
            chips.clear()
            blits.clear()
            board._draw_region(layer, region, board.shown.counts[region], 1.0)
            assert sorted((look, count) for look, count, _ in chips) == sorted(
                (board.looks[colour], count) for colour, count in enumerate(HELD) if count), (
                region, shown)
            polygon = board.city.pieces[region].polygon
            for (_, _, rect), topleft in zip(chips, blits[-len(chips):], strict=True):
                rect.topleft = topleft
                assert all(inside(corner, polygon) for corner in (
                    rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)), (
                    region, shown, rect)
            state = game.state
            state.region_closed[region], state.region_owner[region] = True, BLUE
            state.region_cubes[region] = [0] * len(HELD)
            board.sync(state, [RegionSold(region, BLUE, 1, HELD, 6, at_end=False)])

"""Whose cubes lie on a Big Shot district reads from the sofa in a replay with its review
shown (trial s16): the map, squeezed between the replay's review and the side panel at
1920x1080, left 8 px cubes with their sofa-size count tags over all but a sliver of each.
Each pile now shows as much of its colour as a 16 px cube would, with or without the
review, at 2, 3 and 4 seats, and at the live table."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games.big_shot.art import look_colour
from scenes.games.big_shot.scene import BigShotScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import COLOURS
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

FULL_HD = (1920, 1080)
BACKGROUND = (255, 0, 255)  # far from every cube colour, the neutral grey included
LEAST_COLOUR = 16 * 16 // 2
"""Pixels of its own colour each pile shows at least: half a 16 px cube's face (an 8 px
cube half under its tag showed under 40)."""


def colour_shown(scene: BigShotScene) -> dict[tuple[int, int], int]:
    """Per (region, colour), the pixels of that colour's look its pile shows inside its
    cube (or chip), each region holding all four colours, drawn on a plain ground."""
    board, city = scene.board, scene.board.city
    layer = pygame.Surface(scene.context.size)
    layer.fill(BACKGROUND)
    counts = [2, 1, 3, 1]
    shown: dict[tuple[int, int], int] = {}
    for region in range(len(city.pieces)):
        board.shown.closed[region] = False
        board._draw_region(layer, region, counts)
    for region in range(len(city.pieces)):
        for colour in range(COLOURS):
            colour_rgb = look_colour(board.looks[colour])
            x, y = board.pile_spot(region, colour, counts)
            size = city.cube_size
            box = pygame.Rect(0, 0, size, size)
            box.center = (round(x), round(y))
            shown[region, colour] = sum(
                math.dist(tuple(layer.get_at((px, py)))[:3], colour_rgb) < 64
                for px in range(box.left, box.right) for py in range(box.top, box.bottom))
    return shown


def finished(seats: int) -> GameSession:
    table = [SeatConfig(f"Bot {index}", index, SeatKind.COMPUTER, "easy")
             for index in range(seats)]
    played = GameSession.start(GAMES["big_shot"], table, 11, None)
    while not played.game.is_over:
        played.apply(played.bot_action())
    return GameSession(GAMES["big_shot"], played.game, table)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_pile_shows_its_colour_in_a_replay_with_and_without_its_review(
        app: App, seats: int) -> None:
    resize_window(app, FULL_HD)
    frames(app, 2)
    for review in (False, True):
        # A replay opened at a move shows its review beside it (as the results open it).
        replay = app.context.navigator.replay(finished(seats), at=40 if review else 0)
        app.context.manager.apply(Push(replay))
        frames(app, 3)
        assert isinstance(replay, BigShotScene) and isinstance(replay.driver, ReplayDriver)
        assert replay.driver.review_shown is review
        table = replay.driver.scene
        assert isinstance(table, BigShotScene)
        shown = colour_shown(table)
        assert min(shown.values()) >= LEAST_COLOUR, (review, table.board.city.cube_size,
                                                     min(shown.values()))


def test_each_pile_shows_its_colour_at_the_live_table(app: App) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Nari", 2, SeatKind.COMPUTER, "easy")])
    resize_window(app, FULL_HD)
    frames(app, 3)
    assert not scene.board.city.chips  # the live table keeps its cubes with tags beside
    assert min(colour_shown(scene).values()) >= LEAST_COLOUR

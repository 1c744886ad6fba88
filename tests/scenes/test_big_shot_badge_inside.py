"""A district's value badge stands inside the map, clear of its frame (trial s37 U/014: at
1280x720 A9's badge sat on the map's top frame, the frame's line through "A9")."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("lesson", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_badge_stands_inside_the_map_clear_of_its_frame(
        app: App, size: tuple[int, int], lesson: bool) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1, SeatKind.COMPUTER),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER)])
    board = scene.board
    board.set_layout(board.area, scene.scale, lesson=lesson)
    city = board.city
    rim = max(3, city.px(7)) // 2 + city.px(2)  # the street along the frame, and a gap
    paper = city.rect.inflate(-2 * rim, -2 * rim)
    for region in range(len(REGIONS)):
        badge = board._badge_rect(region)
        assert paper.contains(badge), (REGIONS[region].key, badge, paper)

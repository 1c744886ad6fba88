"""The direction of play is drawn between the seat plates, and the lessons point at it:
"Guests order in turn from the innkeeper's left" and "Bidding starts left of the roller"
named a side of the table the screen never showed (trial s9, P6 and B5)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.frame import FrameLayout
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.play_order import order_marks
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_an_arrow_stands_between_each_seat_and_the_next(size: tuple[int, int],
                                                        seats: int) -> None:
    layout = FrameLayout.for_size(size, seats)
    plates = layout.plate_rects(seats)
    marks = order_marks(plates, layout.scale)
    assert len(marks) == seats - 1, "one from each plate to the next"
    for index, mark in enumerate(marks):
        before, after = plates[index], plates[index + 1]
        if before.y == after.y:  # in a row, in the gap between the two
            assert min(before.right, after.right) < mark.centerx < max(before.left, after.left)
            assert before.top <= mark.centery < before.bottom
        assert mark.height >= layout.px(18), "big enough to read from the sofa"


@pytest.mark.parametrize("game_id", ["polterfass", "big_shot", "wizard_extreme"])
def test_the_table_draws_the_arrows(app: App, game_id: str) -> None:
    table = [SeatConfig(f"Seat {seat}", seat,
                        SeatKind.PERSON if seat == 0 else SeatKind.COMPUTER, "easy")
             for seat in range(3)]
    scene = make_game_scene(app.context, GameSession.start(GAMES[game_id], table, seed=3))
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    surface = pygame.Surface(app.context.size)
    scene.draw(surface)
    marks = order_marks([plate.rect for plate in scene.frame.plates], scene.scale)
    assert len(marks) == 2
    for mark in marks:
        gold = surface.get_at((mark.centerx, mark.centery - mark.height * 3 // 8))[:3]
        ink = surface.get_at(mark.center)[:3]
        assert sum(abs(a - b) for a, b in zip(gold, theme.GOLD, strict=True)) < 40, gold
        assert sum(abs(a - b) for a, b in zip(ink, theme.INK, strict=True)) < 40, ink


@pytest.mark.parametrize(("key", "english", "korean"), [
    ("polterfass.lesson.hana_orders_first", "arrows", "화살표"),
    ("big_shot.lesson.nari_passes", "arrows", "화살표")])
def test_the_lessons_point_at_the_arrows_not_at_a_side(key: str, english: str,
                                                       korean: str) -> None:
    assert english in Words("en")(key) and "left" not in Words("en")(key)
    assert korean in Words("ko")(key) and "왼쪽" not in Words("ko")(key)

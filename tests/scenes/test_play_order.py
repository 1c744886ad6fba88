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
from scenes.widgets.play_order import draw_play_order, order_marks
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
    plates = [plate.rect for plate in scene.frame.plates]
    marks = order_marks(plates, scene.scale)
    assert len(marks) == 2
    for mark in marks:
        # a paper chevron in the gap, no gold: gold and glow are the turn's alone
        colours = {surface.get_at((x, mark.centery))[:3] for x in range(mark.left, mark.right)}
        assert theme.PAPER in colours
        assert theme.GOLD not in colours


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])  # one row (two rows join with a bracket)
def test_the_order_arrows_keep_off_the_plates(size: tuple[int, int], seats: int) -> None:
    """Gold discs on the plates' edges, the glowing plate's too, pointed at the next seat
    and read as the turn marker (trial s24 A/006): the arrows stay in the gaps."""
    layout = FrameLayout.for_size(size, seats)
    plates = layout.plate_rects(seats)
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    draw_play_order(surface, plates, layout.scale)
    for plate in plates:
        inside = pygame.surfarray.array3d(surface.subsurface(plate))
        assert not inside.any(), f"an arrow drawn over the plate at {plate}"

@pytest.mark.parametrize(("key", "english", "korean"), [
    ("polterfass.lesson.hana_orders_first", "arrows", "화살표")])
def test_the_lessons_point_at_the_arrows_not_at_a_side(key: str, english: str,
                                                       korean: str) -> None:
    assert english in Words("en")(key) and "left" not in Words("en")(key)
    assert korean in Words("ko")(key) and "왼쪽" not in Words("ko")(key)


@pytest.mark.parametrize(("language", "names"), [
    ("en", ("Nari", "you", "Taeo")), ("ko", ("나리", "소라", "태오"))])
def test_the_big_shot_lesson_names_the_bidding_order(language: str,
                                                     names: tuple[str, ...]) -> None:
    """Trial s34 N/019: "follows the arrows between the plates", arrows too small to see
    from the sofa. The card names the order instead, the seats after Taeo, who rolled, in
    turn (RULES.md §4.4.2), and still no side ("left of the roller" was read on screen)."""
    card = Words(language)("big_shot.lesson.nari_passes")
    places = [card.index(name) for name in names]
    assert places == sorted(places)
    assert "left" not in card and "왼쪽" not in card

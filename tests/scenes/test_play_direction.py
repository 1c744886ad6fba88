"""The direction of play reads round the table (trial s10).

* Polterfass's seats stood down the mat's left side and then down its right: P1 upper
  left, P2 lower left, the computer right, so play ran counter-clockwise on the screen
  while guests order "in turn after the innkeeper". They now stand clockwise in seat
  order, as round a real table, and gold arrows on the table lead from each to the next.
* Five or six seats' plates wrap into two rows, and no arrow led from the end of the
  first row to the start of the second: the second row now runs back under the first,
  and a bent arrow at the right end leads down into it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.frame import FrameLayout
from scenes.games.polterfass.pieces import mat_rect
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from scenes.widgets.play_order import order_arrows
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import seats
from tests.scenes.test_menus import FRAME

SPEC = GAMES["polterfass"]


def _near(colour: tuple[int, ...], target: tuple[int, ...]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target[:3], strict=True)) < 60


def polterfass_tables(app: App) -> Iterator[tuple[int, PolterfassScene]]:
    """A Polterfass table of one person and computers at each seat count from 3 up, with
    its count: pushed and drawn once, and taken off again when the next is asked for."""
    for count in range(3, SPEC.max_seats + 1):
        session = GameSession.start(SPEC, seats("polterfass", 1, count), 3, None)
        scene = make_game_scene(app.context, session)
        assert isinstance(scene, PolterfassScene)
        app.context.manager.apply(Push(scene))
        app.step(FRAME)
        yield count, scene
        app.context.manager.apply(Pop())
        app.step(FRAME)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_polterfass_seats_go_round_the_mat_clockwise_with_arrows(app: App,
                                                                 size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    for count, scene in polterfass_tables(app):
        centre = mat_rect(scene.table).center
        places = [scene.coasters.places[seat].centre for seat in range(count)]
        # Screen y grows downwards, so a growing angle turns clockwise on the screen.
        angles = [math.atan2(y - centre[1], x - centre[0]) for x, y in places]
        turns = [(after - before) % math.tau for before, after
                 in zip(angles, angles[1:] + angles[:1], strict=True)]
        assert all(0 < turn < math.pi for turn in turns), (count, places)
        assert abs(sum(turns) - math.tau) < 1e-6, "once round the table"
        # The gold arrows stand on the table, each pointing on to the next seat.
        surface = pygame.Surface(app.context.size)
        scene.draw(surface)
        radius = scene.coasters.radius
        arrows = scene.coasters.play_arrows()
        assert len(arrows) == count
        for index, (mark, way) in enumerate(arrows):
            here, there = places[index], places[(index + 1) % count]
            assert (there[0] - here[0]) * way[0] + (there[1] - here[1]) * way[1] > 0
            back = (round(mark.centerx - way[0] * mark.width * 0.4),
                    round(mark.centery - way[1] * mark.width * 0.4))
            assert _near(surface.get_at(back), theme.GOLD), (count, index, surface.get_at(back))
            assert _near(surface.get_at(mark.center), theme.INK), (count, index)
            for place in places:
                assert math.dist(mark.center, place) > radius, "beside a coaster, not on it"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [5, 6])
def test_plates_in_two_rows_lead_on_from_the_first_row_into_the_second(
        size: tuple[int, int], count: int) -> None:
    layout = FrameLayout.for_size(size, count)
    plates = layout.plate_rects(count)
    per_row = -(-count // 2)
    first, second = plates[:per_row], plates[per_row:]
    assert all(a.right < b.left for a, b in pairwise(first))
    assert all(b.right < a.left for a, b in pairwise(second)), (
        "the second row runs back, right to left")
    assert second[0].x == first[-1].x and second[0].top > first[-1].bottom
    arrows = order_arrows(plates, layout.scale)
    assert len(arrows) == count - 1
    down = [(mark, way) for mark, way in arrows if way == (0.0, 1.0)]
    assert len(down) == 1
    mark, _ = down[0]
    assert mark.left > first[-1].right and mark.left > second[0].right
    assert first[-1].centery < mark.centery < second[0].centery
    assert layout.plates.contains(mark), "inside the top bar's plate area"
    assert mark.collidelist(plates) == -1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_winners_circle_table_draws_the_turn_into_the_second_row(
        app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    session = GameSession.start(GAMES["winners_circle"], seats("winners_circle", 1, 6), 3, None)
    scene = make_game_scene(app.context, session)
    app.context.manager.apply(Push(scene))
    app.step(FRAME)
    surface = pygame.Surface(app.context.size)
    scene.draw(surface)
    rects = [plate.rect for plate in scene.frame.plates]
    (mark, _), = [(m, w) for m, w in order_arrows(rects, scene.scale) if w == (0.0, 1.0)]
    assert any(_near(surface.get_at((mark.centerx, y)), theme.PAPER)
               for y in range(mark.top, mark.bottom))
    # The bracket runs from the first row's last plate to the turn, paper as the arrows
    # (gold is the turn's, trial s24).
    end = rects[2]
    assert _near(surface.get_at(((end.right + mark.left) // 2, end.centery)), theme.PAPER)

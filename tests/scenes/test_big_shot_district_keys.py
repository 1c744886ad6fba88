"""Big Shot: cubes are placed with keys or a controller as with the mouse (trial s22: Enter
did nothing, the focus standing on the cube in hand). A placement starts with the focus on
an open district, Enter (the controller's A) drops the next cube there, the arrows (the
D-pad) walk the focus among the open districts only, and the prompt names those keys."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.city import ARROWS as DIRECTIONS
from scenes.games.big_shot.city import Point, RegionPiece
from scenes.games.big_shot.panels import HandCube
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import pad, start
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def placing(shell: App, seats: int = 2) -> BigShotScene:
    """A table of persons played by an easy computer until one of them places cubes."""
    set_speed(shell, "instant")
    scene = start(shell, [SeatConfig(name, index) for index, name
                          in enumerate(("Bora", "Ben", "Mina")[:seats])])
    session, bot = scene.session, make_bot("big_shot", "easy", seed=2)
    for _ in range(200):
        for _ in range(600):
            if scene.driver.is_settled and shell.context.manager.top is scene:
                break
            frames(shell, 1)
        if session.game.view(None).state.phase is Phase.PLACE:
            return scene
        seat = session.current_seat
        assert seat is not None
        assert scene.driver.act(bot.choose(session.game.view(seat)))
    raise AssertionError("no placement reached")


def _open(scene: BigShotScene) -> list[RegionPiece]:
    return [piece for piece in scene.board.city.pieces if piece.enabled]


@pytest.mark.parametrize("seats", [2, 3])
def test_enter_drops_the_next_cube_on_the_focused_district(app: App, seats: int) -> None:
    scene = placing(app, seats)
    focused = scene.controls.focused
    assert isinstance(focused, RegionPiece) and focused.enabled, focused
    cube = scene.next_cube
    press(pygame.K_RETURN)  # a placement's first Enter shows the district (enter_guard.py)
    frames(app, 2)
    assert scene.board.staged == []
    press(pygame.K_RETURN)
    frames(app, 2)
    assert scene.board.staged == [(cube, focused.index)]
    # The focus stays on the map for the next cube, and the controller's A drops it too.
    focused = scene.controls.focused
    assert isinstance(focused, RegionPiece) and focused.enabled
    cube = scene.next_cube
    pad(pygame.CONTROLLER_BUTTON_A)
    frames(app, 2)
    assert scene.board.staged[-1] == (cube, focused.index)


def test_the_arrows_walk_every_open_district_and_never_leave_the_map(app: App) -> None:
    scene = placing(app)
    districts = _open(scene)
    assert len(districts) > 3
    start_at = scene.controls.focused
    assert isinstance(start_at, RegionPiece)
    reached, todo = {start_at.index}, [start_at]
    while todo:
        here = todo.pop()
        for key in ARROWS:
            scene.controls.focus(here)
            press(key)
            frames(app, 1)
            there = scene.controls.focused
            assert isinstance(there, RegionPiece) and there.enabled, (here.index, key, there)
            if there.index not in reached:
                reached.add(there.index)
                todo.append(there)
    assert reached == {piece.index for piece in districts}
    scene.controls.focus(start_at)  # the D-pad sends the arrows
    pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    frames(app, 1)
    assert isinstance(scene.controls.focused, RegionPiece)


@pytest.mark.parametrize(("language", "keys", "pad_keys"), [
    ("en", ("arrows and Enter", "Backspace"), ("D-pad and A", "Y takes")),
    ("ko", ("화살표와 엔터", "백스페이스"), ("방향 버튼과 A", "Y로")),
])
def test_the_prompt_names_the_keys_that_place(app: App, language: str,
                                              keys: tuple[str, ...],
                                              pad_keys: tuple[str, ...]) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = placing(app)
    view = scene.public_view()
    seat = view.current_seat
    assert seat is not None
    place_keys, back_keys = keys[0], keys[1:]
    said = scene.person_prompt(view, seat)
    # Nothing dropped yet: the take-back key is not offered (trial s29 G/186).
    assert place_keys in said and not any(word in said for word in back_keys), said
    scene._stage(next(piece.index for piece in scene.board.city.pieces if piece.enabled))
    said = scene.person_prompt(view, seat)
    assert all(word in said for word in keys), said
    app.context.input.using_controller = True
    said = scene.person_prompt(view, seat)
    assert all(word in said for word in pad_keys), said


NEIGHBOURS = {
    # district: the district each arrow reaches (left, right, up, down) on the map as
    # drawn, the same district where the map ends that way
    "park_a": ("park_a", "a10", "park_a", "e17"),
    "a9": ("park_a", "e16", "a9", "a10"),
    "a10": ("park_a", "a11", "a9", "e19"),
    "a11": ("a10", "e16", "a9", "e19"),
    "e16": ("a11", "e20", "e16", "b11"),
    "e20": ("e16", "e20", "e20", "park_b"),
    "e17": ("e17", "e19", "park_a", "e17"),
    "e19": ("e17", "b11", "a11", "e21"),
    "e21": ("e17", "b9", "e19", "e21"),
    "b11": ("e19", "b10", "e16", "b9"),
    "b10": ("b11", "park_b", "e16", "b9"),  # 16's middle lies nearer above it than 20's
    "park_b": ("b10", "park_b", "e20", "park_b"),
    "b9": ("e21", "park_b", "b10", "b9"),  # B10's middle nearer above its middle than B11's
}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_each_arrow_reaches_the_district_beside_it_on_the_map(app: App,
                                                              size: tuple[int, int]) -> None:
    """Trial s23 B (053): Right from A9 went to A11 below it, not to 16 beside it."""
    resize_window(app, size)
    scene = placing(app)
    pieces = {REGIONS[piece.index].key: piece for piece in scene.board.city.pieces}
    assert all(piece.enabled for piece in pieces.values())
    for name, reached in NEIGHBOURS.items():
        for key, expected in zip(ARROWS, reached, strict=True):
            scene.controls.focus(pieces[name])
            press(key)
            frames(app, 1)
            there = scene.controls.focused
            assert isinstance(there, RegionPiece), (name, key, there)
            assert REGIONS[there.index].key == expected, (name, pygame.key.name(key))
    # Past a full district to the next open one the same way.
    pieces["a11"].enabled = False
    assert scene.board.city.next_open(pieces["a10"], (1, 0)) is pieces["e16"]


def test_tab_walks_the_map_the_hand_and_the_buttons_one_stop_each(app: App) -> None:
    """Trial s23 B (049-052): Tab went through every cube in the panel, one by one, before
    reaching the map. Now one stop each: the map, the next cube in hand, Take back, Place
    cubes, and back to the map; Shift+Tab the other way."""
    scene = placing(app)
    for _ in range(2):  # the first shows the district, the second drops one cube
        press(pygame.K_RETURN)
        frames(app, 2)  # one cube down: Take back is there to reach
    assert len(scene.hand) > 1 and scene.take_back.enabled
    district = scene.controls.focused
    assert isinstance(district, RegionPiece)
    reached = []
    for _ in range(3):
        press(pygame.K_TAB)
        frames(app, 1)
        reached.append(scene.controls.focused)
    cube, back, again = reached
    assert isinstance(cube, HandCube) and cube.chosen, reached
    assert back is scene.take_back, reached
    assert isinstance(again, RegionPiece) and again.enabled, reached  # Place cubes waits
    press(pygame.K_TAB, pygame.KMOD_SHIFT)
    frames(app, 1)
    assert scene.controls.focused is scene.take_back


def _middle(piece: RegionPiece) -> Point:
    """Where a district lies on screen: its shape's centre of area."""
    corners = piece.polygon
    area = x_sum = y_sum = 0.0
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        cross = x1 * y2 - x2 * y1
        area, x_sum, y_sum = area + cross, x_sum + (x1 + x2) * cross, y_sum + (y1 + y2) * cross
    return x_sum / (3 * area), y_sum / (3 * area)


def _offset(here: RegionPiece, there: RegionPiece, direction: tuple[int, int]) -> Point:
    """How far ``there`` lies from ``here`` along the arrow and across it, on screen."""
    (x, y), (to_x, to_y), (dx, dy) = _middle(here), _middle(there), direction
    return (to_x - x) * dx + (to_y - y) * dy, abs((to_x - x) * dy - (to_y - y) * dx)


def _wholly_past(here: RegionPiece, there: RegionPiece, direction: tuple[int, int]) -> bool:
    """``there`` lies wholly beyond ``here``'s edge the arrow points to."""
    edge, box = here.rect, there.rect
    return {(-1, 0): box.right <= edge.left, (1, 0): box.left >= edge.right,
            (0, -1): box.bottom <= edge.top, (0, 1): box.top >= edge.bottom}[direction]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_each_arrow_goes_to_the_nearest_open_district_that_way_on_screen(
        app: App, size: tuple[int, int]) -> None:
    """Trial s24 B: the arrows felt surprising. With some districts full, a line on through
    them, and past it the nearest open one anywhere beyond the edge, took the focus to
    districts far off or not that way. With any districts open, an arrow reaches one whose
    middle lies that way (within 45 degrees), and where none does, one wholly past the
    focused one's edge that way (every open district stays in reach); no other open one of
    those is nearer both along the arrow and across it; it stays put only where none
    lies that way."""
    resize_window(app, size)
    city = placing(app).board.city
    chance = random.Random(24)
    for _ in range(150):
        for piece in city.pieces:
            piece.enabled = chance.random() < 0.6
        for here in [piece for piece in city.pieces if piece.enabled]:
            for direction in DIRECTIONS.values():
                others = [piece for piece in city.pieces if piece.enabled and piece is not here]
                offsets = {piece.index: _offset(here, piece, direction) for piece in others}
                that_way = {index: offsets[index] for index in offsets
                            if offsets[index][0] > 0 and offsets[index][1] <= offsets[index][0]}
                if not that_way:
                    that_way = {piece.index: offsets[piece.index] for piece in others
                                if offsets[piece.index][0] > 0
                                and _wholly_past(here, piece, direction)}
                there = city.next_open(here, direction)
                case = (REGIONS[here.index].key, direction, REGIONS[there.index].key)
                if not that_way:
                    assert there is here, case
                    continue
                assert there.index in that_way, case
                along, across = that_way[there.index]
                assert not any(other_along < along and other_across < across
                               for other_along, other_across in that_way.values()), case

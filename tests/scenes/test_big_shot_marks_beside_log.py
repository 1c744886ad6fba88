"""Big Shot's marks stand where they belong with the game log open (trial V/010): beside
the open log the map narrows, and A10's and B10's owner discs stood over the street, off
their districts, while the broker, on its circle's rim, stood over the next circle (circle
4 under it). At 1920x1080 and 1280x720, with the log open, every owner disc lies whole
inside its district as the map is drawn, and the broker, on whatever space, covers no
other circle nor its number. Nor does a disc shrink to half (trial X/005: B11's and A11's
discs, half the others' size, told nobody whose district it was): where a disc beside the
badge found no room, the badge stands aside in its row, the disc beside it, every disc at
least :data:`LEAST_SHARE` of a whole one."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot import track as track_module
from scenes.games.big_shot.art import pawn_image
from scenes.games.big_shot.city import LEADER_CUBE, inside
from scenes.shell.app import App
from tabletop.games.big_shot import SPACES
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SIZES = [(1920, 1080), (1280, 720)]
LEAST_SHARE = 0.7
"""The least owner's disc beside the open log, as a share of a whole one's cube (the
narrowest white district, B10, has room for no more beside its badge; A10's was 0.4)."""
HELD = [(3, 2, 1, 1)]
"""Every district with four colours' piles, the first leading: each has its owner's disc."""


@pytest.mark.parametrize("size", SIZES)
def test_every_owner_disc_lies_inside_its_district_beside_the_open_log(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    scene = crowded_map(app, size, "en", HELD, lambda region: region % 4 == 0, log=True)
    assert scene.frame.log.is_open
    board, city = scene.board, scene.board.city
    assert board.area.right <= scene.frame.log.open_left(), "the map beside the log"
    drawn: list[tuple[float, float]] = []
    monkeypatch.setattr(board_module, "draw_cube",
                        lambda _surface, centre, *_a, **_k: drawn.append(centre))
    board.draw_owner_marks(pygame.Surface(size), board.leaders(), scene.scale)
    assert len(drawn) == len(REGIONS), drawn
    for piece, centre in zip(city.pieces, drawn, strict=True):
        radius = city.leader_mark(piece)[1]
        rim = [(centre[0] + radius * math.cos(turn * math.pi / 8),
                centre[1] + radius * math.sin(turn * math.pi / 8)) for turn in range(16)]
        off = [point for point in rim if not inside(point, piece.polygon)]
        assert not off, (REGIONS[piece.index].key, centre, radius, off)


@pytest.mark.parametrize("size", SIZES)
def test_no_owner_disc_shrinks_to_half_beside_the_open_log(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    scene = crowded_map(app, size, "ko", HELD, lambda region: False, log=True)
    board, city = scene.board, scene.board.city
    drawn: list[int] = []
    monkeypatch.setattr(board_module, "draw_cube",
                        lambda _surface, _centre, side, *_a, **_k: drawn.append(side))
    board.draw_owner_marks(pygame.Surface(size), board.leaders(), scene.scale)
    assert len(drawn) == len(REGIONS), drawn
    assert min(drawn) >= city.px(LEADER_CUBE * LEAST_SHARE), (drawn, city.leader_mark()[0])


@pytest.mark.parametrize("size", SIZES)
def test_the_broker_covers_no_other_circle_beside_the_open_log(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    scene = crowded_map(app, size, "en", HELD, lambda region: False, log=True)
    track = scene.board.track
    drawn: list[pygame.Rect] = []

    def pawn(_surface: pygame.Surface, foot: Any, height: int, hop: float = 0.0) -> None:
        image = pawn_image(height)
        shape = image.get_bounding_rect()
        placed = image.get_rect(midbottom=(round(foot[0]), round(foot[1] - hop)))
        drawn.append(shape.move(placed.topleft))

    monkeypatch.setattr(track_module, "draw_pawn", pawn)
    for space in range(SPACES):
        track.sync(space)
        drawn.clear()
        track.draw_broker(pygame.Surface(size))
        (broker,) = drawn
        for other, centre in enumerate(track.centres):
            if other == space:
                continue
            near_x = min(max(centre[0], broker.left), broker.right)
            near_y = min(max(centre[1], broker.top), broker.bottom)
            assert math.dist(centre, (near_x, near_y)) > track.radius, (space, other, broker)
            assert not broker.colliderect(track.number_rect(other)), (space, other)
    frames(app, 1)

"""The SOLD sign over a district whose counted cubes still stand (a sale's hold, a lesson's
card of the sale)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.art import tag_centre
from scenes.games.big_shot.city import inside
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import COLOURS
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


class _Recording(pygame.Surface):
    """A surface that keeps each image blitted on it, and where."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        self.blits.append((source, source.get_rect(topleft=tuple(dest)[:2])))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_sold_sign_stands_clear_of_the_owners_cube(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    """Trial s22 (A/087): the Korean "판매 완료" sign's end and its shadow stood on the
    owner's cube beside it. In every district sold, no pixel of the sign or of its
    shadow's darker part falls on the owner's cube. (While a sale is told, the sign stands
    alone, the leader's mark by the badge naming the owner.)"""
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")])
    board = scene.board
    board.sold_text = Words(language)("big_shot_scene.sold")
    cubes: list[tuple[tuple[float, float], int]] = []
    monkeypatch.setattr(board_module, "draw_cube",
                        lambda _surface, centre, side, _look, **_: cubes.append((centre, side)))
    for region in range(len(board.city.pieces)):
        surface = _Recording(size)
        cubes.clear()
        board._draw_sold(surface, region, 0)
        (sign, where), = surface.blits
        (centre, side), = cubes
        cube = pygame.Rect(0, 0, side, side)
        cube.center = (round(centre[0]), round(centre[1]))
        ink = pygame.mask.from_surface(sign, 24)
        overlap = ink.overlap_area(pygame.mask.Mask(cube.size, fill=True),
                                   (cube.x - where.x, cube.y - where.y))
        assert overlap == 0, f"the sign stands on {overlap} px of the cube in {region}"


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_sold_parks_sign_stands_a_gap_under_its_name(app: App, size: tuple[int, int],
                                                       language: str) -> None:
    """Trial s23 B (076, loop 8): on Park A sold, the sign's corner stood against the felt
    under "공원 A". Its board and the owner's cube begin a gap below the name's felt."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1)])
    board, city = scene.board, scene.board.city
    for region, piece in enumerate(city.pieces):
        if not REGIONS[region].is_park:
            continue
        board.shown.closed[region], board.shown.owners[region] = True, 1
        layer = pygame.Surface(size, pygame.SRCALPHA)
        board._draw_region(layer, region, [0] * COLOURS)
        drawn = layer.get_bounding_rect(min_alpha=24)
        name_bottom = piece.badge[1] + city.park_name_reach()
        assert drawn.top >= name_bottom, (REGIONS[region].key, drawn, name_bottom)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_sale_told_stands_its_sign_a_gap_from_the_counts_and_the_leaders_mark(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    """Trial s24 B (026): while a sale is told, its counted cubes still standing, the SOLD
    sign stood among the district's counts (on "3" and "2"). In every district with four
    colours' piles, the sign (its shadow's darker part included) touches no pile, count
    tag or the leader's mark by the badge, which names the owner meanwhile."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1)])
    board, city = scene.board, scene.board.city
    board.sold_text = Words(language)("big_shot_scene.sold")
    signs: list[pygame.Surface] = []
    real = board_module.sold_sign

    def recording(text_px: int, text: str, **kwargs: Any) -> pygame.Surface:
        signs.append(real(text_px, text, **kwargs))
        return signs[-1]

    piles: list[pygame.Rect] = []
    real_pile = board_module.draw_pile

    def pile(surface: pygame.Surface, centre: Any, side: int, *args: Any, **kwargs: Any) -> None:
        cube = pygame.Rect(0, 0, side, side)
        cube.center = (round(centre[0]), round(centre[1]))
        tag = pygame.Rect(0, 0, kwargs["tag_side"], kwargs["tag_side"])
        tag.center = tag_centre(centre, side, tag.width)
        piles.append(cube if kwargs.get("chip") else cube.union(tag))
        real_pile(surface, centre, side, *args, **kwargs)

    monkeypatch.setattr(board_module, "sold_sign", recording)
    counts = [3, 2, 1, 1]  # the first leads
    for region, piece in enumerate(city.pieces):
        piles.clear()
        monkeypatch.setattr(board_module, "draw_pile", pile)
        board.shown.counts[region] = list(counts)
        board.signed[region] = 0
        surface = _Recording(size)
        board._draw_region(surface, region, counts)
        (sign, where), = [(image, rect) for image, rect in surface.blits if image in signs]
        drawn = sign.get_bounding_rect(min_alpha=24).move(where.topleft)
        name = REGIONS[region].key
        assert len(piles) == len(counts)
        assert drawn.collidelist(piles) < 0, (name, drawn, piles)
        marks = _leader_marks(board, monkeypatch, size)
        monkeypatch.setattr(board_module, "sold_sign", recording)
        (centre, side), = [(centre, side) for centre, side in marks
                           if inside(centre, piece.polygon)]
        radius = round(side * 0.72)
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = (round(centre[0]), round(centre[1]))
        assert not drawn.colliderect(disc), (name, drawn, disc)
        board.shown.counts[region] = [0, 0, 0, 0]
        del board.signed[region]


def _leader_marks(board: board_module.Board, monkeypatch: pytest.MonkeyPatch,
                  size: tuple[int, int]) -> list[tuple[tuple[float, float], int]]:
    """The leaders' cubes drawn by the badges: (centre, side) each."""
    marks: list[tuple[tuple[float, float], int]] = []
    monkeypatch.setattr(board_module, "draw_cube",
                        lambda _surface, centre, side, _look, **_: marks.append((centre, side)))
    board.draw_owner_marks(pygame.Surface(size), board.leaders(), board.city.scale)
    monkeypatch.undo()
    return marks


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_sold_sign_stands_on_a_districts_number(app: App, size: tuple[int, int],
                                                   language: str) -> None:
    """Trial s25 D: in the narrow districts (A10, A11, B10, B11) the sign of a sale told
    stood on the value badge, and a sold district's sign reached up over its number. No
    sign, told or final, covers any district's badge."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")])
    board = scene.board
    counts = [3, 2, 1, 1] + [0] * (COLOURS - 4)
    badges = [board._badge_rect(region) for region in range(len(board.city.pieces))]
    for region in range(len(board.city.pieces)):
        for among in (None, counts):
            layer = pygame.Surface(size, pygame.SRCALPHA)
            if among:  # told, as a sale is: its sign's size counts it
                board.shown.counts[region], board.signed[region] = list(among), 0
            board._draw_sold(layer, region, 0, among=among)
            board.signed.pop(region, None)
            board.shown.counts[region] = [0] * COLOURS
            alpha = pygame.surfarray.pixels_alpha(layer)
            for index, badge in enumerate(badges):
                disc = badge.inflate(-badge.width * 3 // 10, -badge.height * 3 // 10)
                covered = int(np.count_nonzero(alpha[disc.left:disc.right,
                                                     disc.top:disc.bottom] > 60))
                assert covered == 0, (f"district {REGIONS[region].key}'s sign "
                                      f"({'told' if among else 'sold'}) covers {covered} px "
                                      f"of {REGIONS[index].key}'s number")
            del alpha

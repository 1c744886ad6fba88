"""Big Shot shows who leads each district without the coach (trial s24 B, 064 and 082:
with the coach off nothing on the map said who owned a district a colour held with 2
cubes to none). The leader's cube, in its colour with its symbol, stands by the badge;
a tie, or an empty district, has none."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games.big_shot import art
from scenes.games.big_shot.city import inside
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_the_district_leader_is_marked_by_its_badge_without_the_coach(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    assert not scene.coach_on
    board = scene.board
    led, tied = 3, 5
    board.shown.counts[led] = [0, 2, 0, 0]
    board.shown.counts[tied] = [1, 1, 0, 0]
    drawn: list[tuple[float, float, int]] = []
    real = art.draw_cube

    def recording(surface: pygame.Surface, centre: tuple[float, float], size: int,
                  look: object, **kwargs: object) -> None:
        drawn.append((centre[0], centre[1], id(look)))
        real(surface, centre, size, look, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("scenes.games.big_shot.board.draw_cube", recording)
    frames(app, 1)
    marks = [(x, y) for x, y, look in drawn if look == id(board.looks[1])]
    badge = board.city.pieces[led].badge
    near = [(x, y) for x, y in marks
            if abs(y - badge[1]) < 2 and abs(x - badge[0]) < board.city.px(40)]
    assert near, ("no mark by district's badge", badge, marks)
    tie_badge = board.city.pieces[tied].badge
    assert not any(abs(y - tie_badge[1]) < 2 and abs(x - tie_badge[0]) < board.city.px(40)
                   for x, y, _ in drawn), "a tie has no owner"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_leader_mark_is_sofa_sized_and_clear_of_every_count(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """Trial s24 B: the leader's mark was a pile-sized cube, about 14 px at 1280x720. In
    every district, with all four colours' piles in it, the mark's cube is at least 22 px
    at 1280x720 (33 at 1920x1080), its paper disc inside the district and clear of every
    pile and count tag."""
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    board, city = scene.board, scene.board.city
    counts = [4, 3, 2, 1]  # every colour a pile; the first leads
    for region in range(len(city.pieces)):
        board.shown.counts[region] = list(counts)
    drawn: list[tuple[tuple[float, float], int]] = []
    monkeypatch.setattr("scenes.games.big_shot.board.draw_cube",
                        lambda _surface, centre, side, _look, **_: drawn.append((centre, side)))
    board.draw_owner_marks(pygame.Surface(size), board.leaders(), city.scale)
    left, right, up = city.pile_box()
    for piece in city.pieces:
        name = REGIONS[piece.index].key
        (centre, side), = [(centre, side) for centre, side in drawn
                           if piece.rect.collidepoint(centre) and inside(centre, piece.polygon)]
        assert side >= 22 * city.scale, (name, side)
        radius = side * 0.72
        disc = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
        disc.center = (round(centre[0]), round(centre[1]))
        for colour in range(len(counts)):
            x, y = board.pile_spot(piece.index, colour, counts)
            pile = pygame.Rect(round(x - left), round(y - up), round(left + right), round(2 * up))
            assert not disc.colliderect(pile), (name, colour)
        assert all(inside((centre[0] + radius * math.cos(turn * math.pi / 6),
                           centre[1] + radius * math.sin(turn * math.pi / 6)), piece.polygon)
                   for turn in range(12)), name

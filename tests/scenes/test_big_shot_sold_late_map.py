"""A late map's SOLD signs keep off every name and owner's disc (trial Z2/005, shots 094,
095 and 220: rounds 8 to 16 of the lesson, A11's sign stamped over its name, A10's half
over it, Park A's in its row of counts). With all districts but one sold, their counted
piles standing, on the game's map and the lesson's low one, with the log open and closed,
at 1920x1080 and 1280x720, in English and Korean: every sign stands inside its own
district, clear of every value badge, park name, owner's disc and pile; every owner's disc
lies inside its district; every sold district's pile stands off the street drawn on its
outline (trial Z2/006: Park A's first chip was cut by the map's edge)."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from scenes.games.big_shot.city import inside
from scenes.shell.app import App
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.big_shot_marks import MapMarks, crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]

HELD = [(3, 2, 1, 1), (1, 3, 2, 1), (2, 1, 3, 1), (1, 1, 2, 3), (4, 2, 1, 0), (0, 3, 1, 2),
        (2, 2, 2, 1)]
"""Most districts with four colours, two with three: a map late in a game."""
OPEN = 12
"""B9 left open: with every district sold the signs go (trial s37 U/007)."""


def _corners(rect: pygame.Rect) -> tuple[tuple[int, int], ...]:
    return rect.topleft, rect.topright, rect.bottomleft, rect.bottomright


@pytest.mark.parametrize(("lesson", "log"), [(False, False)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_sold_sign_covers_a_name_or_an_owners_disc_late_in_a_game(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
        lesson: bool, log: bool) -> None:
    scene = crowded_map(app, size, language, HELD, lambda region: region != OPEN, log=log,
                        lesson=lesson)
    board, city = scene.board, scene.board.city
    drawn = MapMarks(monkeypatch)
    signs: list[tuple[int, pygame.Rect]] = []
    piles: list[tuple[int, pygame.Rect]] = []
    region = [0]

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            if drawn.is_sign(image):
                signs.append((region[0], image.get_bounding_rect(min_alpha=24).move(
                    tuple(place)[:2])))
            return super().blit(image, place, *args, **kwargs)

    for region[0] in range(len(REGIONS)):
        before = len(drawn.piles)
        board._draw_region(Layer(size, pygame.SRCALPHA), region[0],
                           board.region_counts(region[0]))
        piles.extend((region[0], pile.rect) for pile in drawn.piles[before:])
    assert len(signs) == len(REGIONS) - 1
    labels = [*(board._badge_rect(index) for index in range(len(REGIONS))),
              *city.names.values()]
    discs = []
    for piece in city.pieces:
        radius = city.leader_mark(piece)[1]
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = (round(piece.leader_spot[0]), round(piece.leader_spot[1]))
        discs.append(disc)
        rim = [(piece.leader_spot[0] + radius * math.cos(turn * math.pi / 8),
                piece.leader_spot[1] + radius * math.sin(turn * math.pi / 8))
               for turn in range(16)]
        assert all(inside(point, piece.polygon) for point in rim), (
            REGIONS[piece.index].key, "its owner's disc on the street")
    for index, sign in signs:
        key = REGIONS[index].key
        assert all(inside(point, city.pieces[index].polygon) for point in _corners(sign)), (
            key, "the sign out of its district", sign)
        assert sign.collidelist(labels) < 0, (key, "the sign on a name", sign,
                                              labels[sign.collidelist(labels)])
        # Its own disc, drawn over the layer of signs and piles, may stand over its end.
        assert sign.collidelist([disc for other, disc in enumerate(discs) if other != index]) < 0, (
            key, "the sign on an owner's disc", sign)
        assert sign.collidelist([rect for _, rect in piles]) < 0, (key, "the sign on a pile")
    for index, rect in piles:  # off the street's middle line at least
        off = rect.inflate(2 * city.px(2), 2 * city.px(2))
        assert all(inside(point, city.pieces[index].polygon) for point in _corners(off)), (
            REGIONS[index].key, "a pile under the street", rect)

"""A sold district keeps what it held in sight (trial I/003, 088 and 091): Park A went to
blue on orange 3, grey 3 and blue 1 (the ties cancel), and once its SOLD sign stood only
blue's cube showed, so nobody could see why blue owned it. Each colour's count stays
inside the district, after the sale and after the table is snapped to the game again.

Trial s32 J/021: those counts, small chips under the sign ("●3 ■2 ▲1 ○1"), were 12 to 14
px from the sofa, and the sign lay over district borders, labels and the neighbours'
counts. The sold district keeps its piles as they stood, the digits' ink at least 22 px
tall at 1920x1080 (on a tag an open district's grew to 26, trial s35 Q/016; a chip
beside the sign, its symbol beside the digit, keeps 22), and the sign stands clear of
them, centred in the district (inside it whole where the district has room beside its
piles), off a park's name."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.city import inside
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import RegionSold
from tabletop.i18n import Words
from tests.scenes.big_shot_marks import pile_rect
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_count_size import _digit_ink
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SOLD_LEAST_INK = 22
"""The least height of a sold district's count digit at 1920x1080, in pixels."""

HELD = (3, 1, 0, 3)  # orange 3, blue 1, grey 3: the ties cancel, blue owns it
BLUE = 1


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_sold_district_shows_each_colours_count_inside_it_readably(
        app: App, monkeypatch: Any, size: tuple[int, int], language: str) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")])
    board, game = scene.board, scene.session.game
    board.sold_text = Words(language)("big_shot_scene.sold")
    assert isinstance(game, BigShotEngine)
    piles: list[tuple[int, int, pygame.Rect, int]] = []
    real_pile, real_sign = board_module.draw_pile, board_module.sold_sign
    signs: list[pygame.Surface] = []

    def pile(surface: pygame.Surface, centre: Any, side: int, look: int, count: int,
             text_px: int, **kwargs: Any) -> None:
        piles.append((look, count, pile_rect(centre, side, kwargs), text_px))
        real_pile(surface, centre, side, look, count, text_px, **kwargs)

    def sign(text_px: int, text: str, **kwargs: Any) -> pygame.Surface:
        signs.append(real_sign(text_px, text, **kwargs))
        return signs[-1]

    monkeypatch.setattr(board_module, "draw_pile", pile)
    monkeypatch.setattr(board_module, "sold_sign", sign)
    blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            blits.append((image, image.get_rect(topleft=tuple(place)[:2])))
            return super().blit(image, place, *args, **kwargs)

    layer = Layer(app.context.size)
    for region in range(len(REGIONS) - 1):  # the last sold, the signs go (sold out)
        board.shown.counts[region] = list(HELD)
        board.shown.closed[region] = False
        step = board.sell(region, BLUE)
        step.advance(10.0)
        assert board.shown.closed[region]
        polygon = board.city.pieces[region].polygon
        for shown in ("after the sale", "after a sync"):
            piles.clear()
            blits.clear()
            board._draw_region(layer, region, board.shown.counts[region])
            assert sorted((look, count) for look, count, _, _ in piles) == sorted(
                (board.looks[colour], count) for colour, count in enumerate(HELD) if count), (
                region, shown)
            for _, _, rect, text_px in piles:
                assert all(inside(corner, polygon) for corner in (
                    rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)), (
                    region, shown, rect)
                if size == (1920, 1080):
                    assert _digit_ink(text_px) >= SOLD_LEAST_INK, (region, text_px)
            (image, where), = [(image, rect) for image, rect in blits if image in signs]
            drawn = image.get_bounding_rect(min_alpha=24).move(where.topleft)
            assert drawn.collidelist([rect for _, _, rect, _ in piles]) < 0, (region, drawn)
            assert inside(drawn.center, polygon), (REGIONS[region].key, shown, drawn)
            piece, badge = board.city.pieces[region], board._badge_rect(region)
            name = pygame.Rect(piece.rect.x, badge.y, piece.rect.width,
                               badge.height // 2 + board.city.park_name_reach())
            assert not (REGIONS[region].is_park and drawn.colliderect(name)), (
                "the sign stands on the park's name", drawn, name)
            state = game.state
            state.region_closed[region], state.region_owner[region] = True, BLUE
            state.region_cubes[region] = [0] * len(HELD)
            board.sync(state, [RegionSold(region, BLUE, 1, HELD, 6, at_end=False)])

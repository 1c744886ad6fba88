"""A crowded map's SOLD signs (trial s33 L/010, M/002): with every district but one sold, its
counted piles still standing, "판매됨" stood half under the owners' marks ("매됨" by A10),
on Park A's border with 17 and across A10's into A11, under A11's focus glow. Each sign
stands whole inside its own district, clear of every pile and count, every value badge,
every owner's mark and a park's name, and each pile stays inside its district."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.city import inside, tag_side
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.big_shot_marks import pile_rect
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

OPEN = len(REGIONS) - 1
"""The district left open: with every one sold the signs go (trial s37 U/007)."""

HELD = [(3, 2, 1, 1), (1, 3, 2, 1), (2, 1, 3, 1), (1, 1, 2, 3), (4, 2, 1, 0), (0, 3, 1, 2),
        (2, 2, 2, 1)]
"""What each district held when sold: most with all four colours, a map late in a game."""


def _corners(rect: pygame.Rect) -> tuple[tuple[int, int], ...]:
    return rect.topleft, rect.topright, rect.bottomleft, rect.bottomright


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_sold_sign_stands_inside_its_district_clear_of_all_else(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
        seats: int) -> None:
    view_in(app, size, language)
    frames(app, 2)
    names = ["Mina", "Jun", "Robo", "Ada"][:seats]
    scene = start(app, [SeatConfig(name, index, SeatKind.COMPUTER if index else SeatKind.PERSON)
                        for index, name in enumerate(names)])
    board, city = scene.board, scene.board.city
    board.sold_text = Words(language)("big_shot_scene.sold")
    for region in range(OPEN):
        held = HELD[region % len(HELD)]
        board.shown.closed[region], board.shown.sold[region] = True, held
        board.shown.owners[region] = max(range(len(held)), key=lambda colour: held[colour])
    piles: list[pygame.Rect] = []
    signs: list[pygame.Surface] = []
    blits: list[tuple[pygame.Surface, pygame.Rect]] = []
    marks: list[pygame.Rect] = []
    real_pile, real_sign = board_module.draw_pile, board_module.sold_sign

    def pile(surface: pygame.Surface, centre: Any, side: int, look: int, count: int,
             text_px: int, **kwargs: Any) -> None:
        piles.append(pile_rect(centre, side, kwargs))
        real_pile(surface, centre, side, look, count, text_px, **kwargs)

    def sign(text_px: int, text: str, **kwargs: Any) -> pygame.Surface:
        signs.append(real_sign(text_px, text, **kwargs))
        return signs[-1]

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            blits.append((image, image.get_rect(topleft=tuple(place)[:2])))
            return super().blit(image, place, *args, **kwargs)

    radius = city.leader_mark()[1]

    def mark(_surface: Any, centre: Any, *_: Any) -> None:
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = (round(centre[0]), round(centre[1]))
        marks.append(disc)

    monkeypatch.setattr(board_module, "draw_cube", mark)  # the owner's cube on its disc
    board.draw_owner_marks(pygame.Surface(size), board.leaders(), city.scale)
    monkeypatch.undo()
    assert len(marks) == OPEN
    monkeypatch.setattr(board_module, "draw_pile", pile)
    monkeypatch.setattr(board_module, "sold_sign", sign)
    badges = [board._badge_rect(region) for region in range(len(REGIONS))]
    drawn: list[tuple[int, pygame.Rect, list[pygame.Rect]]] = []
    for region in range(OPEN):
        piles.clear()
        board._draw_region(Layer(size, pygame.SRCALPHA), region, [0] * len(HELD[0]))
        (image, where), = [(image, rect) for image, rect in blits if image in signs]
        blits.clear()
        drawn.append((region, image.get_bounding_rect(min_alpha=24).move(where.topleft),
                      list(piles)))
    every_pile = [rect for _, _, rects in drawn for rect in rects]
    for region, board_rect, own_piles in drawn:
        piece, key = city.pieces[region], REGIONS[region].key
        assert all(inside(point, piece.polygon) for point in _corners(board_rect)), (
            key, "the sign reaches out of its district", board_rect)
        for rect in own_piles:
            assert all(inside(point, piece.polygon) for point in _corners(rect)), (key, rect)
        assert board_rect.collidelist(every_pile) < 0, (key, "the sign is on a pile")
        assert board_rect.collidelist(badges) < 0, (key, "the sign is on a badge")
        assert board_rect.collidelist(marks) < 0, (key, "the sign is on an owner's mark")
        if REGIONS[region].is_park:
            name = pygame.Rect(piece.rect.x, badges[region].y, piece.rect.width,
                               badges[region].height // 2 + city.park_name_reach())
            assert not board_rect.colliderect(name), (key, "the sign is on the park's name")


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_on_a_lessons_low_map_each_sign_stays_in_its_own_district(
        app: App, size: tuple[int, int], language: str) -> None:
    """The lesson's map, made low for its card's band, leaves the small districts (A10, A11,
    B10, B11) no room for a sign beside four counts: there the sign went over the piles
    into the district above (A10's into A9), then onto the zone line, reaching into 19
    (trial s37 U/007), read as the neighbour's. It stands whole inside its own district,
    clear of its piles (signs all one size, trial s35 R/007)."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1, SeatKind.COMPUTER),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER)])
    board = scene.board
    board.set_layout(board.area, scene.scale, lesson=True)
    board.sold_text = Words(language)("big_shot_scene.sold")
    for region in range(OPEN):
        held = HELD[region % len(HELD)]
        board.shown.closed[region], board.shown.sold[region] = True, held
        board.shown.owners[region] = 0
    signs: list[pygame.Rect] = []

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            signs.append(image.get_bounding_rect(min_alpha=24).move(tuple(place)[:2]))
            return super().blit(image, place, *args, **kwargs)

    for region, piece in enumerate(board.city.pieces[:OPEN]):
        signs.clear()
        board._draw_sold(Layer(size, pygame.SRCALPHA), region, 0, among=HELD[region % len(HELD)])
        (drawn,) = signs
        key = REGIONS[region].key
        assert all(inside(point, piece.polygon) for point in _corners(drawn)), (key, drawn)
        place = board._sign_place(region, HELD[region % len(HELD)])[2]
        look = {"tag_side": tag_side(board.city.scale), "chip": place.chips or board.city.chips}
        piles = [pile_rect(spot, board.city.cube_size, look) for spot in place.piles]
        assert drawn.collidelist(piles) < 0, (key, "the sign is on a pile")


def test_once_the_city_is_sold_out_the_signs_go(app: App,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Every district sold, the panel says the city is sold out: a SOLD sign on each told
    nothing more and cluttered the end map (trial s37 U/007); the counted piles stay."""
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1, SeatKind.COMPUTER),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER)])
    board = scene.board
    signs: list[str] = []
    piles: list[int] = []
    monkeypatch.setattr(board_module, "sold_sign", lambda _px, text, **_: signs.append(text)
                        or pygame.Surface((4, 4)))
    monkeypatch.setattr(board_module, "draw_pile", lambda *args, **_: piles.append(args[4]))
    for region in range(len(REGIONS)):
        board.shown.closed[region], board.shown.sold[region] = True, HELD[region % len(HELD)]
        board.shown.owners[region] = 0
    layer = pygame.Surface((1280, 720))
    board._draw_region(layer, 1, [0] * len(HELD[0]))
    assert not signs and piles == [count for count in HELD[1] if count]
    board.shown.closed[OPEN] = False
    board._draw_region(layer, 1, [0] * len(HELD[0]))
    assert signs, "a district still open: the sold ones keep their signs"

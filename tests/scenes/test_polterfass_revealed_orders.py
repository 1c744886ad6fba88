"""Polterfass: once the orders are revealed they read from the sofa, 3 m away. Each lay
on its coaster with digits about 25 px tall at 1920x1080 ("4 7" in the Computer's
coaster, trial s25 A/126) while the felt beside was empty; now they lie large beside the
coaster (digits at least 44 px at 1920x1080, 30 at 1280x720), clear of every coaster and
name, the play arrows, the gain badges, the mat, the plaque, the shelf and the tally."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.barrel_art import MAT_REACH
from scenes.games.polterfass.order_art import paint_order_card
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.card_hand import HandCard
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app

__all__ = ["app"]

LEAST_DIGIT = {(1920, 1080): 44, (1280, 720): 30, (800, 600): 18}
"""At 800x600 (trial s32 K/014) the mat reached the coasters' sides and an order lay small on
its coaster, under the gain's badge: the mat keeps off the orders' places there."""


def _digit_height(value: int, size: tuple[int, int]) -> int:
    """How tall the big ink number on an order card's face stands, in pixels."""
    face = paint_order_card(value, size)
    ink = pygame.mask.from_threshold(face, theme.INK, (48, 48, 48, 255))
    return max(rect.height for rect in ink.get_bounding_rects())


def _table(app: App, seats: int, size: tuple[int, int]) -> PolterfassScene:
    table = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    guests = sorted(scene.coasters.places)
    scene.coasters.sync(guests, {seat: [4, 7] if seat % 2 else [5] for seat in guests},
                        {seat: -12 if seat % 2 else 15 for seat in guests})
    return scene


@pytest.mark.parametrize("size", list(LEAST_DIGIT))
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_revealed_orders_read_from_the_sofa_and_hide_nothing(
        app: App, seats: int, size: tuple[int, int]) -> None:
    scene = _table(app, seats, size)
    coasters = scene.coasters
    mat = pygame.Vector2(scene.table.mat_centre)
    mat_reach = scene.table.mat_radius * MAT_REACH
    fixed = [*coasters.keep_clear(theme.px(30, scale := coasters.scale)),
             *(coasters.gain_rect(place) for place in coasters.places.values()),
             pygame.Rect(scene.tally.rect), pygame.Rect(scene.plaque.rect),
             pygame.Rect(scene.table.shelf_rect)]
    laid: list[pygame.Rect] = []
    for seat, place in coasters.places.items():
        for card in place.cards or ():
            assert card.face_up and isinstance(card.value, int)
            assert _digit_height(card.value, card.size) >= LEAST_DIGIT[size], (seat, card.size)
            rect = pygame.Rect((0, 0), card.size).inflate(theme.px(4, scale), theme.px(4, scale))
            rect.center = (round(card.position.x), round(card.position.y))
            assert scene.board_area().contains(rect), (seat, rect)
            hits = [other for other in fixed if rect.colliderect(other)]
            assert not hits, (seat, card.value, rect, hits)
            nearest = pygame.Vector2(max(rect.left, min(mat.x, rect.right)),
                                     max(rect.top, min(mat.y, rect.bottom)))
            assert mat.distance_to(nearest) > mat_reach, (seat, rect, "on the mat")
            laid.append(rect)
        if place.cards and len(place.cards) == 2:  # they overlap, each digit whole
            first, second = place.cards[0], place.cards[1]
            assert abs(second.position.x - first.position.x) >= first.size[0] * 0.6
    assert len(laid) == sum(len(p.cards or ()) for p in coasters.places.values())


def test_the_band_words_give_way_to_revealed_orders(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """After the bill the state is already the next round's first throw, whose words across
    the empty band ran under the lowest revealed orders at six seats."""
    from scenes.games.polterfass import panels

    drawn: list[str] = []
    monkeypatch.setattr(panels, "draw_band", lambda _s, _r, text, _sc: drawn.append(text))
    scene = _table(app, 6, (1920, 1080))
    surface = pygame.Surface((1920, 1080))
    scene.draw_board(surface)
    assert drawn == []
    scene.coasters.sync([])  # nothing revealed: the band tells what comes
    scene.draw_board(surface)
    assert drawn


@pytest.mark.parametrize("size", [(1920, 1080), (1600, 900), (1280, 720)])
@pytest.mark.parametrize("seats", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a_revealed_order_never_lies_on_another_seats_coaster(
        app: App, seats: int, size: tuple[int, int], seed: int) -> None:
    """Trial s25 D/019 (1600x900, three seats, two coasters on the left): Player 1's order,
    laid under her name for want of room beside, lay over the Computer's coaster below and
    read as his. An order lies where no other coaster or name stands, or on its own."""
    table = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    session = GameSession.start(GAMES["polterfass"], table, seed=seed)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    coasters = scene.coasters
    seated = sorted(coasters.places)
    coasters.sync(seated, {seat: [5, 6] for seat in seated}, {seat: 12 for seat in seated})
    named = theme.px(30, coasters.scale)
    for seat, place in coasters.places.items():
        named_coasters = coasters.keep_clear(named)[:len(coasters.places)]  # then arrows
        others = [rect for other, rect in zip(coasters.places, named_coasters, strict=True)
                  if other != seat]
        for card in place.cards or ():
            rect = pygame.Rect((0, 0), card.size)
            rect.center = (round(card.position.x), round(card.position.y))
            hits = [other for other in others if rect.colliderect(other)]
            assert not hits, (seat, rect, hits)


SIX_SEAT_PLAQUE = {(1920, 1080): 344, (1280, 720): 230}
"""The serve plaque's width at six seats: wider orders beside the coasters narrow the mat,
and the plaque with it ("Served 21 · ordered 19" went from 27 to 24 px at 1920x1080)."""


def _number(card: HandCard, size: tuple[int, int]) -> pygame.Rect:
    """Where ``card``'s large ink number stands on a screen of ``size``."""
    surface = pygame.Surface(size)
    surface.fill((255, 255, 255))
    card.draw(surface)
    ink = pygame.mask.from_threshold(surface, theme.INK, (48, 48, 48, 255))
    return ink.get_bounding_rects()[0]


def _covered(cards: list[HandCard], size: tuple[int, int]) -> pygame.mask.Mask:
    """What ``cards``, turned as they lie, cover of a screen of ``size``."""
    covered = pygame.mask.Mask(size)
    for card in cards:
        plain = pygame.Surface(card.size, pygame.SRCALPHA)
        plain.fill(theme.INK)
        turned = pygame.transform.rotate(plain, card.angle)
        covered.draw(pygame.mask.from_surface(turned),
                     turned.get_rect(center=card.rect().center).topleft)
    return covered


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_each_revealed_cards_number_shows_whole(
        app: App, seats: int, size: tuple[int, int]) -> None:
    """Trial s36 S/014: of a "1" and a "3" the "3" lay over the foot of the "1"'s large
    number, and only the corner's small "1" read from the sofa. Every card's large number
    shows whole with paper round it, a tenth of the card's width, the one under the other
    too; and the mat's plaque keeps its width (a side-by-side layout tried in session 36
    shrank it at six seats)."""
    scene = _table(app, seats, size)
    scene.coasters.sync(sorted(scene.coasters.places),
                        {seat: [1, 3] if seat % 2 else [6, 4] for seat in scene.coasters.places})
    for seat, place in scene.coasters.places.items():
        cards = place.cards or []
        for index, card in enumerate(cards):
            number = _number(card, size).inflate(2 * (card.size[0] // 10), 0)
            room = pygame.mask.Mask(number.size, fill=True)
            hidden = _covered(cards[index + 1:], size).overlap_area(room, number.topleft)
            assert not hidden, (seat, card.value, number, hidden)
    if seats == 6:
        assert scene.plaque.rect.width == SIX_SEAT_PLAQUE[size]

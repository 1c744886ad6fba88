"""Polterfass: a revealed order keeps clear of its coaster's gain badge. At 1280x720 Ann's
revealed 0 and 1 touched her "+1" (trial U/013): the cards stood 15 px off the badge, and
the play arrow under it 7 px off the cards, the three one cluster."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app
from tests.scenes.test_polterfass_gain_clear import _card_mask

__all__ = ["app"]

CLEAR = 14
"""The least felt between a revealed card and its badge or play arrow at 1280x720."""


def _apart(mask: pygame.mask.Mask, rect: pygame.Rect) -> int:
    """How far the nearest pixel of ``mask`` lies from ``rect`` (0 on it)."""
    far = 0
    while far < 60:
        box = rect.inflate(2 * far, 2 * far)
        probe = pygame.mask.Mask(box.size, fill=True)
        if mask.overlap(probe, box.topleft):
            return far
        far += 1
    return far


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4, 6])
def test_a_revealed_order_keeps_clear_of_its_badge_and_arrow(app: App, size: tuple[int, int],
                                                        seats: int) -> None:
    table = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    coasters = scene.coasters
    guests = sorted(coasters.places)
    coasters.sync(guests, {seat: [0, 1] for seat in guests}, {seat: 1 for seat in guests})
    least = theme.px(CLEAR, scene.scale)
    for seat in guests:
        place = coasters.places[seat]
        badge = coasters.gain_rect(place)
        marks = [mark for mark in coasters.arrow_rects()
                 if abs(mark.centerx - place.centre[0]) < 3 * coasters.radius
                 and abs(mark.centery - place.centre[1]) < coasters.radius]
        for card in place.cards or ():
            shape = _card_mask(card, size)
            for what, rect in (("badge", badge), *(("arrow", mark) for mark in marks)):
                apart = _apart(shape, rect)
                assert apart >= least, (size, seats, seat, card.value, what, apart, least)

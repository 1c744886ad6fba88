"""Polterfass: the gain's badge after the bill leaves the order cards it explains whole.
The badge over the coaster's top right stood on the right card's corner and its small
number (a 420 px² corner of each two-card order, 149 px of it inked, at 1920x1080, issue
#32); the table and the replay draw the coasters alike."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app

__all__ = ["app"]


def _card_mask(card: object, size: tuple[int, int]) -> pygame.mask.Mask:
    """The screen pixels a lying card covers, turned as it lies."""
    from scenes.widgets.card_hand import HandCard

    assert isinstance(card, HandCard)
    width, height = card.size
    centre = pygame.Vector2(card.position)
    corners = [centre + pygame.Vector2(dx * width / 2, dy * height / 2).rotate(-card.angle)
               for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    shape = pygame.Surface(size)
    pygame.draw.polygon(shape, (255, 255, 255), corners)
    return pygame.mask.from_threshold(shape, (255, 255, 255), (1, 1, 1, 255))


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_gain_badge_leaves_the_order_cards(app: App, seats: int) -> None:
    size = (1920, 1080)
    table = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    coasters = scene.coasters
    guests = sorted(coasters.places)
    orders = {seat: [3, 7] if seat % 2 else [5] for seat in guests}
    gains = {seat: -12 if seat % 2 else 15 for seat in guests}
    surfaces = []
    for shown in (None, gains):  # the badges are what the bill adds
        coasters.sync(guests, orders, shown)
        surface = pygame.Surface(size)
        coasters.draw(surface)
        surfaces.append(pygame.surfarray.array3d(surface))
    changed = (surfaces[0] != surfaces[1]).any(axis=2)
    assert changed.any(), "no badge drawn"
    for seat in guests:
        for card in coasters.places[seat].cards or ():
            under = _card_mask(card, size)
            covered = sum(1 for x, y in zip(*changed.nonzero(), strict=True)
                          if under.get_at((int(x), int(y))))
            assert covered == 0, (seats, seat, card.value, covered)

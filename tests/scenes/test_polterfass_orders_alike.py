"""Revealed orders lie alike at every coaster, clear of the plaque and the other coasters:
at six seats with the log open two orders lay small in their rings and the others large
beside theirs, one over the "Served · ordered" plaque (trial s34 O/009)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.test_game_base import app
from tests.scenes.test_polterfass_cards_clear import laid_table

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("log_open", [False, True])
def test_every_revealed_order_lies_alike_and_clear(app: App, size: tuple[int, int],
                                                   log_open: bool) -> None:
    scene = laid_table(app, 6, size, log_open)
    guests = range(1, 6)
    coasters = scene.coasters
    coasters.sync(list(guests), revealed={seat: (7, 5) if seat % 2 else (4,) for seat in guests})
    cards = {seat: coasters.places[seat].cards or [] for seat in guests}
    sizes = {card.size for seat_cards in cards.values() for card in seat_cards}
    assert len(sizes) == 1, f"orders of unlike sizes: {sizes}"
    for seat, seat_cards in cards.items():
        for card in seat_cards:
            box = card.rect()
            assert not box.colliderect(scene.plaque.rect), (seat, box, scene.plaque.rect)
            for other, place in coasters.places.items():
                ring = pygame.Rect(0, 0, 2 * coasters.radius, 2 * coasters.radius)
                ring.center = place.centre
                if other != seat and sizes != {coasters.card_size}:
                    assert not box.colliderect(ring), (seat, other)

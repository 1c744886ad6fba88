"""Polterfass: each guest's coaster carries its place in the round's turn, 1, 2, 3 …
on from the innkeeper round the arrows, on a gold disc like theirs (trial s35 Q/015: the
small arrows far apart did not show the order round the table at a glance)."""

from __future__ import annotations

import pygame

from scenes.games.polterfass.tally import Coasters, coaster_centres
from scenes.shell import theme


def coasters_of(count: int, innkeeper: int) -> Coasters:
    coasters = Coasters([f"Seat {seat}" for seat in range(count)], list(range(count)))
    zone = pygame.Rect(0, 100, 1200, 700)
    coasters.set_layout(coaster_centres(zone, 200, count, 20, (600, 760)), 50, 1.0)
    coasters.innkeeper = innkeeper
    return coasters


def test_the_guests_count_on_from_the_innkeeper_round_the_table() -> None:
    coasters = coasters_of(5, 3)
    assert [coasters.turn(seat) for seat in range(5)] == [2, 3, 4, None, 1]
    assert [coasters_of(2, 0).turn(seat) for seat in range(2)] == [None, None]
    coasters.sync([0, 1, 2, 4], {0: [1], 1: [2, 3]})
    assert [coasters.turn(seat) for seat in range(5)] == [None] * 5, "not by the orders shown"


def test_each_guests_number_stands_on_a_gold_disc_on_its_coaster(screen: pygame.Surface
                                                                 ) -> None:
    coasters = coasters_of(4, 1)
    surface = pygame.Surface((1200, 900))
    surface.fill(theme.FELT)
    coasters.draw(surface)
    for seat, place in coasters.places.items():
        x, y = place.centre
        # The disc's rim, left of its number.
        spot = (round(x - 50 * 0.74 - 50 * 0.3 + 3), round(y - 50 * 0.74))
        gold = surface.get_at(spot)[:3] in (theme.GOLD, theme.GOLD_DARK)
        assert gold == (seat != 1), (seat, surface.get_at(spot))

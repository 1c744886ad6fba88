"""Wizard Extreme: a place's seals stand in one row, side by side in table order, clear
of its cards' count badge (trial s29 G/065-066: a computer's red, purple and green seals
lay scattered over two rows of a fixed grid, its green pile of two against the badge)."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from scenes.shell.scene import Pop
from tabletop.games.wizard_extreme import Seal
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app
from tests.scenes.wizard_table import mina_against_computers

__all__ = ["app"]

HELD = {Seal.RED: 2, Seal.PURPLE: 1, Seal.GREEN: 2}
"""G/066's computer: two red, a purple, two green."""


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_places_seals_stand_in_one_row_clear_of_the_count_badge(
    app: App, size: tuple[int, int],
) -> None:
    resize_window(app, size)
    for seats in (3, 5):
        scene, _ = mina_against_computers(app, seats)
        zone = scene.zones[1]
        zone.seals.counts = {**dict.fromkeys(Seal, 0), **HELD}
        piles = [zone.seals.pile_rect(seal, count) for seal, count in HELD.items()]
        # Each kind with its badge on its foot (from two seals on).
        kinds = [pile.union(zone.seals.badge_rect(seal, count)) if count > 1 else pile
                 for pile, (seal, count) in zip(piles, HELD.items(), strict=True)]
        where = f"{seats} seats at {size}: {kinds}"
        assert len({pile.bottom for pile in piles}) == 1, f"one row: {where}"
        lefts = [pile.x for pile in piles]
        assert lefts == sorted(lefts), f"in table order: {where}"
        for index, kind in enumerate(kinds):
            assert kind.collidelist(kinds[index + 1:]) == -1, f"no overlap: {where}"
            assert kind.x >= zone.backs.rect.right + scene.px(12), f"clear of the badge: {where}"
            assert zone.rect.contains(kind), where
        app.context.manager.apply(Pop())

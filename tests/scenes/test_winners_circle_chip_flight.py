"""Winner's Circle: a bet chip flying from its owner's plate to a horse's lane never passes
over a horse card. Trial s22 (B/006, the Korean lesson) caught Yumi's chip, on its way to
White's lane, drawn over the first number of Black's card: it flew straight from the top
bar across the lanes above."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.motion import chip_flight
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]

SIZES = [(1920, 1080), (1280, 720)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_flying_chip_never_covers_a_horse_card(app: App, size: tuple[int, int]) -> None:
    scene = start(app, hidden=False)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    table = scene.table
    cards = [lane._columns()[1] for lane in table.lanes]
    covered = []
    for seat in range(len(scene.plates)):
        for horse in range(len(table.lanes)):
            step = chip_flight(table, seat, scene.slot(seat), scene.plates[seat], horse, 1)
            sprite = table.flying_chips[-1]
            diameter = table.lanes[0].chip_diameter
            while not step.is_done:
                step.advance(1 / 240)
                if sprite.spot is None:
                    break
                chip = pygame.Rect(0, 0, diameter, diameter)
                chip.center = (round(sprite.spot.x),
                               round(sprite.spot.y - sprite.lift * diameter * 0.4))
                if (hit := chip.collidelist(cards)) >= 0:
                    covered.append((seat, horse, hit, chip.center))
                    break
            step.finish()
            table.lanes[horse].chips.clear()
    assert not covered, (cards, [p.rect for p in scene.plates], covered[:5])

"""A Wizard Extreme seal in flight keeps its shadow under it: lifted 39 px at the top of a
long flight while its shadow dropped 20 px, a 35 px token left its shadow behind as a
dark blob on the felt, the token itself passing over a player's place (trial s24 B/168,
a replay's prediction)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.seals import FlyingSeal
from scenes.shell import theme
from tabletop.games.wizard_extreme import Seal


@pytest.mark.parametrize("diameter", [24, 35, 48])
@pytest.mark.parametrize("seal", [Seal.GREEN, Seal.WHITE, Seal.BLACK])
def test_a_flying_seal_and_its_shadow_are_one_shape(screen: pygame.Surface, seal: Seal,
                                                    diameter: int) -> None:
    token = FlyingSeal(seal, (100.0, 400.0), diameter)
    flight = token.fly((1000.0, 150.0), diameter)  # across the table: the highest arc
    highest = 0.0
    while not flight.is_done:
        flight.advance(1 / 120)
        if token.lift < highest:
            continue
        highest = token.lift
        felt = pygame.Surface((1100, 500))
        felt.fill(theme.FELT)
        token.draw(felt)
        drawn = pygame.mask.from_threshold(felt, theme.FELT, (4, 4, 4, 255))
        drawn.invert()
        parts = [part for part in drawn.connected_components() if part.count() > 3]
        assert len(parts) == 1, f"lift {token.lift:.0f}: token and shadow apart"
    assert highest > diameter * 0.25, "the seal still rises as it flies"

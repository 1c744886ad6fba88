"""A black seal looks black, its cross still on it: with an ivory cross over a silver edge
most of it was light, and it read as a white seal with a black X beside the white seal's
star (trial s24 B/101)."""

from __future__ import annotations

import pytest

from scenes.games.wizard_extreme.art import seal_token
from tabletop.games.wizard_extreme import Seal
from tests.scenes.test_game_base import app

__all__ = ["app"]


def _light_share(seal: Seal, diameter: int) -> float:
    """The share of a token's opaque pixels that are near white (luminance over 180)."""
    token = seal_token(seal, diameter)
    lights = opaque = 0
    for x in range(diameter):
        for y in range(diameter):
            colour = token.get_at((x, y))
            if colour.a > 200:
                opaque += 1
                lights += 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b > 180
    return lights / opaque


@pytest.mark.usefixtures("app")
@pytest.mark.parametrize("diameter", [32, 44, 56])
def test_a_black_seal_is_mostly_dark_and_keeps_its_cross(diameter: int) -> None:
    light = _light_share(Seal.BLACK, diameter)
    assert light < 0.2, f"{light:.0%} of a {diameter} px black seal is near white"
    assert _light_share(Seal.WHITE, diameter) > 0.5  # the white seal beside it is light
    dark_body = seal_token(Seal.BLACK, diameter).get_at((diameter // 5 + 2, diameter // 2))
    cross = seal_token(Seal.BLACK, diameter).get_at((diameter // 2, diameter // 2))
    assert sum(cross[:3]) > sum(dark_body[:3]) + 150, "the cross stands off the black body"

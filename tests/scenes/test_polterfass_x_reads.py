"""Polterfass: a standing X barrel reads as what it is, not as a failed throw. Its big red
X on the mat looked like the failure until the next lesson card explained it (trial s28
D/191): its mark is a blue that is not the failure's red, and a word under it says what
it does at the count (PF-D8)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass.barrel_art import FACE_X, standing_top
from scenes.games.polterfass.barrels import X_RULE_TAG, BarrelTable
from scenes.shell import theme
from tabletop.games.polterfass import SPECIALS, Special
from tabletop.i18n import Words


def _near(colour: pygame.Color, other: tuple[int, int, int], reach: int) -> bool:
    return all(abs(a - b) <= reach for a, b in zip(tuple(colour)[:3], other, strict=True))


def test_the_x_mark_has_no_failure_red() -> None:
    pygame.init()
    top = standing_top(90, FACE_X, True)
    reds = [theme.BRICK, theme.lighter(theme.BRICK, 0.1), theme.BRICK_DARK]
    pixels = [top.get_at((x, y)) for x in range(top.get_width()) for y in range(top.get_height())]
    red_pixels = sum(1 for pixel in pixels
                     if pixel.a > 200 and any(_near(pixel, red, 40) for red in reds))
    assert red_pixels == 0, f"{red_pixels} pixels of the failure's red on the X"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_standing_x_carries_the_word_for_what_it_does(language: str) -> None:
    pygame.init()
    words = Words(language)
    said: list[str] = []

    def spy(key: str, **params: object) -> str:
        said.append(key)
        return words(key, **params)

    table = BarrelTable(3)
    table.set_layout(pygame.Rect(20, 20, 900, 120), (450, 400), 160, 60, 1.5)
    x_barrel = next(barrel for barrel in SPECIALS)
    sprite = table.barrels[x_barrel]
    sprite.standing, sprite.face = True, Special.X
    sprite.position = pygame.Vector2(450, 400)
    table.draw(pygame.Surface((1000, 700)), spy)  # type: ignore[arg-type]
    assert X_RULE_TAG in said
    assert words(X_RULE_TAG) != X_RULE_TAG

"""Polterfass: the words under a standing barrel keep clear of its hoop and of the shelf's
edge (trial V/017: at 1920x1080 the X's "one out" touched the X's rim, the pill's top
0.52 of a diameter below the barrel's centre). Both sizes, both languages, every word a
special or a counted barrel shows."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass.barrels import BarrelTable
from scenes.shell import theme
from tabletop.games.polterfass import BARREL_COUNT, SPECIALS, Special
from tabletop.i18n import Words

SIZES = {"1080p": (90, 1.5), "720p": (60, 1.0)}
"""The barrel's diameter and the scale the scene lays out at (table_layout.lay_out)."""
TAGS = ("", "polterfass_scene.tag_keep", "polterfass_scene.tag_throw",
        "polterfass_scene.tag_remove", "polterfass_scene.tag_double")


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_words_under_a_barrel_keep_clear_of_its_rim_and_the_shelf_edge(
        language: str, size: str) -> None:
    pygame.init()
    diameter, scale = SIZES[size]
    px = theme.px
    # The shelf as table_layout.lay_out makes it.
    shelf = pygame.Rect(px(20, scale), px(90, scale), 1200 if scale > 1 else 800,
                        round(diameter * 1.25) + theme.text_px(theme.TextSize.BODY, scale)
                        + px(12, scale))
    table = BarrelTable(5)
    table.set_layout(shelf, (shelf.centerx, shelf.bottom + 300), 200, diameter, scale)
    up: list[int | Special | None] = [None] * BARREL_COUNT
    up[3], up[SPECIALS[0]], up[SPECIALS[1]] = 7, Special.X, Special.ARROW
    table.sync(up)
    seen = 0
    for tag in TAGS:
        for barrel in (3, *SPECIALS):
            table.barrels[barrel].tag = tag
        for rect, _, _ in table.pills(Words(language)):
            seen += 1
            hoop = table.slot(0)[1] + diameter // 2
            assert rect.top - hoop >= px(3, scale), f"{tag}: {rect} on the rim at {hoop}"
            assert shelf.bottom - rect.bottom >= px(3, scale), f"{tag}: {rect} on {shelf}'s edge"
    assert seen

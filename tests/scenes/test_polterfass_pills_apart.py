"""Polterfass: the words under the standing barrels never overlap. The pills of two X's
side by side on the shelf read "takes o|takes one out" (trial s31 I/012); every position
where two or three such words stand (both specials, with a counting word on the number
barrel beside them) is laid out in both languages at 1920x1080 and 1280x720."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.games.polterfass.barrels import BarrelTable
from tabletop.games.polterfass import BARREL_COUNT, SPECIALS, Special
from tabletop.i18n import Words

# The shelf, the barrel's diameter and the scale the scene lays out at 1920x1080 and
# 1280x720 (scene.layout_board).
LAYOUTS = ((pygame.Rect(182, 186, 1031, 140), 90, 1.5), (pygame.Rect(121, 124, 687, 93), 60, 1.0))
TAGS = ("", "polterfass_scene.tag_keep", "polterfass_scene.tag_throw")
COUNT_TAGS = ("", "polterfass_scene.tag_remove", "polterfass_scene.tag_double")


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("shelf", "diameter", "scale"), LAYOUTS)
def test_no_two_words_under_the_barrels_meet(language: str, shelf: pygame.Rect,
                                             diameter: int, scale: float) -> None:
    pygame.init()
    words = Words(language)
    table = BarrelTable(5)
    table.set_layout(shelf, (shelf.centerx, shelf.bottom + 300), 200, diameter, scale)
    beside = SPECIALS[0] - 1  # the number barrel next to the specials
    faces = (Special.X, Special.ARROW)
    seen = 0
    for first, second, tags, count_tag, choosing in itertools.product(
            faces, faces, itertools.product(TAGS, repeat=2), COUNT_TAGS, (True, False)):
        up: list[int | Special | None] = [None] * BARREL_COUNT
        up[beside] = 4
        up[SPECIALS[0]], up[SPECIALS[1]] = first, second
        table.sync(up)
        for barrel, tag in zip(SPECIALS, tags, strict=True):
            table.barrels[barrel].tag = tag
        table.barrels[beside].tag = count_tag
        rects = [rect for rect, _, _ in table.pills(words, choosing=choosing)]
        seen += len(rects) >= 2
        for one, other in itertools.combinations(rects, 2):
            assert not one.colliderect(other), (first, second, tags, count_tag, choosing)
        for rect in rects:
            assert shelf.left <= rect.left and rect.right <= shelf.right
    assert seen > 0


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("shelf", "diameter", "scale"), LAYOUTS)
@pytest.mark.parametrize("face", [Special.X, Special.ARROW])
def test_two_alike_words_stand_clearly_apart(language: str, shelf: pygame.Rect, diameter: int,
                                             scale: float, face: Special) -> None:
    """Two arrows' "하나 두 배" a hairline apart read as one run of words (trial s33
    M/006): two alike pills keep a gap a reader sees."""
    from scenes.shell import theme

    pygame.init()
    table = BarrelTable(5)
    table.set_layout(shelf, (shelf.centerx, shelf.bottom + 300), 200, diameter, scale)
    up: list[int | Special | None] = [None] * BARREL_COUNT
    up[SPECIALS[0]] = up[SPECIALS[1]] = face
    table.sync(up)
    first, second = sorted((rect for rect, _, _ in table.pills(Words(language), choosing=False)),
                           key=lambda rect: rect.x)
    assert second.left - first.right >= theme.px(10, scale), (first, second)


# The two layouts above, and the scene's at 1024x576 and 2560x1440 (its sizes scale alike).
EVERY_SIZE = (*LAYOUTS, (pygame.Rect(97, 99, 550, 75), 48, 0.8),
              (pygame.Rect(243, 248, 1375, 187), 120, 2.0))


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("shelf", "diameter", "scale"), EVERY_SIZE)
@pytest.mark.parametrize("faces", list(itertools.product((Special.X, Special.ARROW), repeat=2)))
def test_each_special_s_word_stands_under_it_inside_the_rack(
        language: str, shelf: pygame.Rect, diameter: int, scale: float,
        faces: tuple[Special, Special]) -> None:
    """Trial N/023: two X's "takes one out" stood wider than their barrels, pushed apart
    till one ran over the rack's rounded right end. Each word stands under its own barrel,
    inside the rack's ends, at every window size."""
    pygame.init()
    table = BarrelTable(5)
    table.set_layout(shelf, (shelf.centerx, shelf.bottom + 300), 200, diameter, scale)
    up: list[int | Special | None] = [None] * BARREL_COUNT
    up[SPECIALS[0]], up[SPECIALS[1]] = faces
    table.sync(up)
    rects = sorted((rect for rect, _, _ in table.pills(Words(language), choosing=False)),
                   key=lambda rect: rect.x)
    end = max(4, shelf.height // 8)  # the rack's rounded corner
    assert len(rects) == 2
    for rect, barrel in zip(rects, SPECIALS, strict=True):
        assert shelf.left + end <= rect.left and rect.right <= shelf.right - end, rect
        assert rect.left < table.slot(barrel)[0] < rect.right, (rect, table.slot(barrel))

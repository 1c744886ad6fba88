"""The hand-over cover while a press does not lift it yet.

Trial s37 T/004: halfway through the wait the cover's Enter keycap was half grey, half
gold, and read as a button drawn wrong."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import theme
from scenes.widgets.curtain import PrivacyCurtain
from tabletop.i18n import Words

ENGLISH = Words("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("part", "cover_size"), [
    ("money", (472, 205)), ("chips", (560, 300)), ("cards", (1243, 291))])
def test_a_curtain_waiting_for_its_press_shows_the_wait_beneath_a_grey_keycap(
        size: tuple[int, int], part: str, cover_size: tuple[int, int]) -> None:
    """Trial s37 T/004: halfway through the wait the keycap was half grey, half gold, and
    read as a button drawn wrong. The keycap is all grey until a press lifts the cover; a
    bar under it fills with gold as the wait runs out, clear of the cover's words."""
    scale = theme.ui_scale(size)
    area = pygame.Rect(0, 0, cover_size[0] * size[1] // 1080, cover_size[1] * size[1] // 1080)
    curtain = PrivacyCurtain(area, "Player 1", 0, part=part, words=ENGLISH)
    _, cap, title, hint = curtain.paint(scale)
    curtain.wait(2.0)
    curtain.wait(1.0)  # halfway
    surface = pygame.Surface(size)
    curtain.draw(surface)
    golds = {theme.GOLD, theme.GOLD_LIGHT, theme.GOLD_DARK}

    def goldish(colour: tuple[int, ...]) -> bool:
        return any(sum(abs(a - b) for a, b in zip(colour[:3], gold, strict=True)) < 40
                   for gold in golds)

    assert not any(goldish(surface.get_at((x, y))) for x in range(cap.left + 3, cap.right - 3)
                   for y in range(cap.top + 3, cap.bottom - 3)), "a gold keycap before its time"
    bar = PrivacyCurtain.wait_bar_rect(cap, scale)
    assert area.contains(bar) and bar.top >= cap.bottom
    assert bar.collidelist([title, hint]) < 0
    row = [tuple(surface.get_at((x, bar.centery)))[:3] for x in range(bar.left, bar.right)]
    filled = [colour == theme.GOLD_INK for colour in row]
    assert all(filled[2:len(row) // 2 - 2]) and not any(filled[len(row) // 2 + 2:-2])
    curtain.wait(0.0)
    surface.fill((0, 0, 0))
    curtain.draw(surface)
    assert goldish(surface.get_at(cap.center)) or goldish(surface.get_at(cap.move(0, -4).midbottom))

"""Pieces drawn every frame over a soft shadow keep the two in one cached surface: the
shadow, blended again each frame, cost more than the piece (the Polterfass tally sheet's
was a 600x500 blend a frame at 1920x1080). Each looks as it did drawn in two steps."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.games.polterfass import order_art, tally_sheet
from scenes.games.polterfass.tally_sheet import TallyLine, TallySheet
from scenes.shell import theme
from scenes.widgets import paint, seat_plate
from scenes.widgets.seat_plate import SeatPlate
from scenes.widgets.tween import Pace
from tabletop.i18n import Words

FELT = (24, 92, 60)


def drawn(draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    surface = pygame.Surface((700, 600))
    surface.fill(FELT)
    draw(surface)
    return surface


def alike(one: pygame.Surface, other: pygame.Surface) -> bool:
    """The same picture but for a few pixels of the rounded corners' soft rims (the
    shadow shows through them a little more), none far off."""
    width, height = one.get_size()
    apart = [max(abs(a - b) for a, b in zip(one.get_at((x, y))[:3],
                                            other.get_at((x, y))[:3], strict=True))
             for x in range(width) for y in range(height)]
    return max(apart) <= 40 and sum(difference > 8 for difference in apart) <= 24


def no_shadow_blends(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[object]:
    blends: list[object] = []
    monkeypatch.setattr(module.paint, "draw_shadow",
                        lambda *args, **kwargs: blends.append(args))
    return blends


def test_a_resting_seat_plate_is_one_blit(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    plate = SeatPlate((40, 40, 309, 72), 2, "Mina", 12, pace=Pace())
    plate.update(1.0)
    rect = plate.rect

    def two_steps(surface: pygame.Surface) -> None:
        paint.draw_shadow(surface, rect, max(6, rect.height // 5), offset=(0, 3),
                          blur=max(3, rect.height // 10))
        surface.blit(seat_plate._plate(rect.size, 2), rect)
        plate._draw_text(surface, rect, round(rect.height * 0.62))

    before = drawn(two_steps)
    blends = no_shadow_blends(monkeypatch, seat_plate)
    assert alike(drawn(plate.draw), before)
    assert blends == []


def test_the_tally_sheet_is_one_blit(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    words = Words("en")
    sheet = TallySheet([0, 1, 2], ["Ara", "Bo", "Mina"])
    sheet.set_rect(pygame.Rect(60, 40, 558, 452), 1.5)
    sheet.sync([TallyLine(1, 0, False, 42, 15, (27, 3, 2), (27, 3, 2))], 0)

    def two_steps(surface: pygame.Surface) -> None:
        paint.draw_shadow(surface, sheet.rect, theme.px(theme.RADIUS_M, 1.5),
                          offset=(0, theme.px(4, 1.5)), blur=theme.px(8, 1.5))
        surface.blit(sheet._render(words, sheet.rect.height), sheet.rect)

    before = drawn(two_steps)
    blends = no_shadow_blends(monkeypatch, tally_sheet)
    assert alike(drawn(lambda surface: sheet.draw(surface, words)), before)
    assert blends == []


def test_a_coaster_and_its_shadow_are_one_blit() -> None:
    pygame.init()
    radius = 64
    disc = order_art.coaster_disc(radius, 1)
    rect = disc.get_rect(center=(300, 300))

    def two_steps(surface: pygame.Surface) -> None:
        paint.draw_shadow(surface, rect.inflate(-4, -4), radius, offset=(2, 4), blur=5,
                          alpha=120)
        surface.blit(disc, rect)

    def at_once(surface: pygame.Surface) -> None:
        both, (left, top) = order_art.shadowed_coaster(radius, 1)
        surface.blit(both, (rect.x - left, rect.y - top))

    assert alike(drawn(at_once), drawn(two_steps))

"""A horse running past one at rest steps aside toward the infield and is drawn over it:
both numbers stay readable. Trial s35 R/013 saw Black 1 cover Blue 4's number on space 21
as Blue ran 20 → 23."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.track import HorseSprite, TrackGeometry, pass_aside


@pytest.mark.parametrize("size", [(1150, 860), (760, 560)], ids=["1080p", "720p"])
@pytest.mark.parametrize("at", [20.7, 21.0, 21.3])
def test_a_running_horse_passes_beside_one_at_rest(size: tuple[int, int], at: float) -> None:
    geo = TrackGeometry(pygame.Rect((0, 0), size), size[1] / 1080)
    black, blue, green = HorseSprite(0), HorseSprite(3), HorseSprite(5)
    black.progress, green.progress = 21.0, 30.0
    blue.progress, blue.hop = at, 0.4  # mid-gallop
    order = pass_aside([blue, black, green], geo)
    assert order[-1] is blue, "the running horse is drawn over the one at rest"
    assert black.aside == green.aside == 0.0, "a horse at rest stays on its space"
    apart = blue.centre(geo).distance_to(black.centre(geo))
    assert apart >= 0.55 * geo.piece, (apart, geo.piece)
    outward = geo.position(21.0, 1.0) - geo.position(21.0)
    assert (blue.centre(geo) - geo.position(at)).dot(outward) < 0, "aside toward the infield"


def test_far_from_any_horse_it_runs_on_the_centre_line() -> None:
    geo = TrackGeometry(pygame.Rect(0, 0, 1150, 860), 1.0)
    black, blue = HorseSprite(0), HorseSprite(3)
    black.progress, blue.progress, blue.hop = 21.0, 24.5, 0.4
    pass_aside([black, blue], geo)
    assert blue.aside == 0.0
    assert blue.centre(geo) == geo.position(24.5)

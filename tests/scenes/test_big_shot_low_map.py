"""A low map keeps every district's four piles readable: the Big Shot lesson's, made low for
its card's band under it (trial s32 J/005), left the white districts A10 and B10 no room
for four piles under a badge over their middle, even as chips, and the cubes came to 8 px.
Now chips, a district's badge moved aside where they need it: each pile inside its district
and clear of its badge. The rectangles are the lesson's maps at 1280x720, 1600x900 and
1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import city as city_module
from scenes.games.big_shot.city import READABLE_CUBE, CityMap, inside


@pytest.mark.parametrize(("rect", "scale"), [
    ((16, 159, 826, 272), 1.0), ((30, 200, 1032, 338), 1.25), ((36, 239, 1239, 407), 1.5)])
def test_a_low_map_keeps_its_piles_readable(rect: tuple[int, int, int, int],
                                            scale: float) -> None:
    pygame.init()
    city = CityMap()
    city.set_rect(pygame.Rect(rect), scale)
    assert city.chips or city.cube_size >= city.px(READABLE_CUBE), city.cube_size
    left, right, up = city.pile_box()
    radius = city.px(17)
    for piece in city.pieces:
        assert len(piece.spots) == 4
        badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        badge.center = (round(piece.badge[0]), round(piece.badge[1]))
        for x, y in piece.spots:
            corners = [(x + dx, y + dy) for dx in (-left, right) for dy in (-up, up)]
            assert all(inside(corner, piece.polygon) for corner in corners), piece.index
            pile = pygame.Rect(round(x - left), round(y - up), round(left + right),
                               round(2 * up))
            assert not pile.colliderect(badge), piece.index


def test_a_map_of_the_usual_height_keeps_its_badges_and_cubes() -> None:
    """The game's map (1280x720) is laid out as before: cubes with tags, every badge where
    it always stood, but a gap under the street along a district's top (A9's sat on the
    map's frame, trial s37 U/014)."""
    pygame.init()
    city = CityMap()
    city.set_rect(pygame.Rect(24, 119, 826, 374), 1.0)
    assert not city.chips and city.cube_size >= city.px(READABLE_CUBE)
    for piece in city.pieces:
        xs, ys = [x for x, _ in piece.polygon], [y for _, y in piece.polygon]
        top = piece.rect.top + city.px(17) + max(3, city.px(7)) / 2 + city.px(3)
        assert piece.badge == (sum(xs) / len(xs), max(
            top, sum(ys) / len(ys) - piece.rect.height * 0.22)), piece.index


@pytest.mark.parametrize(("rect", "scale"), [
    ((16, 159, 826, 272), 1.0), ((30, 200, 1032, 338), 1.25), ((36, 239, 1239, 407), 1.5)])
def test_a_low_map_is_laid_out_without_a_hitch(monkeypatch: pytest.MonkeyPatch,
                                               rect: tuple[int, int, int, int],
                                               scale: float) -> None:
    """The lesson's map first laid out in 0.6 to 0.9 s at 1280x720, a visible hitch: each of
    a district's badge places tried every pile place again, 82,000 points asked whether
    they lie inside a district. The work counted, not timed (the machine may be busy):
    fewer than half as many now, with the same layout (the tests above)."""
    pygame.init()
    city_module._FITTED.clear()
    asked = [0]
    real = city_module.inside

    def counting(point: tuple[float, float], polygon: Any) -> bool:
        asked[0] += 1
        return real(point, polygon)

    monkeypatch.setattr(city_module, "inside", counting)
    CityMap().set_rect(pygame.Rect(rect), scale)
    assert asked[0] < 40_000, asked[0]

"""A lesson's ring around a district to place on, and its frame around a district its
words name, stay clear of the "Map key (M)" tab on the map's frame (trial Z2/007, shots 080
and 081: the ring around district 20 crossed the tab's words). For every district, at
1920x1080 and 1280x720, with the log open and closed, the ring at its widest
(``lesson_marks``: 8 px outside the piece at 1280x720) and the frame (4 px) miss the tab."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import PlaceCube
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize(("size", "log"), [((1920, 1080), False), ((1280, 720), False),
                                           ((1280, 720), True)])
def test_no_ring_or_frame_around_a_district_crosses_the_map_key_tab(
        app: App, size: tuple[int, int], log: bool) -> None:
    scene = crowded_map(app, size, "en", [(1, 0, 0, 0)], lambda region: False, log=log)
    tab, city = scene.legend.tab, scene.board.city
    assert tab.width > 0
    for region, piece in enumerate(city.pieces):
        ringed = scene.pointing.placement_rect([PlaceCube(0, 0, region)], scene._hand(),
                                               watched=True)
        assert ringed is not None and piece.rect.contains(ringed), (REGIONS[region].key, ringed)
        assert ringed.height >= piece.rect.height * 0.85, "the ring still frames the district"
        ring = ringed.inflate(2 * city.px(8), 2 * city.px(8))
        assert not ring.colliderect(tab), (REGIONS[region].key, ring, tab)
        framed = scene.sight_rects(REGIONS[region].key)
        assert framed and not any(rect.inflate(2 * city.px(4), 2 * city.px(4)).colliderect(
            tab) for rect in framed), (REGIONS[region].key, framed, tab)

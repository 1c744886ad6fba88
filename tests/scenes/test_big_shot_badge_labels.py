"""Every word and number the Big Shot map's own art draws (the districts' badges, "A10" and
"21", the parks' "×2" and names) reads from the sofa: at least 22 px at 1920x1080 and its
share of that at 1280x720, 14.7 px. At 720 "A10" and "B11" were fitted to 14 px."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.screens import view_in
from tests.scenes.sofa_text import SOFA_HEIGHT_1080, recording
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_maps_labels_read_from_the_sofa(app: App, size: tuple[int, int], language: str,
                                            log: bool) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    if log:
        scene.frame.log.toggle()
        frames(app, 40, dt=0.05)
    words = Words(language)
    names = [words(f"big_shot.region.{region.key}") for region in REGIONS]
    with recording() as probe:
        scene.board.city.draw_static(pygame.Surface(size), names)
    labels = {seen.text for seen in probe.seen}
    assert {"A10", "B11", "21", "×2"} <= labels, labels
    least = SOFA_HEIGHT_1080 * size[1] / 1080
    small = sorted({(seen.size_px, seen.text) for seen in probe.seen if seen.size_px < least})
    assert not small, small

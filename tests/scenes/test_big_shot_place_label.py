"""Big Shot's Place all (trial X/006, shots 068): with every cube on the map the button
lit with its Space keycap and its words "Place cubes" shrank far below every other
button's (18 px beside the open log at 1080, 12 at 720). Its words, keycap and all, are
drawn at the size of Take back's beside it, log open or shut, in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_place_all_lit_reads_at_the_size_of_take_back(app: App, language: str,
                                                      size: tuple[int, int]) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    place, back = scene.place_button, scene.take_back
    seen = set()
    for _ in range(2):  # the log as it is, then toggled
        seen.add(scene.frame.log.is_open)
        place.enabled = True  # every cube down: lit, with its keycap
        assert place.key_hint is not None
        assert place.label_px() >= back.label_px(), (scene.frame.log.is_open, place.label)
        press(pygame.K_l)
        frames(app, 3)
    assert seen == {True, False}

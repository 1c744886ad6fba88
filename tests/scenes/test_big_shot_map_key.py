"""Big Shot's map has a key (trial V/014: nothing told a new player what the piles, the
owner's disc, the SOLD sign and the badges' numbers meant). Its tab stands on the map's
frame, clear of every district and circle, with the log open or closed, at 1920x1080 and
1280x720; M opens the key over the map, in English and Korean, its words inside it, and
closes it again."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games.big_shot.legend import ROWS
from scenes.shell.app import App
from tests.scenes.big_shot_marks import crowded_map
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


@pytest.mark.parametrize(("size", "log", "language"), [
    ((1920, 1080), False, "en"), ((1920, 1080), True, "ko"),
    ((1280, 720), False, "ko"), ((1280, 720), True, "en")])
def test_the_map_key_opens_from_a_tab_clear_of_the_map(
        app: App, size: tuple[int, int], log: bool, language: str) -> None:
    scene = crowded_map(app, size, language, [(2, 1, 0, 0)], lambda region: region == 0,
                        log=log)
    legend, city, track = scene.legend, scene.board.city, scene.board.track
    tab = legend.tab
    assert tab.width > 0 and tab.bottom <= city.rect.top, (tab, city.rect)
    assert tab.right <= city.rect.right and tab.left >= city.rect.left
    for centre in track.centres:
        near = (min(max(centre[0], tab.left), tab.right), min(max(centre[1], tab.top),
                                                                tab.bottom))
        assert math.dist(centre, near) > track.radius, (tab, centre)
    assert not legend.shown
    press(pygame.K_m)
    frames(app, 2)
    assert legend.shown
    card = legend.card_rect(scene.text)
    assert city.rect.contains(card), (card, city.rect)
    for key in ROWS:
        assert scene.text(key) != f"big_shot_scene.{key}"
    _, lines, mark = legend._card(scene.text)
    assert sum(legend._row(line) for line in lines) <= card.height, "every line in the key"
    assert all(line.get_width() + mark <= card.width for line in lines)
    press(pygame.K_m)
    frames(app, 2)
    assert not legend.shown

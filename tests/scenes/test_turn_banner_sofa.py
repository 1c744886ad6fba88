"""The turn's announcement reads from the sofa and leaves the game's title alone: with no
free felt on the board, "Player 2's turn" stood as a small pill over "Yacht Dice" and
over "위너스 서클" (trial s29 G/148, G/044). In the top bar it now stands beside the
title, its words at least 22 px at 1080p (15 at 720p), the band's contrast at 4.5:1."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.turn_banner import BANNER_CONTRAST, banner_colours
from tests.scenes.test_game_base import app
from tests.scenes.test_turn_banner import banner_moments
from tests.scenes.test_turn_banner_plates import seated

__all__ = ["app"]

CASES = [(game_id, size, language) for game_id in ("yacht", "winners_circle", "big_shot")
         for size in ((1920, 1080), (1280, 720)) for language in ("en", "ko")]


@pytest.mark.parametrize(("game_id", "size", "language"), CASES)
def test_the_turn_banner_reads_from_the_sofa_beside_the_title(
        app: App, game_id: str, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    scene = seated(app, game_id, 2, size, language)
    frame = scene.frame
    monkeypatch.setattr(frame, "_banner_clear", lambda _size: [frame.board_area()])
    frame.banner.forget_place()
    surface = pygame.Surface(size)
    frame.banner.progress = 1.0
    scene.draw(surface)
    plain = surface.copy()
    shown = next(rect for progress, rect in banner_moments(app, scene, surface, plain)
                 if progress == 0.5)
    assert frame.layout.top_bar.contains(shown), shown
    assert not shown.colliderect(frame.layout.title), f"over the title: {shown}"
    least = round(22 * size[1] / 1080)
    words_px = frame.banner.words_px(shown.size, frame.layout.scale)
    assert words_px >= least, f"{words_px} px words on a {shown.size} banner"
    top, bottom, ink = banner_colours(1)
    assert min(theme.contrast(ink, top), theme.contrast(ink, bottom)) >= BANNER_CONTRAST
    frame.banner.progress = 1.0

"""A failed payment's notice (BS-D17) stands clear of the city map, whose districts the lot
sold again is bid for (trial s26 B/066: it covered districts 17-21 and park B), and of the
buttons to bid again with."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import first_auction, press_piece
from tests.scenes.test_game_base import app, frames, lift_curtain, press

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_sale_cancelled_notice_leaves_the_map_clear(app: App, size: tuple[int, int],
                                                        language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon"))
    game.state.cash[colour] = 0
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    while game.state.high_bidder is not None:
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p)
    for _ in range(400):  # the news plays, then Mina may bid again
        frames(app, 1)
        if scene.accepts_input:
            break
    frames(app, 3)
    notice = scene.failure_notice
    assert notice is not None and notice in scene.toasts.toasts
    scene.toasts.rects(size)  # placed as drawn
    assert notice.place is not None, "the notice shows"
    face = notice.place[0]
    assert not face.colliderect(scene.board.city.rect), (face, scene.board.city.rect)
    live = [button.rect for button in scene.pad.buttons if button.enabled]
    assert live and face.collidelist(live) < 0, (face, live)

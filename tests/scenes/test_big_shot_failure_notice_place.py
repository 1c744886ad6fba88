"""A failed payment's notice (BS-D17) stands clear of the city map, whose districts the lot
sold again is bid for (trial s26 B/066: it covered districts 17-21 and park B), of the
auction's words saying whose bid failed and who bids first (trial s27 E/181: with a
computer to bid first it stood over them), and of the buttons to bid again with."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import _to_auction, bid_beyond_cash, first_auction, start
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_sale_cancelled_notice_leaves_the_map_clear(app: App, size: tuple[int, int],
                                                        language: str) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon"))
    bid_beyond_cash(app, scene, game, colour)
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


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_sale_cancelled_notice_leaves_the_auctions_words_clear(
        app: App, size: tuple[int, int], language: str) -> None:
    """A computer bids first in the auction started again: no button on the panel, the
    notice stood over the words under the lot, whose bid failed and who bids first."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1),
                        SeatConfig("Com", 2, SeatKind.COMPUTER, "easy")], hidden=True, seed=3)
    set_speed(app, "normal")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    colour = game.state.acting_colour
    assert colour is not None
    bid_beyond_cash(app, scene, game, colour)
    side = scene.side
    words = pygame.Rect(side.phase_rect.x, side.phase_rect.y, side.phase_rect.width,
                        side.buttons_top - side.phase_rect.y)
    shown = 0
    for _ in range(120):  # the news plays while Com thinks
        frames(app, 1)
        notice = scene.failure_notice
        if notice is None or notice not in scene.toasts.toasts:
            continue
        scene.toasts.rects(size)  # placed as drawn
        if notice.place is not None:
            shown += 1
            assert not notice.place[0].colliderect(words), (notice.place[0], words)
            assert not notice.place[0].colliderect(scene.board.city.rect)
    assert shown, "the notice shows"

"""A won auction its winner cannot pay (hidden money, BS-D17) is told to the whole table in
a notice (trial s24 B, 179-182: only the panel's status line said the cash was now shown
and the auction began again). The notice says what happened and what happens now, in
English and Korean, is no refusal, and stays long enough to be read from the sofa."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.scenes.test_big_shot_scene import first_auction, press_piece
from tests.scenes.test_game_base import app, frames, lift_curtain, press

__all__ = ["app"]


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("No sale", "5M", "0M", "starts again")),
    ("ko", ("판매 취소", "5M", "0M", "다시 시작")),
])
def test_an_unpaid_bid_is_told_in_a_notice(app: App, language: str,
                                           words: tuple[str, ...]) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
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
    for _ in range(5):
        frames(app, 1)
    failure = scene.failure
    assert failure is not None and failure.bid == 5 and failure.cash == 0, failure
    notices = [toast for toast in scene.toasts.toasts if not toast.error]
    assert len(notices) == 1, [toast.text for toast in scene.toasts.toasts]
    notice = notices[0]
    assert notice.public and notice.seconds >= 6, (notice.public, notice.seconds)
    name = scene.side.words.colour(app.context.words, colour)
    for word in (name, *words):
        assert word in notice.text, (word, notice.text)

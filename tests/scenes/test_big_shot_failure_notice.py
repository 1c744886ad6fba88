"""A won auction its winner cannot pay (hidden money, BS-D17) is told to the whole table in
a notice (trial s24 B, 179-182: only the panel's status line said the cash was now shown
and the auction began again). The notice says what happened and what happens now, in
English and Korean, is no refusal, and stays long enough to be read from the sofa."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import side_panel
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.patience import tries
from tests.scenes.test_big_shot_scene import bid_beyond_cash, first_auction, press_piece
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
    bid_beyond_cash(app, scene, game, colour)
    for _ in range(5):
        frames(app, 1)
    failure = scene.failure
    assert failure is not None and failure.bid == 5 and failure.cash == 0, failure
    # (The 2-person table's opening notice of its two colours each may still stand.)
    opening = scene.names.two_colours(app.context.words)
    notices = [toast for toast in scene.toasts.toasts if not toast.error
               and toast.text != opening]
    assert len(notices) == 1, [toast.text for toast in scene.toasts.toasts]
    notice = notices[0]
    assert notice.public and notice.seconds >= 6, (notice.public, notice.seconds)
    name = scene.side.words.colour(app.context.words, colour)
    for word in (name, *words):
        assert word in notice.text, (word, notice.text)


@pytest.mark.parametrize(("language", "first_bids"), [("en", "{} bids first"),
                                                     ("ko", "{} 님이 먼저 입찰")])
def test_the_panel_the_prompt_the_glow_and_the_notice_name_the_same_first_bidder(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, first_bids: str) -> None:
    """Trial s24 B: after a failed payment the panel said "Mina (orange) is to bid" while
    the prompt said "Joon's turn" and Joon's plate glowed, for the 2.5 s of the news: the
    one whose pass closed the auction that failed. Every frame of the news, the prompt
    and the glowing plate name the seat that bids first in the auction started again,
    as the panel does, and the notice names it too."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    drawn: list[str] = []
    real = side_panel.draw_words

    def recording(surface: pygame.Surface, rect: pygame.Rect, lines: list[str],
                  *args: Any, **kwargs: Any) -> Any:
        drawn.extend(lines)
        return real(surface, rect, lines, *args, **kwargs)

    monkeypatch.setattr(side_panel, "draw_words", recording)
    scene, game, colour = first_auction(app, ("Mina", "Joon"), speed="normal")
    game.state.cash[colour] = 0
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    news = 0
    for _ in tries(3000):
        drawn.clear()
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p)
        if scene.failure is None or not scene.driver.is_busy:
            if news:
                break
            continue
        first = game.state.acting_colour
        seat = game.seat_of(first) if first is not None else None
        assert first is not None and seat is not None
        name = scene.names.colour(app.context.words, first)
        mover = game.seat_of(scene.moved_colour) if scene.moved_colour is not None else None
        news += mover != seat  # the case the trial saw: another closed the auction
        assert scene.text("waiting_bid", name=name) in drawn, (name, drawn)
        prompt = scene.frame.prompt.text
        assert name in prompt, (name, prompt)
        assert [plate.is_active for plate in scene.plates].index(True) == seat
        notice, = (toast.text for toast in scene.toasts.toasts if not toast.error)
        assert first_bids.format(name) in notice, notice
    assert news, "a failure news closed by another seat's pass was seen"

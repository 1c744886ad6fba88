"""Big Shot's auction panel says the bidder's money beside the open game log too (trial
s29 G/184, 1280x720 en): beside the log the grey cubes' legend wrapped to three lines and
"Your money: 10M" no longer fitted above the bid buttons, left out whole; "if all pass,
the roller gets them free" stays too (trial s25 D). At 1080 and 720, en and ko, three
colours and the grey, money open and hidden, with the log open and closed. Hidden money
leaves one line's room beside the log at 720: the money keeps it, before the free take."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

FREE_TAKE = ("no_bid_yet", "no_bid_yet_short", "no_bid_yet_least")
"""The no-bid line's forms, longest first: each says that if all pass the roller takes
the cubes for free."""


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("log_open", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_bidder_reads_their_money_beside_the_open_log(
        app: App, size: tuple[int, int], language: str, log_open: bool, hidden: bool) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Bo"), hidden=hidden)
    if log_open:
        press(pygame.K_l)  # the log opens; the panel narrows beside it
        frames(app, 3)
    scene.draw(pygame.Surface(size))
    cash = game.state.cash[colour]
    said = scene.side.drawn_auction
    assert scene.text("your_cash", amount=cash) in said, said
    assert {scene.text(key) for key in FREE_TAKE} & set(said) or hidden, said

"""Big Shot: the bid prompt offers exactly the keys the engine allows now, and says "no
pass" whenever Pass is not allowed (BS-D6). Trial V/013: a person took a loan, bid, and
was outbid; the prompt still offered K for a loan (one a round, so none was possible),
and the words saying the loan leaves no pass had gone with the loan taken."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import Bid, Pass, TakeLoan
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _until_person_bids(shell: App, scene: BigShotScene, game: BigShotEngine, colour: int) -> None:
    for _ in range(300):
        frames(shell, 1)
        if scene.accepts_input and game.state.acting_colour == colour:
            return
    raise AssertionError("the bid never came back")


def _legal(game: BigShotEngine) -> tuple[bool, bool]:
    legal = game.legal_actions()
    return (any(isinstance(action, Pass) for action in legal),
            any(isinstance(action, TakeLoan) for action in legal))


def _panel_words(scene: BigShotScene) -> list[str]:
    scene.draw(pygame.Surface(scene.context.size))
    return scene.side.drawn_auction


@pytest.mark.parametrize("language", ["en", "ko"])
def test_outbid_after_a_loan_the_prompt_offers_no_second_loan(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    frames(app, 2)
    scene, game, borrower = first_auction(app, ("Mina", "Joon", "Nari"), hidden=False)
    words = scene.context.words
    name = scene.names.colour(words, borrower)
    assert "(K)" in scene.prompt.text, scene.prompt.text  # a loan is possible: it is offered
    cash = game.state.cash[borrower]
    assert scene.act(TakeLoan(game.current_seat))
    _until_person_bids(app, scene, game, borrower)
    assert _legal(game) == (False, False)
    no_pass = scene.text("after_loan", amount=cash + 1)
    assert scene.prompt.text == words("big_shot_scene.prompt_bid_after_loan_undo", name=name,
                                      amount=cash + 1, undo=words("table.undo"), key="Ctrl+Z")
    assert no_pass in _panel_words(scene), "the no-pass words went with the loan taken"
    assert scene.act(Bid(game.current_seat, cash + 1))
    frames(app, 2)
    while game.state.acting_colour != borrower:
        frames(app, 1)
        if scene.accepts_input:  # the next outbids the borrower, with a loan of their own
            colour = game.state.acting_colour
            assert colour is not None
            seat, low = game.current_seat, game.min_bid()
            assert scene.act(Bid(seat, low) if game.can_pay(colour, low) else TakeLoan(seat))
    _until_person_bids(app, scene, game, borrower)
    assert _legal(game) == (True, False), "outbid, the borrower may pass and may not borrow again"
    said = scene.prompt.text
    assert said == words("big_shot_scene.prompt_bid_no_loan", name=name,
                         amount=game.min_bid()), said
    assert "(K)" not in said, said
    assert not scene.pad.loan_button.enabled and scene.pad.pass_button.enabled
    assert no_pass not in _panel_words(scene), "no pass said while Pass is allowed"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_after_a_loan_the_panel_and_the_prompt_name_one_least_bid(app: App,
                                                                   language: str) -> None:
    """Trial s38 X/014: with 0M in hand and a 1M bid standing, a loan's rule line said "bid at
    least 1M" (the cash before the loan, plus one) while the prompt and the Bid button said
    2M (the auction's own least bid). The panel says the least bid the engine takes."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    frames(app, 2)
    scene, game, _opener = first_auction(app, ("Mina", "Joon", "Nari"), hidden=False)
    assert scene.act(Bid(game.current_seat, 1))
    frames(app, 2)
    borrower = game.state.acting_colour
    assert borrower is not None
    _until_person_bids(app, scene, game, borrower)
    game.state.cash[borrower] = 0
    scene.driver.resync()
    assert scene.act(TakeLoan(game.current_seat))
    _until_person_bids(app, scene, game, borrower)
    least = game.min_bid()
    assert least == 2 and game.state.loan_floor == 0
    words = scene.context.words
    name = scene.names.colour(words, borrower)
    assert scene.prompt.text == words("big_shot_scene.prompt_bid_after_loan_undo", name=name,
                                      amount=least, undo=words("table.undo"), key="Ctrl+Z")
    panel = _panel_words(scene)
    assert scene.text("after_loan", amount=least) in panel, panel
    assert scene.text("after_loan", amount=1) not in panel, panel

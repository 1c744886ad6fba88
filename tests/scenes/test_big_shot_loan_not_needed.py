"""Big Shot: the rules allow a loan whenever it makes some bid past the cash possible
(BS-D6), so Loan stays offered while the cash already pays the next bid; the prompt says
then that no loan is needed for the least bid, and what a loan is for. A trial (s38 X/008)
took "Loan: +9M now" for an equal choice at a 3M high bid with 10M in hand, and paid 11M.
With hidden money (BS-D17) the shared screen says nothing of the cash."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell.app import App
from tabletop.games.big_shot_events import TakeLoan
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_loan_the_cash_does_not_need_is_said_so(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"), hidden=False)
    game.state.high_bid = 3
    scene.driver.resync()
    frames(app, 2)
    assert TakeLoan(game.current_seat) in game.legal_actions()  # BS-D6 allows it
    assert scene.pad.loan_button.enabled
    name = scene.names.colour(app.context.words, colour)
    said = scene.frame.prompt.text
    assert said == scene.text("prompt_bid_cash_pays", name=name, amount=4, cash=10), said
    assert "4M" in said and "(K)" in said


@pytest.mark.parametrize("hidden", [False, True])
def test_the_loan_is_offered_plainly_where_the_cash_cannot_pay_or_is_secret(
        app: App, hidden: bool) -> None:
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"), hidden=hidden)
    cash = game.state.cash[colour]
    assert cash is not None
    game.state.high_bid = 0 if hidden else cash  # the next bid needs the loan
    scene.driver.resync()
    frames(app, 2)
    assert scene.pad.loan_button.enabled
    name = scene.names.colour(app.context.words, colour)
    said = scene.frame.prompt.text
    pays = scene.text("prompt_bid_cash_pays", name=name, amount=game.min_bid(), cash=cash)
    assert said != pays and "(K)" in said, said

"""Big Shot: the focus never moves by itself onto the loan (trial defect 6). Outbid beyond
one's cash, Bid went grey and the ring jumped to "Loan: +9M now", where the next Enter
took a loan; the focus goes to Pass instead, and stays on the loan only when put there."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from scenes.widgets.button import key_label
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine
from tests.scenes.test_big_shot_scene import _to_auction, app, first_auction, start
from tests.scenes.test_game_base import QUIET_SECONDS, frames, press, set_speed

__all__ = ["app"]


def _at_the_auction(shell: App) -> tuple[BigShotEngine, BigShotScene]:
    """Mina and Jun at a new table (seed 3), its first auction open, at instant speed."""
    scene = start(shell, [SeatConfig("Mina", 0), SeatConfig("Jun", 1)], seed=3)
    set_speed(shell, "instant")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(shell, scene)
    return game, scene


def _outbid_beyond_cash(shell: App) -> tuple[BigShotEngine, BigShotScene]:
    game, scene = _at_the_auction(shell)
    assert scene.controls.focused is scene.pad.bid_custom
    colour = game.state.acting_colour
    assert colour is not None
    game.state.cash[colour] = game.min_bid() - 1  # the next bid is beyond the cash
    scene.driver.resync()
    assert not scene.pad.bid_custom.enabled and scene.pad.loan_button.enabled
    return game, scene


def test_outbid_beyond_cash_the_focus_goes_to_pass_and_enter_takes_no_loan(app: App) -> None:
    game, scene = _outbid_beyond_cash(app)
    assert scene.controls.focused is scene.pad.pass_button
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.state.loan_floor is None
    assert all(not loans for loans in game.state.loans if loans is not None)


def test_a_focus_put_on_the_loan_stays_there(app: App) -> None:
    _, scene = _outbid_beyond_cash(app)
    pad = scene.pad
    scene.controls.focus(pad.loan_button)
    scene.driver.resync()
    assert scene.controls.focused is pad.loan_button


def test_enter_on_the_loan_asks_first_and_a_second_enter_takes_it(app: App) -> None:
    """Trial s28 E/147-148: from Bid, Down went to Loan and Enter took a loan at once, money
    owed to the end from one stray press. Enter on Loan first says what it gives and costs
    (the prompt line); a second Enter takes it."""
    game, scene = _at_the_auction(app)
    pad = scene.pad
    assert pad.loan_button.enabled
    for arrow in (pygame.K_DOWN, pygame.K_RIGHT):  # the arrows reach Loan, as the trial's did
        if scene.controls.focused is not pad.loan_button:
            press(arrow)
            frames(app, 2)
    assert scene.controls.focused is pad.loan_button
    frames(app, 1, dt=QUIET_SECONDS)  # a deliberate press: the keys rested
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.state.loan_floor is None
    colour = game.state.acting_colour
    assert colour is not None
    assert scene.frame.prompt.text == app.context.words(
        "big_shot_scene.loan_ask_due", key="Enter", due=game.state.cash[colour] + 1,
        **pad.loan_button.label_args)
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.state.loan_floor is not None


@pytest.mark.parametrize("language", ["en", "ko"])
def test_with_hidden_money_the_ask_names_the_bid_the_loan_binds_to(
        app: App, language: str) -> None:
    """Enter on Loan said what the loan gives and costs, not what it then asks: a bid over
    one's cash, and no pass (trial s32 K/002). With hidden money the bidder's own view
    knows that cash, behind the curtain: the ask names it there."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, game, colour = first_auction(app, ("Mina", "Jun"), hidden=True)
    cash = game.state.cash[colour] = 7  # a sum the loan's own words never say
    scene.driver.resync()
    for _ in range(4):  # the arrows reach Loan, as a person's do
        if scene.controls.focused is not scene.pad.loan_button:
            press(pygame.K_DOWN if scene.controls.focused is scene.pad.bid_custom
                  else pygame.K_RIGHT)
            frames(app, 2)
    assert scene.controls.focused is scene.pad.loan_button
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.state.loan_floor is None
    said = scene.frame.prompt.text
    key = key_label(app.context.words, pygame.K_RETURN, scene.pad.loan_button.controller)
    assert "8M" in said and said == app.context.words(
        "big_shot_scene.loan_ask_due", key=key, due=cash + 1,
        **scene.pad.loan_button.label_args), said


def test_a_loan_asked_for_is_asked_again_after_a_move(app: App) -> None:
    """Enter asked on Loan, then P passed: the next bidder's Enter on Loan asks again, it
    takes no loan for that bidder (the one press the ask guards against)."""
    game, scene = _at_the_auction(app)
    pad = scene.pad
    pad.loan_button.activate()  # Enter on it: asked
    assert pad.loan_button.asked
    bidder = game.state.acting_colour
    press(pygame.K_p)
    frames(app, 2)
    assert game.state.acting_colour != bidder and pad.loan_button.enabled
    scene.controls.focus(pad.loan_button)
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.state.loan_floor is None

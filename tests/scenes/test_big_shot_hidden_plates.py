"""Big Shot with hidden money (BS-D17): a plate in the top bar says plainly that a seat's
cash is hidden, where it read "?" (trial s25 D/072-074: a person's money "already '?'"),
and, once a colour showed its cash on failing to pay, what is known and that the rest is
hidden ("6M + hidden")."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any, cast

import pytest

from scenes.games.big_shot.plates import hidden_cash_words
from scenes.shell.app import App
from tabletop.games.big_shot_events import PaymentFailed
from tabletop.i18n import ENGLISH
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize(("language", "hidden"), [("en", "hidden"), ("ko", "비공개")])
def test_the_other_persons_plate_says_their_money_is_hidden(app: App, language: str,
                                                            hidden: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, game, colour = first_auction(app, ("Mina", "Jun"), hidden=True)
    bidder = game.seat_of(colour)
    other = scene.plates[1 - bidder if bidder is not None else 0]
    assert other.score_hidden
    assert other.hidden_text == hidden


def test_a_cash_shown_on_failing_to_pay_is_said_with_the_rest_hidden() -> None:
    shown, secret = 0, 1  # one person's two colours: one showed 6M, one still hidden
    view = SimpleNamespace(
        colours_of=lambda seat: (shown, secret),
        state=SimpleNamespace(cash=[None, None], failed=[True, False]),
        log=[PaymentFailed(seat=0, colour=shown, bid=9, cash=6)])
    assert hidden_cash_words(ENGLISH, cast("Any", view), 0) == "6M + hidden"

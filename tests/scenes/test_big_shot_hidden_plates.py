"""Big Shot with hidden money (BS-D17): a plate in the top bar says plainly that a seat's
cash is hidden, where it read "?" (trial s25 D/072-074: a person's money "already '?'"),
and, once a colour showed its cash on failing to pay, what it showed, as shown then
("showed 2M"; under the name while a second colour's cash is hidden), never as a current
"2M" (trial s32 K/001: after a secret loan the header still read "Ann 2M")."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any, cast

import pytest

from scenes.games.big_shot.plates import hidden_cash_words, seat_status, shown_cash
from scenes.shell.app import App
from tabletop.games.big_shot_events import PaymentFailed
from tabletop.i18n import ENGLISH, Words
from tests.scenes.test_big_shot_scene import failed_behind_the_cover, first_auction
from tests.scenes.test_game_base import app

WORDS = {"en": ENGLISH, "ko": Words("ko")}

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
        colours_of=lambda seat: (shown, secret), is_over=False,
        state=SimpleNamespace(cash=[None, None], failed=[True, False], loans=[None, None]),
        log=[PaymentFailed(seat=0, colour=shown, bid=9, cash=6)])
    assert hidden_cash_words(ENGLISH, cast("Any", view), 0) == "hidden"
    assert seat_status(ENGLISH, cast("Any", view), 0, "") == "showed 6M"


@pytest.mark.parametrize(("language", "words"), [("en", "showed 2M"), ("ko", "공개 당시 2M")])
def test_a_cash_shown_on_failing_to_pay_is_never_a_plain_current_figure(
        language: str, words: str) -> None:
    """Trial s32 K/001: Ann showed 2M, then took a secret loan (11M); the others' header
    read "Ann 2M" as if current. The plate says what she showed, as shown then."""
    view = SimpleNamespace(
        colours_of=lambda seat: (0,),
        state=SimpleNamespace(cash=[None], failed=[True]),
        log=[PaymentFailed(seat=0, colour=0, bid=4, cash=2)])
    assert shown_cash(cast("Any", view), 0) is None, "a plain 2M reads as current"
    assert hidden_cash_words(WORDS[language], cast("Any", view), 0) == words


def test_the_shown_cash_stands_on_the_plate_and_not_in_the_money_column(app: App) -> None:
    """Through the scene: after the failed payment the plates and the money rows of the
    others' screen say the cash as shown then, never "2M" alone (trial s32 K/001)."""
    scene, game, colour = first_auction(app, ("Mina", "Joon"))
    failed_behind_the_cover(app, scene, game, colour)
    seat = game.seat_of(colour)
    assert seat is not None
    plate = scene.plates[seat]
    assert plate.score_hidden and plate.hidden_text == "hidden", plate.hidden_text
    assert "showed 2M" in plate.subtitle and plate.words_are_whole(), plate.subtitle
    rows = {row.colour: row for row in scene.side.money_rows}
    assert rows[colour].cash is None and "showed 2M" in rows[colour].note, rows[colour]

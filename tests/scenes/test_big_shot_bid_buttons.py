"""Big Shot's bid buttons: no two say the same amount (trial s21: with the top bid at 4M
and 9M set, "9M bid" stood twice side by side)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import Bid
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import _to_auction, first_auction, start, take_loan_by_key
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]


def test_the_amount_set_to_five_over_the_top_bid_leaves_no_twin_button(app: App) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)], seed=3)
    set_speed(app, "instant")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    jump = game.state.high_bid + 5
    for digit in str(jump):
        press(pygame.K_0 + int(digit))
    frames(app, 2)
    pad = scene.pad
    assert pad.amount == jump
    assert pad.bid_custom.label != pad.bid_five.label, pad.bid_five.label
    colour = game.state.acting_colour
    assert colour is not None
    assert pad.bid_five.enabled == (jump + 5 <= game.state.cash[colour])
    # The second button bids what it says, and the hint for that bid frames it.
    words = app.context.words
    assert pad.bid_five.label == words("big_shot_scene.bid_jump", amount=jump + 5)
    seat = game.current_seat
    assert seat is not None
    rect = scene.pointing.action_rect(Bid(seat, jump + 5), scene.hand, replay=False,
                                      watched=False)
    assert rect == pad.bid_five.rect


def test_the_amount_buttons_show_the_keys_that_press_them(app: App) -> None:
    """− and + name their keys on keycaps, as Bid (Space), Loan (K) and Pass (P) do: a
    player on the keys alone saw no way to raise a bid and bid only the lowest amount
    (trial s27 E/158). A key shown is a key that works: the greyed − shows none."""
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)], seed=3)
    set_speed(app, "instant")
    _to_auction(app, scene)
    pad = scene.pad
    low = pad.amount
    assert pad.plus.key_hint == "+" and pad.minus.key_hint is None
    press(pygame.K_PLUS)
    frames(app, 2)
    assert pad.amount == low + 1
    assert pad.minus.key_hint == "−" and pad.plus.key_hint == "+"
    press(pygame.K_MINUS)
    frames(app, 2)
    assert pad.amount == low and pad.minus.key_hint is None


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_second_bid_button_says_it_raises_five_over_the_top_bid(
        app: App, language: str, size: tuple[int, int]) -> None:
    """Trial s29 G/093: beside "Bid 3M" a second "Bid 7M", then 10M, then 12M, said nothing
    of what it was; trial s32 J/023: "+5: Bid 5M" left "+5:" unexplained, and s33 M/001
    "Raise: 8M" too. It says in words that it raises the bid to its amount ("Raise to 8M"),
    at the small size, beside the open log too."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)], seed=3)
    set_speed(app, "instant")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    pad, words = scene.pad, app.context.words
    high = game.state.high_bid
    assert pad.bid_five.label == words("big_shot_scene.bid_jump", amount=high + 5)
    assert pad.bid_five.label != words("big_shot_scene.bid", amount=high + 5)
    raise_words = {"en": f"Raise to {high + 5}M", "ko": f"{high + 5}M으로 인상"}
    assert pad.bid_five.label == raise_words[language], pad.bid_five.label
    for _ in ("alone", "beside the log"):
        assert pad.bid_five.label_px() >= pad.least_px, (pad.bid_five.label_px(), pad.least_px)
        assert pad.loan_button.label_px() >= pad.least_px
        press(pygame.K_l)  # the log opens: the panel narrows
        frames(app, 3)


@pytest.mark.parametrize("hidden", [False, True])
def test_after_a_loan_the_second_bid_button_offers_five_over_the_lowest_bid(
        app: App, hidden: bool) -> None:
    """Trial I/005: after a loan the lowest bid was 8M (past the cash before it, BS-D6), yet
    the second button offered "+5: Bid 5M", greyed. It offers five over that lowest bid,
    a bid it takes."""
    scene, game, colour = first_auction(app, ("Mina", "Joon"), hidden=hidden)
    game.state.cash[colour] = 7
    scene.driver.resync()
    assert scene.pad.loan_button.enabled
    take_loan_by_key(app)
    frames(app, 5)
    floor = game.state.loan_floor
    assert floor == 7 and game.state.high_bid < floor
    pad, words = scene.pad, app.context.words
    assert pad.amount == floor + 1
    assert pad.bid_five.label == words("big_shot_scene.bid_jump", amount=floor + 6)
    assert pad.bid_five.enabled
    press(pygame.K_PLUS)  # unless the amount set is just that: then five over it
    frames(app, 2)
    for _ in range(4):
        press(pygame.K_PLUS)
        frames(app, 1)
    assert pad.amount == floor + 6
    assert pad.bid_five.label == words("big_shot_scene.bid_jump", amount=floor + 11)

"""Polterfass: when the serve falls short of all the orders, the table says why the guests'
badges read as they do (trial N/025: both guests at −7, two equal biggest orders of 7 lost,
and with the coach off only the badges showed it), from the orders the bill turns up."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.games.polterfass.round_end import short_bill_words
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.games.polterfass import BillSettled
from tabletop.i18n import Words
from tests.scenes.test_game_base import app, press, set_speed
from tests.scenes.test_polterfass_round_end import bills, play_until
from tests.scenes.test_polterfass_scene import start

__all__ = ["app"]

NAMES = {0: "Ann", 1: "Computer 1", 2: "Computer 2", 3: "Bo"}.__getitem__
KOREAN_NAMES = {0: "민아", 1: "컴퓨터 1", 2: "컴퓨터 2", 3: "보라"}.__getitem__


def _billed(scene: PolterfassScene, count: int) -> bool:
    """The table holds its ``count``th bill, nothing moving."""
    return len(bills(scene)) == count and scene.is_still()


def _bill(serve: int, orders: dict[int, int], *, failed: bool = False) -> BillSettled:
    seats = 1 + len(orders)
    return BillSettled(0, failed, serve, sum(orders.values()), orders, (0,) * seats,
                       (0,) * seats)


def test_two_equal_biggest_orders_are_both_lost_and_nobody_gains() -> None:
    """The trial's round: 13 served, 7 + 7 ordered."""
    english = short_bill_words(Words("en"), _bill(13, {1: 7, 2: 7}), NAMES)
    assert english == ("Served less than ordered: the biggest order is lost "
                       "(Computer 1 and Computer 2 −7); no smaller order gains it")
    korean = short_bill_words(Words("ko"), _bill(13, {1: 7, 2: 7}), KOREAN_NAMES)
    assert korean == ("주문보다 적게 따랐어요: 가장 큰 주문은 잃고(컴퓨터 1과 컴퓨터 2 −7) "
                      "더 작은 주문이 없어 아무도 얻지 못해요")


def test_the_biggest_order_goes_to_the_smallest() -> None:
    said = short_bill_words(Words("en"), _bill(9, {1: 7, 2: 3, 3: 3}), NAMES)
    assert said == ("Served less than ordered: the biggest order is lost (Computer 1 −7) "
                    "and goes to the smallest (Computer 2 and Bo +7)")
    korean = short_bill_words(Words("ko"), _bill(9, {1: 7, 2: 3, 3: 3}), KOREAN_NAMES)
    assert korean == ("주문보다 적게 따랐어요: 가장 큰 주문은 잃고(컴퓨터 1 −7) "
                      "가장 작은 주문이 그만큼 얻어요(컴퓨터 2와 보라 +7)")


def test_nothing_more_is_said_where_each_guest_scores_their_own_order() -> None:
    words = Words("en")
    assert short_bill_words(words, _bill(20, {1: 7, 2: 5}), NAMES) == ""
    assert short_bill_words(words, _bill(12, {1: 7, 2: 5}), NAMES) == "", "served = ordered"
    assert short_bill_words(words, _bill(0, {1: 7, 2: 5}, failed=True), NAMES) == ""


def test_the_table_says_it_in_the_cards_band_while_the_bill_waits(app: App) -> None:
    """In the band the order cards leave empty while the bill waits, under the tally: over
    the mat the words lay on a revealed order card (a lesson's card says it there)."""
    set_speed(app, "fast")
    scene = start(app)
    for count in range(1, 13):
        play_until(app, scene, partial(_billed, scene, count))
        bill = bills(scene)[-1]
        expected = short_bill_words(scene.context.words, bill, scene.session.name)
        assert scene.bill_words == expected
        if expected:
            assert scene.holds_table() and "Served less than ordered" in expected
            band = scene.band_rect
            assert band.h and not band.colliderect(scene.tally.rect), "beside the tally"
            press(pygame.K_RETURN)
            play_until(app, scene, lambda: scene.round_end is None)
            assert scene.bill_words == "", "the words go with the bill"
            return
        press(pygame.K_RETURN)
        play_until(app, scene, lambda: scene.round_end is None)
    raise AssertionError("no round served short of its orders")

"""The real page served by the real phone server, in Chromium: it loads nothing from
anywhere else, pairs with the TV's code, hands a tap to the table, shows the table's
refusal, and after its tab is closed and opened again takes up its seat where it was."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from tabletop.phones.protocol import (
    Choice,
    Panel,
    SeatFacts,
    SeatLook,
    Secret,
    Welcome,
    page_words,
)
from tabletop.phones.seating import PhoneAct
from tabletop.phones.server import PhoneServer
from tests.browser.phone import Phone
from tests.browser.test_phones_at_the_table import shots
from tests.patience import PATIENCE
from tests.phones.conftest import running_server

__all__ = ["shots"]


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    welcome = Welcome(0, "민아", "#E69F00", "circle", "ko", page_words("ko"))
    with running_server([welcome], language="ko") as phones:
        yield phones


def hand(position: int, your_turn: bool) -> Panel:
    cards = (
        Choice("y7", "노랑 7", ("play", "y7"), "낼 카드", "#E8C02A"),
        Choice("r2", "빨강 2", ("play", "r2"), "낼 카드", "#C0392B"),
    )
    return Panel(
        position,
        your_turn,
        "위저드 익스트림",
        "카드를 내세요" if your_turn else "준호 님 차례예요",
        (Secret("예측", "2"),),
        cards,
    )


def acted(server: PhoneServer, phone: Phone) -> list[PhoneAct]:
    for _ in range(100):
        found = [event for event in server.poll() if isinstance(event, PhoneAct)]
        if found:
            return found
        phone.page.wait_for_timeout(20)
    return []


def test_the_served_page_pairs_acts_and_rejoins_after_its_tab_is_closed(
    server: PhoneServer, phone: BrowserContext
) -> None:
    assert server.port is not None
    address = f"http://127.0.0.1:{server.port}/"
    origins: set[str] = set()
    phone.on("request", lambda request: origins.add(urlsplit(request.url).netloc))
    server.publish(0, hand(7, your_turn=True))
    mina = Phone(phone, address)
    # The code prompt speaks the table's language only, as its refusals do (trial s38
    # W/017: it was in English and Korean).
    prompt = mina.page.locator("#pair")
    expect(prompt).to_contain_text("TV에 보이는 네 글자 코드를 입력해 주세요.")
    expect(prompt).not_to_contain_text("four-character")
    expect(mina.page.locator("#pair button")).to_have_text("참가하기")
    assert mina.page.evaluate("document.documentElement.lang") == "ko"
    mina.page.fill("#code", server.key(0).code.lower())
    mina.page.click("#pair button")
    expect(mina.page.locator("#turn")).to_have_text("내 차례예요")
    expect(mina.page.locator("#name")).to_have_text("민아")

    mina.tap("r2")
    assert acted(server, mina) == [PhoneAct(0, 7, ("play", "r2"))]
    server.refuse(0, "노랑을 따라 내야 해요.")
    expect(mina.page.locator("#refused")).to_have_text("노랑을 따라 내야 해요.")
    assert mina.choices() == ["y7", "r2"]

    mina.close()
    deadline = time.monotonic() + PATIENCE
    while server.presence(0)[0] != "away" and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.presence(0)[0] == "away"
    server.publish(0, hand(9, your_turn=True))
    mina.reopen(address)  # no code, no fragment: the stored secret
    expect(mina.page.locator("#choices button:enabled")).to_have_count(2)
    assert mina.panels()[-1]["position"] == 9
    assert server.presence(0)[0] == "connected"
    mina.tap("y7")
    assert acted(server, mina) == [PhoneAct(0, 9, ("play", "y7"))]

    assert origins == {f"127.0.0.1:{server.port}"}
    counts = server.counters()
    assert counts["bad_code"] == counts["bad_secret"] == counts["http_refused"] == 0


def test_a_game_left_on_the_tv_clears_the_hand_from_the_served_page(
    server: PhoneServer, phone: BrowserContext, shots: Path
) -> None:
    """Trial s23 C: after "Save and quit to menu" the phone kept its hand, dimmed under
    "Reconnecting…", then under the code prompt of the next game."""
    assert server.port is not None
    server.publish(0, hand(7, your_turn=True))
    mina = Phone(phone, f"http://127.0.0.1:{server.port}/#0.{server.key(0).secret}")
    expect(mina.page.locator("#secrets")).to_contain_text("예측")
    server.stop()
    expect(mina.page.locator("#notice-text")).to_have_text(server.seating.words("gone"))
    expect(mina.page.locator("#pair")).to_be_visible()
    mina.page.wait_for_timeout(1500)  # past any reconnect the page might try
    expect(mina.page.locator("#panel")).to_be_hidden()
    expect(mina.page.locator("body")).not_to_contain_text("예측")
    expect(mina.page.locator("#link")).to_be_hidden()
    mina.page.screenshot(path=shots / "game-left-ko-360x640.png")
    assert mina.errors == []


def test_a_seat_given_to_someone_new_clears_the_hand_from_the_served_page(
    server: PhoneServer, phone: BrowserContext, shots: Path
) -> None:
    """Trial s23: a phone whose seat went to someone new at the next game got "error": it
    kept the hand and the old secret, and tried the seat again. It is gone, and clears."""
    assert server.port is not None
    server.publish(0, hand(7, your_turn=True))
    mina = Phone(phone, f"http://127.0.0.1:{server.port}/#0.{server.key(0).secret}")
    expect(mina.page.locator("#secrets")).to_contain_text("예측")
    theo = Welcome(0, "테오", "#E69F00", "circle", "ko", page_words("ko"))
    server.reseat([theo], keep=())
    expect(mina.page.locator("#notice-text")).to_have_text(
        server.seating.words("seat_changed"))
    expect(mina.page.locator("#pair")).to_be_visible()
    mina.page.wait_for_timeout(1500)  # past any reconnect the page might try
    expect(mina.page.locator("#panel")).to_be_hidden()
    expect(mina.page.locator("body")).not_to_contain_text("예측")
    assert mina.page.evaluate("location.hash") in ("", "#")
    mina.page.screenshot(path=shots / "seat-changed-ko-360x640.png")
    assert mina.errors == []


LONG_NAME = "😀😀" + "W" * 14
"""Trial s21's name: a 390-pixel phone scrolled sideways and cut every seat's score."""


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_long_name_ellipsizes_and_the_page_never_scrolls_sideways(
        browser: Browser, shots: Path, language: str) -> None:
    # The old page fails here: the long name widened the "At the table" rows past the
    # screen, a sideways scrollbar appeared, and every row's score was cut off.
    words = page_words(language)
    looks = (SeatLook(0, LONG_NAME, "#E69F00", "●"), SeatLook(1, "Player 2", "#56B4E9", "■"),
             SeatLook(2, "Computer", "#009E73", "▲"))
    welcomes = [Welcome(seat, look.name, look.colour, look.symbol, language, words, looks)
                for seat, look in enumerate(looks[:2])]
    table = tuple(SeatFacts(seat, str(100 + seat)) for seat in range(3))
    with running_server(welcomes, language=language) as server:
        for seat in (0, 1):
            server.publish(seat, Panel(1, seat == 0, "Polterfass", "…", table=table,
                                       current=0))
        for seat in (0, 1):
            context = browser.new_context(viewport={"width": 390, "height": 844},
                                          has_touch=True, is_mobile=True)
            phone = Phone(context, f"http://127.0.0.1:{server.port}/#{seat}."
                                   f"{server.key(seat).secret}")
            page = phone.page
            expect(page.locator("#seats .seat")).to_have_count(3)
            page.screenshot(path=shots / f"long-name-{language}-seat{seat}-390x844.png")
            # A phone's browser widens its layout to fit what overflows (is_mobile): the
            # width to keep to is the screen's.
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, (
                "the page scrolls sideways")
            for score in page.locator("#seats .seat-score").all():
                box = score.bounding_box()
                assert box is not None and box["x"] + box["width"] <= 390
            long_row = page.locator("#seats .seat-name").first
            assert long_row.evaluate("name => name.scrollWidth > name.clientWidth"), (
                "the long name ellipsizes")
            expect(page.locator("#seats .seat.you .seat-you")).to_have_text(f"({words['you']})")
            assert phone.errors == []
            context.close()

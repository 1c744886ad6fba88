"""The real page served by the real phone server, in Chromium: it loads nothing from
anywhere else, pairs with the TV's code, hands a tap to the table, shows the table's
refusal, and after its tab is closed and opened again takes up its seat where it was."""

from __future__ import annotations

import time
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, expect

from tabletop.phones.protocol import Choice, Panel, Secret, Welcome, page_words
from tabletop.phones.seating import PhoneAct
from tabletop.phones.server import PhoneServer
from tests.browser.phone import Phone
from tests.patience import PATIENCE
from tests.phones.conftest import running_server


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

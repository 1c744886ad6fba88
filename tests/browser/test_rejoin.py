"""Phones that sleep, reload or lose their page come back (DESIGN §8), in Chromium at the
real table: a page reopened with its storage rejoins by itself and shows the current
position within two seconds; a page that lost its storage (a fresh browser) joins with
the code the TV shows when a person asks for it, and the old page is told the seat
moved; the codes screen closes by itself once every phone is in."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from scenes.games.base import GameScene
from scenes.screens.phones_screen import PhonesScene
from tests.browser.conftest import PHONE
from tests.browser.phone import Phone
from tests.browser.table import Table, open_table
from tests.browser.test_phones_at_the_table import at_the_table
from tests.patience import PATIENCE


@pytest.fixture
def wizard(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("en"):
        yield from open_table(program, browser, "wizard_extreme", seed=11)


@pytest.fixture
def wizard_codes(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("en"):
        yield from open_table(program, browser, "wizard_extreme", seed=11, codes=True)


def _frames_until(table: Table, done: object, seconds: float = PATIENCE) -> float:
    """Frames of the table until ``done()``; the seconds it took."""
    started = time.monotonic()
    while not done():  # type: ignore[operator]
        assert time.monotonic() - started < seconds, "it never came"
        table.frame()
        for phone in table.phones.values():
            if not phone.page.is_closed():
                phone.page.evaluate("0")  # take in what the page received
    return time.monotonic() - started


def test_a_page_closed_mid_trick_and_reopened_rejoins_by_itself_within_two_seconds(
        wizard: Table) -> None:
    scene, game = wizard.scene, wizard.scene.session.game
    mina = wizard.phones[0]
    rng = random.Random(5)
    wizard.play(rng, lambda: game.state.phase.value == "play" and bool(game.state.trick)
                and game.current_seat == 0 and bool(mina.choices()))
    position = scene.driver.position
    mina.close()
    wizard.frame()
    mina.reopen(wizard.address)
    took = _frames_until(wizard, lambda: bool(mina.panels())
                         and mina.panels()[-1]["position"] == position
                         and mina.page.locator("#choices button:enabled").count() > 0)
    assert took < 2.0
    expect(mina.page.locator("#pair")).to_be_hidden()
    assert scene.driver.phones.desk is not None and scene.driver.phones.desk.state(0) == "connected"


def test_a_fresh_browser_joins_with_the_code_shown_on_request_and_the_old_page_is_let_go(
        wizard: Table, browser: Browser) -> None:
    scene, app = wizard.scene, wizard.app
    desk = scene.driver.phones.desk
    assert desk is not None
    mina = wizard.phones[0]
    mina.close()
    _frames_until(wizard, lambda: desk.state(0) == "away")
    assert not desk.server.key(0).open, "no code is on the screen for a seat with a phone"
    # A person asks: pause menu, Phones, Mina's card, Show code.
    scene.driver.show_phone_codes()
    wizard.frame()
    codes = app.context.manager.top
    assert isinstance(codes, PhonesScene)
    show = [button for button in codes.ring.buttons if button.label_key == "phones.show_code"]
    show[0].on_click()
    wizard.frame()
    code = desk.server.key(0).code
    assert desk.server.key(0).open
    fresh = Phone(browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True),
                  wizard.address)
    fresh.page.fill("#code", code)
    fresh.page.click("#pair button")
    _frames_until(wizard, lambda: bool(fresh.panels())
                  and fresh.panels()[-1]["position"] == scene.driver.position)
    assert desk.state(0) == "connected"
    _frames_until(wizard, lambda: app.context.manager.top is scene)  # all in: it closed
    assert not desk.server.key(0).open
    # The old page, opened again with its old secret, is told and asks for a code.
    mina.reopen(wizard.address)
    expect(mina.page.locator("#notice")).to_contain_text("another phone")
    expect(mina.page.locator("#pair")).to_be_visible()
    assert desk.state(0) == "connected"
    fresh.context.close()


def test_the_codes_screen_closes_by_itself_once_every_page_is_in(
        wizard_codes: Table) -> None:
    app, scene = wizard_codes.app, wizard_codes.scene
    _frames_until(wizard_codes, lambda: app.context.manager.top is scene)
    assert isinstance(scene, GameScene)
    desk = scene.driver.phones.desk
    assert all(desk is not None and desk.state(seat) == "connected"
               for seat in wizard_codes.phones)


def test_the_tv_marks_a_seat_whose_page_went_away(
        wizard: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games import phone_desk

    monkeypatch.setattr(phone_desk, "AWAY_SECONDS", 0.5)
    scene, game = wizard.scene, wizard.scene.session.game
    mina = wizard.phones[0]
    wizard.play(random.Random(5), lambda: game.current_seat == 0 and bool(mina.choices()))
    words = wizard.app.context.words
    mina.close()
    _frames_until(wizard, lambda: scene.prompt.text
                  == words("phones.away_prompt", name="Mina"))
    assert wizard.app.context.manager.top is scene
    mina.reopen(wizard.address)
    _frames_until(wizard, lambda: scene.prompt.text == words("phones.deciding", name="Mina"))

"""Two people play on their phones in Chromium at the real game scene, with a computer
as the third seat: a whole Wizard Extreme game and a Polterfass round, pressed on the
pages' own buttons. No phone is ever sent another seat's secret (the engine's
``hidden_info``), the shared screen never raises a curtain for them nor draws a private
view, and a phone closed mid-trick and opened again carries on from the same position."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from playwright.sync_api import Browser, expect

from scenes.shell.app import App
from tests.browser.table import Table, open_table
from tests.scenes.program import running_app


def at_the_table(language: str) -> Iterator[App]:
    """The real program in ``language``, animations instant: the test waits on no tween."""
    with running_app() as program:
        settings = program.context.settings
        program.context.apply_settings(
            replace(settings, language=language, animation_speed="instant")
        )
        yield program


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where the phones' screenshots go: TABLETOP_SHOTS when set, to be looked at."""
    folder = Path(os.environ.get("TABLETOP_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def wizard(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("en"):
        yield from open_table(program, browser, "wizard_extreme", seed=11)


@pytest.fixture
def polterfass_ko(browser: Browser) -> Iterator[Table]:
    # The computer is the first innkeeper (seat 0): both people are guests, ordering.
    for program in at_the_table("ko"):
        yield from open_table(program, browser, "polterfass", seed=4, computer=0)


@pytest.fixture
def wizard_ko(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("ko"):
        yield from open_table(program, browser, "wizard_extreme", seed=12)


def test_two_phones_play_a_whole_wizard_extreme_game_and_one_comes_back_mid_trick(
    wizard: Table, shots: Path
) -> None:
    scene, game = wizard.scene, wizard.scene.session.game
    mina, junho = wizard.phones[0], wizard.phones[1]
    rng = random.Random(5)

    def shoot(name: str) -> None:
        mina.page.screenshot(path=shots / f"table-wizard-en-{name}.png")

    # First round's prediction on Mina's phone.
    wizard.play(rng, lambda: bool(mina.choices()) or game.is_over)
    shoot("predict")

    def mid_trick() -> bool:
        state = game.state
        return state.round == 2 and bool(state.trick) and game.current_seat == 0

    wizard.play(rng, lambda: mid_trick() and bool(mina.choices()))
    shoot("mid-trick")
    position = scene.driver.position
    hand = mina.panels()[-1]["secrets"]
    mina.close()
    for _ in range(30):  # the seat waits for its phone: within the grace, no curtain
        wizard.frame()
    assert scene.driver.position == position
    assert scene.driver.phones.desk is not None and scene.driver.phones.desk.state(0) == "away"
    mina.reopen(wizard.address)
    expect(mina.page.locator("#choices button:enabled").first).to_be_visible()
    again = mina.panels()[-1]
    assert again["position"] == position and again["secrets"] == hand
    assert scene.driver.phones.desk.state(0) == "connected"
    shoot("reopened")

    def their_turn() -> bool:
        return game.current_seat == 1 and bool(junho.choices()) and wizard.caught_up(0)

    wizard.play(rng, their_turn)
    shoot("waiting")
    wizard.play(rng, lambda: game.is_over)
    for _ in range(5):
        wizard.frame()
    shoot("over")

    for phone in (mina, junho):
        phone.page.wait_for_timeout(100)  # the last frames reach the listener
    assert wizard.leaks() == []
    assert wizard.curtains == 0 and wizard.private_frames == 0
    assert game.is_over and len(game.winners()) >= 1
    for phone in (mina, junho):
        # "paired": its QR code's ticket traded for its seat's secret.
        assert {m["type"] for m in phone.received} <= {"paired", "welcome", "panel", "refused",
                                                        "pong"}
    counts = scene.driver.phones.desk.server.counters() if scene.driver.phones.desk else {}
    assert counts.get("bad_secret") == counts.get("malformed") == 0


def test_in_korean_the_phones_predict_and_play_the_first_round_and_keep_their_hands_apart(
    wizard_ko: Table, shots: Path
) -> None:
    game = wizard_ko.scene.session.game
    mina, junho = wizard_ko.phones[0], wizard_ko.phones[1]
    rng = random.Random(8)

    def shoot(name: str) -> None:
        mina.page.screenshot(path=shots / f"table-wizard-ko-{name}.png")

    wizard_ko.play(rng, lambda: bool(mina.choices()))
    expect(mina.page.locator("#turn")).to_have_text("내 차례예요")
    assert mina.page.evaluate("document.documentElement.lang") == "ko"
    shoot("predict")
    wizard_ko.play(rng, lambda: game.state.phase.value == "play" and bool(mina.choices()))
    shoot("play")
    wizard_ko.play(rng, lambda: game.current_seat == 1 and bool(junho.choices())
                   and wizard_ko.caught_up(0))
    expect(mina.page.locator("#idle")).to_have_text("지금은 고를 것이 없어요.")
    shoot("waiting")
    wizard_ko.play(rng, lambda: game.state.round == 2)
    for phone in (mina, junho):
        phone.page.wait_for_timeout(100)
    assert wizard_ko.leaks() == []
    assert wizard_ko.curtains == 0 and wizard_ko.private_frames == 0


def test_in_korean_two_guests_order_on_their_phones_through_a_polterfass_round(
    polterfass_ko: Table, shots: Path
) -> None:
    table = polterfass_ko
    game = table.scene.session.game
    mina, junho = table.phones[1], table.phones[2]
    rng = random.Random(3)

    def shoot(name: str) -> None:
        mina.page.screenshot(path=shots / f"table-polterfass-ko-{name}.png")

    table.play(rng, lambda: bool(mina.choices()))
    shoot("order")
    table.play(rng, lambda: game.current_seat == 2 and bool(junho.choices())
               and table.caught_up(1))
    expect(mina.page.locator("#secrets")).to_contain_text("내 주문")  # her own order, kept
    shoot("ordered")
    table.play(rng, lambda: game.state.round == 2 or game.is_over)
    for phone in (mina, junho):
        phone.page.wait_for_timeout(100)
    orders = [panel for panel in mina.panels() if panel["choices"]]
    assert orders and all(panel["your_turn"] for panel in orders)
    assert table.leaks() == []
    assert table.curtains == 0 and table.private_frames == 0


@pytest.fixture
def polterfass(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("en"):
        yield from open_table(program, browser, "polterfass", seed=4, computer=0)


def test_after_play_again_the_same_pages_order_in_the_next_game_without_a_new_code(
    polterfass: Table, shots: Path
) -> None:
    from scenes.games.base import GameScene
    from scenes.screens.results import ResultsScene

    table, app = polterfass, polterfass.app
    session, rng = table.scene.session, random.Random(2)
    while not session.game.is_over:  # the first game played out by the rules
        seat = session.current_seat
        assert seat is not None
        session.apply(rng.choice(session.game.view(seat).legal_actions()))
    table.scene.driver.resync()
    manager = app.context.manager
    for _ in range(2000):
        if isinstance(manager.top, ResultsScene):
            break
        table.scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE,
                                                    mod=0, unicode=" ", scancode=0))
        table.frame()
    results = manager.top
    assert isinstance(results, ResultsScene)
    results.play_again()
    table.frame()
    again = manager.top
    assert isinstance(again, GameScene) and again is not table.scene
    table.scene, table.hidden = again, {}
    table.note()
    mina = table.phones[1]
    table.play(rng, lambda: bool(mina.choices()))
    expect(mina.page.locator("#send")).to_be_visible()
    mina.page.screenshot(path=shots / "table-polterfass-en-play-again.png")
    table.play(rng, lambda: again.session.game.state.round == 2 or again.driver.is_over)
    for phone in table.phones.values():
        # Paired once, by its QR code in the first game; Play again asks nothing.
        assert [m["type"] for m in phone.received].count("paired") == 1
        assert {m["type"] for m in phone.received} <= {"paired", "welcome", "panel", "refused",
                                                        "pong"}
    assert table.curtains == 0


@pytest.mark.parametrize("table_name", ["wizard", "wizard_ko"])
def test_a_tap_while_the_tv_is_paused_says_so_on_the_phone_and_is_played_on_resume(
    request: pytest.FixtureRequest, table_name: str, shots: Path
) -> None:
    """Trial s24 C/022-025: the phone said "Sent…" for the whole pause, and the tap was
    played after it, unsaid."""
    from scenes.screens.pause import PauseScene
    from scenes.shell.scene import Pop

    table: Table = request.getfixturevalue(table_name)
    scene, mina = table.scene, table.phones[0]
    table.play(random.Random(5), lambda: (bool(mina.choices()) and table.caught_up(0)
                                          and table.scene.session.current_seat == 0))
    position = scene.driver.position
    scene.driver.open_pause()
    table.frame()
    assert isinstance(table.app.context.manager.top, PauseScene)
    mina.tap(mina.choices()[0])
    said = table.app.context.words("phones.held_paused")
    for _ in range(200):
        table.frame()
        if any(message["type"] == "held" for message in mina.received):
            break
        mina.page.wait_for_timeout(10)
    expect(mina.page.locator("#status")).to_have_text(said)
    mina.page.screenshot(path=shots / f"table-{table_name}-held.png")
    for _ in range(10):
        table.frame()
    assert scene.driver.position == position, "nothing is played behind the pause menu"
    table.app.context.manager.apply(Pop())
    for _ in range(200):
        table.frame()
        if scene.driver.position != position:
            break
    assert scene.driver.position > position, "the kept tap is played when the game goes on"
    for _ in range(200):  # the next panel takes the place of the word
        table.frame()
        if table.caught_up(0):
            break
        mina.page.wait_for_timeout(10)
    expect(mina.page.locator("#status")).not_to_have_text(said)

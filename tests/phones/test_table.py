"""Phones while a game is played at a real table (the real scene, the real server on a
local port, websocket clients as the phones): stale and foreign acts, a phone away and
back, claims, each hidden game's private decisions, a language switch, the panels' frame
budget, pairing paused and the prompt that waits for a phone."""

from __future__ import annotations

import contextlib
import json
import time
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tabletop.storage.names import default_names
from tests.patience import PATIENCE
from tests.phones.conftest import Phone
from tests.phones.secrets import leaks
from tests.phones.table import (
    _drain,
    _finish,
    _join,
    _latest_panel,
    _table,
    _wait,
    offers,
)
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _korean_panel(phone: Phone) -> bool:
    """True when the newest panel ``phone`` has received is in Korean."""
    return "위저드" in (_latest_panel(phone) or {}).get("title", "")


def _korean_panel_arrives(phone: Phone) -> bool:
    """Wait (without a frame: no panel is made meanwhile) until ``phone``'s newest panel
    is in Korean, or :data:`PATIENCE` ran out."""
    deadline = time.monotonic() + PATIENCE
    while not _korean_panel(phone) and time.monotonic() < deadline:
        with contextlib.suppress(TimeoutError):
            phone.next(0.05)
    return _korean_panel(phone)


def test_a_stale_or_foreign_act_changes_nothing_and_a_refusal_goes_to_that_phone(
        app: App, phones: list[Phone]) -> None:
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    first = scene.session.current_seat
    assert first is not None and first in (0, 1)
    mover, waiter = _join(scene, first, phones), _join(scene, 1 - first, phones)
    _wait(app, lambda: _latest_panel(mover) is not None or (_drain(mover) or False))
    panel = _latest_panel(mover)
    assert panel is not None and panel["your_turn"]
    before = json.dumps(scene.session.game.to_dict(), sort_keys=True, default=str)
    mover.send({"type": "act", "position": panel["position"] - 1,
                "choice": offers(panel)[0]})
    assert mover.until("refused")["text"]
    waiter.send({"type": "act", "position": panel["position"],
                 "choice": offers(panel)[0]})
    assert waiter.until("refused")["text"]
    frames(app, 5)
    assert json.dumps(scene.session.game.to_dict(), sort_keys=True, default=str) == before
    mover.send({"type": "act", "position": panel["position"], "choice": "predict"})
    _wait(app, lambda: scene.driver.position == panel["position"] + 1)


def test_a_phone_away_past_the_grace_brings_the_curtain_back_and_rejoins(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games import phone_desk

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    first = scene.session.current_seat
    assert first is not None
    phone = _join(scene, first, phones)
    _join(scene, 1 - first, phones)
    _wait(app, lambda: scene.driver.seat_on_phone(first))
    frames(app, 3)
    assert not isinstance(app.context.manager.top, CurtainScene)
    assert "phone" in scene.prompt.text
    phone.close()
    desk = scene.driver.phones.desk
    _wait(app, lambda: desk is not None and desk.state(first) == "away")
    assert scene.driver.seat_on_phone(first), "within the grace the seat stays on its phone"
    monkeypatch.setattr(phone_desk, "GRACE_SECONDS", 0.0)
    _wait(app, lambda: isinstance(app.context.manager.top, CurtainScene))
    again = _join(scene, first, phones)
    _wait(app, lambda: not isinstance(app.context.manager.top, CurtainScene))
    panel = again.until("panel")
    assert panel["position"] == scene.driver.position and panel["your_turn"]


def test_a_claim_asks_the_shared_screen(app: App, phones: list[Phone]) -> None:
    from scenes.screens.phones_screen import ClaimScene

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    desk = scene.driver.phones.desk
    assert desk is not None
    second = Phone(desk.port)
    phones.append(second)
    assert second.join(0, desk.server.key(0).secret)["type"] == "pending"
    _wait(app, lambda: isinstance(app.context.manager.top, ClaimScene))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    frames(app, 2)
    assert second.until("error")["type"] == "error"
    assert desk.server.counters()["claims_denied"] == 1


def test_a_claim_is_asked_at_once_over_the_codes_screen(app: App, phones: list[Phone]) -> None:
    """Trial s22: with the codes screen open, a second device asking for a seat that has a
    phone was told "Confirm on the shared screen" and the TV asked nothing until Done."""
    from scenes.screens.phones_screen import ClaimScene, PhonesScene

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    desk = scene.driver.phones.desk
    assert desk is not None
    scene.driver.show_phone_codes()
    _wait(app, lambda: isinstance(app.context.manager.top, PhonesScene))
    second = Phone(desk.port)
    phones.append(second)
    assert second.join(0, desk.server.key(0).secret)["type"] == "pending"
    _wait(app, lambda: isinstance(app.context.manager.top, ClaimScene))
    below = app.context.manager.stack[-2]
    assert isinstance(below, PhonesScene), "the question stands over the codes screen"


def test_a_seat_deciding_on_its_phone_is_never_told_keys_on_the_tv(
        app: App, phones: list[Phone]) -> None:
    """Trial s22: "Player 1 — play a lifted card: click it, or choose it with ← → and press
    Enter" stood in the prompt through a trick's gathering, beside "Player 1's cards are on
    the phone": the prompt was made before the phone's panel for the turn went out. Two
    phones play their first forty moves; no frame's prompt names a key to a phone's seat."""
    set_speed(app, "fast")
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    on_phone = {0: _join(scene, 0, phones), 1: _join(scene, 1, phones)}
    told: list[tuple[int, str]] = []
    played: set[int] = set()
    deadline = time.monotonic() + 3 * PATIENCE
    while scene.driver.position < 40 and time.monotonic() < deadline:
        frames(app, 1)
        seat = scene.session.current_seat
        if seat in on_phone and any(key in scene.frame.prompt.text for key in ("Enter", "←")):
            told.append((scene.driver.position, scene.frame.prompt.text))
        if seat not in on_phone:
            continue
        _drain(on_phone[seat])
        panel = _latest_panel(on_phone[seat])
        if (panel and panel["position"] == scene.driver.position and panel["choices"]
                and panel["position"] not in played):
            played.add(panel["position"])
            on_phone[seat].send({"type": "act", "position": panel["position"],
                                 "choice": offers(panel)[0]})
    assert scene.driver.position >= 40
    assert told == []


def _note(scene: GameScene[Any], hidden: dict[int, list[dict[str, Any]]]) -> None:
    """Keep every seat's hidden information at the table's position now: a panel is
    made at the position the table stood at after the frame before."""
    game = scene.session.game
    hidden.setdefault(scene.driver.position,
                      [game.hidden_info(seat) for seat in range(len(scene.session.seats))])


@pytest.mark.parametrize(("game_id", "options", "phase_word", "decisions"), [
    ("wizard_extreme", None, "card|take|steal|predict|magician|return", 30),
    ("polterfass", None, "order", 4),
    ("winners_circle", {"hidden_bets": True}, "bet", 6),
    ("big_shot", {"hidden_money": True}, "bid|pass", 6),
])
def test_each_hidden_game_plays_its_private_decisions_on_phones_and_no_other_seats_secret(
        app: App, phones: list[Phone], game_id: str, options: dict[str, Any] | None,
        phase_word: str, decisions: int) -> None:
    """Two phones and a computer on a real port: every private decision comes to the
    phone as choices and a choice is applied by the real game, with no curtain and no
    private view on the shared screen; no frame either phone received holds the other
    seats' ``hidden_info`` at the position it was made for."""
    set_speed(app, "fast")
    scene = _table(app, game_id, (PERSON, PERSON, COMPUTER), options=options)
    hidden: dict[int, list[dict[str, Any]]] = {}
    _note(scene, hidden)
    seats = {0: _join(scene, 0, phones), 1: _join(scene, 1, phones)}
    game = scene.session.game
    answered: dict[int, int] = {}
    chosen: set[str] = set()
    deadline = time.monotonic() + 90
    while len(chosen) < decisions and time.monotonic() < deadline and not game.is_over:
        frames(app, 1)
        _note(scene, hidden)
        assert not isinstance(app.context.manager.top, CurtainScene)
        if scene.driver.phone_deciding():
            assert scene.driver.viewer is None, "the shared screen shows only the public table"
        for seat, phone in seats.items():
            _drain(phone)
            panel = _latest_panel(phone)
            if panel is None:
                continue
            if panel.get("shared"):
                continue  # a public move the TV takes too (a race's roll): the TV makes it
            if panel["your_turn"] and panel["choices"] and answered.get(seat) != panel["position"]:
                choice = offers(panel)[-1]
                phone.send({"type": "act", "position": panel["position"], "choice": choice})
                answered[seat] = panel["position"]
                chosen.add(f"{seat}:{panel['position']}")
            offered = json.dumps(panel["choices"])
            assert any(kind in offered for kind in phase_word.split("|")) or not panel["choices"]
        if scene.holds_table():  # a round's bill on the table: a person reads it, moves on
            scene.release_table()
        elif not scene.driver.phone_deciding() and scene.accepts_input:
            # A public move (a throw, a roll) is the shared screen's: take it from the rules.
            actions = scene.driver.gate.seat_view(scene.session.current_seat or 0).legal_actions()
            scene.act(actions[0])
        time.sleep(0.002)
    assert len(chosen) >= decisions, "both phones played many of their decisions"
    for phone in seats.values():
        _drain(phone)
    found = leaks(game_id, app.context.words, {seat: phone.received
                                               for seat, phone in seats.items()}, hidden)
    assert found == []
    desk = scene.driver.phones.desk
    assert desk is not None and desk.server.counters()["stale"] == 0


def test_a_language_switch_welcomes_each_phone_again_in_korean(
        app: App, phones: list[Phone]) -> None:
    from dataclasses import replace

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    phone = _join(scene, 0, phones)
    _join(scene, 1, phones)
    frames(app, 2)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    _wait(app, lambda: (_drain(phone) or False)
          or any(message["type"] == "welcome" and message["language"] == "ko"
                 for message in phone.received))
    welcome = [message for message in phone.received if message["type"] == "welcome"][-1]
    assert welcome["words"]["reconnecting"] == "다시 연결하는 중…"
    # The panels follow, one phone a frame.
    _wait(app, lambda: (_drain(phone) or False)
          or "위저드" in (_latest_panel(phone) or {}).get("title", ""))


def test_a_language_switch_gives_each_phone_the_tables_default_names(
        app: App, phones: list[Phone]) -> None:
    """The desk kept the names the seats had when the phones paired: after a switch to
    Korean a phone's welcome still read "Player 1" and "Computer" over a Korean table.
    The phones now take the names the table takes (a default name follows the language,
    a typed one stays), and so does the table's own word about a seat's phone."""
    from dataclasses import replace

    english = default_names([True, True, False], Words("en"))
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER),
                   names=("Mina", *english[1:]))
    phone = _join(scene, 1, phones)
    frames(app, 2)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    _wait(app, lambda: (_drain(phone) or False)
          or any(message["type"] == "welcome" and message["language"] == "ko"
                 for message in phone.received))
    welcome = [message for message in phone.received if message["type"] == "welcome"][-1]
    korean = ["Mina", *default_names([True, True, False], Words("ko"))[1:]]
    assert [seat.name for seat in scene.session.seats] == korean
    assert welcome["name"] == korean[1]
    assert [seat["name"] for seat in welcome["seats"]] == korean
    desk = scene.driver.phones.desk
    assert desk is not None and [desk.name(seat) for seat in range(3)] == korean


def test_panels_past_a_frames_budget_wait_for_the_next_the_seat_to_move_first(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    """A move (here a language switch) makes every phone's panel stale at once: the seat
    to move gets its panel first, and those past the frame's budget (here none fits
    after the first) on the next frame, an idle loop woken to make them."""
    from dataclasses import replace

    from scenes.games import phone_table
    from scenes.games.phone_desk import PHONE_NEWS

    monkeypatch.setattr(phone_table, "PANEL_BUDGET_SECONDS", 0.0)

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    seats = {seat: _join(scene, seat, phones) for seat in (0, 1)}
    frames(app, 3)
    current = scene.session.current_seat
    first = current if current in seats else 0
    second = 1 - first
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    pygame.event.clear(PHONE_NEWS)

    scene.driver.phones.update()
    assert _korean_panel_arrives(seats[first])
    _drain(seats[second])  # its panel is not made yet, so none can be on its way
    assert not _korean_panel(seats[second])
    assert pygame.event.peek(PHONE_NEWS), "the idle loop is woken for the next panel"
    pygame.event.clear(PHONE_NEWS)
    scene.driver.phones.update()
    assert _korean_panel_arrives(seats[second])


def test_every_phone_gets_its_panel_on_one_frame_while_the_budget_lasts(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    """While the frame's budget lasts (here ample), two phones' panels are both made on the
    frame after a move. The real budget against a real panel's cost is a measurement, not
    a test: ``tabletop --bench`` times the phones' panels (a timed test failed under CI's
    load)."""
    from dataclasses import replace

    from scenes.games import phone_table

    monkeypatch.setattr(phone_table, "PANEL_BUDGET_SECONDS", 60.0)
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    seats = {seat: _join(scene, seat, phones) for seat in (0, 1)}
    frames(app, 3)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    scene.driver.phones.update()
    for phone in seats.values():  # made on that one frame: no other frame is drawn
        assert _korean_panel_arrives(phone)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_table_says_pairing_is_paused_after_too_many_wrong_codes(
        app: App, phones: list[Phone], language: str) -> None:
    from dataclasses import replace

    from tabletop.phones.protocol import CODE_ALPHABET, WRONG_CODES_PER_MINUTE

    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    said = {app.context.words("phones.paused_screen", seconds=seconds)
            for seconds in range(1, 61)}

    def told() -> list[str]:
        return [toast.text for toast in scene.frame.toasts.toasts if toast.text in said]

    real = {desk.server.key(seat).code for seat in desk.server.seats}
    wrong = [code for code in (first + second + "ZZ" for first in CODE_ALPHABET
                               for second in CODE_ALPHABET) if code not in real]
    for start in range(0, WRONG_CODES_PER_MINUTE, 5):  # five codes from each of many addresses
        phone = Phone(desk.port, f"127.0.4.{start // 5 + 1}")
        phones.append(phone)
        for code in wrong[start:start + 5]:
            phone.send({"type": "pair", "code": code})
            if phone.next()["type"] == "error":
                break
        scene.driver.phones.update()
        if desk.server.pairing_paused() == 0:
            assert not told()
    assert desk.server.pairing_paused() > 0
    # The table's phones look once a frame (here called as a frame does: the first seat's
    # curtain may stand over the table).
    scene.driver.phones.update()
    assert told()
    for _ in range(30):
        scene.driver.phones.update()
    assert len(told()) == 1, "said once a pause"
    assert all(toast.public for toast in scene.frame.toasts.toasts if toast.text in said)


def _prompt_waits_for_the_phone(app: App, scene: GameScene[Any]) -> list[str]:
    """Once a person with a phone is to move and the table is still, what the prompt
    said that was not "<name> is deciding on the phone" (empty when all was right)."""
    _wait(app, lambda: scene.session.current_seat in (1, 2) and not scene.driver.is_busy,
          seconds=20)
    seat = scene.session.current_seat
    assert seat is not None
    # The frame order a busy table sometimes has: the turn's prompt is made before the
    # phone's panel for it goes out (here: panels forgotten, then a re-sync).
    scene.driver.phones._shown.clear()
    scene.driver.phones._offers.clear()
    scene.driver.resync()
    expected = app.context.words("phones.deciding", name=scene.session.name(seat))
    wrong = []
    for _ in range(45):
        frames(app, 1)
        if scene.session.current_seat == seat and scene.frame.prompt.text != expected:
            wrong.append(scene.frame.prompt.text)
    return wrong


@pytest.mark.parametrize("game_id", ["polterfass", "wizard_extreme"])
def test_the_prompt_waits_for_the_phone_after_pairing_and_after_play_again(
        app: App, phones: list[Phone], game_id: str) -> None:
    """Setup's "Use phones": the codes screen over the table closes itself once both
    phones are in, and when a person's turn comes the prompt says whom the table waits
    for; so too after Play again. (A trial saw a blank bar after pairing; after Play
    again Polterfass told a guest deciding on the phone to press keys on the TV.)"""
    from scenes.screens.phones_screen import PhonesScene

    set_speed(app, "normal")
    seats = [SeatConfig(name, colour, kind) for name, colour, kind
             in zip(("Mina", "Junho", "Sora"), range(3), (COMPUTER, PERSON, PERSON),
                    strict=True)]
    spec = GAMES[game_id]
    session = GameSession.start(spec, seats, 3, spec.merged_options(None))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, GameScene)
    app.context.manager.apply(Push(scene))
    scene.driver.show_phone_codes()
    frames(app, 2)
    assert isinstance(app.context.manager.top, PhonesScene)
    _join(scene, 1, phones), _join(scene, 2, phones)
    _wait(app, lambda: app.context.manager.top is scene)
    assert _prompt_waits_for_the_phone(app, scene) == []
    results = _finish(app, scene)
    results.play_again()
    frames(app, 2)
    again = app.context.manager.top
    assert isinstance(again, GameScene)
    assert _prompt_waits_for_the_phone(app, again) == []


def test_a_computers_move_reaches_the_phones_in_the_frame_that_shows_it(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    """The frame that applies a computer's move sends the phones their panels for it while
    the budget lasts (here ample): the TV draws the move in that frame and no phone waits
    for the next (trial s38 W/006: a frame later, the phones trailed the TV on a loaded
    machine)."""
    from scenes.games import phone_table

    monkeypatch.setattr(phone_table, "PANEL_BUDGET_SECONDS", 60.0)
    set_speed(app, "instant")
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    seats = {seat: _join(scene, seat, phones) for seat in (0, 1)}
    session = scene.session
    computer_moves = 0
    deadline = time.monotonic() + 4 * PATIENCE
    while computer_moves < 3 and time.monotonic() < deadline:
        seat, position = session.current_seat, scene.driver.position
        if seat in seats:
            session.apply(session.game.view(seat).legal_actions()[0])
            scene.driver.resync()
        frames(app, 1)
        if seat != 2 or scene.driver.position == position:
            continue
        computer_moves += 1
        moved_to = scene.driver.position
        for phone in seats.values():  # no other frame runs while the panels are awaited
            wait_until = time.monotonic() + PATIENCE
            while ((_latest_panel(phone) or {}).get("position") != moved_to
                   and time.monotonic() < wait_until):
                with contextlib.suppress(TimeoutError):
                    phone.next(0.05)
            assert (_latest_panel(phone) or {}).get("position") == moved_to
    assert computer_moves == 3

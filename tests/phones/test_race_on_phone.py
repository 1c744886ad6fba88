"""A public move on the seat's own phone (trial Z2/012): Winner's Circle declares its race's
roll and horse (``PUBLIC_MOVES``), so the mover's phone offers them beside the shared
screen, which takes them too; the first one made is played and the other is told. The real
scene, the real server on a local port and websocket clients as the phones: another seat's
phone, a stranger, a stale position and an undeclared move are refused, state untouched."""

from __future__ import annotations

import json
from typing import Any

import pygame

from scenes.games.base import GameScene
from scenes.shell.app import App
from tabletop.core.seats import SeatKind
from tabletop.games.winners_circle import Phase
from tests.phones.conftest import Phone
from tests.phones.table import _drain, _join, _latest_panel, _table, _wait, offers
from tests.scenes.test_game_base import app, frames, press, set_speed, until_input

__all__ = ["app"]

PERSON = SeatKind.PERSON


def _state(scene: GameScene[Any]) -> str:
    return json.dumps(scene.session.game.to_dict(), sort_keys=True, default=str)


def _race(app: App, phones: list[Phone]) -> tuple[GameScene[Any], Phone, Phone]:
    """Two people on phones, every chip down by the rules: the race's first roll; the
    table, the phone of the person to roll and the other's."""
    set_speed(app, "instant")
    scene = _table(app, "winners_circle", (PERSON, PERSON), options={"hidden_bets": True})
    seats = {0: _join(scene, 0, phones), 1: _join(scene, 1, phones)}
    session = scene.session
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(session.game.view(seat).legal_actions()[0])
    scene.driver.resync()
    mover = session.current_seat
    assert mover is not None
    return scene, seats[mover], seats[1 - mover]


def _panel_now(app: App, scene: GameScene[Any], phone: Phone) -> dict[str, Any]:
    """The phone's panel for the table's position (frames until it has come)."""
    def arrived() -> bool:
        _drain(phone)
        panel = _latest_panel(phone)
        return panel is not None and panel["position"] == scene.driver.position

    _wait(app, arrived)
    panel = _latest_panel(phone)
    assert panel is not None
    return panel


def _answer(app: App, phone: Phone) -> dict[str, Any]:
    """The refusal ``phone`` gets next, frames running meanwhile (a tap the server took
    is the table's to answer, in its frame)."""
    seen = len(phone.received)

    def refused() -> bool:
        _drain(phone)
        return any(m["type"] == "refused" for m in phone.received[seen:])

    _wait(app, refused)
    return next(m for m in phone.received[seen:] if m["type"] == "refused")


def test_the_movers_phone_rolls_and_moves_while_the_tv_takes_the_move_too(
        app: App, phones: list[Phone]) -> None:
    scene, phone, other = _race(app, phones)
    panel = _panel_now(app, scene, phone)
    assert panel["your_turn"] and panel.get("shared") is True
    assert offers(panel) == ["roll"]
    assert not _panel_now(app, scene, other)["choices"], "only the mover's phone offers it"
    # The shared screen takes the same move meanwhile: no curtain, no "on the phone".
    frames(app, 3)
    assert scene.accepts_input and not scene.driver.phone_deciding()

    phone.send({"type": "act", "position": panel["position"], "choice": "roll"})
    _wait(app, lambda: scene.driver.position == panel["position"] + 1)
    moves = _panel_now(app, scene, phone)
    assert moves.get("shared") is True
    assert [choice["id"] for choice in moves["choices"]] == [f"move-{h}" for h in range(7)]
    choice = next(c for c in moves["choices"] if "→" in c["label"])
    assert choice["select"], "lifted first, then moved by its button"
    horse = int(choice["id"].removeprefix("move-"))

    # The TV moves first, by its horse's key; the phone's tap for it comes second.
    until_input(app, scene)
    press(pygame.K_1 + horse)
    _wait(app, lambda: scene.driver.position == moves["position"] + 1)
    assert not scene.session.game.state.face_up[horse], "the TV's move was played"
    after = _state(scene)
    phone.send({"type": "act", "position": moves["position"], "choice": f"move-{horse}"})
    assert _answer(app, phone)["text"] == app.context.words("phones.taken_on_tv")
    frames(app, 5)
    assert _state(scene) == after, "the late tap changed nothing"


def test_another_seats_phone_a_stranger_a_stale_tap_and_an_undeclared_move_are_refused(
        app: App, phones: list[Phone]) -> None:
    scene, phone, other = _race(app, phones)
    panel = _panel_now(app, scene, phone)
    _panel_now(app, scene, other)
    position, before = panel["position"], _state(scene)

    other.send({"type": "act", "position": position, "choice": "roll"})
    assert other.until("refused")["text"] == app.context.words("phones.unknown_choice")
    phone.send({"type": "act", "position": position - 1, "choice": "roll"})
    assert phone.until("refused")["text"]
    desk = scene.driver.phones.desk
    assert desk is not None
    stranger = Phone(desk.port)
    phones.append(stranger)
    stranger.send({"type": "act", "position": position, "choice": "roll"})
    assert stranger.until("error")["text"] == app.context.words("phones.not_joined")
    frames(app, 5)
    assert _state(scene) == before and scene.driver.position == position

    # A game that gives its phones no public move: the roll stays the shared screen's.
    scene.driver.phones.public = ()
    phone.send({"type": "act", "position": position, "choice": "roll"})
    assert _answer(app, phone)["text"] == app.context.words("phones.on_the_table")
    frames(app, 5)
    assert _state(scene) == before and scene.driver.position == position
    counts = desk.server.counters()
    assert counts["unknown_choice"] == 1 and counts["stale"] == 1

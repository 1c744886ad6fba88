"""Phones from one game to the next at a real table (the real scene, the real server on
a local port, websocket clients as the phones): turned on from the pause menu or after
Continue, kept through Play again, a seat with someone new, and stopped when the table
is left or nobody stays."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.phones.conftest import Phone
from tests.phones.table import (
    _drain,
    _finish,
    _join,
    _latest_panel,
    _table,
    _wait,
    offers,
)
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, set_speed

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def test_turning_phones_off_and_leaving_the_game_stop_the_server(app: App) -> None:
    import socket

    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    assert scene.driver.phones.desk is not None
    port = scene.driver.phones.desk.port
    scene.driver.phones.stop()
    assert scene.driver.phones.desk is None
    with socket.create_server(("127.0.0.1", port)):
        pass
    assert scene.driver.phones.start(port=0, tries=1, host="127.0.0.1")
    desk = scene.driver.phones.desk
    assert desk is not None
    scene.exit()
    assert scene.driver.phones.desk is None and not desk.server.running


def test_the_pause_menu_turns_phones_on_and_shows_every_persons_code(app: App) -> None:
    from scenes.screens.pause import PauseScene
    from scenes.screens.phones_screen import PhonesScene

    seats = [SeatConfig("Mina", 0), SeatConfig("Junho", 1),
             SeatConfig("Sora", 2, SeatKind.COMPUTER)]
    session = GameSession.start(GAMES["polterfass"], seats, 4,
                                GAMES["polterfass"].merged_options(None))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, GameScene)
    manager = app.context.manager
    manager.apply(Push(scene))
    pause = scene.driver.pause_menu()  # as the table's Esc opens it
    assert isinstance(pause, PauseScene)
    manager.apply(Push(pause))
    frames(app, 2)
    labels = [button.label_key for button in pause.ring.buttons]
    assert "phones.use" in labels
    try:
        pause.open_phones()
        frames(app, 3)
        assert isinstance(manager.top, PhonesScene)
        assert scene.driver.phones.desk is not None and scene.driver.phones.desk.persons == [0, 1]
        assert [seat for seat, _rect in manager.top.cards] == [0, 1]
    finally:
        scene.driver.phones.stop()


def test_a_game_without_hidden_information_offers_no_phones(app: App) -> None:
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app.context, "yacht")
    assert not setup.phones_offered
    hidden = SetupScene(app.context, "wizard_extreme")
    hidden.seats[1].kind = PERSON  # two people: each has something to keep from the other
    assert hidden.phones_offered


def test_play_again_keeps_each_phone_paired_with_no_new_code(
        app: App, phones: list[Phone]) -> None:
    set_speed(app, "instant")
    scene = _table(app, "polterfass", (COMPUTER, PERSON, PERSON))
    desk = scene.driver.phones.desk
    assert desk is not None
    keys = {seat: desk.server.key(seat) for seat in (1, 2)}
    mina, junho = _join(scene, 1, phones), _join(scene, 2, phones)
    results = _finish(app, scene)
    # Between the games the server listens on and the phones stay in their seats.
    assert scene.driver.phones.desk is None and results.phones is desk and desk.server.running
    assert desk.state(1) == desk.state(2) == "connected"
    _drain(mina)
    seen = len(mina.received)
    results.play_again()
    frames(app, 2)
    again = app.context.manager.top
    assert isinstance(again, GameScene) and again is not scene
    assert again.driver.phones.desk is desk and desk.server.running
    # Same secrets and codes, and the codes stay off the screen: both phones are in.
    assert {seat: desk.server.key(seat)[:2] for seat in (1, 2)} == {
        seat: key[:2] for seat, key in keys.items()}
    assert not any(desk.server.key(seat).open for seat in (1, 2))
    assert desk.state(1) == desk.state(2) == "connected"
    _wait(app, lambda: (_drain(mina) or False) or any(
        message["type"] == "panel" and message["position"] == again.driver.position
        for message in mina.received[seen:]))
    assert [message["type"] for message in mina.received[seen:]][:1] == ["welcome"]
    # The new game is played on the same phones: a guest's order goes through.
    _wait(app, again.driver.phone_deciding, seconds=10)  # the computer innkeeper throws first
    seat = again.session.current_seat
    assert seat in (1, 2)
    phone = {1: mina, 2: junho}[seat]
    _wait(app, lambda: (_drain(phone) or False) or bool(
        (panel := _latest_panel(phone)) and panel["position"] == again.driver.position
        and panel["choices"]))
    panel = _latest_panel(phone)
    assert panel is not None
    phone.send({"type": "act", "position": panel["position"],
                "choice": offers(panel)[0]})
    _wait(app, lambda: again.driver.position == panel["position"] + 1)
    assert desk.server.counters()["stale"] == 0


def test_a_seat_with_someone_new_loses_its_phone_and_gets_a_fresh_code(
        app: App, phones: list[Phone]) -> None:
    scene = _table(app, "polterfass", (COMPUTER, PERSON, PERSON))
    desk = scene.driver.phones.desk
    assert desk is not None
    kept, old = desk.server.key(1), desk.server.key(2)
    mina, junho = _join(scene, 1, phones), _join(scene, 2, phones)
    seats = list(scene.session.seats)
    seats[2] = SeatConfig("Theo", seats[2].colour, PERSON)
    session = GameSession.start(GAMES["polterfass"], seats, 5,
                                GAMES["polterfass"].merged_options(None))
    following = make_game_scene(app.context, session)
    assert isinstance(following, GameScene)
    assert following.driver.take_phones(scene.driver.phones.hand_over())
    assert following.driver.phones.desk is desk and desk.server.key(1)[:2] == kept[:2]
    fresh = desk.server.key(2)
    assert fresh.secret != old.secret and fresh.code != old.code
    assert junho.until("gone")["text"] == app.context.words("phones.seat_changed")
    assert desk.state(1) == "connected" and desk.state(2) == "waiting"
    assert mina.until("welcome")["seat"] == 1
    stranger = Phone(desk.port)
    phones.append(stranger)
    assert stranger.join(2, old.secret)["type"] == "error"  # the old secret opens nothing
    theo = _join(following, 2, phones)
    following.driver.phones.update()  # one panel a frame: seat 1's came first
    following.driver.phones.update()
    assert theo.until("panel")["position"] == following.driver.position
    following.driver.phones.stop()


def test_a_next_game_with_nobody_staying_stops_the_server(app: App) -> None:
    import socket

    scene = _table(app, "polterfass", (COMPUTER, PERSON, PERSON))
    desk = scene.driver.phones.desk
    assert desk is not None
    seats = [SeatConfig(name, colour, kind) for name, colour, kind
             in (("Ada", 0, PERSON), ("Bo", 1, COMPUTER), ("Cy", 2, COMPUTER))]
    session = GameSession.start(GAMES["polterfass"], seats, 5,
                                GAMES["polterfass"].merged_options(None))
    following = make_game_scene(app.context, session)
    assert isinstance(following, GameScene)
    assert not following.driver.take_phones(scene.driver.phones.hand_over())
    assert following.driver.phones.desk is None and not desk.server.running
    with socket.create_server(("127.0.0.1", desk.port)):
        pass


def test_the_results_left_for_the_menu_stop_the_phones(app: App) -> None:
    set_speed(app, "instant")
    scene = _table(app, "polterfass", (COMPUTER, PERSON, PERSON))
    desk = scene.driver.phones.desk
    assert desk is not None
    results = _finish(app, scene)
    assert desk.server.running
    app.context.manager.apply(Pop())
    assert results.phones is None and not desk.server.running


def test_a_continued_game_turns_phones_on_from_its_pause_menu(
        app: App, phones: list[Phone]) -> None:
    """Continue brings a saved game back with no phones, so a guest's order comes
    behind the curtain; the pause menu opened from the curtain turns phones on, a
    phone joins, the curtain falls and the order is made on the phone."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.phones_screen import PhonesScene
    from tabletop import storage

    seats = [SeatConfig("Sora", 0, COMPUTER, "easy"), SeatConfig("Mina", 1),
             SeatConfig("Junho", 2)]
    spec = GAMES["polterfass"]
    played = GameSession.start(spec, seats, 6, spec.merged_options(None))
    while played.current_seat == 0:  # the computer innkeeper's throws, then the orders
        played.apply(played.game.view(0).legal_actions()[0])
    assert storage.write_save(played.game, played.seats, played.bot_states()) is None
    manager = app.context.manager
    menu = MenuScene(app.context)
    manager.apply(Push(menu))
    menu.continue_game()
    _wait(app, lambda: isinstance(manager.top, CurtainScene))
    scene = manager.stack[-2]
    assert isinstance(scene, GameScene) and scene.driver.phones.desk is None
    assert scene.driver.position == len(played.game.history)
    frames(app, 1, dt=QUIET_SECONDS)  # the cover takes no press in its first moment
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    _wait(app, lambda: isinstance(manager.top, PauseScene))
    pause = manager.top
    assert isinstance(pause, PauseScene)
    assert "phones.use" in [button.label_key for button in pause.ring.buttons]
    try:
        pause.open_phones()
        frames(app, 3)
        assert isinstance(manager.top, PhonesScene) and scene.driver.phones.desk is not None
        seat = scene.session.current_seat
        assert seat in (1, 2)
        phone = _join(scene, seat, phones)
        panel = phone.until("panel")
        assert panel["position"] == scene.driver.position and panel["choices"]
        manager.apply(Pop())  # Done: the curtain raised before the phone came falls
        _wait(app, lambda: manager.top is scene)
        phone.send({"type": "act", "position": panel["position"],
                    "choice": offers(panel)[0]})
        _wait(app, lambda: scene.driver.position == panel["position"] + 1)
    finally:
        scene.driver.phones.stop()

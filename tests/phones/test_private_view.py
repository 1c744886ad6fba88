"""Phones turned on while a person's private view is up, in each hiding game: from the
frame that person's phone joins, the shared screen is public (its pixels do not change
when every seat's secrets change), and the codes screen over the table is opaque."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.screens.phones_screen import PhonesScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme_data import Card, Colour
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.phones.conftest import Phone
from tests.scenes.test_game_base import app, frames, lift_curtain, set_speed

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _wizard(game: Any) -> None:
    colours = list(Colour)
    for hand in game.state.hands:
        if hand:
            hand[:] = [Card(colours[(colours.index(card.colour) + 1) % len(colours)],
                            card.value % 13 + 1) for card in hand]


def _polterfass(game: Any) -> None:
    orders = game.state.orders.choices
    for seat, cards in orders.items():
        orders[seat] = (7,) if tuple(cards) != (7,) else (1, 2)


def _winners_circle(game: Any) -> None:
    state = game.state
    state.bets = [replace(bet, chip=(bet.chip or 0) % 3 + 1) if bet.face_down else bet
                  for bet in state.bets]
    state.hands = [list(reversed([chip % 3 + 1 for chip in hand])) for hand in state.hands]


def _big_shot(game: Any) -> None:
    state = game.state
    state.cash = [None if cash is None else cash + 7 for cash in state.cash]


GAMES_HIDING: list[tuple[str, dict[str, Any] | None, Callable[[Any], None]]] = [
    ("wizard_extreme", None, _wizard),
    ("polterfass", None, _polterfass),
    ("winners_circle", {"hidden_bets": True}, _winners_circle),
    ("big_shot", {"hidden_money": True}, _big_shot),
]


def _drawn(app: App) -> bytes:
    """The screen as the manager draws it now, without moving time."""
    surface = pygame.Surface(app.context.size)
    app.context.manager.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _private_view_up(app: App, scene: GameScene[Any], seconds: float = 60) -> int:
    """Frames (confirming each curtain, making a person's public move by the rules)
    until a person's private view is on the shared screen; that person's seat."""
    manager = app.context.manager
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frames(app, 1)
        seat = scene.session.current_seat
        if isinstance(manager.top, CurtainScene):
            lift_curtain(app)
            continue
        if manager.top is not scene or seat is None or scene.driver.is_busy:
            continue
        if (scene.driver.viewer == seat and scene.decision_shows_secrets(seat)
                and scene.accepts_input):
            return seat
        if scene.holds_table():
            scene.release_table()
        elif scene.session.seats[seat].is_person and scene.accepts_input:
            scene.act(scene.driver.gate.seat_view(seat).legal_actions()[0])
    raise AssertionError("no private view came up")


@pytest.mark.parametrize(("game_id", "options", "scramble"), GAMES_HIDING)
def test_phones_turned_on_over_a_private_view_leave_the_screen_public_from_the_join(
        app: App, phones: list[Phone], game_id: str, options: dict[str, Any] | None,
        scramble: Callable[[Any], None]) -> None:
    set_speed(app, "instant")
    seats = [SeatConfig(name, colour, kind) for name, colour, kind
             in (("Ann", 0, PERSON), ("Bo", 1, PERSON), ("Cy", 2, COMPUTER))]
    spec = GAMES[game_id]
    session = GameSession.start(spec, seats, 5, spec.merged_options(options))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, GameScene)
    manager = app.context.manager
    manager.apply(Push(scene))
    seat = _private_view_up(app, scene)
    # Esc, Use phones: the codes screen over the private view hides all of it.
    assert scene.driver.phones.start(port=0, tries=1, host="127.0.0.1")
    scene.driver.show_phone_codes()
    frames(app, 2)
    assert isinstance(manager.top, PhonesScene) and manager.top.opaque
    before = _drawn(app)
    scramble(session.game)
    scene.driver.resync()
    assert _drawn(app) == before, "the codes screen shows nothing of the table"
    desk = scene.driver.phones.desk
    assert desk is not None
    for person in (0, 1):
        phone = Phone(desk.port)
        phones.append(phone)
        assert phone.join(person, desk.server.key(person).secret)["type"] == "welcome"
    deadline = time.monotonic() + PATIENCE
    while manager.top is not scene:  # every phone is in: the codes screen closes by itself
        assert time.monotonic() < deadline, "the codes screen stayed up"
        frames(app, 1)
    assert scene.driver.seat_on_phone(seat)
    shown = _drawn(app)
    scramble(session.game)
    scene.driver.resync()
    assert _drawn(app) == shown, f"{game_id}: a secret is on the shared screen"
    assert scene.driver.viewer is None

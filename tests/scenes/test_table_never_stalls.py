"""A table never waits for a press nobody is asked for.

Wizard Extreme's round summary waited up to ten minutes for a press on the shared
screen whenever a person sat at the table, even when every person decided on a phone
whose page asks for no press: a table of two phone seats and a computer stopped after
the first round until someone found the keyboard. Here the phones answer their own
panels (real websocket clients on a real port) and nobody touches the shared screen.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.summary import summary_seconds
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import Card, Colour, deal_round
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.phones.conftest import Phone, phones
from tests.phones.table import offers
from tests.scenes.test_game_base import FRAME, app, frames, set_speed

__all__ = ["app", "phones"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _phone_table(shell: App, session: GameSession, opened: list[Phone]) -> dict[int, Phone]:
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, GameScene)
    shell.context.manager.apply(Push(scene))
    assert scene.driver.phones.start(port=0, tries=1, host="127.0.0.1")
    desk = scene.driver.phones.desk
    assert desk is not None
    seated = {}
    for seat, config in enumerate(session.seats):
        if config.is_person:
            phone = Phone(desk.port)
            opened.append(phone)
            assert phone.join(seat, desk.server.key(seat).secret)["type"] == "welcome"
            seated[seat] = phone
    return seated


def _answer(seated: dict[int, Phone], answered: dict[int, int]) -> None:
    """Each phone takes what arrived and, when its newest panel asks, picks its first choice
    (once per position), as a person holding it would."""
    for seat, phone in seated.items():
        while True:
            try:
                phone.next(0.0005)
            except TimeoutError:
                break
        panels: list[dict[str, Any]] = [m for m in phone.received if m["type"] == "panel"]
        if not panels:
            continue
        panel = panels[-1]
        if panel["your_turn"] and panel["choices"] and answered.get(seat) != panel["position"]:
            phone.send({"type": "act", "position": panel["position"],
                        "choice": offers(panel)[0]})
            answered[seat] = panel["position"]


def test_the_round_summary_moves_on_by_itself_when_every_person_plays_on_a_phone(
        app: App, phones: list[Phone]) -> None:
    set_speed(app, "normal")
    seats = [SeatConfig("Mina", 0), SeatConfig("Junho", 1),
             SeatConfig("Robo", 2, COMPUTER, "easy")]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=4)
    game = session.game
    game.state.dealer = 0  # the next round's dealer is seat 1: the computer predicts first
    game.log = deal_round(game.state, 3, game.rng, [[Card(Colour.BLUE, 9 - s)] for s in range(3)])
    seated = _phone_table(app, session, phones)
    scene = app.context.manager.top
    assert isinstance(scene, WizardExtremeScene)
    answered: dict[int, int] = {}
    deadline = time.monotonic() + PATIENCE
    while scene.summary is None:
        assert time.monotonic() < deadline, "the one-trick round did not end"
        frames(app, 1)
        _answer(seated, answered)
        time.sleep(0.001)
    assert session.current_seat == 2, "nothing a phone does may skip the summary"
    shown_for = 0
    stands = summary_seconds(len(seats))
    while scene.summary is not None:
        frames(app, 1)
        shown_for += 1
        assert shown_for * FRAME < stands + 1.0, "the summary waits for a press"
    assert shown_for * FRAME >= stands - 0.1, "the summary stayed to be read"


@pytest.mark.slow
def test_a_table_of_two_phones_and_a_computer_plays_to_the_end_with_no_input(
        app: App, phones: list[Phone]) -> None:
    """The table the stall was found at (seed 1234, position 191), driven by the real
    main loop's ``App.tick`` at the normal pace, played to the end by its phones alone."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Junho", 1), SeatConfig("Sora", 2, COMPUTER)]
    spec = GAMES["wizard_extreme"]
    session = GameSession.start(spec, seats, 1234, spec.merged_options(None))
    seated = _phone_table(app, session, phones)
    scene = app.context.manager.top
    assert isinstance(scene, WizardExtremeScene)
    answered: dict[int, int] = {}
    moved_at, position = time.monotonic(), -1
    while not session.game.is_over:
        app.tick()
        _answer(seated, answered)
        if scene.driver.position != position:
            moved_at, position = time.monotonic(), scene.driver.position
        assert time.monotonic() - moved_at < PATIENCE, f"the table stopped at position {position}"
    assert position > 191

"""A real game table with phones on, for the browser tests: the real game scene under
SDL's dummy driver, its phone server on loopback, and Chromium pages as the phones,
pressed the way a person presses them, frame by frame of the program's own loop."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Browser

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.phones.protocol import base_url, seat_url
from tabletop.session import GameSession
from tests.browser.conftest import PHONE
from tests.browser.phone import Phone
from tests.patience import PATIENCE
from tests.phones import secrets
from tests.scenes.test_game_base import frames

LOOPBACK = "127.0.0.1"
STALL = 30.0
"""Seconds a table may stand on one move (a person thinking, a trick collected) under
any load before the test calls the game stuck."""


@dataclass
class Table:
    """The scene, its two phones by seat, and what the engine hid at each position."""

    app: App
    scene: GameScene[Any]
    phones: dict[int, Phone]
    hidden: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    curtains: int = 0
    private_frames: int = 0

    @property
    def port(self) -> int:
        desk = self.scene.driver.phones.desk
        assert desk is not None
        return desk.port

    @property
    def address(self) -> str:
        return base_url(LOOPBACK, self.port) + "/"

    def note(self) -> None:
        """Keep every seat's hidden information at the table's position now: each panel
        is made at a position the table stood at between two frames."""
        game = self.scene.session.game
        seats = len(self.scene.session.seats)
        self.hidden.setdefault(self.scene.driver.position,
                               [game.hidden_info(s) for s in range(seats)])

    def frame(self) -> None:
        frames(self.app, 1)
        self.note()
        self.curtains += isinstance(self.app.context.manager.top, CurtainScene)
        # Both people decide on phones: nothing private may be drawn on the shared screen.
        self.private_frames += self.scene.driver.viewer is not None

    def play(self, rng: random.Random, done: Callable[[], bool], stall: float = STALL) -> None:
        """Frames, each phone pressing one of its enabled buttons when it has some, until
        ``done`` after a frame (before the phones press again). Fails when the table stands
        still for ``stall`` seconds: a game that stops moving, not a machine that is slow
        (a whole game's wall time depends on the load; a stuck table never moves on)."""
        moved, position = time.monotonic(), self.scene.driver.position
        while True:
            if self.scene.driver.position != position:
                moved, position = time.monotonic(), self.scene.driver.position
            assert time.monotonic() - moved < stall, (
                f"the table stood still at move {position} for {stall:.0f} s")
            self.frame()
            # Only the seat to move can have buttons to press (the page tests show the
            # others' are disabled), so only its phone is asked.
            seat = self.scene.session.current_seat
            phone = None if seat is None else self.phones.get(seat)
            choices = phone.choices() if phone is not None and not phone.page.is_closed() else []
            # Asked after the buttons were read: a panel arriving in between cannot be
            # pressed before ``done`` has seen it.
            if done():
                return
            # A person takes longer than the frames the other phones' panels need.
            if phone is not None and choices and all(map(self.caught_up, self.phones)):
                phone.tap(rng.choice(choices))

    def caught_up(self, seat: int) -> bool:
        """True once seat ``seat``'s phone holds the panel of the table's position (the
        table makes one phone's panel a frame, the seat to move's first)."""
        panels = self.phones[seat].panels()
        return bool(panels) and panels[-1]["position"] == self.scene.driver.position

    def leaks(self) -> list[str]:
        """Each other seat's secret found in a frame a phone received
        (:func:`tests.phones.secrets.leaks`)."""
        return secrets.leaks(self.scene.session.spec.id, self.app.context.words,
                             {seat: phone.received for seat, phone in self.phones.items()},
                             self.hidden)


def open_table(
    app: App, browser: Browser, game_id: str, seed: int, computer: int = 2,
    options: dict[str, Any] | None = None, codes: bool = False,
) -> Iterator[Table]:
    """Two people, Mina and Junho, each with a phone, and a computer at seat ``computer``
    of ``game_id``; the phones open their seat's QR address, as a scan would. With
    ``codes`` the codes screen is up before they do (as a game started with phones)."""
    names = iter(("Mina", "Junho"))
    seats = [
        SeatConfig("Computer", seat, SeatKind.COMPUTER, "easy")
        if seat == computer
        else SeatConfig(next(names), seat, SeatKind.PERSON)
        for seat in range(3)
    ]
    people = [seat for seat in range(3) if seat != computer]
    spec = GAMES[game_id]
    session = GameSession.start(spec, seats, seed, spec.merged_options(options))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, GameScene)
    app.context.manager.apply(Push(scene))
    assert scene.driver.phones.start(port=0, tries=1, host=LOOPBACK)
    desk = scene.driver.phones.desk
    assert desk is not None
    if codes:
        scene.driver.show_phone_codes()
        frames(app, 3)
    contexts = [browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True) for _ in people]
    table = Table(app, scene, {})
    table.note()
    for seat, context in zip(people, contexts, strict=True):
        # What the QR code holds: the page trades its ticket for the seat's own secret.
        address = seat_url(LOOPBACK, desk.port, seat, desk.server.key(seat).ticket)
        table.phones[seat] = Phone(context, address)
    # Play starts once both phones hold their seats: before that a person's turn rightly
    # comes behind the curtain.
    deadline = time.monotonic() + PATIENCE
    while any(desk.state(seat) != "connected" for seat in table.phones):
        assert time.monotonic() < deadline, "the phones did not join"
        time.sleep(0.01)
    yield table
    for context in contexts:
        context.close()
    scene.driver.phones.stop()

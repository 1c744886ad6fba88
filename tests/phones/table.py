"""A real game table with phones for the tests of tests/phones: the real scene, the real
server on a local port and websocket clients as the phones."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import pygame

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.phones.conftest import Phone
from tests.scenes.test_game_base import frames


def _table(shell: App, game_id: str, kinds: tuple[SeatKind, ...], seed: int = 3,
           options: dict[str, Any] | None = None,
           names: Sequence[str] = ("Mina", "Junho", "Sora", "Theo")) -> GameScene[Any]:
    seats = [SeatConfig(name, colour, kind) for name, colour, kind
             in zip(names, range(4), kinds, strict=False)]
    spec = GAMES[game_id]
    session = GameSession.start(spec, seats, seed, spec.merged_options(options))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, GameScene)
    shell.context.manager.apply(Push(scene))
    assert scene.driver.phones.start(port=0, tries=1, host="127.0.0.1")
    return scene


def _join(scene: GameScene[Any], seat: int, opened: list[Phone]) -> Phone:
    desk = scene.driver.phones.desk
    assert desk is not None
    phone = Phone(desk.port)
    opened.append(phone)
    assert phone.join(seat, desk.server.key(seat).secret)["type"] == "welcome"
    return phone


def _drain(phone: Phone) -> None:
    """Take every frame that has arrived, without waiting for more."""
    while True:
        try:
            phone.next(0.001)
        except TimeoutError:
            return


def _latest_panel(phone: Phone) -> dict[str, Any] | None:
    panels = [message for message in phone.received if message["type"] == "panel"]
    return panels[-1] if panels else None


def _wait(app: App, condition: Any, seconds: float = PATIENCE) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.005)
    assert condition()


def _finish(app: App, scene: GameScene[Any]) -> Any:
    """Play the rest of the game by the rules, then press for the results screen: the
    results the finished table hands over to (with its phones)."""
    import random

    from scenes.screens.results import ResultsScene

    session, rng = scene.session, random.Random(2)
    while not session.game.is_over:
        seat = session.current_seat
        assert seat is not None
        session.apply(rng.choice(session.game.view(seat).legal_actions()))
    scene.driver.resync()
    _wait(app, lambda: (pygame.event.post(pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)) or True)
          and isinstance(app.context.manager.top, ResultsScene), seconds=10)
    pygame.event.clear()  # no press left over for the results screen's buttons
    results = app.context.manager.top
    assert isinstance(results, ResultsScene)
    return results



def offers(panel: dict[str, Any]) -> list[str]:
    """The ids of a panel's choices that can be sent, in order (a card that may not be
    played now is drawn among the hand's, greyed, and the page never sends it)."""
    return [str(choice["id"]) for choice in panel["choices"] if not choice.get("unavailable")]

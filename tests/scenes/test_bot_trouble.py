"""No computer player can end a game: one that raises, hangs or cheats loses a move.

Each case plays a whole toy game (a person and a failing computer) through the
real scene and the real thinker process: the game reaches its end with legal
moves only, and the person is told, in a toast, that a simple move was made.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.games import worker
from scenes.games.thinker import THINKER
from scenes.shell.app import App
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.seats import SeatKind
from tests.core.toy_game import Play
from tests.scenes.test_game_base import app, frames, press, push, set_speed, toy_session
from tests.scenes.toy_scene import ToyScene

__all__ = ["app"]  # the shared App fixture


class RaisingBot:
    def choose(self, view: Engine[Any]) -> Action:
        raise ZeroDivisionError("a bug in the search")


class HangingBot:
    def choose(self, view: Engine[Any]) -> Action:
        time.sleep(3600)
        raise AssertionError("never reached")


class CheatingBot:
    def choose(self, view: Engine[Any]) -> Action:
        return Play(1, 999)  # no such card in any hand


@pytest.fixture
def quick_timeout(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(worker, "DECISION_SECONDS", 1.0)
    yield


def _play_to_the_end(shell: App, bot: object) -> tuple[ToyScene, list[str]]:
    set_speed(shell, "instant")
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER), rounds=2)
    session.bots[1] = bot  # type: ignore[assignment]
    scene = ToyScene(shell.context, session)
    push(shell, scene)
    told: list[str] = []
    deadline = time.monotonic() + 90
    while not session.game.is_over and time.monotonic() < deadline:
        if scene.accepts_input:
            press(pygame.K_p)
        frames(shell, 1)
        told += [toast.text for toast in scene.toasts.toasts if toast.text not in told]
        time.sleep(0.002)
    return scene, told


@pytest.mark.parametrize("bot", [RaisingBot(), CheatingBot()], ids=["raises", "cheats"])
def test_a_failing_computer_player_loses_its_moves_not_the_game(app: App, bot: object) -> None:
    scene, told = _play_to_the_end(app, bot)
    game = scene.session.game
    assert game.is_over, "the game stopped at a failing computer player"
    assert any(action.seat == 1 for action in game.history)
    assert "Bot2 got stuck, so a simple move was made for them." in told


def test_a_hanging_computer_player_is_given_up_on_and_the_thinker_restarted(
    app: App, quick_timeout: None,
) -> None:
    scene, told = _play_to_the_end(app, HangingBot())
    assert scene.session.game.is_over
    assert "Bot2 got stuck, so a simple move was made for them." in told
    assert not THINKER.on_thread  # the hung process was replaced, not given up

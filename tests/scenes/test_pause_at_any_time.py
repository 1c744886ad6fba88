"""Esc opens the pause menu at any moment at every game's table (trial s24: pressed twice
while the computer thought, right after a round's score sheet, it did nothing; the grace
after a held result swallowed it, and each press kept the grace on)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.screens.pause import PauseScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_escape_opens_the_pause_menu_while_a_computer_thinks_in_a_grace(
        app: App, game_id: str) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Kit", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES[game_id], seats, seed=5)
    scene = make_game_scene(app.context, session)
    manager = app.context.manager
    manager.apply(Push(scene))
    person = make_bot(game_id, "easy", seed=1)
    for _ in tries(600):  # Mina's moves, if hers come first, made by an easy player
        if session.is_computer_turn():
            break
        frames(app, 1)
        if scene.accepts_input:
            scene.act(person.choose(session.game.view(0)))
    # As after a held result pressed on: the keys must rest before the table takes a press.
    manager.begin_grace(1.0, DECISION_QUIET_SECONDS)
    for _ in range(2):  # twice, a second apart, as the trial did
        press(pygame.K_ESCAPE)
        frames(app, 1, dt=0.5)
        if isinstance(manager.top, PauseScene):
            break
        frames(app, 1, dt=0.5)
    assert isinstance(manager.top, PauseScene), f"Esc did nothing on {game_id}'s table"

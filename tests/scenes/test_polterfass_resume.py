"""Continue opens a Polterfass game on the bill it was saved on: the engine is already in
the next round, and the Enter meant to clear the table threw the next innkeeper's barrels
(trial s34 O/018)."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_couch_menu import open_menu
from tests.scenes.test_game_base import QUIET_SECONDS, frames, press, set_speed
from tests.scenes.test_polterfass_round_end import bills, play_until


def test_continue_holds_the_bill_it_was_saved_on_and_enter_only_clears_it(app: App) -> None:
    set_speed(app, "fast")
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("지훈", 2)]
    played = GameSession.start(GAMES["polterfass"], seats, seed=4,
                               autosave=app.context.autosave)
    first = make_game_scene(app.context, played)
    assert isinstance(first, PolterfassScene)
    app.context.manager.apply(Push(first))
    play_until(app, first, lambda: bool(bills(first)) and first.is_still())
    assert first.holds_table()
    app.context.flush_saves()
    menu = open_menu(app)
    menu.refresh_save()
    menu.continue_game("polterfass")
    frames(app, 40)
    scene = app.context.manager.top
    assert isinstance(scene, PolterfassScene) and scene is not first
    game = scene.session.game
    assert game.state.round == 2 and game.to_dict() == played.game.to_dict()
    assert "Round 1" in scene.round_label(scene.view()) and scene.holds_table()
    assert scene.plaque.is_billed and scene.prompt.text.startswith("Round 1 is")
    history = len(game.history)
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 3)
    assert not scene.holds_table() and len(scene.session.game.history) == history
    play_until(app, scene, lambda: scene.round_end is None)
    assert "Round 2" in scene.round_label(scene.view())

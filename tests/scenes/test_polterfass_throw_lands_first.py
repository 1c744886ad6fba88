"""Polterfass: nothing on screen tells a throw's result before its barrels show it. Back
from the pause menu in the middle of a throw, the table was synced to the engine, which
already knew where the barrels land: "Closing serves 9" stood over barrels still in the
air (trial U/006). The plaque, the shelf and the log now keep what they showed until the
barrels are at rest, whatever syncs the table meanwhile."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Face, Phase, Throw
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


def _computer_throwing(shell: App) -> PolterfassScene:
    """A computer innkeeper's first throw just begun: its barrels in the air (seed 5: an 8
    and a 7 land standing, "Closing serves 15")."""
    seats = [SeatConfig("Robo", 0, SeatKind.COMPUTER, "easy"), SeatConfig("Ann", 1),
             SeatConfig("Ben", 2)]
    session = GameSession.start(GAMES["polterfass"], seats, seed=5)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    for _ in range(600):
        frames(shell, 1)
        if session.game.history:
            break
    assert session.game.history == [Throw(0)] and session.game.state.phase is Phase.ORDERS
    frames(shell, 5)
    assert scene.driver.is_busy, "the barrels are in the air"
    return scene


def _tells(scene: PolterfassScene) -> tuple[bool, list[Face | None], int]:
    """What the table tells of the throw: the plaque up, the barrels on the shelf (one
    landing stands up on the mat first: that is the barrels showing it), the log's lines."""
    shelf = [sprite.face for sprite in scene.table.barrels
             if sprite.position == pygame.Vector2(scene.table.slot(sprite.barrel))]
    return scene.plaque.shown, shelf, len(scene.log.entries)


def test_back_from_the_pause_menu_the_throw_is_not_told_before_it_lands(app: App) -> None:
    scene = _computer_throwing(app)
    before = _tells(scene)
    assert before[:2] == (False, [])
    press(pygame.K_ESCAPE)  # the pause menu, then back to the table
    frames(app, 3)
    press(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.context.manager.stack[-1] is scene
    told: dict[str, int] = {}  # the frame each thing first tells of the throw
    for frame in range(600):
        shown, shelf, lines = _tells(scene)
        for what, telling in (("plaque", shown), ("shelf", shelf), ("log", lines > before[2])):
            if telling:
                told.setdefault(what, frame)
        if not scene.driver.is_busy:
            break
        frames(app, 1)
    assert set(told) == {"plaque", "shelf", "log"}, told
    assert told["plaque"] >= told["shelf"] and told["log"] >= told["shelf"], told
    assert scene.plaque.serve.shown == 15 and _tells(scene)[1] == [8, 7]

"""Polterfass: a first throw with no number barrel standing stays said until the next
throw. Its ribbon went after 1.1 s and the barrels gathered back into the pile: seconds
later the table looked just as before the Space, which seemed to have done nothing, and a
second Space "threw" (trial U/004)."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.polterfass import FirstThrowRepeated, Phase, Throw
from tabletop.session import GameSession
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press

__all__ = ["app"]


def _settled(shell: App, scene: PolterfassScene) -> None:
    for _ in range(1200):
        frames(shell, 1)
        if scene.accepts_input and scene.driver.is_settled:
            return
    raise AssertionError("the table never settled")


def test_a_repeated_first_throw_stays_said_until_the_next(app: App) -> None:
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1)]
    session = GameSession.start(GAMES["polterfass"], seats, seed=4)  # nothing stands at first
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    _settled(app, scene)
    assert not scene.notice
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_SPACE)
    frames(app, 2)
    _settled(app, scene)
    game = session.game
    assert game.history == [Throw(0)] and game.state.phase is Phase.FIRST_THROW
    assert isinstance(game.log[-1], FirstThrowRepeated)
    frames(app, 7 * 60)  # the trial's next screenshot
    assert scene.notice == app.context.words("polterfass_scene.notice_repeat")
    scene.resize((1280, 720))  # a sync of the table keeps it too
    assert scene.notice
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_SPACE)
    frames(app, 2)
    assert game.history == [Throw(0), Throw(0)]
    assert not scene.notice, "the next throw takes it down"

"""A refusal after the roll stands clear of the podium's boxes and the landing discs:
"You have rolled; now choose a horse to move." covered the 1st, 2nd, 3rd and Last boxes
(trial s18, 146)."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

ALREADY_ROLLED = translate("winners_circle.error.already_rolled", "en")


def _until_input(shell: App, scene: WinnersCircleScene) -> None:
    for _ in range(900):
        frames(shell, 1)
        if scene.accepts_input:
            return
    raise AssertionError("the table never settled")


def test_the_refusal_after_a_roll_leaves_the_podium_and_the_discs(app: App) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1), SeatConfig("Cleo", 2)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    bettor = make_bot("winners_circle", "easy", seed=1)
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    _until_input(app, scene)
    press(pygame.K_SPACE)
    frames(app, 2)
    _until_input(app, scene)
    assert session.game.state.phase is Phase.MOVE
    press(pygame.K_SPACE)
    frames(app, 2)
    assert [toast.text for toast in scene.toasts.toasts] == [ALREADY_ROLLED]
    (card,) = scene.toasts.rects(size)
    table = scene.table
    for box in table.boxes.values():
        assert not card.colliderect(box), (card, box)
    for spot, _diameter in table.landing_rings().values():
        assert not card.collidepoint(spot), (card, spot)
    assert not card.colliderect(table.die.rect())

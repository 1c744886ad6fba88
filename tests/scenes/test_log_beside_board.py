"""The open log panel never covers a game's controls, so a click on them
is the game's and not the log's."""

from __future__ import annotations

import time

import pygame

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Order
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.scenes.test_game_base import app, click, frames, press, set_speed

__all__ = ["app"]


def test_the_order_button_is_clickable_with_the_log_open(app: App) -> None:
    set_speed(app, "fast")
    seats = [SeatConfig("Bot", 1, SeatKind.COMPUTER, "random"), SeatConfig("Mina", 0),
             SeatConfig("Bot 2", 2, SeatKind.COMPUTER, "random")]
    session = GameSession.start(GAMES["polterfass"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    deadline = time.monotonic() + PATIENCE
    while not (scene.accepts_input and session.current_seat == 1) and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.002)
    assert scene.accepts_input and session.current_seat == 1, "Mina is to order"
    press(pygame.K_1)
    press(pygame.K_l)  # the log opens; the board makes room beside it
    frames(app, 30)
    assert scene.log.is_open and scene.log.is_still
    covered = pygame.Rect(scene.log.open_left(), 0, app.context.size[0], app.context.size[1])
    assert scene.board_area().right < covered.x
    button = scene.order_button.rect
    assert button.width > 0 and not button.colliderect(covered), "the Order button is in sight"
    click(button.center)
    frames(app, 2)
    assert session.game.history[-1] == Order(1, (1,))
    press(pygame.K_l)  # closed again, the board has its whole width back
    frames(app, 30)
    assert scene.board_area() == scene.layout.board

"""Winner's Circle: a refusal goes once the move it asked for is made. "Roll the die
first, then choose a horse." stood on after the roll, while the prompt said "Player 1
rolled Head: choose a horse" (issue #32, a trial's screen 138)."""

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
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

ROLL_FIRST = translate("winners_circle.error.roll_first", "en")


def test_roll_first_goes_with_the_roll(app: App) -> None:
    set_speed(app, "normal")
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=4)
    bettor = make_bot("winners_circle", "easy", seed=4)
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    for _ in range(900):
        frames(app, 1)
        if scene.accepts_input:
            break
    assert session.game.state.phase is Phase.ROLL and scene.accepts_input
    press(pygame.K_1)
    frames(app, 2)
    (refusal,) = [toast for toast in scene.toasts.toasts if toast.text == ROLL_FIRST]
    refusal.seconds = 600.0  # however long it might stay, it is wrong once the die is rolled
    press(pygame.K_SPACE)
    frames(app, 2)
    assert session.game.state.phase is Phase.MOVE
    assert refusal not in scene.toasts.toasts, "'Roll the die first' over the rolled die"

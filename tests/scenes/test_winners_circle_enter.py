"""Winner's Circle: after the roll, Enter takes only the horse the person chose. With no
horse chosen it moves none and says why (it once moved the first lane's horse, blocked
or not)."""

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
from tabletop.games.winners_circle_events import MoveHorse
from tabletop.i18n import translate
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

ALREADY_ROLLED = translate("winners_circle.error.already_rolled", "en")


def rolled(shell: App, seed: int) -> WinnersCircleScene:
    """Two people at the table, the bets down and the die rolled with Space: the table
    waits for the person to choose a horse."""
    set_speed(shell, "instant")
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=seed)
    bettor = make_bot("winners_circle", "easy", seed=seed)
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))  # over the last seed's table, if any
    for _ in range(600):
        frames(shell, 1)
        if scene.accepts_input:
            break
    assert session.game.state.phase is Phase.ROLL and scene.accepts_input
    press(pygame.K_SPACE)
    for _ in range(600):
        frames(shell, 1)
        if session.game.state.phase is Phase.MOVE and scene.accepts_input:
            break
    assert session.game.state.phase is Phase.MOVE and scene.accepts_input
    frames(shell, 30)  # the keys quiet a moment: Enter is a press of its own
    return scene


def test_enter_after_the_roll_moves_no_horse_nobody_chose(app: App) -> None:
    for seed in range(3):
        scene = rolled(app, seed)
        game = scene.session.game
        before = game.to_dict()
        for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            press(key)
            frames(app, 30)
        assert game.to_dict() == before, "Enter moved a horse nobody chose"
        assert ALREADY_ROLLED in [toast.text for toast in scene.toasts.toasts]
        # Chosen with the arrows (or Tab, or the D-pad), Enter moves that horse.
        press(pygame.K_DOWN)
        frames(app, 2)
        lane = scene.controls.focused
        assert lane is not None and lane in scene.table.lanes
        seat = game.state.to_move
        press(pygame.K_RETURN)
        frames(app, 30)
        assert game.history[-1] == MoveHorse(seat, lane.horse)

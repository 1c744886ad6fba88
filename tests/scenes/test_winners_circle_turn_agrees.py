"""The bottom bar and the top bar name the same seat on every frame (trial s20: with
hidden bets "Joon's turn" stood in the bottom bar while Joon's chip landed and its ribbon
played, under Mina's glowing plate: the move's hand-over had marked the next seat)."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press

__all__ = ["app"]


def test_the_prompt_and_the_glow_name_one_seat_after_every_hidden_bet(app: App) -> None:
    seats = [SeatConfig("Joon", 0), SeatConfig("Mina", 1),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=7,
                                options={"hidden_bets": True})
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    names = [session.name(seat) for seat in range(3)]
    game = session.game
    person_bets = 0
    wrong: set[tuple[str, tuple[str, ...]]] = set()
    for _ in range(6000):
        top = app.context.manager.top
        if isinstance(top, CurtainScene):
            frames(app, 1, dt=QUIET_SECONDS)
            press(pygame.K_RETURN)
        frames(app, 1)
        if game.state.phase is not Phase.BETTING:
            break
        if app.context.manager.top is scene:
            prompt = scene.frame.prompt.text
            named = [name for name in names if name in prompt]
            glowing = tuple(names[seat] for seat, plate in enumerate(scene.plates)
                            if plate.is_active)
            if len(named) == 1 and glowing != tuple(named):
                wrong.add((prompt, glowing))
            seat = session.current_seat
            if scene.accepts_input and seat in (0, 1):
                scene.act(game.legal_actions()[0])
                person_bets += 1
    assert person_bets >= 4, "both persons bet twice"
    assert not wrong, sorted(wrong)

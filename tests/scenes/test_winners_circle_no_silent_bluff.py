"""Winner's Circle with hidden bets: a bet never leaves the bluff chip lifted for the next
horse key. A trial's player laid a chip and the chip held up for her
next bet silently became the 0, which the next horse key laid: she bluffed by accident
(trial s25 A/184). After a bet the highest real chip left is lifted; the 0 only on purpose
(C or a click), and the prompt names the chip a horse key lays."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press, set_speed

__all__ = ["app"]


def _minas_bet(app: App, scene: WinnersCircleScene, session: GameSession) -> None:
    """Run the table on until Mina (seat 0) may bet, the keys rested."""
    for _ in range(600):
        frames(app, 1)
        if (scene.accepts_input and session.current_seat == 0
                and session.game.state.phase is Phase.BETTING):
            frames(app, 1, dt=QUIET_SECONDS)
            return
    raise AssertionError("Mina never came to bet")


def test_after_a_bet_the_highest_real_chip_is_lifted_not_the_bluff(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": True})
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    set_speed(app, "instant")
    _minas_bet(app, scene, session)
    assert sorted(session.game.state.hands[0], reverse=True) == [2, 1, 1, 0]
    for _ in range(2):  # C twice: the second 1 is lifted, on purpose
        press(pygame.K_c)
        frames(app, 2)
    assert scene.table.lifted_chip == 1
    press(pygame.K_1)
    frames(app, 2)
    assert len(session.game.state.hands[0]) == 3, "the 1 was laid on a horse"
    _minas_bet(app, scene, session)
    assert scene.table.lifted_chip == 2, "the highest real chip is lifted after a bet"
    prompt = scene.person_prompt(session.game.view(0), 0)
    assert "your 2 chip" in prompt, prompt

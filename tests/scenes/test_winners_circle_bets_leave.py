"""When the race begins the betting's words go: with hidden bets, a person's last chip
said "Player 1's chip is down on Black, face down" on the ribbon, and the curtain rising
for the first roll froze it, so it stood on over the race's first roll (trial s37 T/017)."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import BettingClosed
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, lift_curtain, set_speed

__all__ = ["app"]


def test_a_persons_last_chip_leaves_no_ribbon_over_the_race(app: App) -> None:
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy"),
             SeatConfig("Cleo", 3, SeatKind.COMPUTER, "easy")]
    bettor = make_bot("winners_circle", "easy", seed=3)
    session, trial = (GameSession.start(GAMES["winners_circle"], seats, seed=seed,
                                        options={"hidden_bets": True}) for seed in (5, 5))
    while True:  # up to the chip that closes the bets, a person's
        seat = trial.current_seat
        assert seat is not None
        action = bettor.choose(trial.game.view(seat))
        if any(isinstance(event, BettingClosed) for event in trial.apply(action)):
            break
        session.apply(action)
    assert session.seats[action.seat].is_person, "a computer's chip closed the bets"
    set_speed(app, "normal")
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    manager = app.context.manager
    for _ in range(300):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            break
    lift_curtain(app)
    frames(app, 3)
    assert scene.driver.act(action)
    placed = scene.text("ribbon_placed", name="", horse="").split()[-1]  # "down" and so on
    seen = []
    for _ in range(600):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            lift_curtain(app)
            continue
        if session.game.state.phase is not Phase.BETTING and scene.table.ribbon:
            seen.append(scene.table.ribbon)
        if scene.accepts_input:
            break
    assert not [ribbon for ribbon in seen if placed in ribbon], seen

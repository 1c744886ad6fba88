"""A forced move says so: with one face-up card among the running horses, the prompt names
the only horse that can move and the key that moves it, not "choose a horse" among seven
(trial s24 A/218)."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_a_forced_move_names_its_only_horse(app: App) -> None:
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": False})
    bot = make_bot("winners_circle", "easy", seed=1)
    while session.game.state.phase is not Phase.MOVE:
        seat = session.current_seat
        assert seat is not None
        session.apply(bot.choose(session.game.view(seat)))
    state = session.game.state
    only = next(horse for horse, running in enumerate(state.running()) if running)
    state.face_up = [horse == only for horse in range(len(state.face_up))]
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    seat = session.current_seat
    assert seat is not None
    said = scene.person_prompt(session.game.view(seat), seat)
    name = scene.table.lanes[only].horse_name(only)
    assert "only horse" in said and name in said and f"press {only + 1}" in said, said

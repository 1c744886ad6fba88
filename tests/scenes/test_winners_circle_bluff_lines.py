"""With hidden bets the payout sheet lists every bluff: "0 (bluff) · Red $0" in its
owner's column. The sheet listed only the chips that won or lost, and a 0 on the last
horse, which spared its owner the loss, was never mentioned (trial s35 R/011)."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle_events import RaceEnded
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


def test_each_bluff_chip_has_its_line_on_the_payout_sheet(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1), SeatConfig("Sora", 2)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": True})
    trial = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                              options={"hidden_bets": True})
    bot = make_bot("winners_circle", "easy", seed=1)
    while True:  # race 1 up to its last move, the bets as a computer would lay them
        seat = trial.current_seat
        assert seat is not None
        action = bot.choose(trial.game.view(seat))
        if any(isinstance(event, RaceEnded) for event in trial.apply(action)):
            break
        session.apply(action)
    bluffs = {bet.seat: bet.horse for bet in session.game.state.bets if bet.chip == 0}
    assert sorted(bluffs) == [0, 1, 2], "everyone lays their 0"
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    set_speed(app, "instant")
    frames(app, 2)
    assert scene.driver.act(action)
    for _ in range(1200):
        sheet = scene.table.sheet
        if sheet is not None and all(sheet.settled):
            break
        frames(app, 1)
    else:
        raise AssertionError("the payout never settled")
    for seat, horse in bluffs.items():
        lines = [line for line in sheet.lines[seat] if line.kind is None]
        assert [(line.horse, line.chip, line.amount) for line in lines] == [(horse, 0, 0)], (
            seat, sheet.lines[seat])
        assert sheet.lines[seat][-1].kind is None, "the bluff under the chips that paid"

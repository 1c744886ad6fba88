"""Big Shot: a new round's die waits blank for its roll (trial s18: round 3 began with
round 2's 3 on the die under "Sora rolls the die")."""

from __future__ import annotations

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine, Phase
from tests.patience import Stopwatch
from tests.scenes.test_big_shot_outbid import _settle
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, lift_curtain, set_speed

__all__ = ["app"]


def test_a_new_rounds_die_is_blank_until_it_is_rolled(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, [SeatConfig(name, index) for index, name in enumerate(["Ana", "Bo", "Cy"])])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    bot = make_bot("big_shot", "easy", seed=1)
    rolls = 0
    while rolls < 3:
        _settle(app, scene)
        seat = game.current_seat
        assert seat is not None
        if game.state.phase is Phase.ROLL:
            assert scene.side.die.value == 0, f"round {game.state.round} shows an old roll"
            rolls += 1
        else:
            assert scene.side.die.value, "the roll stays in sight through its auction"
        assert scene.act(bot.choose(game.view(seat)))


def test_the_die_is_blank_while_a_round_ending_move_hands_the_turn_on(app: App) -> None:
    """Trial I/008 (092): a computer's placement ended round 12; while its move and the
    turn's banner still played, the panel said round 13's "Player 1 rolls the die" beside
    round 12's roll. Every frame: a panel telling of a roll to come shows no die."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "hard")]
    scene = start(app, seats, hidden=True, seed=11)  # a banner hands each turn on
    set_speed(app, "fast")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    bot = make_bot("big_shot", "easy", seed=1)
    handed_on = 0
    watch = Stopwatch()
    while game.state.round < 4:
        assert watch.seconds() < 60, "the game did not reach round 4"
        frames(app, 1, SLOW_FRAME)
        view = scene.decision_view
        if view is not None and view.state.phase is Phase.ROLL and game.state.phase is Phase.ROLL:
            # (a roll made plays on the panel of the roll to come: that die is this round's)
            assert scene.side.die.value == 0, f"round {view.state.round} shows an old roll"
            handed_on += scene.driver.is_busy
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            seat = game.current_seat
            assert seat is not None
            scene.act(bot.choose(game.view(seat)))
    assert handed_on, "no round ended by a move still playing"

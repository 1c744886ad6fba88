"""Big Shot: a new round's die waits blank for its roll (trial s18: round 3 began with
round 2's 3 on the die under "Sora rolls the die")."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine, Phase
from tests.scenes.test_big_shot_outbid import _settle
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, set_speed

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

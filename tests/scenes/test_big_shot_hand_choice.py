"""A placement starts with the first cube in hand lifted, where the focus rests: the cube
picked in an earlier placement stayed lifted in the next while the focus glowed on the
first, two cubes marked as next (trial s19, the screenshots of a whole game)."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


def test_each_placement_starts_with_the_first_cube_in_hand(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, [SeatConfig("Bora", 0), SeatConfig("Ben", 1)])
    session, bot = scene.session, make_bot("big_shot", "easy", seed=2)
    picked = checked = 0
    for _ in range(400):
        for _ in range(600):
            if scene.driver.is_settled and app.context.manager.top is scene:
                break
            frames(app, 1)
        state = session.game.view(None).state
        if state.phase is Phase.PLACE and len(set(state.in_hand)) > 1:
            lifted = [piece.cube for piece in scene.hand if piece.chosen]
            if picked:
                assert lifted == [state.in_hand[0]], (lifted, state.in_hand)
                checked += 1
            scene._choose_cube(state.in_hand[-1])  # a person picks the last cube first
            picked += 1
            if checked >= 4:
                return
        seat = session.current_seat
        assert seat is not None
        assert scene.driver.act(bot.choose(session.game.view(seat)))
    raise AssertionError("too few placements")

"""The bottom bar's seat symbol is the colour at work on the table: with two people each
plays two colours (BS-D16, seated P1, P2, P1, P2), and while a person bids with their
second colour the prompt showed their first (trial s19)."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_the_prompt_shows_the_colour_at_work_and_the_one_whose_move_plays(app: App) -> None:
    scene = start(app, [SeatConfig("Bora", 0), SeatConfig("Ben", 1)])
    session = scene.session
    bot = make_bot("big_shot", "easy", seed=3)
    second = {0: 2, 1: 3}  # each person's second colour
    for _ in range(200):  # computer players' choices up to a bid of a second colour
        seat, state = session.current_seat, session.game.view(None).state
        assert seat is not None
        if state.phase is Phase.AUCTION and state.acting_colour == second[seat]:
            break
        session.apply(bot.choose(session.game.view(seat)))
    else:
        raise AssertionError("no second colour came to bid")
    scene.driver.resync()
    frames(app, 1)
    colour = second[seat]
    assert scene.looks[colour] != scene.slot(seat), "the second colour has its own look"
    assert scene.frame.prompt.seat_index == scene.looks[colour]
    assert scene.driver.act(bot.choose(session.game.view(seat)))
    assert scene.driver.is_busy and session.current_seat != seat
    assert scene.frame.prompt.seat_index == scene.looks[colour], "the move of the second colour"

"""A computer's pass in a Big Shot auction is seen before the next decision: its money row
says "passed" for a readable moment (trial s26 B/045, 058: the computer's pass was never
shown, the auction jumped to the winner placing cubes)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import Bid
from tests.patience import tries
from tests.scenes.test_big_shot_scene import _to_auction, start
from tests.scenes.test_game_base import FRAME, app, frames, set_speed

__all__ = ["app"]

READABLE_SECONDS = 0.8
"""The least time (table time, normal speed) a computer's pass stays said on its row."""


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_computers_pass_is_said_on_its_row_before_the_next_decision(app: App,
                                                                  language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER,
                                                           "easy")], seed=3)
    set_speed(app, "normal")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    seat = game.current_seat
    assert seat == 0, "Mina bids first"
    robots = {colour for colour in game.state.bidders if game.seat_of(colour) == 1}
    colour = game.state.acting_colour
    assert colour is not None
    cash = game.state.cash[colour]
    # All Mina has: the computer's colours cannot outbid it without a loan.
    assert cash is not None and scene.act(Bid(0, cash))
    passed = scene.text("status_passed")
    said = 0.0
    for _ in tries(3000):
        frames(app, 1)
        notes = [row.note for row in scene.side.drawn_money if row.colour in robots]
        if scene.driver.is_busy and any(note.endswith(passed) for note in notes):
            said += FRAME
        if scene.accepts_input:  # the next decision: Mina bids again, or places
            break
    assert any(game.state.passed[colour] for colour in robots), "the computer passed"
    assert said >= READABLE_SECONDS, said

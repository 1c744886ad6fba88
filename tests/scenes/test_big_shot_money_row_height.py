"""Big Shot's money rows keep one height beside a hand-over's cover (hidden money, BS-D17):
a note wrapped to three lines ("rolled 3 ·" above "high bid: 5M", a person's colour word
before them) made its row taller, the rows under it jumped as bids came, and the last one
stood over the rule below the list (trial s28 E/133, 157). Every row keeps to a note
of one line, said short where it must be (the die beside the name tells who rolled).
Two persons' four colours still wrap their notes: each begins with its colour's word."""

from __future__ import annotations

import pytest

from scenes.games.big_shot import panels
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.games.big_shot_events import Bid
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames, lift_curtain

__all__ = ["app"]

PEOPLE = {count: tuple(f"Player {seat}" for seat in range(1, count + 1)) for count in (3, 4)}
"""Persons with a colour each (two persons' four colours wrap their notes, as before)."""


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("people", [3, 4])
def test_the_money_rows_keep_one_height_as_bids_come(app: App, language: str,
                                                      size: tuple[int, int],
                                                      people: int) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, game, _ = first_auction(app, PEOPLE[people], hidden=True)
    side = scene.side
    laid_out = (side.rows_rect.height, side.legend_rect.top, side.phase_rect.top)
    for _ in range(len(game.state.bidders)):  # a round of bids: each row says its status
        assert scene.act(Bid(game.current_seat, game.min_bid()))
        frames(app, 2)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        frames(app, 2)
    assert any(row.rolled for row in side.money_rows)
    assert (side.rows_rect.height, side.legend_rect.top, side.phase_rect.top) == laid_out
    rows, public = side.money_rows, side._public_width()
    notes = panels.note_lines(rows, side.rows_rect.width, side.row_h, side.scale, public)
    assert all(len(lines) == 1 for lines in notes), notes
    assert side.rows_rect.y + len(rows) * side.row_h <= side.legend_rect.top

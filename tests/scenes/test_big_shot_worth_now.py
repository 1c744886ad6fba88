"""Big Shot: each seat's money row says what it is worth if the game ended now, with the
coach off too (trial s38 X/016: nothing said who was ahead): the engine's own final count
(cash + districts, parks ×2, − 10M per loan). With hidden money (BS-D17) the rows say only
the districts' worth, public on the map, and say so."""

from __future__ import annotations

import pytest

from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.big_shot import region_values
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("hidden", [False, True])
def test_every_row_says_its_worth_if_the_game_ended_now(app: App, hidden: bool) -> None:
    scene, game, _ = first_auction(app, ("Mina", "Joon", "Nari"), hidden=hidden)
    assert not scene.coach_on
    state = game.state
    for region, cubes in enumerate(state.region_cubes[:8]):
        cubes[region % 3] += 2 + region % 2
    state.loans[1] = 1
    scene.driver.resync()
    frames(app, 2)
    fortunes, owners = game.colour_fortunes(), game.ownership_now()
    notes = [row.note for row in scene.side.money_rows]
    for seat, note in enumerate(notes):
        if hidden:  # the districts only: a fortune would tell the cash
            said = scene.text("coach_regions", amount=theme.number(region_values(owners, seat)))
        else:
            said = scene.text("coach_fortune", amount=theme.number(fortunes[seat]))
        assert note.endswith(said), (seat, notes)
    assert not hidden or not [note for note in notes if "ended" in note], notes

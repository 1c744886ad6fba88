"""Big Shot: each seat's money row says what it is worth if the game ended now, with the
coach off too (trial s38 X/016: nothing said who was ahead): the engine's own final count
(cash + districts, parks ×2, − 10M per loan). With hidden money (BS-D17) the rows say only
the districts' worth, public on the map, and say so."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.big_shot import BigShotEngine, Phase, region_values
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.test_big_shot_scene import first_auction, press_piece
from tests.scenes.test_game_base import app, click, frames, press

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


def test_the_worth_follows_the_cubes_being_placed(app: App) -> None:
    """Placing, each row says what its colour would be worth with the cubes dropped so far,
    as the map previews their owners, by the engine's own count; taken back, as before;
    placed for good, as it said (trial Y/005: "−5M" beside a district already shown won)."""
    scene, game, _ = first_auction(app, ("Mina", "Joon", "Nari"), hidden=False)
    for _ in range(10):  # everyone passes but the last: the lot goes to them
        if game.state.phase is not Phase.AUCTION:
            break
        press(pygame.K_p)
        frames(app, 3)
    assert game.state.phase is Phase.PLACE
    colour = game.state.in_hand[0]  # seed 3: Mina's cube in Joon's lot; her row follows it
    assert colour in game.state.bidders

    def said() -> str:
        return next(row.note for row in scene.side.money_rows if row.colour == colour)

    def worth(view: BigShotEngine) -> str:
        return scene.text("coach_fortune", amount=theme.number(view.colour_fortunes()[colour]))

    before = said()
    assert before.endswith(worth(game)), before
    empty = sorted((r for r, cubes in enumerate(game.state.region_cubes) if not any(cubes)),
                   key=lambda r: -REGIONS[r].value)
    drop(app, scene, colour, empty[0])
    assert scene.board.staged == [(colour, empty[0])]
    preview = game.with_placed(scene.board.staged)
    assert preview.ownership_now()[empty[0]] == colour
    assert said() != before and said().endswith(worth(preview)), (before, said())
    press_piece(app, scene, scene.take_back, 0)
    assert scene.board.staged == [] and said() == before
    for cube, region in zip(list(game.state.in_hand), empty, strict=False):
        drop(app, scene, cube, region)
    staged_note = said()
    assert staged_note.endswith(worth(game.with_placed(scene.board.staged))), staged_note
    click(scene.place_button.rect.center)
    frames(app, 30)
    assert game.state.phase is not Phase.PLACE
    assert said().endswith(worth(game)) and staged_note.endswith(worth(game)), said()


def drop(app: App, scene: BigShotScene, cube: int, region: int) -> None:
    """Take ``cube`` from the hand and drop it on ``region`` (staged, not yet placed)."""
    press_piece(app, scene, next(piece for piece in scene.hand if piece.cube == cube), 0)
    press_piece(app, scene, scene.board.city.pieces[region], 0)

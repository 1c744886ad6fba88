"""Big Shot with hidden money (BS-D17): beside a hand-over's cover a money row's note is never
cut. A colour that showed its cash on failing to pay and then bid read "showed 2M · h…"
there (trial s32 K/003, "공개된 돈 2M ···" in Korean); the plate in the top bar says what
it showed, so beside the cover that status gives way to the bid."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.panels import note_lines
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.patience import tries
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import first_auction, press_piece
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, lift_curtain, press

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_shown_cash_and_a_bid_beside_the_cover_are_never_cut(
        app: App, size: tuple[int, int], language: str) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"))
    game.state.cash[colour] = 2
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    for _ in tries(600):  # the others pass: the payment fails; then the one who failed bids
        frames(app, 1)
        if (game.state.failed[colour] and game.state.high_bidder == colour
                and isinstance(app.context.manager.top, CurtainScene)):
            break
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            frames(app, 1, dt=QUIET_SECONDS)
            press(pygame.K_SPACE if game.state.failed[colour] and game.state.acting_colour
                  == colour else pygame.K_p)
    else:
        raise AssertionError("the one who failed to pay never bid again")
    frames(app, 2)
    side = scene.side
    rows = side.money_rows
    row = next(row for row in rows if row.colour == colour)
    showed = scene.text("status_showed", amount=2)
    assert showed in row.note and row.note != showed, row.note
    width = side._public_width()
    notes = note_lines(rows, side.rows_rect.width, side.row_h, side.scale, width)
    assert not any("…" in line for note in notes for line in note), notes

"""Big Shot: the seat plates and the panel's money rows say the same cash at every frame
(trial s27 E/128: paying 11M, Sora's plate counted down through 9M beside the panel's
8M; one of them was untrue for a moment)."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine, Phase
from tests.scenes.test_big_shot_scene import _to_auction, start
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]


def test_the_plates_say_the_panels_cash_as_a_lot_is_paid(app: App) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1), SeatConfig("Sora", 2)],
                  seed=3)
    set_speed(app, "normal")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    before = list(game.state.cash)
    untrue: list[tuple[str, int, int | None]] = []
    for _ in range(600):
        if game.state.phase is Phase.PLACE and not scene.driver.is_busy:
            break
        if scene.accepts_input:
            # The first bidder bids 5M more, the others pass: the lot is paid.
            press(pygame.K_p if game.state.high_bidder is not None else pygame.K_SPACE)
        frames(app, 1)
        rows = {row.colour: row.cash for row in scene.side.money_rows}
        for seat, plate in enumerate(scene.plates):
            shown = plate.counter.shown
            if rows.get(seat) is not None and shown != rows[seat]:
                untrue.append((plate.name if hasattr(plate, "name") else str(seat), shown,
                               rows[seat]))
    assert game.state.cash != before, "no lot was paid"
    assert not untrue, untrue

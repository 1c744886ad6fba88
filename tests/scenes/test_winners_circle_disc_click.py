"""A click on a landing disc moves its horse, as a click on the horse does: the discs
looked clickable and a click on one did nothing (trial s29 G/036-037)."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import HorseMoved
from tests.scenes.test_game_base import app, click, frames, press, rest_through_grace
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


def test_a_click_on_a_landing_disc_moves_its_horse(app: App) -> None:
    scene = race_to_roll(app, ["Suchul", "Yumi"], seed=5, bettor_seed=3)
    session = scene.session
    rest_through_grace(app)
    press(pygame.K_SPACE)
    for _ in range(900):
        frames(app, 1)
        if session.game.state.phase is Phase.MOVE and scene.accepts_input:
            break
    assert session.game.state.phase is Phase.MOVE and scene.accepts_input
    frames(app, 2)
    table = scene.table
    # A disc standing clear of every horse piece (a click there finds no horse).
    clear = [(horse, spot) for horse, (spot, _) in table.landing_rings().items()
             if all(sprite.centre(table.geo).distance_to(spot) > table.geo.piece
                    for sprite in table.horses if sprite.visible)]
    assert clear, "every disc stood on a horse"
    horse, spot = clear[-1]
    rest_through_grace(app)
    click((round(spot.x), round(spot.y)))
    for _ in range(300):
        frames(app, 1)
        moved = [event.horse for event in session.game.log if isinstance(event, HorseMoved)]
        if moved:
            break
    assert moved == [horse], moved

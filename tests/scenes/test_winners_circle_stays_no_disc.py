"""A horse that cannot advance (every space it could land on is taken, so it stays) gets
no landing disc: its disc floated in the infield far from its own space, beside the start
label or the coach's card, and read as landing somewhere (trial s29 G/035, 049, 051). Its
lane still says where it stays, and it may still be chosen."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.winners_circle import Phase, card_value, landing
from tests.scenes.test_game_base import app, frames, press, rest_through_grace
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


def test_a_horse_that_stays_gets_no_landing_disc(app: App) -> None:
    scene = race_to_roll(app, ["Suchul", "Yumi"], seed=5, bettor_seed=3)
    rest_through_grace(app)
    press(pygame.K_SPACE)
    for _ in range(900):
        frames(app, 1)
        if scene.session.game.state.phase is Phase.MOVE and scene.accepts_input:
            break
    state = scene.session.game.state
    assert state.phase is Phase.MOVE and state.symbol is not None
    frames(app, 2)
    running = state.running()
    staying = [horse for horse in range(len(running)) if running[horse]
               and state.face_up[horse] and landing(state.progress, running, horse, card_value(
                   state.cards[horse], state.symbol)) == state.progress[horse]]
    assert staying, "no horse stays after this roll: choose another seed"
    rings = scene.table.landing_rings()
    for horse in staying:
        assert horse not in rings
        assert scene.table.lanes[horse].preview  # its lane says where it stays

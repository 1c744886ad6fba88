"""A refusal after the roll stands clear of the podium's boxes and the landing discs:
"You have rolled; now choose a horse to move." covered the 1st, 2nd, 3rd and Last boxes
(trial s18, 146)."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tests.scenes.test_game_base import app, frames, press, until_input
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]

ALREADY_ROLLED = translate("winners_circle.error.already_rolled", "en")


def test_the_refusal_after_a_roll_leaves_the_podium_and_the_discs(app: App) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo"], 5, 1)
    press(pygame.K_SPACE)
    frames(app, 2)
    until_input(app, scene)
    assert scene.session.game.state.phase is Phase.MOVE
    press(pygame.K_SPACE)
    frames(app, 2)
    assert [toast.text for toast in scene.toasts.toasts] == [ALREADY_ROLLED]
    (card,) = scene.toasts.rects(size)
    table = scene.table
    for box in table.boxes.values():
        assert not card.colliderect(box), (card, box)
    for spot, _diameter in table.landing_rings().values():
        assert not card.collidepoint(spot), (card, spot)
    assert not card.colliderect(table.die.rect())

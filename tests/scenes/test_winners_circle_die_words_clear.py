"""No landing disc stands on the die's words or their dark pill: marker 6 sat on "Head"
and marker 4 covered it (trial s26 A/213, 220); the discs kept clear of the words' letters
only, not of the pill they are written on."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from scenes.widgets import paint
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _phase, played_until, seats
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)],
                         ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_disc_stands_on_the_die_words(app: App, size: tuple[int, int]) -> None:
    app.context.apply_settings(replace(app.context.settings, coach=True,
                                       animation_speed="instant"))
    resize_window(app, size)
    frames(app, 2)
    checked = 0
    for seed in range(12):
        session = played_until("winners_circle", seats("winners_circle", 1, 3), seed,
                               _phase("move"), least_moves=seed % 3 * 4)
        scene = make_game_scene(app.context, session)
        assert isinstance(scene, WinnersCircleScene)
        app.context.manager.apply(Push(scene))
        frames(app, 30)
        table = scene.table
        if table.die_words_rect is None:  # the die not yet shown (a frame's draw sets it)
            app.context.manager.apply(Pop())
            frames(app, 2)
            continue
        checked += 1
        pill = paint.felt_pill_rect(table.die_words_rect)
        for horse, (spot, diameter) in table.landing_rings().items():
            disc = pygame.Rect(0, 0, round(diameter), round(diameter))
            disc.center = (round(spot.x), round(spot.y))
            assert not disc.colliderect(pill), (seed, horse, disc, pill)
        app.context.manager.apply(Pop())
        frames(app, 2)
    assert checked, "the die's words never showed"

"""The payout table's figures read from the sofa: at 1920x1080 they were 24 px by font size
but about 18 px of drawn ink (trial s32 I/019). Every figure's ink stands 22 px tall or
more there, the figures of a row kept apart, for three seats' six columns and five seats'
ten."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.rate_card import card_plan, shown_columns
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve"]


@pytest.mark.parametrize("seats", [3, 5])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_rate_card_s_figures_stand_22_px_of_ink_tall_at_1920x1080(
        app: App, language: str, seats: int) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    size = (1920, 1080)
    resize_window(app, size)
    frames(app, 2)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, seat) for seat, name in
                                 enumerate(NAMES[:seats])], seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    table, words = scene.table, app.context.words
    first, count = shown_columns(words, table.rates_rect.width, seats, 0, table.scale)
    assert (first, count) == (1, 2 * seats)  # every column a game can reach
    plan = card_plan(words, table.rates_rect.size, count, table.scale, first)
    figures = [printed for printed in plan.texts
               if printed.text.isdigit() and len(printed.text) == 3]
    assert len(figures) == 3 * count
    inked = []
    for printed in figures:
        ink = assets.text(printed.text, printed.size_px, theme.INK,
                          bold=printed.bold).get_bounding_rect()
        assert ink.height >= 22, (printed.text, printed.size_px, ink.height)
        inked.append(ink.move(printed.rect.topleft))
    for one in inked:  # a row's figures apart: "800600500..." read as one number
        for other in inked:
            if one is not other and one.centery == other.centery:
                assert not one.inflate(8, 0).colliderect(other), (one, other)

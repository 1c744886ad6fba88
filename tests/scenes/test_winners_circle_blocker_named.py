"""A blocked horse's ribbon names the horse under the brick cross and its space (trial s27
D/075: "Green is blocked: it stops on space 3" beside a cross on Purple, on space 4, which
nothing explained)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.motion import gallop
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle_data import Symbol
from tabletop.games.winners_circle_events import HorseMoved
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

GREEN, PURPLE = 5, 6


@pytest.mark.parametrize(("stuck", "language"), [(False, "en"), (True, "en"), (False, "ko")])
def test_the_blocked_ribbon_names_the_horse_under_the_cross(app: App, stuck: bool,
                                                            language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig("Mina", 0), SeatConfig("Computer", 1, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], seats,
                                                           seed=3))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    table = scene.table
    table.ribbon = ""  # who bets first
    for sprite in table.horses:  # Purple on space 4, Green behind it on 3; the rest far off
        sprite.progress = {GREEN: 3.0, PURPLE: 4.0}.get(sprite.horse, 20.0 + sprite.horse)
    stays = 3 if stuck else 1
    step = gallop(table, HorseMoved(0, GREEN, Symbol.CAP, 1 if stuck else 3, stays, 4, 3,
                                    stays, 3, True))
    while not table.ribbon and not step.is_done:
        step.advance(1 / 60)
    words = Words(language)
    assert words("winners_circle.horse.6") in table.ribbon, table.ribbon  # Purple
    assert "4" in table.ribbon and "3" in table.ribbon, table.ribbon
    assert table.blocked_at == (GREEN, 4.0)

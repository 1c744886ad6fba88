"""Polterfass's coach while a throw plays (trial s27): its card said "Nothing to weigh up
yet", or gave the odds of the throw already made, while the barrels still rolled; it now
says it waits for them, and gives its odds once they lie still."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.polterfass import panels
from scenes.shell.app import App
from scenes.widgets.coach_card import draw_coach_card
from tabletop.games.polterfass import Phase, Throw
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_polterfass_table_names import couch_table, play_until

__all__ = ["app"]


def test_the_coach_waits_for_a_throw_to_settle(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = couch_table(app)
    game = scene.session.game
    said: list[tuple[Any, str]] = []  # the card's words while the table moves
    real = draw_coach_card

    def recorded(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: Any,
                 scale: float, **kwargs: Any) -> None:
        if not scene.driver.is_settled:  # the throw still plays
            said.append((lines, kwargs["thinking"]))
        real(surface, rect, title, lines, scale, **kwargs)

    monkeypatch.setattr(panels, "draw_coach_card", recorded)
    play_until(app, scene, lambda: game.state.phase is Phase.FIRST_THROW
               and scene.accepts_input and scene.driver.coach.wanted)
    scene.act(Throw(game.state.innkeeper))
    said.clear()
    rolling = 0
    while not scene.driver.is_settled:
        rolling += 1
        frames(app, 1)
    assert rolling > 5, "the throw played over some frames"
    waiting = app.context.words("polterfass_scene.coach_watching")
    assert said and all(lines is None and thinking == waiting for lines, thinking in said), \
        f"the coach's card while the barrels rolled: {dict.fromkeys(map(str, said))}"

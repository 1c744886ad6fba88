"""Big Shot's Place cubes wears no focus ring while it is grey (trial X/006, shots 064):
pressed with the pointer on it, the button kept its gold ring through the computers' turns,
out of the table's ring, and showed it, greyed, when the next placement began."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.shell.app import App
from scenes.widgets import button as button_module
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine, Phase
from tests.patience import tries
from tests.scenes.test_big_shot_scene import give, plan_placement, press_piece, start
from tests.scenes.test_game_base import SLOW_FRAME, aim_and_click, app, frames, set_speed

__all__ = ["app"]


def test_place_cubes_greyed_at_the_next_placement_shows_no_ring(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Easy", 2, SeatKind.COMPUTER, "easy")])
    set_speed(app, "fast")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    bot = make_bot("big_shot", "easy", seed=1)
    place = scene.place_button
    glows: list[tuple[pygame.Rect, float]] = []
    drawn = button_module.draw_focus_glow

    def record(surface: pygame.Surface, rect: pygame.Rect, radius: int, amount: float,
               *args: Any) -> None:
        if amount > 0.02:
            glows.append((pygame.Rect(rect), amount))
        drawn(surface, rect, radius, amount, *args)

    monkeypatch.setattr(button_module, "draw_focus_glow", record)
    placed, given = 0, -1
    for _ in tries(5000):
        frames(app, 1, SLOW_FRAME)
        placing = game.state.phase is Phase.PLACE and game.current_seat == 0
        if placing and placed and scene.accepts_input:
            break  # Mina's second placement: its first frames are drawn
        if not scene.accepts_input or given == len(game.history):
            continue
        given = len(game.history)
        if not placing:
            give(app, scene, bot.choose(game.view(0)), 0)
            continue
        for cube in plan_placement(game, 0, bot):
            press_piece(app, scene, next(h for h in scene.hand if h.cube == cube.cube), 0)
            press_piece(app, scene, scene.board.city.pieces[cube.region], 0)
        aim_and_click(place.rect.center)  # pointed at, focused, pressed
        frames(app, 1)
        assert place.focused or scene.controls.focused is None
        placed += 1
    else:
        raise AssertionError("Mina never placed twice")
    glows.clear()
    frames(app, 3)
    assert not place.enabled and scene.accepts_input
    assert not [glow for glow in glows if glow[0].colliderect(place.rect)], glows

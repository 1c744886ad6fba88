"""Space pressed with cubes still in hand: its refusal stands clear of the money rows (trial
s26 B/075: a red card lay over the rows, both unreadable as it faded)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.bots import make_bot
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_place_burst import placing
from tests.scenes.test_big_shot_scene import plan_placement, press_piece
from tests.scenes.test_game_base import app
from tests.scenes.test_key_mash import quiet, tap

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_place_cubes_first_refusal_leaves_the_money_rows_clear(
        app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    scene, game = placing(app)
    plan = plan_placement(game, 0, make_bot("big_shot", "easy", seed=9))
    assert len(plan) >= 2
    for placement in plan[:-1]:  # one cube left in hand
        hand = next(piece for piece in scene.hand if piece.cube == placement.cube)
        press_piece(app, scene, hand, 0)
        press_piece(app, scene, scene.board.city.pieces[placement.region], 0)
    quiet(app)
    tap(app, pygame.K_SPACE, frames_after=5)
    refusal, = (toast for toast in scene.toasts.toasts if toast.error)
    scene.toasts.rects(size)  # placed as drawn
    assert refusal.place is not None, "the refusal shows"
    face = refusal.place[0]
    assert not face.colliderect(scene.side.rows_rect), (face, scene.side.rows_rect)

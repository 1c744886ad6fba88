"""Big Shot with hidden money and two persons: the hand-over's cover stands over the cash
and loans only; each colour's cube, name and note (who rolled, who passed, the high bid)
stay in sight beside it (trial s18: the cover hid every row of the money panel)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import Phase
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, lift_curtain, press, set_speed

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cover_hides_the_money_and_leaves_names_and_notes_in_sight(
        app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    set_speed(app, "instant")
    seats = [SeatConfig("Bora", 0), SeatConfig("Player 2", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats, hidden=True, seed=5)
    manager, game = app.context.manager, scene.session.game
    covers = 0
    for _ in tries(3000):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            frames(app, 2)
            cover = pygame.Rect(manager.top.curtain.rect)
            rows = scene.side.rows_rect
            assert cover.left > rows.x + rows.width // 3, "the names and notes are covered"
            public = scene.side.drawn_public
            assert len(public) == len(scene.side.drawn_money) == 3
            assert any(row.note for row in scene.side.drawn_money), "a note to keep in sight"
            assert cover.collidelist(public) < 0, (cover, public)
            # The cash at each row's right end, and the loans beside it, stay covered.
            assert cover.right >= rows.right and cover.top <= rows.top
            assert cover.bottom >= rows.bottom and cover.left <= rows.centerx
            covers += 1
            if covers == 2:
                return
            lift_curtain(app)
            frames(app, 2)
            press(pygame.K_p)
        elif scene.accepts_input:
            press(pygame.K_SPACE if game.state.phase is Phase.ROLL else pygame.K_p)
    raise AssertionError(f"{covers} hand-overs of two")

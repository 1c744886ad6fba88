"""A burst of stray keys while a person places cubes takes none of them back (trial s10:
with all four cubes on the map and Place cubes ready, the burst "F1 q x 9 0 Backspace
Ctrl+Z Delete Home End Insert F5 m k p c" at 60 ms a key took two back, with its
Backspace and its Ctrl+Z, and the map said "2 left"). The mash rule (scenes/shell/mash.py)
holds every key of a mash; a single Backspace once the keys were quiet still takes one
back."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import plan_placement, press_piece
from tests.scenes.test_game_base import FRAME, app, frames
from tests.scenes.test_key_mash import burst, quiet, settled, tap

__all__ = ["app"]

pytestmark = pytest.mark.mash

SIXTY_MS = round(0.06 / FRAME)
"""Frames from one key of the burst to the next, as the trial typed it."""


def placing(shell: App) -> tuple[BigShotScene, BigShotEngine]:
    """A table where Mina, a person, has bought a lot and places its cubes: the game is
    played up to there by computer players' choices for both seats, then shown."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["big_shot"], seats, seed=5)
    game = session.game
    assert isinstance(game, BigShotEngine)
    bots = [make_bot("big_shot", "easy", seed=seat + 1) for seat in range(2)]
    for _ in range(400):
        seat = session.current_seat
        if game.state.phase is Phase.PLACE and seat == 0:
            break
        assert seat is not None
        session.apply(bots[seat].choose(game.view(seat)))
    else:
        raise AssertionError("Mina never came to place cubes")
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, BigShotScene)
    shell.context.manager.apply(Push(scene))
    settled(shell, scene)
    return scene, game


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_burst_with_all_cubes_placed_takes_none_back(app: App,
                                                       size: tuple[int, int]) -> None:
    resize_window(app, size)
    scene, game = placing(app)
    plan = plan_placement(game, 0, make_bot("big_shot", "easy", seed=9))
    assert len(plan) >= 2, "a lot of several cubes, so a take-back would show"
    for placement in plan:  # by the mouse, which no mash counts
        hand = next(piece for piece in scene.hand if piece.cube == placement.cube)
        press_piece(app, scene, hand, 0)
        press_piece(app, scene, scene.board.city.pieces[placement.region], 0)
    staged = [(p.cube, p.region) for p in plan]
    assert scene.board.staged == staged and scene.place_button.enabled
    quiet(app)
    before = game.to_dict()
    burst(app, SIXTY_MS)
    frames(app, 30)
    assert scene.board.staged == staged, "the burst took cubes back"
    assert game.to_dict() == before, "the burst made a move"
    assert scene.place_button.enabled
    quiet(app)
    tap(app, pygame.K_BACKSPACE, frames_after=5)  # one deliberate press still acts
    assert scene.board.staged == staged[:-1]

"""The turn's banner never covers another seat's plate (trial s28 E/166, D/080, D/084: with
no free felt on the board, "Player 1's turn" stood in the top bar over the plates of the
next seats, their names, chips and scores), in any game, at any size, with 2 to 5 seats;
it may stand over the plate of the seat it names."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.shell.app import App
from scenes.shell.scene import Push, Replace
from scenes.widgets.play_order import order_marks
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_turn_banner import OPTIONS, banner_moments

__all__ = ["app"]

NAMES = ["Mina", "Jun", "Ana", "Bo", "Cy", "Dee"]
SIZES = [(1920, 1080), (1280, 720)]


def seat_counts(game_id: str) -> list[int]:
    """2 to 5 seats, as many as the game seats."""
    spec = GAMES[game_id]
    return sorted({min(max(count, spec.min_seats), spec.max_seats) for count in range(2, 6)})


CASES = [(game_id, seats, size) for game_id in sorted(GAMES) for seats in seat_counts(game_id)
         for size in SIZES]


def seated(shell: App, game_id: str, seats: int, size: tuple[int, int],
           language: str = "en") -> GameScene[Any]:
    """Mina and Jun, then computers up to ``seats``, at ``size``: the table settled on
    Mina's first decision."""
    context = shell.context
    context.apply_settings(replace(context.settings, language=language))
    set_speed(shell, "instant")
    resize_window(shell, size)
    frames(shell, 1)
    table = [SeatConfig(name, seat) if seat < 2 else
             SeatConfig(name, seat, SeatKind.COMPUTER, "easy")
             for seat, name in enumerate(NAMES[:seats])]
    session = GameSession.start(GAMES[game_id], table, seed=4, options=OPTIONS.get(game_id, {}))
    scene = make_game_scene(context, session)
    manager = context.manager
    manager.apply(Replace(scene) if manager.stack else Push(scene))
    for _ in tries(600):
        frames(shell, 1)
        if scene.driver.is_settled:
            break
    assert isinstance(scene, GameScene)
    return scene


def between(mark: pygame.Rect, plates: list[pygame.Rect]) -> pygame.Rect:
    """The part of an arrow's mark no plate stands on, where its arrow shows (a mark
    between two plates is wider than the gap between them)."""
    free = [x for x in range(mark.left, mark.right)
            if not any(plate.collidepoint(x, mark.centery) for plate in plates)]
    return pygame.Rect(free[0], mark.y, free[-1] + 1 - free[0], mark.height)


@pytest.mark.parametrize(("game_id", "seats", "size"), CASES,
                         ids=[f"{g}-{n}-{w}x{h}" for g, n, (w, h) in CASES])
def test_the_banner_covers_no_seats_plate(app: App, game_id: str, seats: int,
                                          size: tuple[int, int],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """As it grows in, holds and shrinks out, Jun's banner leaves every other seat's plate
    and the arrows between them as they were: on the table as it stands, and on a board
    with no free felt left (Big Shot's placing, E/166), where it goes to the top bar."""
    scene = seated(app, game_id, seats, size)
    frame = scene.frame
    plates = [plate.rect for plate in frame.plates if plate.seat_index != 1]
    surface = pygame.Surface(size)
    for board_full in (False, True):
        if board_full:
            monkeypatch.setattr(frame, "_banner_clear", lambda _size: [frame.board_area()])
            frame.banner.forget_place()
        frame.banner.progress = 1.0
        scene.draw(surface)
        plain = surface.copy()
        for progress, shown in banner_moments(app, scene, surface, plain):
            every = [plate.rect for plate in frame.plates]
            marks = [between(mark, every) for mark in order_marks(every, frame.layout.scale)]
            covered = [part for part in [*plates, *marks]
                       if shown.colliderect(part)]
            assert not covered, f"at {progress} the banner {shown} over {covered}"
            for plate in plates:
                assert (pygame.image.tobytes(surface.subsurface(plate), "RGB")
                        == pygame.image.tobytes(plain.subsurface(plate), "RGB")), progress
            if board_full:
                assert frame.layout.top_bar.contains(shown), shown
    frame.banner.progress = 1.0

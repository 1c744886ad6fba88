"""Landing discs read apart, each with the place it names: trial s25 saw four discs touch in
a row under spaces 19 to 21 with the pace token and the podium's boxes against them (A/202,
206), a disc for "1st" beside the 1st box that read as landing on space 24 (A/216), and one
for "3rd" floating in the infield under the 3rd box (A/222)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_data import FINISH, Symbol
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

TRIAL_CARDS = [3, 5, 10, 15, 18, 21, 25]
"""The seven cards of trial s25's race (Black 3 9 9 3 ... Purple 6 8 3 1)."""
GREEN = 5
TRIAL: dict[str, tuple[list[int | None], int | None, Symbol]] = {
    # the spaces the horses stood on (None: finished), the pace horse, the roll
    "A202": ([11, 3, 12, 2, 10, 16, 1], None, Symbol.SADDLE),  # Green's card face down
    "A206": ([20, 13, 19, 6, 11, 16, 7], 0, Symbol.HEAD),
    "A216": ([32, 19, 33, 14, 31, 35, 18], 0, Symbol.HEAD),  # Green's card face down
    "A222": ([34, 22, None, 23, None, 35, 24], 0, Symbol.HEAD),
}


def trial_moment(shell: App, name: str, size: tuple[int, int]) -> WinnersCircleScene:
    """Ann and Ben at trial s25's race at moment ``name``: the die rolled, Ann to move."""
    pygame.display.set_mode(size)
    shell.context.resize(size)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig("Ann", 0), SeatConfig("Ben", 1)], seed=5)
    bettor = make_bot("winners_circle", "easy", seed=1)
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
    spaces, pace, symbol = TRIAL[name]
    state = session.game.state
    state.cards = list(TRIAL_CARDS)
    state.progress = [FINISH + horse if space is None else space + 36
                      for horse, space in enumerate(spaces)]
    state.finished = [horse for horse, space in enumerate(spaces) if space is None]
    state.face_up = [space is not None and (horse != GREEN or name in ("A206", "A222"))
                     for horse, space in enumerate(spaces)]
    state.pace_horse, state.to_move = pace, 0
    state.phase, state.symbol = Phase.MOVE, symbol
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    assert scene.table.previews, "no horse may move"
    return scene


def _disc(spot: pygame.Vector2, size: float) -> pygame.Rect:
    return pygame.Rect(0, 0, round(size), round(size)).move(round(spot.x - size / 2),
                                                             round(spot.y - size / 2))


def _gap(rect: pygame.Rect, spot: pygame.Vector2, size: float) -> float:
    """How far a disc's edge stands from ``rect`` (0: touching or over it)."""
    nearest = pygame.Vector2(max(rect.left, min(spot.x, rect.right)),
                             max(rect.top, min(spot.y, rect.bottom)))
    return max(0.0, spot.distance_to(nearest) - size / 2)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("moment", sorted(TRIAL))
def test_discs_landing_apart_stand_apart_and_clear_of_the_podium_and_pace_token(
        app: App, moment: str, size: tuple[int, int]) -> None:
    """Discs of horses landing on different spaces (or boxes) keep a sixth of a disc
    between them, and so do the discs on the track from the podium's boxes and the pace
    token."""
    table = trial_moment(app, moment, size).table
    marks = table.landing_rings()
    target = {horse: min(end, FINISH) for horse, end in table.previews.items()}
    crowded: list[tuple[int, object, object]] = []
    for (a, (spot_a, size_a)), (b, (spot_b, _)) in combinations(marks.items(), 2):
        if target[a] != target[b] and spot_a.distance_to(spot_b) < size_a * 7 / 6 - 1:
            crowded.append((a + 1, b + 1, round(spot_a.distance_to(spot_b))))
    kept = [*table.boxes.values(), *([table.pace_rect()] if table.pace_on_track else [])]
    for horse, (spot, diameter) in marks.items():
        if target[horse] < FINISH:
            crowded += [(horse + 1, "beside", rect) for rect in kept
                        if _gap(rect, spot, diameter) < diameter / 6 - 1]
    assert not crowded, crowded


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("moment", ["A216", "A222"])
def test_a_finishing_disc_outside_its_box_hangs_from_it_by_a_gold_line(
        app: App, moment: str, size: tuple[int, int]) -> None:
    """Two horses that may finish: one disc stands in the box, the other near it (the die
    may take the room right under it), a gold line between them."""
    table = trial_moment(app, moment, size).table
    box = table.finish_box()
    marks = table.landing_rings()
    outside = {horse: mark for horse, mark in marks.items()
               if table.previews[horse] >= FINISH and not box.contains(_disc(*mark))}
    assert len(outside) == 1, marks
    (horse, (spot, diameter)), = outside.items()
    assert _gap(box, spot, diameter) <= diameter * 1.5, (horse + 1, spot, box)
    board = pygame.Surface(size)
    table.draw_previews(board, None)
    edge = pygame.Vector2(max(box.left, min(spot.x, box.right)),
                          max(box.top, min(spot.y, box.bottom)))
    rim = spot + (edge - spot) * (diameter / 2 / spot.distance_to(edge))
    middle = edge.lerp(rim, 0.5)
    assert board.get_at((round(middle.x), round(middle.y)))[:3] == theme.GOLD_LIGHT[:3], \
        (horse + 1, middle)

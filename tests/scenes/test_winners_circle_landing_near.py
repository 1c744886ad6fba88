"""Each landing disc stands on the space it names or right beside it: trial s26 D/063-068
(two persons and a computer, the coach on) saw the discs of horses landing on the spaces
round the line far off in the infield, where the coach's card took the room beside the
straight, on long gold lines that crossed each other."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.landing import line_start
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_data import FINISH, Symbol
from tabletop.games.winners_circle_rules import printed_space
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import bets_laid

__all__ = ["app"]

TRIAL_CARDS = [1, 4, 11, 15, 18, 23, 25]
"""The seven cards of trial s26 D's first race (Black 7 1 2 6 ... Purple 6 8 3 1)."""
TRIAL: dict[str, tuple[list[int], list[bool], Symbol]] = {
    # each horse's progress, whether its card is face up, the roll
    "D063": ([34, 31, 30, 36, 33, 32, 35], [True] * 7, Symbol.HEAD),
    "D067": ([39, 31, 30, 40, 33, 32, 41], [False, True, True, False, True, True, False],
             Symbol.CAP),
    "D068": ([39, 31, 36, 40, 33, 32, 41], [False, True, False, False, True, True, False],
             Symbol.HEAD),
}


def trial_moment(shell: App, name: str, size: tuple[int, int],
                 language: str) -> WinnersCircleScene:
    """Ann and Ben, persons, and a computer at trial s26 D's race at moment ``name``, the
    coach on: the die rolled, Ann to move."""
    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         coach=True))
    pygame.display.set_mode(size)
    shell.context.resize(size)
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1),
             SeatConfig("Cy", 2, SeatKind.COMPUTER, "easy")]
    session = bets_laid(seats, 5, 1)
    progress, face_up, symbol = TRIAL[name]
    state = session.game.state
    state.cards, state.progress, state.face_up = list(TRIAL_CARDS), list(progress), face_up
    state.finished, state.pace_horse, state.to_move = [], None, 0
    state.phase, state.symbol = Phase.MOVE, symbol
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    assert scene.table.previews, "no horse may move"
    return scene


def _crosses(a: pygame.Vector2, b: pygame.Vector2, c: pygame.Vector2,
             d: pygame.Vector2) -> bool:
    def side(p: pygame.Vector2, q: pygame.Vector2, r: pygame.Vector2) -> float:
        return (q - p).cross(r - p)

    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("moment", sorted(TRIAL))
def test_each_disc_stands_on_or_right_beside_its_space_and_no_lines_cross(
        app: App, moment: str, language: str, size: tuple[int, int]) -> None:
    """A disc's middle lies within two discs of its space's inner rail, nearer that space
    than any other gold-edged one, and no two gold lines cross."""
    table = trial_moment(app, moment, size, language).table
    geo = table.geo
    landing = {printed_space(end) for end in table.previews.values() if end < FINISH}
    far = []
    for horse, (spot, diameter) in table.landing_rings().items():
        end = table.previews[horse]
        if end >= FINISH:
            continue
        own = printed_space(end)
        nearest = min(landing,
                      key=lambda space: spot.distance_to(geo.space_centre(space, -0.5)))
        reach = spot.distance_to(line_start(geo, end))
        if nearest != own or reach > 2 * diameter:
            far.append((horse + 1, own, nearest, round(reach / diameter, 1)))
    assert not far, far
    lines = table.gold_lines()
    crossing = [(a, b) for a, b in combinations(lines, 2) if _crosses(*a, *b)]
    assert not crossing, crossing

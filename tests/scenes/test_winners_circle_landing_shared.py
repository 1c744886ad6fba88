"""Two horses landing on one space: both discs read at that space, side by side on it or
right beside it, never over a space's number or the finish line's squares. Trial s29 G/031
(red and yellow both to 32): yellow's disc stood on 32's outer half over its number, red's
on its inner half, one above the other; G/049 (black and red both to 5)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.landing import line_start
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.games.winners_circle.track import TrackGeometry
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_data import SPACES, Symbol
from tabletop.games.winners_circle_rules import printed_space
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import bets_laid

__all__ = ["app"]

TRIAL: dict[str, tuple[list[int], dict[int, int]]] = {
    # each horse's progress, the previews (horse: progress it would reach)
    "G031": ([34, 4, 30, 33, 31, 36, 35], {0: 37, 2: 32, 3: 41, 4: 32, 5: 43, 6: 39}),
    "G049": ([38, 40, 35, 34, 36, 46, 50], {0: 41, 1: 44, 2: 41, 3: 42, 4: 37}),
}


def trial_moment(shell: App, progress: list[int], size: tuple[int, int], coach: bool,
                 language: str) -> WinnersCircleScene:
    """Two persons and two computers, bets down, the horses at ``progress``, the die
    rolled, the first person to move."""
    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         coach=coach))
    pygame.display.set_mode(size)
    shell.context.resize(size)
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1),
             SeatConfig("Cy", 2, SeatKind.COMPUTER, "easy"),
             SeatConfig("Di", 3, SeatKind.COMPUTER, "easy")]
    session = bets_laid(seats, 5, 1)
    state = session.game.state
    state.progress, state.cards = list(progress), [4 * horse for horse in range(7)]
    state.face_up = [True] * 7
    state.finished, state.pace_horse, state.to_move = [], None, 0
    state.phase, state.symbol = Phase.MOVE, Symbol.SADDLE
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def finish_squares(geo: TrackGeometry) -> pygame.Rect:
    """Round the checkered squares across the track at the line."""
    point, normal = geo.at(0.0)
    tangent = pygame.Vector2(-normal.y, normal.x) * geo.finish_band()
    corners = [point + normal * (side * geo.width / 2) + tangent * way
               for side in (-1, 1) for way in (-1, 1)]
    left, right = min(c.x for c in corners), max(c.x for c in corners)
    top, bottom = min(c.y for c in corners), max(c.y for c in corners)
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def _meets(spot: pygame.Vector2, radius: float, rect: pygame.Rect) -> bool:
    nearest = pygame.Vector2(max(rect.left, min(spot.x, rect.right)),
                             max(rect.top, min(spot.y, rect.bottom)))
    return spot.distance_to(nearest) < radius


def astray_shared_discs(scene: WinnersCircleScene) -> list[tuple[int, int, str]]:
    """Each disc of a space two horses land on that does not read at it: (horse, space,
    why)."""
    table = scene.table
    geo = table.geo
    blocked = [*(geo.number_rect(space) for space in range(1, SPACES + 1)),
               finish_squares(geo)]
    ends = list(table.previews.values())
    astray = []
    for horse, (spot, diameter) in table.landing_rings().items():
        end = table.previews[horse]
        if ends.count(end) < 2:
            continue
        space = printed_space(end)
        nearest = min(range(1, SPACES + 1),
                      key=lambda other: spot.distance_to(geo.space_centre(other, -0.25)))
        if nearest != space:
            astray.append((horse + 1, space, f"nearest {nearest}"))
        reach = min(spot.distance_to(line_start(geo, end)),
                    spot.distance_to(geo.space_centre(space)))
        if reach > 2 * diameter:
            astray.append((horse + 1, space, "far off"))
        if any(_meets(spot, diameter / 2, rect) for rect in blocked):
            astray.append((horse + 1, space, "over a number or the line"))
    return astray


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("coach", [True, False])
@pytest.mark.parametrize("moment", sorted(TRIAL))
def test_two_discs_of_one_space_stand_at_it_side_by_side(
        app: App, moment: str, coach: bool, size: tuple[int, int]) -> None:
    progress, previews = TRIAL[moment]
    scene = trial_moment(app, progress, size, coach, "en")
    scene.table.previews = dict(previews)
    assert not astray_shared_discs(scene), astray_shared_discs(scene)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_two_discs_read_at_every_space_they_share(app: App, size: tuple[int, int]) -> None:
    """Every space of the track, two horses landing on it, the horses on the far side of
    the track (at the start they stand on spaces 30 to 36). On spaces 1 and 36, beside
    "Start · Finish", the second disc stood over the space's number (the inner one may
    not reach over the rail there)."""
    scene = trial_moment(app, [0] * 7, size, False, "en")
    astray = []
    for space in range(1, SPACES + 1):
        for horse, sprite in enumerate(scene.table.horses):
            sprite.progress = float(1 + (space + 15 + horse) % SPACES)
        scene.table.previews = {0: SPACES + space, 1: SPACES + space}
        astray += astray_shared_discs(scene)
    assert not astray, astray

"""A lone landing disc (no other horse lands on its space) stands on its space or right
against it, its middle within three quarters of a disc of the space's inner rail: trial
G/049 saw the disc for "→8" out in the infield between spaces 8 and 9, where the discs of
the horses landing on 5 and 6 took the room beside the rail."""

from __future__ import annotations

import pytest

from scenes.games.winners_circle.landing import line_start, on_its_space
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tabletop.games.winners_circle_data import FINISH, SPACES
from tabletop.games.winners_circle_rules import printed_space
from tests.scenes.test_game_base import app
from tests.scenes.test_winners_circle_landing_shared import TRIAL, trial_moment

__all__ = ["app"]


def astray_lone_discs(scene: WinnersCircleScene) -> list[tuple[int, int, float]]:
    """Each lone disc neither on its space nor right against its inner rail: (horse,
    space, how far from the rail in discs)."""
    table = scene.table
    geo = table.geo
    ends = list(table.previews.values())
    astray = []
    for horse, (spot, diameter) in table.landing_rings().items():
        end = table.previews[horse]
        if end >= FINISH or ends.count(end) > 1:
            continue
        space = printed_space(end)
        reach = spot.distance_to(line_start(geo, end))
        nearest = min(range(1, SPACES + 1),
                      key=lambda other: spot.distance_to(geo.space_centre(other)))
        if on_its_space(geo, spot) and nearest == space:
            continue
        if reach > 0.75 * diameter:
            astray.append((horse + 1, space, round(reach / diameter, 2)))
    return astray


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("coach", [True, False])
def test_a_lone_disc_stands_on_or_next_to_its_space_at_every_space(
        app: App, coach: bool, size: tuple[int, int]) -> None:
    """Every space, its disc alone, and again with lone discs landing two spaces either
    side (the crowding of G/049), the horses on the far side of the track; and the
    trial's moment itself."""
    scene = trial_moment(app, [0] * 7, size, coach, "en")
    astray = []
    for space in range(1, SPACES + 1):
        for horse, sprite in enumerate(scene.table.horses):
            sprite.progress = float(1 + (space + 15 + horse) % SPACES)
        for previews in ({0: SPACES + space},
                         {0: SPACES + space, 1: SPACES + space - 2, 2: SPACES + space + 2}):
            scene.table.previews = {horse: end for horse, end in previews.items()
                                    if SPACES < end <= 2 * SPACES}
            astray += [(space, *disc) for disc in astray_lone_discs(scene)]
    progress, previews = TRIAL["G049"]
    scene = trial_moment(app, progress, size, coach, "en")
    scene.table.previews = dict(previews)
    astray += [("G049", *disc) for disc in astray_lone_discs(scene)]
    assert not astray, astray

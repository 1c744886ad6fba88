"""A horse's row keeps its landing tag beside its chips and the pace token (trial s20).

Green with three chips and the pace token lost its "→ 24" (129, 147), the chips kept
apart to be read and no room left for the tag; on crowded rows the chips stood against
the token and the medal (130). Every row keeps its tag, or its medal, with nothing over
another.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.lanes import ChipSprite, HorseLane
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle_data import SPACES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _crowding(scene: WinnersCircleScene, lane: HorseLane) -> list[str]:
    """What goes wrong in ``lane`` with each count of chips, the pace token and each
    landing tag or a medal: a tag missing, or two of chips, token and tag/medal over
    each other."""
    table, found = scene.table, []
    words = [*(table.text("preview_space", space=space) for space in range(1, SPACES + 1)),
             *(table.text("preview_space", space=table.text(f"podium_{place}"))
               for place in (1, 2, 3))]
    for count in range(1, lane.seats + 1):
        lane.chips = [ChipSprite(seat, seat, 1) for seat in range(count)]
        lane.pace = True
        for end in [*words, None]:
            lane.preview, lane.place = (end, None) if end else ("", 1)
            d = lane.chip_diameter
            last = lane.chip_spot(count - 1)
            chips = pygame.Rect(0, 0, round(last.x - lane.chip_spot(0).x) + d, d)
            chips.midright = (round(last.x + d / 2), round(last.y))
            tag = lane.preview_tag()
            if end and tag is None:
                found.append(f"{count} chips: no {end!r}")
                continue
            other = tag[1] if tag else lane.medal_rect()
            pace = lane.pace_rect()
            for a, b, name in ((chips, pace, "chips/token"), (chips, other, "chips/tag"),
                               (pace, other, "token/tag")):
                if a.colliderect(b):
                    found.append(f"{count} chips, {end!r}: {name} {a} {b}")
    return found


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_row_keeps_its_landing_tag_beside_chips_and_pace_token(
        app: App, size: tuple[int, int], seats: int, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    pygame.display.set_mode(size)
    app.context.resize(size)
    table = [SeatConfig(f"Mina {index}", index) for index in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], table, 5))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert _crowding(scene, scene.table.lanes[5]) == []


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [5, 6])
def test_beside_the_open_log_every_row_keeps_its_landing_tag(
        app: App, size: tuple[int, int], seats: int, language: str) -> None:
    """Beside the open log at five and six seats a row nearly full of chips, with the pace
    token, lost its "→ 25" (trial s20): its chips now close up for the tag, each owner's
    symbol still in sight."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    pygame.display.set_mode(size)
    app.context.resize(size)
    table = [SeatConfig(f"Mina {index}", index) for index in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], table, 5))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    scene.frame.log.toggle()
    frames(app, 60)
    assert scene.frame.log.is_open and scene.frame.log.is_still
    assert _crowding(scene, scene.table.lanes[5]) == []

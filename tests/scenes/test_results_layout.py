"""Results of every game: the standings fill the panel evenly, and scores keep the
game's own unit."""

from __future__ import annotations

import time

import pygame
import pytest

from scenes.screens.results import ResultsScene
from scenes.screens.results_standings import PODIUM_HEIGHT
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatKind
from tests.patience import PATIENCE
from tests.scenes.screens import resize_window
from tests.scenes.test_couch_results import finished, show
from tests.scenes.test_game_base import app, frames, press, set_speed, toy_session
from tests.scenes.toy_scene import ToyScene

__all__ = ["app"]


@pytest.mark.parametrize("people", [2, 3, 4, 6])
def test_the_standings_fill_the_panel_evenly(app: App, people: int) -> None:
    """A table of two left the panel's top half empty; now the heading, podium
    and rows are centred in the room above the caption, and the rows stay above it."""
    names = ["Mina", "Jun", "Ara", "Bo", "Kim", "Seo"][:people]
    scene = show(app, finished(names))
    heading, floor, rows_top, row_h = scene.standings.standing()
    top = scene.panel.y + scene.px(theme.SPACE_L)
    caption_top = (scene.panel.bottom - scene.px(theme.SPACE_M)
                   - scene._scoring_caption().get_height() - scene.px(12))
    rest = max(0, people - 3)
    bottom = rows_top + rest * row_h if rest else floor
    start = heading if heading is not None else floor - scene.px(PODIUM_HEIGHT)
    assert bottom <= caption_top
    assert abs((start - top) - (caption_top - bottom)) <= 2 or start == top
    if people <= 4:
        assert heading is not None, "a heading says what the panel shows when it fits"


def test_scores_keep_the_games_unit(app: App) -> None:
    """Winner's Circle's money lost its "$" on the results; a game scene hands
    its own score formatting to the results it opens."""
    set_speed(app, "instant")
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER), rounds=2, hidden=False)
    scene = DollarScene(app.context, session)
    app.context.manager.apply(Push(scene))
    deadline = time.monotonic() + PATIENCE
    while not isinstance(app.context.manager.top, ResultsScene) and time.monotonic() < deadline:
        frames(app, 1)
        if scene.accepts_input or session.game.is_over:
            press(pygame.K_p if scene.accepts_input else pygame.K_RETURN)
        time.sleep(0.002)
    results = app.context.manager.top
    assert isinstance(results, ResultsScene)
    assert results.format_score(1550) == "$1550"


class DollarScene(ToyScene):
    def format_score(self, points: int) -> str:
        return f"${points}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_two_player_podium_stands_about_the_middle_winner_first(app: App,
                                                                  size: tuple[int, int]) -> None:
    """Trial s35 R/016: second left and first right of the middle read as an off-centre
    podium with an empty third place. The two blocks stand side by side, symmetric about
    the panel's middle, the winner's on the left; three keep first in the middle."""
    resize_window(app, size)
    frames(app, 1)
    scene = show(app, finished(["Mina", "Jun"]))
    (first_place, _), (second_place, _) = scene.places
    assert (first_place, second_place) == (1, 2)
    first, second = scene.standings.blocks()
    middle = scene.panel.centerx
    assert first.right <= middle <= second.left
    assert abs((middle - first.centerx) - (second.centerx - middle)) <= 1
    assert first.bottom == second.bottom and first.height > second.height
    three = show(app, finished(["Mina", "Jun", "Ara"]))
    blocks = three.standings.blocks()
    winner = blocks[[place for place, _ in three.places].index(1)]
    assert abs(winner.centerx - three.panel.centerx) <= 1

"""Wizard Extreme at 1920x1080 and 1280x720: the seats' names under the trick's slots
and a place's seals each keep a clear gap. Trial s19 saw "Computer 1" and "Computer 2"
touch under a replay's trick (their underlines read as one line) and a computer's seals
touch the count badge on its cards (which ends at the cards' right edge)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NAMES = ["Ann", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("count", [3, 4, 5])
def test_names_under_the_trick_and_seals_beside_the_cards_keep_a_gap(
        app: App, size: tuple[int, int], count: int) -> None:
    resize_window(app, size)
    seats = [SeatConfig(NAMES[0], 0), *(SeatConfig(name, index, SeatKind.COMPUTER, "easy")
                                       for index, name in enumerate(NAMES[1:count], 1))]
    scene = make_game_scene(app.context, GameSession.start(GAMES["wizard_extreme"], seats, 3))
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    least = theme.px(12, scene.scale)
    labels = sorted((scene.trick.label_rect(seat) for seat in range(count)),
                    key=lambda rect: (rect.top, rect.left))
    for left, right in pairwise(labels):
        if left.top == right.top:  # neighbours in a row (in two rows the seats take turns)
            assert right.left - left.right >= least, (size, count, left, right)
    for seat, zone in enumerate(scene.zones):
        gap = zone.seals.rect.left - zone.backs.rect.right
        assert gap >= least, f"seat {seat}: the seals start {gap} px after the cards' badge"

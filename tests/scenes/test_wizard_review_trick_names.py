"""A Wizard Extreme replay with its review open: the trick's names stand in one row."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.shell.context import AppContext
from scenes.shell.scene import Scene
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window, show
from tests.scenes.test_game_base import FRAME, app, frames, press

__all__ = ["app"]


def _three_computers_replayed(context: AppContext) -> list[Scene]:
    """The replay of a game three computers played (the trials' "Computer 1".."3")."""
    table = [SeatConfig(f"Computer {index + 1}", index, SeatKind.COMPUTER, "easy")
             for index in range(3)]
    played = GameSession.start(GAMES["wizard_extreme"], table, 7, None)
    while not played.game.is_over:
        played.apply(played.bot_action())
    return [context.navigator.replay(played)]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_trick_names_keep_one_row_beside_the_review(app: App,
                                                        size: tuple[int, int]) -> None:
    """Trials s26 B/157 and E/282: with the review open the table narrowed, and of the
    trick's three names the middle one dropped a row, onto the felt's oval, as if that
    seat sat apart. A replay never shows the side panel (nobody decides there), so the
    trick takes its column too: three names fit one row."""
    resize_window(app, size)
    frames(app, 1)
    show(app, _three_computers_replayed)
    frames(app, 10)
    press(pygame.K_r)  # the review opens
    frames(app, 30, FRAME)
    scene = app.context.manager.top
    assert isinstance(scene, WizardExtremeScene)
    assert scene.driver.review_shown  # type: ignore[attr-defined]
    labels = [scene.trick.label_rect(seat) for seat in range(3)]
    assert len({label.top for label in labels}) == 1, labels
    assert scene.trick.name_rows() == 1  # each name whole, none cut with "…"
    assert all(left.right <= right.left for left, right in pairwise(labels))

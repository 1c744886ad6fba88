"""Big Shot's notices stand one at a time (trial s30: in a 2-person game's first seconds
the "two colours each" notice and an unpaid bid's stood together, one beside the other).
The newest shows; the older waits unseen, its clock stopped, and comes back after, long
enough to be read."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from scenes.widgets.toast import TOAST_SECONDS
from tabletop.core.seats import SeatConfig
from tests.patience import tries
from tests.scenes.test_big_shot_scene import bid_beyond_cash, first_auction, start
from tests.scenes.test_game_base import FRAME, app, frames, press

__all__ = ["app"]

SIZE = (1920, 1080)


def _shown(scene: BigShotScene) -> list[str]:
    """The notices drawn on the table now."""
    scene.draw(pygame.Surface(SIZE))
    return [toast.text for toast in scene.toasts.toasts if not toast.waiting]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_an_unpaid_bid_stands_alone_and_the_two_colours_notice_comes_back(
        app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, game, colour = first_auction(app, ("Mina", "Joon"))
    opening = scene.names.two_colours(app.context.words)
    assert _shown(scene) == [opening]
    bid_beyond_cash(app, scene, game, colour)
    frames(app, 2)
    notice = scene.failure_notice
    assert notice is not None
    assert opening in [toast.text for toast in scene.toasts.toasts], "gone before the test"
    assert _shown(scene) == [notice.text]
    assert len(scene.toasts.rects(SIZE)) == 1
    for _ in tries(round(notice.seconds / FRAME) + 60):  # the unpaid bid's notice read
        frames(app, 1)
        if notice not in scene.toasts.toasts:
            break
    assert _shown(scene) == [opening]
    frames(app, round((TOAST_SECONDS - 0.5) / FRAME))
    assert _shown(scene) == [opening], "back too briefly to be read"


def test_a_refusal_in_the_first_seconds_stands_alone_and_the_two_colours_come_back(
        app: App) -> None:
    """A press the table refuses while the opening notice stands: the refusal shows
    alone, then the opening again, still to be read."""
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    frames(app, 2)
    opening = scene.names.two_colours(app.context.words)
    assert _shown(scene) == [opening]
    for _ in range(2):
        press(pygame.K_RETURN)
        frames(app, 1)
    refusals = [toast for toast in scene.toasts.toasts if toast.text != opening]
    assert refusals, "no refusal"
    assert _shown(scene) == [refusals[-1].text]
    assert len(scene.toasts.rects(SIZE)) == 1
    frames(app, round(refusals[-1].seconds / FRAME) + 2)
    assert _shown(scene) == [opening]

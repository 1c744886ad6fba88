"""Behind a privacy cover the log's tab is live: L or a click on it opens the log, which
holds only public events then (trial s31 I/022: with two persons a cover is up almost
always, and the log was out of reach; before, the tab was hidden under a cover, trial s18,
s23)."""

from __future__ import annotations

import pygame

from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.test_game_base import QUIET_SECONDS, app, click, frames, press
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]


def _arrow_pixel(app: App, scene: WinnersCircleScene) -> tuple[int, int, int]:
    """The paper colour of the tab's arrow, found in the tab's top third (the arrow heads
    the tab, above its word and keycap: trial s39 Y/013), or the colour drawn there."""
    log = scene.frame.log
    tab = log.tab_rect()
    frames(app, 1)
    window = pygame.display.get_surface()
    colours = [window.get_at((x, y)) for x in range(tab.left, tab.right)
               for y in range(tab.top, tab.top + tab.height // 3)]
    paper = [colour for colour in colours if colour[:3] == theme.PAPER[:3]]
    colour = (paper or colours)[0]
    return colour.r, colour.g, colour.b


def test_the_log_tab_is_live_behind_the_cover(app: App) -> None:
    scene = start(app, hidden=True)
    for _ in range(300):
        frames(app, 1)
        if isinstance(app.context.manager.stack[-1], CurtainScene):
            break
    cover = app.context.manager.stack[-1]
    assert isinstance(cover, CurtainScene), "no cover rose"
    assert _arrow_pixel(app, scene) == theme.PAPER[:3], "the tab is not drawn live"
    log = scene.frame.log
    was_open = log.is_open
    press(pygame.K_l)
    frames(app, 30)
    assert log.is_open != was_open, "L did nothing behind the cover"
    frames(app, 1, dt=QUIET_SECONDS)  # past the cover's grace, as for any click
    click(log.tab_rect().center)
    frames(app, 30)
    assert log.is_open == was_open, "a click on the tab did nothing behind the cover"
    assert app.context.manager.top is cover

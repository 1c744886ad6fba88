"""Behind a privacy cover the log's tab answers nothing (the cover takes every press): it
looked live, and a click or L did nothing (trial s18, 160); darkened, it looked like a blank
patch left by a bug (trial s23, A/178). Now, in every game, it is not drawn while the cover
is up, and comes back live once it falls."""

from __future__ import annotations

import pygame

from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames, lift_curtain, press
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]


def _arrow_pixel(app: App, scene: WinnersCircleScene) -> tuple[int, int, int]:
    log = scene.frame.log
    tab = log.tab_rect()
    scale = theme.ui_scale(app.context.size)
    frames(app, 1)
    colour = pygame.display.get_surface().get_at((tab.centerx + theme.px(2, scale),
                                                  tab.centery))
    return colour.r, colour.g, colour.b


def test_the_log_tab_looks_shut_off_behind_the_cover(app: App) -> None:
    scene = start(app, hidden=True)
    for _ in range(300):
        frames(app, 1)
        if isinstance(app.context.manager.stack[-1], CurtainScene):
            break
    assert isinstance(app.context.manager.stack[-1], CurtainScene), "no cover rose"
    assert _arrow_pixel(app, scene) != theme.PAPER[:3], "the tab's arrow still invites a click"
    tab = scene.frame.log.tab_rect()
    screen = pygame.display.get_surface()
    on_tab, beside = screen.get_at(tab.center), screen.get_at((tab.centerx, tab.bottom + 24))
    assert max(abs(a - b) for a, b in zip(on_tab[:3], beside[:3], strict=True)) < 16, (
        "a blank patch stands where the tab was")
    was_open = scene.frame.log.is_open
    press(pygame.K_l)
    frames(app, 2)
    assert scene.frame.log.is_open == was_open
    lift_curtain(app)  # the cover falls: the tab is live again
    for _ in range(60):
        frames(app, 1)
        if not isinstance(app.context.manager.stack[-1], CurtainScene):
            break
    frames(app, 2)
    assert _arrow_pixel(app, scene) == theme.PAPER[:3]

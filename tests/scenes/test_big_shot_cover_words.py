"""Big Shot's hand-over cover over the money (BS-D17) is a narrow column beside the names:
its paper reaches to within a thin edge of it, so that its words wrap to few lines. In
Korean "Everyone else, look away" took three short lines ("다른 분들은 잠시 / 눈을 돌려 /
주세요.", trial s32 K/003); it takes two, at both window sizes, in both languages."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press, set_speed

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_cover_says_look_away_in_two_lines(app: App, size: tuple[int, int],
                                               language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    frames(app, 2)
    set_speed(app, "instant")
    scene = start(app, [SeatConfig(name, index) for index, name in
                        enumerate(("Ann", "플레이어 2", "Nari"))], hidden=True, seed=3)
    for _ in tries(300):
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            break
        if scene.accepts_input:
            frames(app, 1, dt=QUIET_SECONDS)
            press(pygame.K_SPACE)
    top = app.context.manager.top
    assert isinstance(top, CurtainScene)
    scale = theme.ui_scale(size)
    cover, cap, title, hint = top.curtain.paint(scale)
    assert cover.get_width() == scene.side.purse_rect().width, "a full-width cover"
    small = assets.font(theme.text_px(theme.TextSize.SMALL, scale)).get_linesize()
    assert hint.height // small <= 2, (hint.height, small)
    assert cover.get_rect().contains(title) and cover.get_rect().contains(cap)

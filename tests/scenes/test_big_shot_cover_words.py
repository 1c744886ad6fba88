"""Big Shot's hand-over cover over the money (BS-D17) is a narrow column beside the names:
its paper reaches to within a thin edge of it, so that its words wrap to few lines. In
Korean "Everyone else, look away" took three short lines ("다른 분들은 잠시 / 눈을 돌려 /
주세요.", trial s32 K/003); it takes two, at both window sizes, in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.games.curtain import CurtainScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.patience import tries
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press, set_speed

__all__ = ["app"]


def _cover(app: App, size: tuple[int, int], language: str,
           names: tuple[str, ...] = ("Ann", "플레이어 2", "Nari"),
           ) -> tuple[BigShotScene, tuple[pygame.Surface, pygame.Rect, pygame.Rect, pygame.Rect]]:
    """The first hand-over cover of a hidden-money table in ``language`` at ``size``: the
    scene and the cover as painted (its picture, keycap, title and hint)."""
    view_in(app, size, language)
    frames(app, 2)
    set_speed(app, "instant")
    scene = start(app, [SeatConfig(name, index) for index, name in
                        enumerate(names)], hidden=True, seed=3)
    for _ in tries(300):
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            break
        if scene.accepts_input:
            frames(app, 1, dt=QUIET_SECONDS)
            press(pygame.K_SPACE)
    top = app.context.manager.top
    assert isinstance(top, CurtainScene)
    return scene, top.curtain.paint(theme.ui_scale(size))


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_cover_says_look_away_in_two_lines(app: App, size: tuple[int, int],
                                               language: str) -> None:
    scene, (cover, cap, title, hint) = _cover(app, size, language)
    scale = theme.ui_scale(size)
    assert cover.get_width() == scene.side.purse_rect().width, "a full-width cover"
    small = assets.font(theme.text_px(theme.TextSize.SMALL, scale)).get_linesize()
    assert hint.height // small <= 2, (hint.height, small)
    assert cover.get_rect().contains(title) and cover.get_rect().contains(cap)


@pytest.mark.parametrize("names", [("Ann", "플레이어 2", "Nari"),
                                   ("Christopher", "Alexandra", "Maximilian")])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_cover_s_title_takes_two_lines_at_most(app: App, size: tuple[int, int],
                                                    language: str,
                                                    names: tuple[str, ...]) -> None:
    """In English "Ann: press to / show your / money" took three lines at 1080p, a narrow
    column of words (trial s32); it takes two at most, whole, in both languages, a long
    name too."""
    _, (cover, _, title, _) = _cover(app, size, language, names)
    body = theme.text_px(theme.TextSize.BODY, theme.ui_scale(size))
    assert title.height <= 2 * assets.font(body, bold=True).get_linesize(), title
    assert cover.get_rect().contains(title)

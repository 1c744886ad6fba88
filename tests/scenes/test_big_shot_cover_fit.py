"""Big Shot's hand-over cover over the money (trial s24 B, 177/179/185): in Korean its
title wrapped to four lines and its keycap was cut at the cover's foot, the panel's words
showing under it; and the panel under the rows jumped down a line whenever the cover rose
(047 vs 048). The cover's words and keycap fit inside it in both languages at every size,
and the rows, the legend and the decision stand where they stood before it rose."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.games.curtain import CurtainScene
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tests.patience import tries
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, lift_curtain, press, set_speed

__all__ = ["app"]

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (800, 600)]


def _hidden_table(app: App, language: str, size: tuple[int, int],
                  names: tuple[str, ...]) -> BigShotScene:
    view_in(app, size, language)
    frames(app, 2)
    set_speed(app, "instant")
    return start(app, [SeatConfig(name, index) for index, name in enumerate(names)],
                 hidden=True, seed=5)


def _panel_layout(scene: BigShotScene) -> tuple[pygame.Rect, ...]:
    side = scene.side
    return (pygame.Rect(side.rows_rect), pygame.Rect(side.legend_rect),
            pygame.Rect(side.phase_rect))


@pytest.mark.parametrize("persons", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_cover_holds_its_words_and_keycap_whole(app: App, language: str,
                                                     size: tuple[int, int], persons: int) -> None:
    names = ("플레이어 1", "플레이어 2", "플레이어 3", "플레이어 4")[:persons]
    scene = _hidden_table(app, language, size, names)
    manager, game = app.context.manager, scene.session.game
    for _ in tries(3000):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            break
        if scene.accepts_input:
            press(pygame.K_SPACE if game.state.phase is Phase.ROLL else pygame.K_p)
    else:
        raise AssertionError("no hand-over")
    frames(app, 2)
    curtain = manager.top.curtain
    scale = theme.ui_scale(size)
    cover, cap, title, hint = curtain.paint(scale)
    inside = cover.get_rect().inflate(-2 * theme.px(theme.SPACE_S, scale), 0)
    inside.height -= theme.px(theme.SPACE_S, scale)  # the keycap a gap above the foot
    for part in (cap, title, hint):
        assert inside.contains(part), (language, size, part, inside)
    assert not cap.colliderect(title) and not cap.colliderect(hint)
    assert not title.colliderect(hint)
    # The decision's title stays in sight below the cover.
    assert curtain.rect.bottom <= scene.side.phase_rect.top, (curtain.rect, scene.side.phase_rect)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_nothing_in_the_panel_moves_when_a_cover_rises(app: App, language: str,
                                                        size: tuple[int, int]) -> None:
    scene = _hidden_table(app, language, size, ("Bora", "Jun", "Mina"))
    manager = app.context.manager
    before = _panel_layout(scene)
    covers = 0
    for _ in tries(3000):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            frames(app, 1)
            assert _panel_layout(scene) == before, (covers, before, _panel_layout(scene))
            covers += 1
            if covers == 4:
                return
            lift_curtain(app)
            frames(app, 2)
        elif scene.accepts_input:
            press(pygame.K_SPACE)
        before = _panel_layout(scene)
    raise AssertionError(f"{covers} hand-overs of four")

"""Polterfass: the red ribbon of a failed throw ("Nothing thrown stands: Mina serves
nothing") never lies over a play arrow, a coaster or a name (trial s23: it covered the
turn arrows round the mat), in English and Korean, at 1280x720 and 1920x1080; its words
keep the body size, on two lines where one is too narrow."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.panels import notice_box
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("seats", [3, 4, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_failure_ribbon_keeps_off_the_arrows_and_coasters(
        app: App, size: tuple[int, int], seats: int, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    configs = [SeatConfig(name, seat, SeatKind.PERSON if seat < 2 else SeatKind.COMPUTER,
                          "easy")
               for seat, name in enumerate(("Mina", "지훈", "Robo", "Easy", "Hard", "Ara")[:seats])]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], configs, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    text = Words(language)("polterfass_scene.notice_failed", name="Mina")
    ribbon = notice_box(scene.notice_rect, text, scene.scale)
    assert ribbon.width >= scene.table.mat_radius, f"a ribbon {ribbon} narrower than the mat"
    arrows = [mark for mark, _ in scene.coasters.play_arrows()]
    covered = [mark for mark in arrows if mark.colliderect(ribbon)]
    assert not covered, f"the ribbon {ribbon} lies over the arrows {covered}"
    coasters = [rect for rect in scene.coasters.keep_clear(0) if rect not in arrows]
    assert not ribbon.collidelistall(coasters), f"the ribbon {ribbon} lies over a coaster"

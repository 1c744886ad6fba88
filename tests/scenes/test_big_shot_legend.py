"""Big Shot's neutral legend (three seats: grey is nobody's) fits the side panel however
narrow the panel is laid out: a third line of it ran into the auction's title beside the
replay's review (trial s16)."""

from __future__ import annotations

import pygame

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatConfig, SeatKind
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app

__all__ = ["app"]


def test_the_neutral_legend_holds_its_words_at_every_width(app: App) -> None:
    seats = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(["Mina", "Jun", "Ara"])]
    scene = start(app, seats)
    assert isinstance(scene, BigShotScene)
    side = scene.side
    scale = 1.5  # 1920x1080
    for width in (620, 460, 400, 340):
        side.layout(app.context.words, pygame.Rect(0, 0, width, 900), scale, 3, True)
        small = theme.text_px(TextSize.SMALL, scale)
        assert small >= 22
        words = assets.text(scene.text("neutral_legend"), small, theme.INK_SOFT,
                            wrap_width=side.inner.width - round(theme.px(20, scale) * 1.6))
        assert side.legend_rect.height >= words.get_height(), (width, words.get_height())
        assert side.phase_rect.top >= side.legend_rect.bottom, width

"""A money row's note stands inside its row's band (trial s37 U/008: "굴린 눈 4", "패스했어요"
and "5M 입찰 후 밀림 · 지금 끝나면: 9M" spilled over the lit row's gold band's bottom edge)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.panels import MoneyRow, draw_money_rows
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.i18n import Words
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NOTES = {"en": "rolled 4 · high bid: 10M", "ko": "5M 입찰 후 밀림 · 지금 끝나면: 9M"}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lit_rows_note_ends_above_its_bands_edge(app: App, size: tuple[int, int],
                                                     language: str) -> None:
    resize_window(app, size)
    frames(app, 2)
    side = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]).side
    rect = pygame.Rect(side.rows_rect.topleft, (side.rows_rect.width, side.row_h))
    surface = pygame.Surface((size[0], size[1]))
    surface.fill(theme.PAPER)
    row = MoneyRow(0, 0, "Mina", 10, 0, lit=True, note=NOTES[language])
    draw_money_rows(Words(language), surface, rect, [row], side.scale, row_h=side.row_h)
    edge = max(2, theme.px(3, side.scale))
    stripe = pygame.Rect(rect.x, rect.bottom - edge - theme.px(1, side.scale), rect.width,
                         edge + theme.px(1, side.scale))
    soft = pygame.mask.from_threshold(surface.subsurface(stripe), theme.INK_SOFT,
                                      (20, 20, 20, 255))
    assert soft.count() == 0, "the note runs onto the band's edge"

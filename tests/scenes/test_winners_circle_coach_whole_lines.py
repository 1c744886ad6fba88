"""The coach's "Race odds" card in Winner's Circle never shows a line on its foot: at
1280x720 the chips' worth under a bet's advice stood on the card's lower edge and read as
cut off (trial s26 D/220)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_coach_line_stands_whole_above_the_cards_foot(
        app: App, language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[pygame.Rect, str, Sequence[str] | None, float]] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, title: str,
            lines: Sequence[str] | None, scale: float, **_: Any) -> None:
        drawn.append((pygame.Rect(rect), title, lines, scale))

    monkeypatch.setattr(coach_box, "draw_coach_card", spy)
    app.context.apply_settings(replace(app.context.settings, language=language, coach=True))
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = three_at_the_bets(app)
    for _ in range(600):  # until Suchul's bet waits, the coach's advice on it in
        frames(app, 1)
        if scene.accepts_input and scene.driver.coach.advice is not None:
            break
        time.sleep(0.002)
    drawn.clear()
    frames(app, 2)
    assert drawn, "no coach's card drawn"
    rect, title, lines, scale = drawn[-1]
    assert lines, "no advice on the card"
    small, pad = theme.text_px(TextSize.SMALL, scale), theme.px(8, scale)
    bottom = pad // 2 + assets.text(title, small, theme.GOLD_INK, bold=True).get_height()
    for line in lines:  # as the card lays them out (scenes/widgets/coach_card.py)
        height = assets.text(line, small, theme.INK, wrap_width=rect.width - 2 * pad).get_height()
        if bottom + height > rect.height - pad // 3:
            break  # the card leaves this one off whole
        bottom += height
    assert bottom <= rect.height - pad // 2, (rect.height, bottom, lines)

"""The coach's "Race odds" box says something or is not there: at 800x450 it showed its
title and nothing under it, the advice too long for the room left (trial s25)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box, table
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tests.scenes.test_game_base import app
from tests.scenes.test_winners_circle_landing_apart import trial_moment

__all__ = ["app"]


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_coach_box_never_shows_its_title_alone(
        app: App, language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Drawn, the box holds its title and the advice's first line under it (the card leaves
    off a line that does not fit whole); at 800x450 it may be left out."""
    drawn: list[tuple[pygame.Rect, str, Sequence[str] | None, float]] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, title: str,
            lines: Sequence[str] | None, scale: float, **_: Any) -> None:
        drawn.append((pygame.Rect(rect), title, lines, scale))

    for module in (table, coach_box):  # wherever the table draws its coach from
        monkeypatch.setattr(module, "draw_coach_card", spy, raising=False)
    app.context.apply_settings(replace(app.context.settings, language=language, coach=True))
    scene = trial_moment(app, "A202", size)
    desk = scene.driver.coach
    assert desk.coach is not None and scene.table.mine
    desk.advice = desk.coach(scene.session.game.view(0))  # the thinker's answer, at once
    scene.table.draw(pygame.Surface(size), None, desk)
    if not drawn:
        assert size == (800, 450), "no coach's box where there is room for it"
        return
    rect, title, lines, scale = drawn[-1]
    assert lines, "no advice in the box"
    small, pad = theme.text_px(TextSize.SMALL, scale), theme.px(8, scale)
    heading = assets.text(title, small, theme.INK, bold=True).get_height()
    first = assets.text(lines[0], small, theme.INK, wrap_width=rect.width - 2 * pad).get_height()
    assert pad // 2 + heading + first <= rect.height - pad // 3, (rect, lines[0])

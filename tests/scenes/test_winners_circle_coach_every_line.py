"""The coach's "Race odds" card shows every line the coach says, in both languages, at
1920x1080 and 1280x720: the English advice wrapped and the card, sized by the font's pixels,
left off the horse's odds the Korean showed (trial s29 G/193 against G/011); at 1280x720
both languages lost them."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box, panels
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import race_to_roll, three_at_the_bets

__all__ = ["app"]


def _at_the_bets(shell: App) -> WinnersCircleScene:
    return three_at_the_bets(shell)


def _at_the_roll(shell: App) -> WinnersCircleScene:
    return race_to_roll(shell, ["Suchul", "Yumi"], seed=5, bettor_seed=3)


@pytest.mark.parametrize("moment", [_at_the_bets, _at_the_roll])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_card_shows_every_line_the_coach_says(
        app: App, language: str, size: tuple[int, int], moment: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[list[str]] = []
    shown: list[Sequence[str] | None] = []

    def saying(*args: Any) -> list[str]:
        lines = panels.coach_lines(*args)
        said.append(list(lines))
        return lines

    monkeypatch.setattr("scenes.games.winners_circle.coach_box.coach_lines", saying)
    monkeypatch.setattr(coach_box, "draw_coach_card",
                        lambda surface, rect, title, lines, scale, **_: shown.append(lines))
    app.context.apply_settings(replace(app.context.settings, language=language, coach=True))
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = moment(app)
    for _ in range(600):  # until the person's decision waits, the coach's advice on it in
        frames(app, 1)
        if scene.accepts_input and scene.driver.coach.advice is not None:
            break
        time.sleep(0.002)
    said.clear()
    shown.clear()
    frames(app, 2)
    assert said and said[-1], "the coach said nothing"
    assert shown[-1] == said[-1], (shown[-1], said[-1])

"""The lesson's "Race odds" box, beside the podium under the card's band, shows the horse's
odds: at Bet Black it held the best bet and the chip's pays, and the odds, the line the box
is titled for, were left off (trial s35 Q/021, a box 333x143 at 1920x1080)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from scenes.games.winners_circle import coach_box, panels
from tests.scenes.lesson_walk import advice_shown, open_lesson_in, walk_to_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def test_the_lessons_coach_box_shows_the_odds_at_bet_black(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[list[str]] = []
    shown: list[Sequence[str] | None] = []

    def saying(*args: Any) -> list[str]:
        lines = panels.coach_lines(*args)
        said.append(list(lines))
        return lines

    monkeypatch.setattr("scenes.games.winners_circle.coach_box.coach_lines", saying)
    real_card = coach_box.draw_coach_card

    def card(surface: Any, rect: Any, title: str, lines: Sequence[str] | None,
             scale: float, **kwargs: Any) -> None:
        shown.append(lines)
        real_card(surface, rect, title, lines, scale, **kwargs)

    monkeypatch.setattr(coach_box, "draw_coach_card", card)
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        walk_to_step(shell, scene, driver, "bet_black")
        advice_shown(shell, scene)
        said.clear()
        shown.clear()
        frames(shell, 2)
        assert said and shown and shown[-1] is not None, "no coach's box drawn"
        odds = said[-1][-1]
        assert odds in shown[-1], (shown[-1], said[-1])
        assert shown[-1][0] == said[-1][0], "the best bet stays first"

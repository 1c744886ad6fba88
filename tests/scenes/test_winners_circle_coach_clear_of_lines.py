"""The coach's "Race odds" box in Winner's Circle hides none of the gold lines from the
spaces the horses may land on to their discs: at the lesson's "Move Black" it lay over
them (trial s25 A/161). They go round it, or, with no way round, over it (trial s26
A/213: narrowed round them, the box changed its size from turn to turn)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box as coach_module
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import advice_shown, open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

MOVE_BLACK = next(step for step in LESSONS["winners_circle"].steps
                  if step.text.endswith(".move_black"))


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_the_coach_box_leaves_the_landing_lines_and_discs_in_view(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[pygame.Rect] = []
    real = coach_module.draw_coach_card

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        drawn.append(pygame.Rect(rect))
        real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(coach_module, "draw_coach_card", spy)
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        while driver.step is not MOVE_BLACK:
            take_step(shell, scene)
        ready(shell, scene)
        advice_shown(shell, scene)
        frames(shell, 10)
        assert isinstance(scene, WinnersCircleScene)
        table = scene.table
        assert table.previews and drawn, "no landing previews or no coach's box drawn"
        box = drawn[-1]
        marks = table.landing_rings()
        # A line with no way round the box runs on over it (trial s26 A/213).
        shown = pygame.display.get_surface()
        for start, end in table.gold_lines():
            cut = box.clipline(start, end)
            if cut:
                middle = ((cut[0][0] + cut[1][0]) // 2, (cut[0][1] + cut[1][1]) // 2)
                assert tuple(shown.get_at(middle))[:3] == theme.GOLD_LIGHT, (
                    f"the coach's box {box} lies over the gold line {start, end}")
        discs = [pygame.Rect(0, 0, round(size), round(size)).move(
            round(spot.x - size / 2), round(spot.y - size / 2)) for spot, size in marks.values()]
        assert box.collidelist(discs) == -1, "the coach's box lies over a landing disc"

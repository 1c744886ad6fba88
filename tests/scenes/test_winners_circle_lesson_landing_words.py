"""Winner's Circle lesson: the card after the first roll names only what the table shows
(trial s32 J/001). It said Green's "→ 31" was its own space while Green's row (and
Purple's) read "blocked", and spoke of a red cross with none on the track."""

from __future__ import annotations

import re

import pytest

from scenes.games.winners_circle.scene import WinnersCircleScene
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app

LANDING = next(step for step in LESSONS["winners_circle"].steps
               if step.text.endswith(".landing"))
QUOTED = re.compile(r"[\"“](.+?)[\"”]")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_landing_card_quotes_the_tags_the_rows_show(language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1920, 1080), language)
        assert isinstance(scene, WinnersCircleScene)
        while driver.step is not LANDING:
            take_step(shell, scene)
        ready(shell, scene)
        words = driver.card.text
        tags = {lane.preview for lane in scene.table.lanes if lane.preview}
        quoted = QUOTED.findall(words)
        assert quoted, words
        for tag in quoted:
            assert tag in tags, (tag, sorted(tags), words)
        blocked = scene.text("preview_stays")
        assert blocked in tags and f"\"{blocked}\"" in words, (sorted(tags), words)

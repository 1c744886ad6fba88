"""The Polterfass coach's card holds every line it can say: its words ran past the box at
1920x1080 (trial s28 D/203), and the card since left whole lines off, the serve of closing
now among them. The box is as tall as the longest advice needs, at every size and in both
languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.polterfass import panels
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from scenes.widgets.coach_card import card_height
from tabletop.coach.polterfass import PolterfassAdvice, ThrowOdds
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_polterfass_table_names import couch_table

__all__ = ["app"]

ADVICE = [
    PolterfassAdvice(role, standing, (ThrowOdds((), chance, average),), standing_total=total)
    for role in ("innkeeper", "guest")
    for standing, total in ((9, 9), (38, 31), (99, 98))
    for chance, average in ((0.0, 9.9), (0.37, 47.8), (1.0, 99.9))
] + [PolterfassAdvice("guest", standing, standing_total=total)
     for standing, total in ((9, 9), (38, 31), (99, 98))] + [
    PolterfassAdvice("innkeeper", 99, counted_serve=counted) for counted in (0, 47, 99)]
"""The coach's every kind of advice (a verdict to throw or close, the chance of failing,
the serve now with and without the specials counted; a guest's standing serve; the count)
with short and long figures."""


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_line_the_coach_can_say_stays_in_its_box(
        app: App, size: tuple[int, int], language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    scene = couch_table(app)
    frames(app, 2)
    box = scene.coach_rect
    assert box is not None, "the coach is on"
    words = app.context.words
    title = words("polterfass_scene.coach_title")
    said = [advice.lines(language) for advice in ADVICE] + [
        [words(f"polterfass_scene.{key}")]
        for key in ("coach_thinking", "coach_watching", "coach_nothing")]
    for lines in said:
        assert card_height(box.width, title, lines, scale=scene.scale,
                           lead=TextSize.BODY) <= box.height, (lines, box)
    assert scene.tally.rect.height >= box.height, "the tally keeps room for its rounds"
    assert panels.coach_height(words, box.width, scene.scale) <= box.height

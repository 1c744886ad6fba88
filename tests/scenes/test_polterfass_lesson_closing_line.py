"""The Polterfass lesson shows how closing comes to the plaque's figure ("Closing now:
7+4 = 11, arrow doubles 7 (+7) → 18"), as the order band does at play: the band's column
is the lesson card's, and the learner lost the sum. It stands on the felt left of the
plaque, whole, clear of the shelf, the plaque, the coasters and the card."""

from __future__ import annotations

import pytest

from scenes.games.polterfass import panels
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_lesson_says_the_closing_sum_beside_the_plaque(app: App, size: tuple[int, int],
                                                           language: str) -> None:
    scene, driver = open_lesson_in(app, "polterfass", size, language)
    assert isinstance(scene, PolterfassScene)
    while driver.step is not None and driver.step.text != "polterfass.lesson.serving":
        take_step(app, scene)
    ready(app, scene)
    line = panels.closing_line(app.context.words, scene.public_view().state,
                               scene.plaque.shelf)
    assert line and "7+4" in line, line
    room = scene.closing_rect
    assert room.height, "no room for the closing line in the lesson"
    drawn = panels._fitted(line, room.width, scene.scale)
    assert drawn.get_width() <= room.width and drawn.get_height() <= room.height
    assert drawn.get_height() >= theme.text_px(theme.TextSize.SMALL, scene.scale)
    taken = [scene.plaque.rect, scene.table.shelf_rect, scene.card_room,
             *scene.coasters.keep_clear(theme.px(30, scene.scale))]
    assert not [rect for rect in taken if room.colliderect(rect)]

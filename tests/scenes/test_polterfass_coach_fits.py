"""The Polterfass coach's card holds every line it can say: its words ran past the box at
1920x1080 (trial s28 D/203), and the card since left whole lines off, the serve of closing
now among them. The box is as tall as the longest advice needs, at every size and in both
languages, in a lesson too: there the box kept its old height, which the card's place above
it holds, and the advice's first line, wrapped at the body size, pushed "Closing now: …" off
in English."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass import panels
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from scenes.widgets.coach_card import card_height
from tabletop.coach.polterfass import PolterfassAdvice, ThrowOdds
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.screens import view_in
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


def every_line_fits(scene: PolterfassScene, box: pygame.Rect, language: str) -> None:
    """Every advice in ``ADVICE`` and every waiting line, title above, whole in ``box``."""
    words = scene.context.words
    title = words("polterfass_scene.coach_title")
    said = [advice.lines(language) for advice in ADVICE] + [
        [words(f"polterfass_scene.{key}")]
        for key in ("coach_thinking", "coach_watching", "coach_nothing")]
    for lines in said:
        assert card_height(box.width, title, lines, scale=scene.scale,
                           lead=TextSize.BODY) <= box.height, (lines, box)
    assert panels.coach_height(words, box.width, scene.scale) <= box.height


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_line_the_coach_can_say_stays_in_its_box(
        app: App, size: tuple[int, int], language: str) -> None:
    view_in(app, size, language)
    scene = couch_table(app)
    frames(app, 2)
    box = scene.coach_rect
    assert box is not None, "the coach is on"
    every_line_fits(scene, box, language)
    assert scene.tally.rect.height >= box.height, "the tally keeps room for its rounds"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_line_the_coach_can_say_stays_in_its_lesson_box(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "polterfass", size, language)
        assert isinstance(scene, PolterfassScene)
        while scene.coach_rect is None:  # the first step the coach shows at
            assert driver.step is not None, "the lesson never showed the coach"
            take_step(shell, scene)
        ready(shell, scene)
        box = scene.coach_rect
        assert box is not None
        every_line_fits(scene, box, language)
        assert not driver.card.rect.colliderect(box), "the card lies over the coach"

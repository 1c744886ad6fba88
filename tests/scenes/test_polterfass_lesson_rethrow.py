"""Polterfass lesson, round 4: the glow leads the learner through a rethrow of a standing X,
first to the X (a click marks it for the throw), then to Throw again (trial s32 J/013: in a
first real round the player had to guess that a click on the X takes it along). The card
says the mark was seen and what is left once the X is marked, and its own words again once
the mark is taken back (trial s38 X/013: it stayed the same, only the tag changed)."""

from __future__ import annotations

import pygame

from tabletop.i18n import Words
from tabletop.lessons.polterfass import X_BARREL
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.test_game_base import click, frames


class RethrowWatch(Watch):
    """At the rethrow's step: the glowing piece, then again once the glowing one is clicked."""

    games = ("polterfass",)

    def __init__(self) -> None:
        self.pointed: list[str] = []
        self.said: list[str] = []

    def _name(self, walk: Walk, rect: pygame.Rect | None) -> str:
        scene = walk.scene
        if rect is None:
            return "nothing"
        if rect == scene.table.barrels[X_BARREL].bounds():  # type: ignore[attr-defined]
            return "the X"
        return "Throw again" if rect == scene.again_button.rect else str(rect)  # type: ignore[attr-defined]

    def take(self, walk: Walk) -> bool:
        if walk.step_name != "rethrow_x":
            return False
        first = walk.driver.pointed_piece()
        self.pointed.append(self._name(walk, first))
        assert first is not None
        self.said.append(walk.driver.card.text)
        for _ in range(3):  # the mark, taken back, and made again
            click(first.center)
            frames(walk.shell, 3)
            self.said.append(walk.driver.card.text)
        self.pointed.append(self._name(walk, walk.driver.pointed_piece()))
        return False  # the walk clicks the glow on


def test_the_glow_goes_to_the_x_then_to_throw_again() -> None:
    watch = RethrowWatch()
    walk_lesson("polterfass", [watch])
    assert watch.pointed == ["the X", "Throw again"]
    words = Words("en")
    asked, marked = (words(f"polterfass.lesson.{key}") for key in ("rethrow_x",
                                                                 "rethrow_x_marked"))
    assert watch.said == [asked, marked, asked, marked], watch.said

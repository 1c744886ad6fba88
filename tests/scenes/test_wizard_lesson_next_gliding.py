"""A click on Next where it is drawn takes the lesson on, even while the card glides to
its place (trial s34 N/007).

After the learner's prediction the card of Minho's black magician sets off from the
middle with its new words and Next, and glides to the column's foot (the trial saw it
after the coach's card, which now keeps that place, trial s35 Q/007). A learner who
clicked Next where the card was drawn hit nothing: the button was already taken at the
card's new place, and the card was then seen "jumping back" with the same words, a
second click needed."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import click, frames


class GlidingNext(Watch):
    """At the card after the prediction: a click on Next where it is drawn, mid-glide."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.clicked: list[tuple[pygame.Rect, pygame.Rect, int, int]] = []
        """Where the card stood and was drawn, the step before and after the click."""

    def take(self, walk: Walk) -> bool:
        driver = walk.driver
        if walk.step_name != "minho_magician" or not driver.waits_for_next:
            return False
        card = driver.card
        shown = card.glide.shown
        drawn_next = card.next_button.rect.move(shown.x - card.rect.x, shown.y - card.rect.y)
        at = driver.step_index
        click(drawn_next.center)
        frames(walk.shell, 1)
        self.clicked.append((card.rect.copy(), shown.copy(), at, driver.step_index))
        return True


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_next_clicked_where_it_is_drawn_acts_while_the_card_glides(
        size: tuple[int, int], language: str) -> None:
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)

    watch = GlidingNext()
    walk_lesson("wizard_extreme", [watch], prepare)
    assert watch.clicked, "the card after the prediction was never seen"
    rect, shown, before, after = watch.clicked[0]
    assert shown != rect, f"the card did not glide there (drawn at {shown}): nothing tested"
    assert after == before + 1, f"Next drawn at {shown} (standing at {rect}) did not act"

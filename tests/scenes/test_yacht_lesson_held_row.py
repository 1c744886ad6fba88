"""Yacht's lesson: the cards that ask for a 3 to keep leave the whole held row in view, the
place each 3 goes to too. Over the held row, the first one's card stood over the place its
3 went to, and the last one's over the fifth place (trial s25 D/125, D/129); they now stand
over Roll, which none of them asks for, one place for the three."""

from __future__ import annotations

import pytest

from scenes.games.yacht.scene import YachtScene
from tabletop.games.yacht import Hold
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = [((1280, 720), "en"), ((1600, 900), "ko"), ((1920, 1080), "ko")]


@pytest.mark.parametrize(("size", "language"), SIZES, ids=["720p-en", "900p-ko", "1080p-ko"])
def test_the_cards_of_the_held_threes_leave_the_whole_held_row_in_view(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "yacht", size, language)
        assert isinstance(scene, YachtScene)
        covered: dict[str, list[int]] = {}
        places = set()
        while driver.step is not None and not driver.step.text.endswith(".reroll"):
            ready(shell, scene)
            frames(shell, 1)
            step = driver.step
            if isinstance(step.expect, Hold):
                card = driver.card.rect
                held_row = [scene.landing_rects(Hold(0, die))[0] for die in range(5)]
                name = f"{step.text.rsplit('.', 1)[-1]} {step.expect.die}"
                covered[name] = [place for place, rect in enumerate(held_row, 1)
                                 if card.colliderect(rect)]
                places.add((card.x, card.width, card.bottom))
            take_step(shell, scene)
        assert len(covered) == 3, f"the walk saw the three holds: {covered}"
        assert not any(covered.values()), f"held places under the card: {covered}"
        assert len(places) == 1, f"one place for the three cards: {places}"

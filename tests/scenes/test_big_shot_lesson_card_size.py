"""The Big Shot lesson's cards of the rounds walked through stand over the map's west as
low as they can: none hides the numbers of Park A and districts A9 to A11 (trial s32 J/005:
the bid, loan and lot cards, six and seven lines with the coach's sentence, hid Park A,
A10 and A11 besides 17, 19 and 21). Long cards are said in four lines at most, in Korean
at 1920x1080 and in English at 1280x720."""

from __future__ import annotations

import pytest

from tabletop.games.big_shot_data import REGIONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app

NORTH_WEST = ("park_a", "a9", "a10", "a11")


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_no_card_of_the_rounds_walked_hides_the_north_wests_numbers(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "big_shot", size, language)
        board = scene.board  # type: ignore[attr-defined]
        hidden: dict[str, list[str]] = {}
        while (step := driver.step) is not None and not step.text.endswith(".rest_of_game"):
            ready(shell, scene)
            if driver.card.rect.colliderect(board.city.rect):
                hidden[step.text] = [
                    REGIONS[index].key for index in range(len(REGIONS))
                    if REGIONS[index].key in NORTH_WEST
                    and driver.card.rect.colliderect(board._badge_rect(index))]
            take_step(shell, scene)
        assert hidden, "no card stood over the map"
        assert not any(hidden.values()), {text: keys for text, keys in hidden.items() if keys}

"""Yacht's lesson: the cards that ask for a 3 to keep leave the whole held row in view, the
place each 3 goes to too. Over the held row, the first one's card stood over the place its
3 went to, and the last one's over the fifth place (trial s25 D/125, D/129); over Roll they
hid the button the next card asks for, and the card hopped from Roll to the coach's box
(trial s27 D/147-151). From the first 3 to Four of a Kind the cards now stand in one place,
right of Roll, where the coach's box steps aside while the threes are kept."""

from __future__ import annotations

import pytest

from scenes.games.yacht.scene import YachtScene
from tabletop.games.yacht import Hold
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = [((1280, 720), "en"), ((1280, 720), "ko"), ((1600, 900), "ko"), ((1920, 1080), "ko")]
RUN = ("hold_first", "hold_more", "reroll", "score_four")
"""The steps from the first 3 kept to the row written: one place for their cards."""


@pytest.mark.parametrize(("size", "language"), SIZES,
                         ids=["720p-en", "720p-ko", "900p-ko", "1080p-ko"])
def test_the_cards_from_the_held_threes_to_the_row_keep_one_place_clear_of_dice_and_roll(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "yacht", size, language)
        assert isinstance(scene, YachtScene)
        covered: dict[str, list[int]] = {}
        places: dict[str, tuple[int, int, int]] = {}
        in_the_way = []
        while driver.step is not None and not driver.step.text.endswith(".mina_turn"):
            ready(shell, scene)
            frames(shell, 1)
            step = driver.step
            name = step.text.rsplit(".", 1)[-1]
            card = driver.card.rect
            if name in RUN:
                if isinstance(step.expect, Hold):
                    name = f"{name} {step.expect.die}"
                    held_row = [scene.landing_rects(Hold(0, die))[0] for die in range(5)]
                    covered[name] = [place for place, rect in enumerate(held_row, 1)
                                     if card.colliderect(rect)]
                places[name] = (card.x, card.right, card.bottom)  # Skip stays put
                dice = [die.rect(scene.tray.die_size) for die in scene.tray.dice]
                if card.colliderect(scene.roll_button.rect) or card.collidelist(dice) >= 0:
                    in_the_way.append(name)
            take_step(shell, scene)
        assert len(covered) == 3, f"the walk saw the three holds: {covered}"
        assert not any(covered.values()), f"held places under the card: {covered}"
        assert len(set(places.values())) == 1, f"one place from the holds to the row: {places}"
        assert not in_the_way, f"cards over Roll or a die: {in_the_way}"

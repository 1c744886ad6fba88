"""The Wizard Extreme lesson's card where the coach speaks (you must follow green) stands
clear of the hand, the seal pool, the trick, every player's place with their seals and the
coach's card (trial s16, 1920x1080: low on the left it stood over the pool and the hand's
first colours; trial s18: high on the right, 460 px tall in 370 px of room, over Jisu's
place)."""

from __future__ import annotations

import pytest

from tests.scenes.lesson_walk import advice_shown, open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_coach_step_card_covers_no_part_it_speaks_of(size: str, language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "wizard_extreme", SIZES[size], language)
        while driver.step is not None and not driver.step.coach:
            take_step(shell, scene)
        assert driver.step is not None and driver.step.text.endswith("follow_green")
        ready(shell, scene)
        advice_shown(shell, scene)
        frames(shell, 4)
        card = driver.card.rect
        coach = scene.coach_area()
        assert coach is not None
        parts = {"hand": scene.hand.fan_rect(),  # type: ignore[attr-defined]
                 "pool": scene.pool_rect,  # type: ignore[attr-defined]
                 "trick": scene.trick.shown_rect(),  # type: ignore[attr-defined]
                 **{f"place {seat}": zone.rect  # type: ignore[attr-defined]
                    for seat, zone in enumerate(scene.zones)},  # type: ignore[attr-defined]
                 "coach": coach}
        covered = [name for name, rect in parts.items() if card.colliderect(rect)]
        assert not covered, f"at {size} in {language} the card {card} covers {covered}"

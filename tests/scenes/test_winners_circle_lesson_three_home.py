"""Three horses the die would run home each show their disc: at the Winner's Circle
lesson's last turn Black, Blue and Green all read "→ 1st", and Green's disc, finding no
room near the 1st box, fell back under the die, missing (trial s37 T/013)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.winners_circle import BLACK, BLUE, GREEN
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080", "720"])
def test_every_disc_to_the_finish_stands_clear(size: tuple[int, int]) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, "en")
        while driver.step is not None and not driver.step.text.endswith(".black_home"):
            take_step(shell, scene)
        ready(shell, scene)
        table = scene.table  # type: ignore[attr-defined]
        rings = table.landing_rings()
        assert {BLACK, BLUE, GREEN} <= set(rings), rings
        die = table.die.rect()
        for horse, (centre, diameter) in rings.items():
            reach = pygame.Vector2(diameter / 2, 0)
            assert die.clipline(centre - reach, centre + reach) == (), f"disc {horse} under the die"
            for other, (there, across) in rings.items():
                if other != horse:
                    assert centre.distance_to(there) >= (diameter + across) / 2 - 1, \
                        (horse, other)

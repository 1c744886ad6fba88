"""Winner's Circle lesson: the coach's box stands in the infield at every roll and run the
learner makes, and the die and the landing discs stay where they are from the die's first
picture to Black's run. Trial s27 D/019-022: the coach came only with "Move Black", the
board was laid out again for its box and every disc jumped to a new place after the card
that explained them; D/033: no coach box at Black's last roll and run home."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.scene import WinnersCircleScene
from tabletop.games.winners_circle_events import MoveHorse, Roll
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app

STILL = ("die_faces", "landing", "move_black")
"""The steps that show the discs of Suchul's first roll, one after another."""


def test_the_coach_stands_at_every_roll_and_run_and_the_discs_stay_still() -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1920, 1080), "ko")
        assert isinstance(scene, WinnersCircleScene)
        discs: dict[str, tuple[pygame.Rect, dict[int, tuple[float, float]]]] = {}
        no_coach: list[str] = []
        while driver.step is not None:
            ready(shell, scene)
            step = driver.step
            name = step.text.rsplit(".", 1)[-1]
            if isinstance(step.expect, Roll | MoveHorse) and \
                    step.expect.seat == driver.lesson.learner and (
                    scene.table.coach_rect is None or driver.coach.advice is None):
                no_coach.append(name)
            if name in STILL:
                rings = scene.table.landing_rings()
                discs[name] = (scene.table.die.rect(),
                               {horse: (round(centre.x), round(centre.y))
                                for horse, (centre, _size) in rings.items()})
            if name == "move_black":
                break
            take_step(shell, scene)
        while driver.step is not None and not driver.step.text.endswith(".roll_again"):
            take_step(shell, scene)
        for _ in range(2):  # Black's last roll, then its run home
            ready(shell, scene)
            if scene.table.coach_rect is None or driver.coach.advice is None:
                no_coach.append(driver.step.text.rsplit(".", 1)[-1])
            take_step(shell, scene)
        assert not no_coach, f"no coach's box at the learner's {no_coach}"
        assert set(discs) == set(STILL)
        first = discs[STILL[0]]
        moved = [name for name in STILL if discs[name] != first]
        assert not moved, f"the die or the landing discs moved at {moved}: {discs}"

"""A Big Shot lesson card speaks of a move only once the table shows it (trial s32 J/006:
"Taeo takes the cubes free and places them in district 20, Sora's cube too" stood over an
empty district 20, the panel reading "Taeo is placing cubes"; the cubes came after Next).
Every card that asks nothing of the learner names only the districts the map shows cubes
on; a card asking for a cube may name the empty district it goes to."""

from __future__ import annotations

from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import ENGLISH
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app


def test_a_card_that_tells_of_the_table_names_only_districts_holding_cubes() -> None:
    names = {index: ENGLISH(f"big_shot.region.{region.key}").lower()
             for index, region in enumerate(REGIONS)}
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, "big_shot")
        told = 0
        while (step := driver.step) is not None and not step.text.endswith(".rest_of_game"):
            ready(shell, scene)
            if step.expect is None or step.expect.seat != driver.lesson.learner:
                text = ENGLISH(step.text).lower()
                for region, name in names.items():
                    if name in text:
                        told += 1
                        shown = scene.board.region_counts(region)  # type: ignore[attr-defined]
                        assert sum(shown), f"{step.text} names {name}, empty on the map"
            take_step(shell, scene)
        assert told, "no card named a district"

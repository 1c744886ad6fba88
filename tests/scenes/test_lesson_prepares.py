"""A lesson step that names a move makes the selection its words assume: the learner
does what the card says with one click on the place it names."""

from __future__ import annotations

from scenes.games.big_shot.scene import BigShotScene
from tabletop.lessons.big_shot import DISTRICT_20
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import click, frames


def test_big_shots_put_the_grey_cube_on_district_20_is_one_click_on_the_district() -> None:
    with running_app() as shell:
        scene = open_lesson(shell, "big_shot")
        assert isinstance(scene, BigShotScene)
        driver = scene.driver
        names = [step.text.rsplit(".", 1)[-1] for step in driver.lesson.steps]
        at = names.index("place_purple")
        while driver.step_index < at:
            take_step(shell, scene)
        ready(shell, scene)
        expected = driver.learners_move()
        click(scene.board.city.pieces[DISTRICT_20].rect.center)
        frames(shell, 3)
        assert expected is not None
        assert scene.board.staged == [(expected.cube, DISTRICT_20)], \
            "the click on district 20 was refused"

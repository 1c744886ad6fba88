"""Polterfass: the serve plaque ("Closing serves 18") stands just above the beer mat in a
band of its own where that leaves the mat most of its size, as on the lesson's table (three
seats, the learner the innkeeper, no order cards shown): laid over the scallops' tips it
hid the top of the mat's ring (trial s25 A/097)."""

from __future__ import annotations

import pytest

from scenes.games.polterfass.barrel_art import MAT_REACH
from scenes.games.polterfass.scene import PolterfassScene
from tests.scenes.lesson_walk import open_lesson_in, ready
from tests.scenes.program import running_app

SIZES = [((1920, 1080), "en"), ((1600, 900), "en"), ((1280, 720), "ko")]


@pytest.mark.parametrize(("size", "language"), SIZES, ids=["1080p", "900p", "720p"])
def test_the_plaque_stands_just_above_the_mat_on_the_lessons_table(size: tuple[int, int],
                                                                   language: str) -> None:
    with running_app() as shell:
        scene, _driver = open_lesson_in(shell, "polterfass", size, language)
        assert isinstance(scene, PolterfassScene)
        ready(shell, scene)
        plaque, table = scene.plaque.rect, scene.table
        tips = table.mat_centre.y - table.mat_radius * MAT_REACH
        assert tips - scene.px(8) <= plaque.bottom <= tips, \
            f"at {size}: {plaque} not just above the scallops' tips at {tips}"
        assert plaque.top > scene.sight_rects("shelf")[0].bottom, f"at {size}: on the shelf"

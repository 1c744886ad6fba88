"""Trial Z2/011: after the Polterfass lesson, in which the learner was "Mina", the real
game's computers were named Mina and Jun; and in the lesson two computers alike read
"Guest · Computer" and "Guest · Medium" (a lesson's "Hana" is a default computer name).
A lesson's computers play its script, at no level: each plate says it is a computer. The
setup the lesson's end opens gives no computer the name the learner had."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson_pause import real_game_setup
from scenes.shell.app import App
from scenes.widgets.seat_plate import STATUS_SEPARATOR
from tabletop.core.seats import SeatKind
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_real_game_after_a_lesson_names_no_computer_as_the_learner(
        app: App, game_id: str, language: str) -> None:
    context = app.context
    context.apply_settings(replace(context.settings, language=language))
    lesson = LESSONS[game_id]
    learner = context.words(lesson.names[lesson.learner])
    seats = real_game_setup(context, lesson).seat_configs()
    assert len(seats) == lesson.seats
    computers = [seat.name for seat in seats if seat.kind is SeatKind.COMPUTER]
    assert computers and learner not in computers, (learner, computers)
    assert len({seat.name for seat in seats}) == len(seats), seats


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lessons_computers_each_say_they_are_computers(
        app: App, game_id: str, language: str) -> None:
    scene, _ = open_lesson_in(app, game_id, (1280, 720), language)
    assert isinstance(scene, GameScene)
    words = app.context.words
    levels = {words(f"app.level.{level}") for level in ("random", "easy", "hard")}
    view = scene.public_view()
    for seat, config in enumerate(scene.session.seats):
        if config.is_person:
            continue
        said = scene.seat_status(view, seat)
        assert words("widgets.computer") in said, (config.name, said)
        parts = said.split(STATUS_SEPARATOR)
        assert not any(level in parts for level in levels), (config.name, said)

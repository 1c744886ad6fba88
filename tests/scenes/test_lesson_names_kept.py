"""Trial Z2/011: after the Polterfass lesson, in which the learner was "Mina", the real
game's computers were named Mina and Jun; and in the lesson two computers alike read
"Guest · Computer" and "Guest · Medium" (a lesson's "Hana" is a default computer name).
A lesson's computers play its script, at no level: each plate says it is a computer. The
setup the lesson's end opens gives no computer the name the learner had."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson_pause import real_game_setup
from scenes.shell.app import App
from scenes.widgets.seat_plate import STATUS_SEPARATOR
from tabletop.core.seats import SeatKind
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in
from tests.scenes.program import running_app
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
def test_a_lessons_computers_each_say_they_are_computers(game_id: str, language: str) -> None:
    with running_app() as shell:
        scene, _ = open_lesson_in(shell, game_id, (1280, 720), language)
        said = _computers_said(scene)
        words = shell.context.words
    levels = {words(f"app.level.{level}") for level in ("random", "easy", "hard")}
    assert said, "no computer at the lesson's table"
    for name, status in said:
        assert words("widgets.computer") in status, (name, status)
        assert not levels & set(status.split(STATUS_SEPARATOR)), (name, status)


def _computers_said(scene: GameScene[Any]) -> list[tuple[str, str]]:
    """Each computer's name and what its plate's second line says of the seat (a game's
    own words may stand in for it a while: Winner's Circle's "3 chips to bet")."""
    view = scene.public_view()
    return [(config.name, GameScene.seat_status(scene, view, seat))
            for seat, config in enumerate(scene.session.seats) if not config.is_person]

"""A horse the Winner's Circle lesson frames keeps the number of its space inside the
frame: the frame round the horse alone ran through the number drawn over it ("Black ran 5,
over the line to space 5" with the 5 under the frame's edge, trial s37 T/016)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.lesson_sight import horse_pieces
from scenes.widgets.paint import felt_pill_rect
from tabletop.games.winners_circle_data import SPACES
from tabletop.lessons.winners_circle import BLACK
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080", "720"])
def test_the_framed_horse_holds_its_spaces_number(size: tuple[int, int]) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, "en")
        while driver.step is not None and not driver.step.text.endswith(".black_moved"):
            take_step(shell, scene)
        ready(shell, scene)
        table = scene.table  # type: ignore[attr-defined]
        [piece] = horse_pieces(table, [BLACK])
        sprite = table.horses[BLACK].rect(table.geo, table.geo.piece)
        numbers = [table.geo.number_rect(space) for space in range(1, SPACES + 1)]
        covered = [felt_pill_rect(number) for number in numbers if number.colliderect(sprite)]
        assert covered, "Black stands over no number"
        for pill in covered:
            assert piece.contains(pill), (piece, pill)
        assert isinstance(piece, pygame.Rect)

"""The Winner's Circle lesson asks for the first bet with the horses' rows and the
Points-on-horse table, which the bet is weighed by, in view: low on the right, the card
stood over Yellow's, Green's and Purple's rows and the table (trial s25 A/148)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.scene import WinnersCircleScene
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import advice_shown, open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

BET_BLACK = next(step for step in LESSONS["winners_circle"].steps
                 if step.text.endswith(".bet_black"))


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1920, 1080), "ko"),
                                                ((1280, 720), "en"), ((1280, 720), "ko")])
def test_the_first_bet_leaves_every_horse_row_and_the_points_table_in_view(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        while driver.step is not BET_BLACK:
            take_step(shell, scene)
        ready(shell, scene)
        advice_shown(shell, scene)
        frames(shell, 30)
        assert isinstance(scene, WinnersCircleScene)
        table = scene.table
        card = driver.card.rect
        rows = [pygame.Rect(lane.rect) for lane in table.lanes]
        covered = [horse + 1 for horse, row in enumerate(rows) if card.colliderect(row)]
        assert not covered, f"the card {card} stands over the rows of horses {covered}"
        assert not card.colliderect(table.rates_rect), "the card covers the Points-on-horse table"
        chips = [pygame.Rect(piece.rect) for piece in table.chip_pieces]
        assert card.collidelist(chips) == -1, "the card covers the chips to bet"
        coach = scene.coach_area()
        assert coach is not None and not card.colliderect(coach), "the card covers the coach"

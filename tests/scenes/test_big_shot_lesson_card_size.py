"""The Big Shot lesson's card stands in one place all through, its Next too, and over no
district (trial s32 J/005: it went from the money panel to the map's west, over districts
17, 19 and 21, and back, and three clicks where Next had been did nothing). Skip step, when
it is the card's only button, is never where Next stood (a double click on Next would skip
the step after). At 1920x1080, 1600x900 and 1280x720, in English and Korean."""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app


@pytest.mark.parametrize(("size", "language"), [
    ((1920, 1080), "ko"), ((1600, 900), "en"), ((1280, 720), "en"), ((1280, 720), "ko")])
def test_the_card_and_its_next_stay_put_and_cover_no_district(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "big_shot", size, language)
        board = scene.board  # type: ignore[attr-defined]
        cards: set[tuple[int, ...]] = set()
        nexts: set[tuple[int, ...]] = set()
        skips: list[pygame.Rect] = []
        covered: dict[str, list[int]] = {}
        while driver.step is not None:
            ready(shell, scene)
            card = driver.card
            cards.add(tuple(card.rect))
            if card.next_button in card.buttons:
                nexts.add(tuple(card.next_button.rect))
            else:
                skips.append(card.skip_button.rect.copy())
            over = [piece.index for piece in board.city.pieces
                    if card.rect.colliderect(piece.rect)]
            if over:
                covered[driver.step.text] = over
            take_step(shell, scene)
        assert len(cards) == 1, cards
        assert len(nexts) == 1, nexts
        assert skips, "no step waited for the learner's move"
        assert not any(skip.colliderect(next(iter(nexts))) for skip in skips), skips
        assert not covered, covered


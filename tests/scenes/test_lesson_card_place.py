"""The lesson card stands still through a run of steps: it keeps its corner while that
corner covers nothing the step needs in sight, so Next does not move under the pointer."""

from __future__ import annotations

import pygame

from scenes.modes.lesson_card import GuideCard
from tabletop.i18n import ENGLISH


def test_the_card_keeps_its_corner_while_it_covers_nothing_in_sight(
        screen: pygame.Surface) -> None:
    card = GuideCard(lambda: None, lambda: None, lambda: None, lambda: None)
    card.text = "Minho plays red 3: the trick is his to win so far."
    board = pygame.Rect(0, 80, 1920, 900)
    corner_piece = pygame.Rect(1500, 780, 400, 190)  # a hand in the bottom right
    card.place(ENGLISH, board, None, 1.5, [corner_piece])
    first = card.rect.copy()
    assert not first.colliderect(corner_piece) and first.left < board.centerx
    for _ in range(3):  # the next steps speak of nothing there: the card stays put
        card.place(ENGLISH, board, None, 1.5, [])
        assert card.rect.topleft == first.topleft, "the card moved under the pointer"
    top_left_piece = pygame.Rect(first.x, first.y, 50, 50)
    card.place(ENGLISH, board, None, 1.5, [top_left_piece])  # now it would cover one
    assert not card.rect.colliderect(top_left_piece)

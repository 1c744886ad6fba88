"""A coach card of any size draws, down to a sliver of a pixel: random input in the Yacht
lesson once left the card under 30 px wide, and pygame refused to wrap its text to a
width of nothing (``ValueError: wraplength parameter must be positive``)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.yacht.coach import draw_coach_card
from tabletop.coach.yacht import Advice, advise
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession


def _advice() -> Advice:
    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=3)
    session.apply(session.game.legal_actions()[0])  # the first roll: keeps and scores
    return advise(session.game.view(0))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_yacht_coach_card_draws_at_every_small_size(
        screen: pygame.Surface, language: str) -> None:
    words, advice = Words(language), _advice()
    assert advice.categories and advice.keeps
    target = pygame.Surface((300, 300))
    for width in range(1, 90):
        for height in (1, 7, 40, 240):
            for shown in (None, advice):
                for rolls_left in (0, 1, 2):
                    draw_coach_card(words, target, pygame.Rect(5, 5, width, height), shown,
                                    rolls_left, 1.0)


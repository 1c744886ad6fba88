"""Polterfass: every order card's large number reads whole in a guest's fan, chosen cards
lifted. At 1280x720 a chosen 2 and 5, risen out of the fan, hid half the 4 (and the next
card the right of each number): the number stood in the card's middle, where the next
card lies (trial U/013)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass.floor_plan import CHOSEN_LIFT, LEGAL_LIFT
from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.card_hand import HandCard
from tabletop.games.polterfass import CARDS
from tests.scenes.test_game_base import app
from tests.scenes.test_polterfass_cards_clear import laid_table

__all__ = ["app"]

CHOSEN = (2, 5)
FELT = (20, 90, 60)


def _inked(surface: pygame.Surface, box: pygame.Rect) -> set[tuple[int, int]]:
    """The pixels in ``box`` in the large numbers' ink (the corner's are brick red)."""
    ink = pygame.Color(theme.INK)
    return {(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink[:3],
                                              strict=True)) < 40}


def _box(card: HandCard, surface: pygame.Surface) -> pygame.Rect:
    """Where ``card`` may draw, turned and lifted."""
    return card.rect().inflate(card.size[1], card.size[1]).clip(surface.get_rect())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("log_open", [False, True])
def test_each_number_of_the_fan_reads_whole(app: App, size: tuple[int, int],
                                            log_open: bool) -> None:
    scene = laid_table(app, 4, size, log_open)
    scene.hand.sync(list(CARDS), legal=list(CARDS))
    scene.lay_out()
    for card in scene.hand.cards:
        card.lift = card.size[1] * (CHOSEN_LIFT if card.value in CHOSEN else LEGAL_LIFT)
    surface = pygame.Surface(size)
    alone = {}
    for card in scene.hand.cards:
        surface.fill(FELT)
        card.draw(surface)
        alone[card.value] = _inked(surface, _box(card, surface))
    surface.fill(FELT)
    for card in scene.hand.cards:
        card.draw(surface)
    for card in scene.hand.cards:
        number = alone[card.value]
        kept = number & _inked(surface, _box(card, surface))
        assert len(number) > 30, card.value
        assert len(kept) >= 0.97 * len(number), (card.value, len(kept), len(number))

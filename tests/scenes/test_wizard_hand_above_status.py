"""The hand of the person at the screen stands whole above the status bar: its fan's
turned outer cards sagged under the board's edge, and at 1280x720 the bar hid the lower
part of every card (trial s37 T/003, U/012). Lifted as playable and pointed at, it stays
below the seal pool too (test_wizard_hand_clear_of_pool)."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.games.wizard_extreme import COLOURS, Card
from tests.scenes.test_game_base import app
from tests.scenes.test_wizard_extreme_layout import table

__all__ = ["app"]

DEALT = [Card(colour, value) for value in (3, 7, 11) for colour in COLOURS]  # fifteen


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("lifted", [False, True])
def test_every_card_of_the_hand_stands_above_the_status_bar(app: App, size: tuple[int, int],
                                                           lifted: bool) -> None:
    scene = table(app, 3, size)
    hand = scene.hand
    above_bar = scene.layout.board.bottom  # (the board ends a gap above the bar)
    for count in range(1, len(DEALT) + 1):
        cards = sorted(DEALT[:count])
        hand.sync(cards, legal=cards if lifted else [])
        hand.set_interactive(lifted)
        for card in hand.cards:
            card.hovered = lifted
        hand.update(1.0)
        for card in hand.cards:
            assert card.rect().bottom <= above_bar, f"{size}, {count} cards: {card.value} cut"

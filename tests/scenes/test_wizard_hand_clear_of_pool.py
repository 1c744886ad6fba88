"""The hand fanned under the Wizard Extreme table keeps clear of the seal pool's frame:
with fewer cards the cards grew, and lifted as playable (and under the pointer) they rose
over the pool's lower edge, the "Enter" keycap beside its corner (trial s24 B/137)."""

from __future__ import annotations

import pytest

from scenes.games.wizard_extreme.panels import hand_mark_rects
from scenes.shell.app import App
from tabletop.games.wizard_extreme import COLOURS, Card
from tests.scenes.test_game_base import app
from tests.scenes.test_wizard_extreme_layout import table

__all__ = ["app"]

DEALT = [Card(colour, value) for value in (3, 7, 11) for colour in COLOURS]  # fifteen


@pytest.mark.parametrize("seats", [3, 5])
def test_the_lifted_hand_and_its_keycap_stay_clear_of_the_pool(app: App, seats: int) -> None:
    for size in [(1920, 1080), (1280, 720)]:
        scene = table(app, seats, size)
        hand = scene.hand
        # The pool's frame with its shadow, and a clear gap: nothing of the hand touches it.
        frame = scene.pool_rect.inflate(2 * scene.px(6), 2 * scene.px(6))
        for count in range(1, len(DEALT) + 1):
            cards = sorted(DEALT[:count])
            hand.sync(cards, legal=cards)
            hand.set_interactive(True)
            for card in hand.cards:
                card.hovered = True  # the highest a card goes: playable and pointed at
            hand.update(1.0)
            where = f"{size}, {seats} seats, {count} cards"
            for card in hand.cards:
                assert not card.rect().colliderect(frame), f"{where}: {card.value} on the pool"
                hand.ring.focus(card)
                for mark in hand_mark_rects(hand, None, scene.context, scene.scale,
                                            scene.pool_rect):
                    assert not mark.colliderect(frame), f"{where}: keycap at {card.value}"
            assert hand.rect.bottom <= scene.layout.board.bottom, where
        # The cards stay as large as the sofa needs (the 15-card hand's size at the least).
        assert hand.card_size_for(5, face_up=True)[1] >= hand.card_size_for(15, face_up=True)[1]

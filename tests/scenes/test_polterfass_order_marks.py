"""Polterfass's order cards: the chosen ones wear a tick, the focused one only the focus's
gold. With 3 and 4 chosen and the focus on 0, the three looked alike, gold and lifted: the
focus read as a third choice (trial s27 D/141)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass import panels
from scenes.shell.app import App
from tabletop.games.polterfass import Phase
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_polterfass_table_names import couch_table, play_until

__all__ = ["app"]


def test_the_chosen_order_cards_wear_a_tick_and_the_focused_one_does_not(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = couch_table(app)
    game = scene.session.game
    play_until(app, scene, lambda: game.state.phase is Phase.ORDERS and scene.accepts_input
               and scene.hand_seat is not None)
    for key in (pygame.K_3, pygame.K_4):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        frames(app, 3)
    assert scene.selected == [3, 4]
    cards = {card.value: card for card in scene.hand.cards}
    scene.hand.ring.focus(cards[0])
    ticked: list[pygame.Rect] = []
    real = panels.draw_order_mark

    def recorded(surface: pygame.Surface, card: pygame.Rect, scale: float) -> None:
        ticked.append(pygame.Rect(card))
        real(surface, card, scale)

    monkeypatch.setattr(panels, "draw_order_mark", recorded)
    frames(app, 10)
    assert cards[0].glowing, "the focus shows on the 0"
    last = ticked[-2:]
    assert sorted(rect.centerx for rect in last) == sorted(
        cards[value].rect().centerx for value in (3, 4)), "a tick on each chosen card"
    assert cards[0].rect().centerx not in {rect.centerx for rect in ticked}, \
        "no tick on the focused card"

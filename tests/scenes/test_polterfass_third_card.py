"""Polterfass: a third order card picked says which card went back. A
trial's guest picked 7 and 6, then 5: the order silently became 6+5 (trial s25 A/130).
An order holds two cards; the oldest still goes back, and a notice says so."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_key_mash import quiet, tap
from tests.scenes.test_polterfass_order_keys import guest_ordering

__all__ = ["app"]

def test_a_third_card_says_which_card_went_back(app: App) -> None:
    scene = guest_ordering(app)
    for key in (pygame.K_7, pygame.K_6, pygame.K_5):
        tap(app, key, frames_after=3)
        quiet(app)
    frames(app, 3)
    assert sorted(scene.selected) == [5, 6]
    texts = [toast.text for toast in scene.toasts.toasts]
    assert "An order holds 2 cards: 7 went back to your hand." in texts, texts

"""Polterfass's lesson asks Mina for her order ("click your 5, then Order"). Enter alone
orders nothing there: it turns the cards, and one pressed through them must not play the
learner's move (issue #32). Once an arrow key has shown the focus on the glowing 5, Enter
does what the card asks, the 5 and then the order, as Space does (a trial's Enter picked
the 5 and the next put it back, again and again)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.polterfass import Order
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press
from tests.scenes.test_lesson_focus import at_step


def _ordered(history: list[object]) -> bool:
    return any(isinstance(entry, Order) and entry.seat == 0 and entry.cards == (5,)
               for entry in (getattr(item, "action", item) for item in history))


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_at_the_order_step_picks_the_5_and_then_orders(key: int) -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, "polterfass", ".your_order")
        at = driver.step_index
        press(key)
        frames(shell, 30)
        assert driver.step_index == at and not scene.selected, \
            "Enter alone took the learner's move"  # type: ignore[attr-defined]
        press(pygame.K_RIGHT)
        frames(shell, 2)
        for _ in range(2):
            press(key)
            frames(shell, 30)
        history = scene.session.game.history
        assert driver.step_index == at + 1, f"still at the order step, {scene.selected} picked"  # type: ignore[attr-defined]
        assert _ordered(history)

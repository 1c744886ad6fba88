"""The Yacht lesson's keyboard learner (trial N/013): the card said "5를 누르세요" (press 5)
of the die showing five, which lay second; key 5 took the fifth die and was refused with
"press the glowing 5". The card and the refusal name key 2, which holds it."""

from __future__ import annotations

import pygame

from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press
from tests.scenes.test_lesson_focus import at_step


def test_the_key_the_card_names_holds_the_five_and_the_refusal_names_it_too() -> None:
    with running_app() as shell:
        _, driver = at_step(shell, "yacht", ".hold_five")
        at = driver.step_index
        assert "press key 2" in driver.card.text
        press(pygame.K_5)
        frames(shell, 5)
        said = [toast.text for toast in driver.card.notes.toasts]
        assert driver.step_index == at and any("press key 2" in text for text in said), said
        press(pygame.K_2)
        frames(shell, 30)
        assert driver.step_index == at + 1, "key 2 held the 5"

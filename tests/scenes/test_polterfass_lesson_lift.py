"""Polterfass's lesson asks Mina for her order: "click your 5, then Order". The 5 rises out
of the fan with its tick over its top edge; it rose into the lesson's card and went under
the card's lower edge, the tick cut off (trial s36 S/015, 1920x1080 in Korean). The chosen
card, under the pointer, with its tick stays clear of the card, and the lesson's card
knows the fan's reach as a thing to leave in view."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass.scene import PolterfassScene
from tests.scenes.lesson_walk import ready
from tests.scenes.program import running_app
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import click, frames
from tests.scenes.test_lesson_focus import at_step

SIZES = [((1920, 1080), "ko"), ((1600, 900), "en"), ((1280, 720), "en"), ((1280, 720), "ko")]


@pytest.mark.parametrize(("size", "language"), SIZES,
                         ids=["1080p-ko", "900p-en", "720p-en", "720p-ko"])
def test_the_chosen_order_card_stays_clear_of_the_lessons_card(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        view_in(shell, size, language)
        frames(shell, 2)
        scene, driver = at_step(shell, "polterfass", ".your_order")
        assert isinstance(scene, PolterfassScene)
        five = ready(shell, scene)
        assert five is not None
        click(five.center)
        frames(shell, 30)
        assert scene.selected == [5]
        card = next(card for card in scene.hand.cards if card.value == 5)
        assert card.rest_lift and abs(card.lift - card.rest_lift) < 1
        lifted = card.rect()
        lifted.top -= round(card.size[1] * 0.08)  # and the pointer on it (HandCard's hover)
        tick = scene.px(2) + max(8, lifted.width // 6)  # panels.draw_order_mark's seal
        lifted.union_ip(pygame.Rect(lifted.centerx - tick, lifted.top - tick, 2 * tick, tick))
        assert not lifted.colliderect(driver.card.rect), (lifted, driver.card.rect)
        assert any(rect.contains(lifted) for rect in scene.keep_in_sight()), \
            "the lesson's card is not told of the chosen card's reach"

"""The Wizard Extreme lesson's cards before the prediction stand clear of the prediction
panel they introduce (trial H/012, 117: "Jisu dealt, so you predict first" lay over "My
prediction" and its words), in one place from the first of them to the prediction's last
seal, so Next stays put."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

RUN = ("your_hand", "card_marks")
"""The cards that explain before the prediction, the panel up beside them."""


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1920, 1080), "ko"),
                                                ((1280, 720), "ko")])
def test_the_cards_before_the_prediction_leave_its_panel_in_view(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "wizard_extreme", size, language)
        assert isinstance(scene, WizardExtremeScene)
        nexts: list[pygame.Rect] = []
        while driver.step is not None and not driver.step.text.endswith(".take_blue"):
            ready(shell, scene)
            frames(shell, 2)
            name = driver.step.text.rsplit(".", 1)[-1]
            if name in RUN:
                card, panel = driver.card.rect, scene.side.rect
                assert panel.width and not card.colliderect(panel), (name, card, panel)
                framed = scene.sight_rects("held_red_9")
                assert framed and card.collidelist(framed) < 0, (name, card, framed)
                nexts.append(driver.card.next_button.rect.copy())
            take_step(shell, scene)
        assert len(nexts) == len(RUN) and len(set(map(tuple, nexts))) == 1, nexts

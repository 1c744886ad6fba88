"""Trial s39 Y/007: the lesson's last cards tell of the setup's hidden bets, every chip face
down and a 0 chip, a bluff (RULES.md §1.7), and the table never showed either. While those
cards stand, the lanes show them: the others' chips drawn face down (the chip's back, as
the option draws a chip whose value the viewer may not know), then the learner's 0 chip
too; each framed as the card names it, none under the card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import lanes
from tests.scenes.lesson_walk import open_lesson_in, take_step, walk_to_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SUCHUL = 0


def test_the_hidden_bets_cards_lay_a_face_down_chip_and_a_0_chip(
        monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[int | None] = []
    real_chip = lanes.chip_image

    def chip(slot: int, value: int | None, *args: Any) -> pygame.Surface:
        drawn.append(value)
        return real_chip(slot, value, *args)

    monkeypatch.setattr(lanes, "chip_image", chip)
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1280, 720), "en")
        table = scene.table  # type: ignore[attr-defined]
        walk_to_step(shell, scene, driver, "double")
        frames(shell, 2)
        assert not scene.sight_rects("face_down"), "a face-up race shows no face-down chip"
        drawn.clear()
        for name in ("hidden", "bluff"):
            if name == "bluff":
                drawn.clear()
            walk_to_step(shell, scene, driver, name)
            frames(shell, 2)
            assert driver._said_index() == driver.step_index, f"{name}: no card up"
            chips = [chip for lane in table.lanes for chip in lane.chips]
            down = [chip.seat for chip in chips if chip.value is None]
            assert down and SUCHUL not in down, f"{name}: face down {down}"
            assert None in drawn, f"{name}: no chip's back drawn"
            # The card never covers what it tells of.
            card = driver.card.rect
            for part in scene.sight_rects("face_down"):
                assert not part.colliderect(card), (name, part, card)
        zeros = [chip.seat for chip in chips if chip.value == 0]
        assert zeros == [SUCHUL] and 0 in drawn, f"the learner's 0 chip: {zeros}, {drawn}"
        (zero,) = scene.sight_rects("bluff_chip")
        assert not zero.colliderect(driver.card.rect)
        take_step(shell, scene)  # the end: the race's own chips again
        frames(shell, 2)
        chips = [chip for lane in table.lanes for chip in lane.chips]
        assert all(chip.value for chip in chips), [chip.value for chip in chips]

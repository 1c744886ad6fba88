"""A press while a lesson's table moves skips the motion up to the result the cards tell
of, never past it. A trial clicked during Byeongsu's last move of race 1: the payout sheet
was gone and race 2's betting stood on the table, horses back at the start, under "Blue
came 3rd..." and "You end race 1 with $950"; a press during the move that ends a Wizard
Extreme trick cleared the trick under "her 9 beats your 8" in the same way. And the card
of that last move tells of the finish with the horses in their boxes, the payout sheet
not yet over them (another trial saw the sheet under "Byeongsu runs Blue home 3rd")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import SLOW_FRAME, click, frames, press


def _payout_of_race_1(scene: GameScene[Any], card: str) -> bool:
    """The finish of race 1 in the boxes under its card, then the payout sheet."""
    table = scene.table  # type: ignore[attr-defined]
    if card == "race_over":
        boxed = [lane.place for lane in table.lanes if lane.place is not None]
        finish = sorted(boxed) == [1, 2, 3] and any(lane.last for lane in table.lanes)
        return finish and table.sheet is None and table.pending_sheet is not None
    return table.sheet is not None and scene.playback.race_shown == 1  # type: ignore[attr-defined]


def _whole_trick(scene: GameScene[Any], card: str) -> bool:
    return len(scene.trick.cards) == 3  # type: ignore[attr-defined]


CASES = {
    "race_1_payout": ("winners_circle", ("race_over", "paid", "rates", "shared", "last_place",
                                        "double", "hidden", "bluff"),
                      _payout_of_race_1),
    "yuna_wins": ("wizard_extreme", ("jisu_ducks", "blue_kept"), _whole_trick),
    "jisu_wins": ("wizard_extreme", ("jisu_must_win", "black_seal"), _whole_trick),
    "minho_trumps": ("wizard_extreme", ("minho_trumps", "magician_trick"), _whole_trick),
}


@pytest.mark.parametrize("how", ["enter", "click"])
@pytest.mark.parametrize("case", CASES)
def test_a_press_during_the_move_keeps_its_result_until_its_cards_are_read(
        case: str, how: str) -> None:
    game_id, cards, shows = CASES[case]
    check: Callable[[GameScene[Any], str], bool] = shows
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, game_id)
        while not driver.step or not driver.step.text.endswith(f".{cards[0]}"):
            take_step(shell, scene)
        for _ in range(600):  # the computer's pause, then its move plays
            frames(shell, 1)
            if driver.is_busy and not driver.held_for_reading and driver.step_index and \
                    len(scene.session.game.history) > sum(
                        1 for step in driver.lesson.steps[:driver.step_index]
                        if step.expect is not None):
                break
        else:
            raise AssertionError(f"{cards[0]}: the computer's move never played")
        if how == "enter":
            press(pygame.K_RETURN)
        else:
            click(scene.frame.board_area().center)
        frames(shell, 2)
        for name in cards:
            ready(shell, scene)
            step = driver.step
            assert step is not None and step.text.endswith(f".{name}")
            assert driver.says_step, f"{name}: no card"
            assert check(scene, name), f"{name}: what the card tells of is not on the table ({how})"
            frames(shell, 20, SLOW_FRAME)  # read for a second (at 20 frames a second)
            assert check(scene, name), f"{name}: it left while the card was read ({how})"
            press(pygame.K_RETURN)
            frames(shell, 3)
        frames(shell, 100, SLOW_FRAME)  # five seconds
        assert not check(scene, cards[-1]), f"{case}: the table never went on after the last card"

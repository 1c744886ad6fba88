"""A won trick the card speaks of stays on the table while that card is up: Wizard
Extreme's "Jisu wins. A winner gives back a seal..." came after the trick had flown to
Jisu (a new-user trial). It is gathered only after Next, at every animation speed: at
Instant the table had cleared the trick under "her 9 beats your 8" (a later trial)."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets.tween import AnimationSpeed
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press
from tests.scenes.test_lesson_focus import at_step

SPEEDS = [AnimationSpeed.NORMAL, AnimationSpeed.FAST, AnimationSpeed.INSTANT]


@pytest.mark.parametrize("speed", SPEEDS, ids=lambda speed: speed.name.lower())
@pytest.mark.parametrize(("step", "winner"), [(".jisu_follows", 2), (".black_seal", 2),
                                              (".minho_trumps", 1), (".magician_trick", 1)])
def test_the_trick_a_card_speaks_of_is_still_on_the_table(
        step: str, winner: int, speed: AnimationSpeed) -> None:
    with running_app() as shell:
        shell.context.pace.speed = speed
        scene, driver = at_step(shell, "wizard_extreme", step)
        assert driver.says_step and driver.waits_for_next
        trick = scene.trick  # type: ignore[attr-defined]
        assert len(trick.cards) == 3, f"{step}: the trick left the table under its card"
        assert trick.held == winner, f"{step}: the trick no longer names its winner"
        frames(shell, 120)  # longer than the game's own pause: the card is being read
        assert len(trick.cards) == 3 and trick.held == winner
        press(pygame.K_RETURN)
        frames(shell, 90)
        if step in (".jisu_follows", ".minho_trumps"):
            return  # the next card (marked keep) speaks of the same trick
        # Gathered: the next trick may have begun, the winner leading.
        assert trick.held is None and len(trick.cards) < 3, f"{step}: it stayed after Next"


@pytest.mark.parametrize("speed", SPEEDS, ids=lambda speed: speed.name.lower())
def test_the_dice_a_yacht_card_speaks_of_stay_and_roll_waits_for_next(
        speed: AnimationSpeed) -> None:
    """At Instant, "Mina writes her dice into Full House" stood over an empty tray with
    the learner's Roll lit and "Press Space or click Roll" (a trial)."""
    with running_app() as shell:
        shell.context.pace.speed = speed
        scene, driver = at_step(shell, "yacht", ".mina_full_house")
        assert driver.says_step and driver.waits_for_next
        frames(shell, 120)
        assert scene.dice_visible, "Mina's dice left the tray under the card"  # type: ignore[attr-defined]
        assert not scene.roll_button.enabled, "Roll lit while the card tells of Mina's turn"  # type: ignore[attr-defined]
        press(pygame.K_RETURN)
        frames(shell, 90)
        assert scene.roll_button.enabled  # type: ignore[attr-defined]

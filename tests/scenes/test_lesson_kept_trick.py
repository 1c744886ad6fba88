"""A won trick the card speaks of stays on the table while that card is up: Wizard
Extreme's "Jisu wins. A winner gives back a seal..." came after the trick had flown to
Jisu (a new-user trial). It is gathered only after Next, at every animation speed: at
Instant the table had cleared the trick under "her 9 beats your 8" (a later trial)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from scenes.widgets.tween import AnimationSpeed
from tests.scenes.lesson_walk import wait_seconds
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson
from tests.scenes.program import running_app
from tests.scenes.test_game_base import press

SPEEDS = [AnimationSpeed.NORMAL, AnimationSpeed.FAST, AnimationSpeed.INSTANT]
TRICKS = [(".jisu_ducks", 0), (".blue_kept", 0), (".jisu_must_win", 2), (".black_seal", 2),
          (".minho_trumps", 1), (".magician_trick", 1), (".your_black_seal", 0)]
"""Wizard Extreme's steps whose card speaks of a trick, and the seat that won it."""


class KeptWatch(Watch):
    """At each step of :data:`TRICKS` and at Yacht's "Mina writes her dice into Full House":
    what the table holds under the card, for two seconds, and after Next."""

    games = ("wizard_extreme", "yacht")

    def __init__(self) -> None:
        self.found: dict[str, list[str]] = {}

    def take(self, walk: Walk) -> bool:
        name = f".{walk.step_name}"
        winners = dict(TRICKS) if walk.game_id == "wizard_extreme" else {}
        if name not in winners and (walk.game_id, name) != ("yacht", ".mina_full_house"):
            return False
        found = self.found[name] = []
        try:
            if name in winners:
                self._trick(walk, name, winners[name])
            else:
                self._dice(walk)
        except AssertionError as failure:
            found.append(str(failure))
        return True

    @staticmethod
    def _trick(walk: Walk, step: str, winner: int) -> None:
        shell, scene, driver = walk.shell, walk.scene, walk.driver
        assert driver.says_step and driver.waits_for_next
        trick = scene.trick  # type: ignore[attr-defined]
        assert len(trick.cards) == 3, f"{step}: the trick left the table under its card"
        assert trick.held == winner, f"{step}: the trick no longer names its winner"
        wait_seconds(shell, 2)  # longer than the game's own pause: the card is being read
        assert len(trick.cards) == 3 and trick.held == winner
        press(pygame.K_RETURN)
        wait_seconds(shell, 1.5)
        if step in (".jisu_ducks", ".jisu_must_win", ".minho_trumps"):
            return  # the next card (marked keep) speaks of the same trick
        # Gathered: the next trick may have begun, the winner leading.
        assert trick.held is None and len(trick.cards) < 3, f"{step}: it stayed after Next"

    @staticmethod
    def _dice(walk: Walk) -> None:
        shell, scene, driver = walk.shell, walk.scene, walk.driver
        assert driver.says_step and driver.waits_for_next
        wait_seconds(shell, 2)
        assert scene.dice_visible, "Mina's dice left the tray under the card"  # type: ignore[attr-defined]
        assert not scene.roll_button.enabled, "Roll lit while the card tells of Mina's turn"  # type: ignore[attr-defined]
        press(pygame.K_RETURN)
        wait_seconds(shell, 1.5)
        # The card after it ("other rows") is read with Roll at rest too (trial s18: Roll
        # stood gold under it); the shared walk reads the rest (a zero, the bonus) itself,
        # and the learner's next Roll proves Next handed the dice over.
        assert driver.waits_for_next and not scene.roll_button.enabled  # type: ignore[attr-defined]


_WALKED: dict[tuple[str, AnimationSpeed], KeptWatch] = {}


def kept(game_id: str, speed: AnimationSpeed) -> dict[str, list[str]]:
    """What :class:`KeptWatch` found walking ``game_id``'s lesson at ``speed`` (at Normal,
    the speed the program starts at, in the lessons' shared walk)."""
    if speed is AnimationSpeed.NORMAL:
        return shared_walk(game_id, KeptWatch).found
    if (game_id, speed) not in _WALKED:
        watch = KeptWatch()

        def at_speed(shell: App) -> None:
            shell.context.pace.speed = speed

        walk_lesson(game_id, [watch], at_speed)
        _WALKED[game_id, speed] = watch
    return _WALKED[game_id, speed].found


def test_the_program_starts_at_normal_speed_as_the_shared_walk_assumes() -> None:
    with running_app() as shell:
        assert shell.context.pace.speed is AnimationSpeed.NORMAL


@pytest.mark.parametrize("speed", SPEEDS, ids=lambda speed: speed.name.lower())
@pytest.mark.parametrize(("step", "winner"), TRICKS)
def test_the_trick_a_card_speaks_of_is_still_on_the_table(
        step: str, winner: int, speed: AnimationSpeed) -> None:
    found = kept("wizard_extreme", speed)
    assert step in found, f"the walk never met {step}"
    assert not found[step], found[step]


@pytest.mark.parametrize("speed", SPEEDS, ids=lambda speed: speed.name.lower())
def test_the_dice_a_yacht_card_speaks_of_stay_and_roll_waits_for_next(
        speed: AnimationSpeed) -> None:
    """At Instant, "Mina writes her dice into Full House" stood over an empty tray with
    the learner's Roll lit and "Press Space or click Roll" (a trial)."""
    found = kept("yacht", speed)
    assert ".mina_full_house" in found, "the walk never met Mina's Full House"
    assert not found[".mina_full_house"], found[".mina_full_house"]

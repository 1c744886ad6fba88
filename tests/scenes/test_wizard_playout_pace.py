"""The Wizard Extreme lesson's rest of the round, played for the learner at the table's
pace, took 47 s at Normal speed (trial s24 B): each of its thirteen tricks stayed the
game's 1.8 s before flying to its winner. The first still does, showing how a trick
ends; the rest stay a shorter, still readable moment, and the cards fly as in a game."""

from __future__ import annotations

import pygame

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.trick_end import TRICK_HOLD
from scenes.modes.lesson_playout import PAUSE_SHARE
from tests.scenes.lesson_walk import open_lesson_in, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import FRAME, frames, press, set_speed
from tests.scenes.test_wizard_lesson_paced_round import _at_the_rest_of_the_round


def test_the_rest_of_the_round_plays_out_readably_in_under_40_seconds() -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "wizard_extreme", (1280, 720), "en")
        _at_the_rest_of_the_round(shell, scene, driver)
        assert isinstance(scene, WizardExtremeScene)
        # Two play-outs, Yuna's yellow 8 and the card of her black seal between them
        # (trial s26 B/105).
        last = max(index for index, step in enumerate(driver.lesson.steps) if step.paced)
        set_speed(shell, "normal")
        held_before: int | None = None
        shown: list[int] = []  # frames each won trick stood on the table, "X wins" under it
        seconds = 0.0
        while driver.step_index <= last:
            assert seconds < 120, "the round was never played out"
            between = driver.step_index
            step = driver.step
            if step is not None and step.expect is not None:
                take_step(shell, scene)  # the learner's own card between the play-outs
                continue
            if driver.waits_for_next and not driver.playout.running(between):
                frames(shell, 100)  # a card between the play-outs, read: not counted
                press(pygame.K_RETURN)
                while driver.step_index == between and not driver.playout.running(between):
                    frames(shell, 1)
                continue
            frames(shell, 1)
            seconds += FRAME
            if scene.trick.held is not None:
                if not shown or held_before is None:
                    shown.append(0)
                shown[-1] += 1
            held_before = scene.trick.held
        assert seconds < 40, f"the rest of the round took {seconds:.0f} s"
        assert len(shown) >= 10  # twelve tricks left: Yuna's 8 wins one, the last one a card
        assert shown[0] * FRAME >= TRICK_HOLD, "the first trick stays as long as in a game"
        assert min(shown) * FRAME >= TRICK_HOLD * PAUSE_SHARE, "every won trick is read"

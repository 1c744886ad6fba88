"""A mash of keys and clicks never puts a lesson's card out of step with its table: a card
that explains stays over the very table it tells of until its Next (or Skip). A new-user
trial mashed the Polterfass lesson for 40 seconds: round 1's bill card ("7×2+4+3=21...,
Joon +5, Hana +4") stood over round 2's fresh mat, and the card after it over Joon's
throw of round 2. A press on a card that explains fell through to the table, whose held
bill let the round go on.

The mash is seeded and runs in the program as it starts, the keyboard-mash rule on, as the
trial's did: keys and clicks at random points come a few frames apart, and every frame the
card waiting for Next is checked against the table under it."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_driver
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

MASH_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_c, pygame.K_s, pygame.K_1, pygame.K_2,
             pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
             pygame.K_9, pygame.K_0, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
             pygame.K_DOWN)
"""The trial's keys: Next and Skip among them, Esc left out (its pause menu would stop the
mash)."""

MASH_FRAMES = 40 * 60  # the trial's 40 seconds


def what_the_table_shows(scene: GameScene[Any], driver: LessonDriver) -> tuple[object, ...]:
    """The moves made, and whether the table holds a result (a Polterfass bill) or the
    lesson holds one for reading: none of it may change under a card waiting for Next."""
    return (len(scene.session.game.history), scene.holds_table(), driver.held_for_reading)


def mash(scene: GameScene[Any], driver: LessonDriver, shell: Any, seed: int) -> list[str]:
    rng = random.Random(seed)
    size = shell.context.manager.top.frame.layout.window.size
    wrong: list[str] = []
    card: tuple[object, ...] | None = None  # the step and table of a card that explains
    due = 0
    for frame in range(MASH_FRAMES):
        if driver.finished:
            break
        if frame >= due:
            due = frame + rng.randint(1, 8)
            if rng.random() < 0.5:
                key = rng.choice(MASH_KEYS)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                     unicode="", scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
            else:
                at = (rng.randrange(size[0]), rng.randrange(size[1]))
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
        frames(shell, 1)
        if shell.context.manager.top is not scene:
            break  # a click on the end card's Menu or Play left the lesson
        now = (driver.step_index, what_the_table_shows(scene, driver))
        if not (driver.explaining and driver.says_step) or driver.playout.running(now[0]):
            card = None  # a paced step's Next was pressed: its moves play under its card
        elif card is None or card[0] != now[0]:
            card = now
        elif card != now:
            step = driver.step
            wrong.append(f"frame {frame}, step {driver.step_index} "
                         f"({step.text if step else 'the end'}): the table went from "
                         f"{card[1]} to {now[1]} under the card")
            card = now
    return wrong


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_mash_never_moves_the_table_under_a_card_waiting_for_next(game_id: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, game_id)
        wrong = mash(scene, driver, shell, seed=12)
        reached = driver.step_index
    assert not wrong, "\n".join(dict.fromkeys(wrong))
    assert reached > 2, f"the mash reached only step {reached}: it tested little"

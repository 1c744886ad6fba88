"""A lesson walked as a player walks it: the Learn button, Enter on a card that explains,
a click on the glowing piece (for the lesson scene tests and the screenshot tool)."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pygame

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.screens.lesson_menu import LearnButton, LessonResume
from scenes.screens.menu import MenuScene
from scenes.shell.app import App
from scenes.shell.scene import Scene
from tabletop.lessons import LESSONS
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import click, frames, press


def is_lesson(scene: Scene | None) -> bool:
    """True for a game's scene driven as a lesson."""
    return isinstance(scene, GameScene) and isinstance(scene.driver, LessonDriver)


def learn_button(shell: App, game_id: str) -> LearnButton:
    menu = shell.context.manager.top
    assert isinstance(menu, MenuScene)
    learn = menu.pairs[game_id][1]
    assert isinstance(learn, LearnButton)
    return learn


def open_lesson(shell: App, game_id: str, *, start_over: bool = False) -> GameScene[Any]:
    """Click the tile's Learn button, as a player does; a lesson left part-way asks first,
    and the player continues it (the focused button), or with ``start_over`` starts over."""
    click(learn_button(shell, game_id).rect.center)
    frames(shell, 3)
    asked = shell.context.manager.top
    if isinstance(asked, LessonResume):
        resume, again = asked.ring.buttons
        click((again if start_over else resume).rect.center)
        frames(shell, 3)
    scene = shell.context.manager.top
    assert is_lesson(scene) and scene.driver.lesson is LESSONS[game_id], \
        f"the Learn button opened {shell.context.manager.stack}"
    return scene


def open_lesson_driver(shell: App, game_id: str) -> tuple[GameScene[Any], LessonDriver]:
    """:func:`open_lesson`, with the lesson's driver that the walks step and watch."""
    scene = open_lesson(shell, game_id)
    driver = scene.driver
    assert isinstance(driver, LessonDriver)
    return scene, driver


def open_lesson_in(shell: App, game_id: str, size: tuple[int, int],
                   language: str) -> tuple[GameScene[Any], LessonDriver]:
    """:func:`open_lesson_driver` in a window of ``size`` with the program in ``language``."""
    shell.context.apply_settings(replace(shell.context.settings, language=language))
    if shell.context.display.window_size != size:
        resize_window(shell, size)
        frames(shell, 2)
    return open_lesson_driver(shell, game_id)


WAIT_FRAME = 1 / 20
"""The frame, in seconds, a walk runs while it waits for the table: the animations, the
computer's moves, a paced step's play-out. Each frame is drawn and every watch sees it, as
on a machine drawing 20 frames a second (the program takes frames of up to
scenes/shell/app.py's MAX_DT); at 60 a second the walks drew three times the frames for
the same table time, most of the lesson tests' processor time."""


def wait_seconds(shell: App, seconds: float) -> None:
    """Run ``seconds`` of the table's time in :data:`WAIT_FRAME` frames, each drawn (for a
    watch's pause: a card being read, a quiet moment before Enter)."""
    frames(shell, max(1, round(seconds / WAIT_FRAME)), WAIT_FRAME)


THINKER_SECONDS = 120.0
"""How long a walk waits for the coach's numbers. They come from the thinker's process in
its own time, not in frames: its first question starts a Python process, which takes
seconds on a machine whose every processor runs tests."""

THINKER_NAP = 0.01
"""Seconds a walk sleeps between its frames while the coach thinks: the thinker's process
wants the processor those frames took (hundreds drawn for one answer on a busy machine)."""


def ready(shell: App, scene: GameScene[Any], limit: int = 4000) -> pygame.Rect | None:
    """Run frames until the learner is to act (or read): nothing moving, no computer move
    pending, the pointed piece where it stays. Returns that piece's rect. ``limit`` counts
    the frames the table takes; the coach's thinking has :data:`THINKER_SECONDS`."""
    last: object = ()
    deadline = time.monotonic() + THINKER_SECONDS
    counted = 0
    while counted < limit:
        frames(shell, 1, WAIT_FRAME)  # every frame is looked at: the walk acts the first it can
        counted += 1
        step = scene.driver.step
        if scene.driver.waits_for_next:
            return None  # a card to read, the table still (or holding what it tells of)
        if scene.driver.is_busy:
            continue
        if step is not None and step.expect is not None and \
                step.expect.seat != scene.driver.lesson.learner:
            continue  # the example's computer seat moves by itself
        if scene.driver.coach.is_thinking:  # a step that shows the coach: its numbers come
            counted -= 1
            assert time.monotonic() < deadline, \
                f"step {scene.driver.step_index}: the coach never answered"
            time.sleep(THINKER_NAP)
            continue
        rect = scene.driver.pointed_piece() if step is not None and step.expect else None
        if rect == last:
            return rect
        last = rect
    raise AssertionError(
        f"the lesson never waited for the learner at step {scene.driver.step_index}")


def advice_shown(shell: App, scene: GameScene[Any]) -> None:
    """Run frames until the coach's numbers for the step on screen are in: the step may
    ask for them only once its card is up, and the answer takes what it takes."""
    deadline = time.monotonic() + THINKER_SECONDS
    while scene.driver.coach.advice is None:
        step = scene.driver.step
        assert time.monotonic() < deadline, f"{step and step.text}: no advice shown"
        frames(shell, 1)
        time.sleep(0.002)  # leave the processor to the thinker


def take_step(shell: App, scene: GameScene[Any]) -> None:
    """One step as a player: Enter for a card that explains, a click on the glowing piece."""
    rect = ready(shell, scene)
    step = scene.driver.step
    assert step is not None
    if scene.driver.explaining:
        press(pygame.K_RETURN)
    else:
        assert rect is not None, f"{step.text}: no piece to point at for {step.expect}"
        click(rect.center)
    before = scene.driver.step_index
    for _ in range(12):
        for _ in range(20):
            frames(shell, 1, WAIT_FRAME)
            if scene.driver.step_index != before:
                return
        if scene.driver.playout.running(before):
            _watch_the_play_out(shell, scene, before)
            return
        # Some moves take more clicks, the glow going from piece to piece: a Polterfass
        # count picks its barrel, then confirms it; a Big Shot placement drops each cube.
        rect = ready(shell, scene)
        if rect is None:
            break
        click(rect.center)
    raise AssertionError(f"{step.text}: the click or key did not take the step")


def walk_to_step(shell: App, scene: GameScene[Any], driver: LessonDriver, name: str) -> None:
    """Steps taken until the step ``name`` (its text key's last part) is shown, ready."""
    while driver.step is not None and not driver.step.text.endswith(f".{name}"):
        take_step(shell, scene)
    ready(shell, scene)


def _watch_the_play_out(shell: App, scene: GameScene[Any], index: int) -> None:
    """The moves step ``index`` plays at the table's pace after its Next, watched as a
    player watches them (a minute of the table's time at most)."""
    for _ in range(round(60 / WAIT_FRAME)):
        frames(shell, 1, WAIT_FRAME)
        if scene.driver.step_index != index:
            return
    raise AssertionError(f"step {index}'s moves were never all played")


def walk_to_end(shell: App, scene: GameScene[Any]) -> None:
    for _ in range(len(scene.driver.lesson.steps) + 1):
        if scene.driver.finished:
            return
        take_step(shell, scene)
    assert scene.driver.finished

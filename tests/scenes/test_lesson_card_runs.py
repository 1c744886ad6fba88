"""The lesson card as a learner meets it, walked through every lesson's real scene: its
words come only once the table shows what they tell of, it never stands over the piece to
touch nor over what its words name, and Next stays under the pointer from one card to the
next unless the next card needs that place (issue #32, items 6 and 7)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames

LESSON_IDS = sorted(LESSONS)
SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


@dataclass
class Walked:
    """What a learner would have met walking one lesson at one window size."""

    early: list[str] = field(default_factory=list)
    """Words shown while the table still moved, or before the computer's move they tell of."""
    covered: list[str] = field(default_factory=list)
    """Steps whose card stood over the piece to touch or over a part its words name."""
    moved: list[str] = field(default_factory=list)
    """Cards of the last card's size and board whose Next stood elsewhere than the last
    card's with nothing in that place (longer words, or the board laid out again for the
    coach, may need another place)."""


_WALKED: dict[tuple[str, str], Walked] = {}


def walked(game_id: str, size: str) -> Walked:
    """``game_id``'s lesson walked once at ``size`` (the three tests share the walk)."""
    if (game_id, size) not in _WALKED:
        with running_app() as shell:
            if shell.context.display.window_size != SIZES[size]:
                resize_window(shell, SIZES[size])
                frames(shell, 2)
            _WALKED[game_id, size] = _walk(shell, game_id)
    return _WALKED[game_id, size]


def watch_every_frame(scene: GameScene[Any], check: Callable[[], None]) -> None:
    """Run ``check`` after every frame the lesson's card is drawn."""
    driver = scene.driver
    drawn = driver.draw_over_table

    def draw_and_check(surface: pygame.Surface) -> None:
        drawn(surface)
        check()

    driver.draw_over_table = draw_and_check  # type: ignore[method-assign]


def parts(scene: GameScene[Any], names: tuple[str, ...]) -> list[pygame.Rect]:
    return [rect for name in names for rect in scene.sight_rects(name)]


def _walk(shell: App, game_id: str) -> Walked:
    scene = open_lesson(shell, game_id)
    driver = scene.driver
    assert isinstance(driver, LessonDriver)
    words = shell.context.words
    steps = driver.lesson.steps
    seen = Walked()
    last: list[pygame.Rect] = []  # the card and its Next at the last card read
    last_coach = [False]

    def every_frame() -> None:
        step = driver.step
        if step is None or driver.card.text != words(step.text):
            return
        before = steps[driver.step_index - 1] if driver.step_index else None
        if before is not None and before.text == step.text:
            return  # the same words twice in a row (keep this 3 too) tell of nothing new
        computer = step.expect is not None and step.expect.seat != driver.lesson.learner
        moves_before = sum(1 for s in steps[:driver.step_index] if s.expect is not None)
        made = len(scene.session.game.history) > moves_before
        moving = driver.is_busy and not driver.held_for_reading
        if moving or (computer and not made):
            seen.early.append(f"{step.text} (moving {moving}, move made {made})")

    def at_each_step() -> None:
        step = driver.step
        if step is None:
            return
        card = driver.card.rect.copy()
        piece = driver.pointed_piece()
        if piece is not None and card.colliderect(piece):
            seen.covered.append(f"{step.text}: the piece to touch")
        named = parts(scene, step.show)
        if card.collidelist(named) >= 0 or len(named) < len(step.show):
            seen.covered.append(f"{step.text}: what its words name (framed: {len(named)})")
        if not driver.waits_for_next:
            last.clear()
            return
        next_button = driver.card.next_button.rect.copy()
        laid_out = driver.coach_on  # the coach's coming or going lays the board out anew
        if last and next_button != last[1] and laid_out == last_coach[0] \
                and card.size == last[0].size:
            # What the new card needs in view: what its words name, and the piece of the
            # move it tells of.
            made = [s.expect for s in steps[:driver.step_index + 1] if s.expect is not None]
            done = scene.piece_rect(made[-1]) if made else None
            needed = [*parts(scene, (*step.show, *step.sight)), *([done] if done else [])]
            if last[0].collidelist(needed) < 0:
                seen.moved.append(step.text)
        last[:] = [card, next_button]
        last_coach[:] = [laid_out]

    watch_every_frame(scene, every_frame)
    for _ in range(len(steps) + 1):
        ready(shell, scene)
        at_each_step()
        if driver.finished:
            return seen
        take_step(shell, scene)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_steps_words_appear_only_once_the_table_shows_what_they_tell_of(
        game_id: str, size: str) -> None:
    early = walked(game_id, size).early
    assert not early, f"words before the table showed them: {sorted(set(early))}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_card_never_covers_the_piece_to_touch_nor_what_its_words_name(
        game_id: str, size: str) -> None:
    covered = walked(game_id, size).covered
    assert not covered, f"at {size}: {covered}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_next_stays_under_the_pointer_unless_the_next_card_needs_its_place(
        game_id: str, size: str) -> None:
    moved = walked(game_id, size).moved
    assert not moved, f"at {size} Next moved with nothing in its way: {moved}"

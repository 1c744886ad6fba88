"""One walk of each lesson that many checks ride: the lesson scene tests' shared walk.

Walking a lesson from its first card to its last through the real scene takes seconds of
processor time, and a dozen checks each walked all five lessons again. Each check is now a
:class:`Watch`: it hooks what it watches when the lesson opens, looks at every step once
the table is ready for the learner (or the card for reading), may take a step itself (Enter
where the check is that Enter takes it), and looks once more at the end. What it finds, it
keeps; its test, still a test of its own in its own file, reads that and fails on it.

:func:`shared_walk` walks each lesson once per test process with every watch of
:data:`WATCHES`, in the program as it starts (1280x720, English, Normal animation speed, no
coach setting), in a home folder of its own. :func:`walk_lesson` walks one with the watches
given, for the checks that need another size, language or speed.
"""

from __future__ import annotations

import importlib
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from scenes.shell.mash import MashWatch
from scenes.widgets.toast import Toast
from tests.homes import home_in
from tests.scenes.lesson_walk import learn_button, open_lesson_driver, ready, take_step
from tests.scenes.program import running_app


@dataclass
class Walk:
    """The lesson being walked, for its watches."""

    game_id: str
    shell: App
    scene: GameScene[Any]
    driver: LessonDriver
    patch: pytest.MonkeyPatch
    """Undone when the walk ends: for a watch's hooks on the program's modules."""
    home: Path
    """The walk's home folder (its statistics stay there after the walk)."""
    new_before: bool
    """Whether the Learn button said "New" before the walk opened the lesson."""
    piece: Any = None
    """The glowing piece's rect at this step, once the table is ready (None while a card
    waits for Next)."""

    @property
    def step_name(self) -> str:
        """The last part of the shown step's text key ("" after the last step)."""
        step = self.driver.step
        return "" if step is None else step.text.rsplit(".", 1)[-1]


class Watch:
    """One check riding a walk (module docstring). Its parts run in :data:`WATCHES`' order."""

    games: tuple[str, ...] = ()
    """The lessons it watches; empty: every lesson."""

    def start(self, walk: Walk) -> None:
        """The lesson has just opened: hook what is watched frame by frame."""

    def look(self, walk: Walk) -> None:
        """At each step, the table ready (and once more when the lesson is finished)."""

    def take(self, walk: Walk) -> bool:
        """Take the step shown, as the check needs it taken; True when it did so. A step
        no watch takes (or that a watch left where it was) is taken as a player takes it."""
        return False

    def end(self, walk: Walk) -> None:
        """The lesson is finished."""


class NoticeWatch(Watch):
    """Every frame the notices are drawn: each one standing over any part of the table
    :meth:`spared` names for it is kept in :attr:`wrong`; :attr:`seen` counts the notices
    judged."""

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.seen = 0

    def spared(self, walk: Walk, toast: Toast) -> list[pygame.Rect] | None:
        """What ``toast`` must leave clear now; None: it is not judged."""
        return None

    def start(self, walk: Walk) -> None:
        toasts = walk.scene.toasts
        drawn = toasts.draw

        def draw_and_look(surface: pygame.Surface) -> None:
            drawn(surface)
            for toast in toasts.toasts:
                if toast.place is None or toast.waiting:
                    continue
                spared = self.spared(walk, toast)
                if spared is None:
                    continue
                self.seen += 1
                if toast.place[0].collidelist(spared) >= 0:
                    self.wrong.append(f"{walk.step_name}: {toast.text!r} at {toast.place[0]}"
                                      f" over {spared}")

        toasts.draw = draw_and_look  # type: ignore[method-assign]


W = TypeVar("W", bound=Watch)

WATCHES: tuple[str, ...] = (
    "tests.scenes.test_wizard_lesson_trick_count:TrickCountWatch",
    "tests.scenes.test_lesson_toast_dated:DatedToastWatch",
    "tests.scenes.test_wizard_lesson_toast_hand:ToastHandWatch",
    "tests.scenes.test_lessons_scene:CoachWatch",
    "tests.scenes.test_lesson_plates:PlatesWatch",
    "tests.scenes.test_lesson_plates:PressNextWatch",
    "tests.scenes.test_lesson_stale_card:StaleWatch",
    "tests.scenes.test_lesson_stale_card:FadeWatch",
    "tests.scenes.test_lesson_card_keeps_up:PlayingWatch",
    "tests.scenes.test_lesson_top_bar:TopBarWatch",
    "tests.scenes.test_lesson_turn_words:TurnWordsWatch",
    "tests.scenes.test_lesson_figures:FiguresWatch",
    "tests.scenes.test_lesson_big_shot_table:PanelWatch",
    "tests.scenes.test_lesson_big_shot_table:ToldWatch",
    "tests.scenes.test_lesson_focus:NamedRowWatch",
    "tests.scenes.test_lesson_card_runs:CardWatch",
    "tests.scenes.test_lesson_card_stays:StaysWatch",
    "tests.scenes.test_lesson_focus:EnterWatch",
    "tests.scenes.test_lesson_kept_trick:KeptWatch",
    "tests.scenes.test_wizard_round_end_lesson:RoundEndWatch",
    "tests.scenes.test_lesson_status:StatusWatch",
    "tests.scenes.test_lesson_big_shot_table:LiveWatch",
    "tests.scenes.test_lesson_buttons_rest:RestWatch",
    "tests.scenes.test_polterfass_lesson_glow:GlowWatch",
    "tests.scenes.test_polterfass_lesson_card_rests:RestsWatch",
    "tests.scenes.test_lessons_scene:EndsInSetupWatch",
)
"""The watches of the shared walk, as ``module:class``: looks before the looks that change
the table (the card-run watch shows each step's refusal), the end's watches before the one
that leaves the lesson for setup."""


def _watch_classes() -> list[type[Watch]]:
    found = []
    for name in WATCHES:
        module, _, cls = name.partition(":")
        found.append(getattr(importlib.import_module(module), cls))
    return found


def walk_lesson(game_id: str, watches: Sequence[Watch],
                prepare: Callable[[App], None] | None = None) -> None:
    """Walk ``game_id``'s lesson to its end with ``watches``, in a home of its own and the
    program as it starts (``prepare`` changes it before the lesson opens), without the
    keyboard-mash rule (its keys are pressed a frame apart, as a player's never are)."""
    watches = [watch for watch in watches if not watch.games or game_id in watch.games]
    with tempfile.TemporaryDirectory(prefix="lesson-walk-") as folder, \
            home_in(Path(folder) / "home") as home, pytest.MonkeyPatch.context() as patch:
        patch.setattr(MashWatch, "press", lambda self, key, clock, **_: False)
        with running_app() as shell:
            if prepare is not None:
                prepare(shell)
            new_before = learn_button(shell, game_id).is_new
            scene, driver = open_lesson_driver(shell, game_id)
            walk = Walk(game_id, shell, scene, driver, patch, home, new_before)
            for watch in watches:
                watch.start(walk)
            for _ in range(len(driver.lesson.steps) + 1):
                walk.piece = ready(shell, scene)
                for watch in watches:
                    watch.look(walk)
                if driver.finished:
                    break
                at = driver.step_index
                for watch in watches:
                    if watch.take(walk):
                        break
                if driver.step_index == at and not driver.finished:
                    take_step(shell, scene)
            assert driver.finished, f"the {game_id} lesson did not end"
            for watch in watches:
                watch.end(walk)


_SHARED: dict[str, dict[type[Watch], Watch] | BaseException] = {}


def shared_walk(game_id: str, kind: type[W]) -> W:
    """The watch of ``kind`` from ``game_id``'s lesson walked once (per test process) with
    every watch of :data:`WATCHES`. A walk that failed fails every test that reads it."""
    if game_id not in _SHARED:
        watches = [cls() for cls in _watch_classes()]
        try:
            walk_lesson(game_id, watches)
        except Exception as error:  # each reader fails with it, not only the first
            _SHARED[game_id] = error
        else:
            _SHARED[game_id] = {type(watch): watch for watch in watches}
    walked = _SHARED[game_id]
    if isinstance(walked, BaseException):
        raise AssertionError(f"the shared walk of the {game_id} lesson failed") from walked
    watch = walked[kind]
    assert isinstance(watch, kind)
    return watch

"""The lesson walks' own pace (tests/scenes/lesson_walk.py): what they wait through (the
table settling, a paced step's play-out) runs in frames of WAIT_FRAME, each one a whole
frame of the program (events, update, draw), in frames the program itself takes. At 60
frames a second the Winner's Circle race alone was 952 drawn frames in every walk of its
lesson, most of the lesson tests' processor time in CI."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from scenes.shell.app import MAX_DT
from tests.scenes import lesson_walk

RACE_SECONDS = 16.0
"""The Winner's Circle lesson's race at Normal speed (trial s25 A: 49 turns)."""


class Table:
    """A program whose paced step ends once :data:`RACE_SECONDS` of its time have run."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.frames = 0
        self.driver = SimpleNamespace(step_index=3)

    def step(self, dt: float) -> None:
        assert 0 < dt <= MAX_DT, f"a frame of {dt} s, which the program never takes"
        self.seconds += dt
        self.frames += 1
        if self.seconds >= RACE_SECONDS:
            self.driver.step_index = 4


def test_a_paced_play_out_is_watched_at_twenty_frames_a_second() -> None:
    table = Table()
    lesson_walk._watch_the_play_out(cast(Any, table), cast(Any, table), 3)
    assert table.driver.step_index == 4
    assert table.frames <= RACE_SECONDS * 20 + 1, f"{table.frames} frames drawn"

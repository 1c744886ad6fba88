"""``kill -9`` while the program records a finished game, at every step of it: the next
start of the program counts the game once, lists it once in Replays and leaves no save.

A child process plays the game's last move through the program's autosave hook and is
killed by SIGKILL just before or just after one of the recording's file-system calls
(nothing of the program runs after it: no ``finally``, no writer thread). The parent
then starts the program as a player would (:class:`scenes.shell.app.App`) and, if the menu
offers Continue, continues and makes the last move again.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import storage
from tests.storage.kills import counted, recording_calls, restart_program_and_continue

ROOT = Path(__file__).resolve().parents[2]
CALLS = len(recording_calls())

KILLED_CHILD = """
import sys
from tests.storage.kills import finish_in_program, kill_self, one_move_from_the_end, stopping_at
ending = one_move_from_the_end()
with stopping_at({point}, {after}, kill_self):
    finish_in_program(ending)
sys.exit(3)  # never reached when the kill came
"""

EVERY_POINT = [(point, after) for point in range(CALLS) for after in (False, True)]
SOME_POINTS = [(0, False), (1, True), (4, True), (7, True), (10, True), (CALLS - 1, False)]
"""Before the finished save, after it, after the statistics, after the game file, after
the index, before the save is removed."""


def _killed_then_restarted(point: int, after: bool) -> None:
    child = subprocess.run([sys.executable, "-c", KILLED_CHILD.format(point=point, after=after)],
                           cwd=ROOT, env=dict(os.environ), capture_output=True, text=True,
                           timeout=300)
    assert child.returncode == -9, child.stderr[-2000:]
    restart_program_and_continue()
    assert counted() == (1, 1, False), f"killed {'after' if after else 'before'} call {point}"
    assert [path.name for path in storage.data_dir().rglob(".*.tmp")] == []
    assert restart_program_and_continue() == "nothing to continue"
    assert counted() == (1, 1, False)


@pytest.mark.parametrize(("point", "after"), SOME_POINTS)
def test_a_kill_while_recording_counts_the_game_once_and_keeps_it(
        point: int, after: bool) -> None:
    _killed_then_restarted(point, after)


@pytest.mark.slow
@pytest.mark.parametrize(("point", "after"), EVERY_POINT)
def test_a_kill_at_every_step_of_the_recording_counts_the_game_once(
        point: int, after: bool) -> None:
    _killed_then_restarted(point, after)

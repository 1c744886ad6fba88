"""A finished game is counted once and never vanishes from Replays, whatever moment the
program dies while recording it.

The recording (:mod:`tabletop.storage.recording`) is stopped before and after each of
its file-system calls by an exception nothing catches (``tests/scenes/test_recording_kills.py``
does it to the whole program with SIGKILL). The next start then completes what was cut
short, and a save still offered is continued and its last move made again, as a player
would. Each time the statistics count the game once, Replays list it once, and no save
is left.
"""

from __future__ import annotations

import pytest

from tabletop import storage
from tabletop.storage import archive

from .kills import (
    Stopped,
    counted,
    finish,
    one_move_from_the_end,
    raise_stopped,
    recording_calls,
    restart_and_continue,
    stopping_at,
)

CALLS = len(recording_calls())
"""The file-system calls of one whole recording (measured at import, in a folder of its own)."""


def test_a_recording_makes_the_calls_the_steps_name() -> None:
    calls = recording_calls()
    # The finished save, the statistics, the game file, its index: four atomic writes
    # (a replace each), then the save removed.
    assert calls.count("replace") == 4 and calls.count("unlink") == 1
    assert calls[-1] == "unlink"


@pytest.mark.parametrize("after", [False, True], ids=["before", "after"])
@pytest.mark.parametrize("point", range(CALLS))
def test_a_stop_at_any_step_counts_the_game_once_and_keeps_it(point: int, after: bool) -> None:
    ending = one_move_from_the_end()
    with pytest.raises(Stopped), stopping_at(point, after, raise_stopped):
        finish(ending)
    restart_and_continue()
    assert counted() == (1, 1, False)
    # And the start after that changes nothing.
    assert restart_and_continue() == "nothing to continue"
    assert counted() == (1, 1, False)


def test_without_a_stop_the_game_is_counted_once_and_nothing_is_left() -> None:
    finish(one_move_from_the_end())
    assert counted() == (1, 1, False)
    assert restart_and_continue() == "nothing to continue"
    assert counted() == (1, 1, False)


def test_a_game_file_written_without_its_index_is_listed() -> None:
    """Killed between a game's file and the index: the listing reads the file it does not
    know and writes the index again."""
    finish(one_move_from_the_end(seed=5))
    finish(one_move_from_the_end(seed=6))
    folder = archive.game_folder("yacht")
    index = folder / archive.INDEX_FILE
    listed = storage.list_finished("yacht")
    index.write_text(index.read_text(encoding="utf-8").replace(listed[0].file, "gone"),
                     encoding="utf-8")
    assert storage.list_finished("yacht") == listed
    assert listed[0].file in index.read_text(encoding="utf-8")

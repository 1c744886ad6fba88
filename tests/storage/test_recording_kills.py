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

import errno
import os
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.storage import archive, recording

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


def test_a_start_reads_an_unfinished_save_no_further_than_its_mark(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A save of a game in progress is the menu's to check: the start only looks for the
    finished mark, and does not replay the whole game to verify it a second time."""
    one_move_from_the_end()
    verified: list[object] = []
    monkeypatch.setattr(recording, "verify_file",
                        lambda *args, **kwargs: verified.append(args))
    assert storage.finish_pending() == []
    assert verified == []
    assert storage.has_save()


def test_a_games_end_in_a_folder_that_cannot_be_written_says_each_thing_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Saving already told the player all game that the folder takes nothing: the end's
    own notices say what was not counted or kept, and the save's trouble at most once."""
    ending = one_move_from_the_end()
    ending.session.apply(ending.last)

    def refused(*_: object, **__: object) -> None:
        raise OSError(errno.EROFS, "read-only file system")

    monkeypatch.setattr(os, "replace", refused)
    monkeypatch.setattr(os, "unlink", refused)
    monkeypatch.setattr(Path, "unlink", refused)
    notices = storage.record_finished(ending.session.spec, ending.session.game,
                                      ending.session.seats, ending.session.bot_states())
    keys = [notice.key for notice in notices]
    assert len(keys) == len(set(keys)), keys
    assert {"storage.statistics_write_failed", "storage.finished_not_kept"} <= set(keys)
    # The earlier save left in the slot comes back as Continue: said at the end, not
    # folded into the "could not be saved" told once a run (trial s21, 080-081).
    left = notices[keys.index("storage.finished_save_left")]
    assert left.reason == "storage.reason_read_only" and storage.has_save("yacht")

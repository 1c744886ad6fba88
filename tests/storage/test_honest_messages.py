"""Every message says what really happened.

A failed write names the reason the disk gave (by errno) and no other; the
statistics count failing as a game starts does not speak of its result; a
user folder behind a symlink loop is not reported as files that could not be
read and could not be moved.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from tabletop import storage
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, LANGUAGES, Words
from tabletop.session import GameSession
from tabletop.storage import saves, settings, stats, writer
from tabletop.storage.notice import Notice

SEATS = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]


def _failing_with(code: int) -> Any:
    def write(path: Path, data: Any) -> None:
        raise OSError(code, os.strerror(code), str(path))
    return write


def _texts(notice: Notice | None) -> list[str]:
    assert notice is not None
    return [notice.text(Words(language)) for language in LANGUAGES]


@pytest.mark.parametrize(("code", "says"), [
    (errno.EROFS, "read-only"), (errno.EACCES, "not allowed"), (errno.EPERM, "not allowed"),
    (errno.ENOSPC, "disk is full"), (errno.EDQUOT, "disk is full"),
    (errno.ELOOP, "points back to itself"),
])
def test_a_failed_write_says_the_reason_the_disk_gave(monkeypatch: pytest.MonkeyPatch,
                                                      code: int, says: str) -> None:
    for module in (saves, settings, stats):
        monkeypatch.setattr(module, "atomic_write_json", _failing_with(code))
    game = GameSession.start(GAMES["yacht"], SEATS, seed=1).game
    for notice in (storage.write_save(game, SEATS), storage.save_settings(storage.Settings()),
                   storage.record_result("yacht", SEATS, [1, 2], [1])):
        english, korean = _texts(notice)
        assert says in english, english
        assert korean != english
        if code not in (errno.ENOSPC, errno.EDQUOT):
            assert "free space" not in english and "full" not in english


def test_a_read_only_folder_is_never_told_to_free_disk_space(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer, "atomic_write_json", _failing_with(errno.EROFS))
    slow = storage.StorageWriter()
    slow.save(GameSession.start(GAMES["yacht"], SEATS, seed=1).game, SEATS)
    slow.flush()
    english, _ = _texts(slow.take_notice())
    slow.close()
    assert "read-only" in english and "free space" not in english


def test_an_error_that_is_not_the_disks_gives_no_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    def odd(path: Path, data: Any) -> None:
        raise OSError("something else")

    monkeypatch.setattr(settings, "atomic_write_json", odd)
    notice = storage.save_settings(storage.Settings())
    assert notice is not None and notice.reason is None
    assert notice.text(ENGLISH) == "Your settings could not be saved. They apply until Tabletop " \
                                   "is closed."


def test_counting_a_started_game_does_not_speak_of_its_result(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stats, "atomic_write_json", _failing_with(errno.EROFS))
    notice = storage.record_started("yacht")
    assert notice is not None and notice.key == "storage.statistics_start_write_failed"
    english, _ = _texts(notice)
    assert "result" not in english and "read-only" in english


def test_a_symlink_loop_as_user_folder_reports_the_folder_not_missing_files(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    monkeypatch.setenv("TABLETOP_USER_DIR", str(loop))
    assert storage.check_user_folders()  # the menu says the folders are unusable
    assert storage.load_settings()[1] is None
    assert storage.load_statistics()[1] is None
    assert storage.load_save() == (None, None)
    english, _ = _texts(storage.save_settings(storage.Settings()))
    assert "points back to itself" in english
    assert not any(path.name.startswith("loop.") for path in tmp_path.iterdir())


def test_a_failed_save_after_a_good_one_is_said_to_lose_only_the_latest_moves(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s21 (064-066): the disk filled up mid-game and leaving was said to lose the
    game, yet the earlier save stayed whole and Resume opened it."""
    session = GameSession.start(GAMES["yacht"], SEATS, seed=1)
    assert storage.write_save(session.game, SEATS) is None
    session.apply(session.game.legal_actions()[0])
    with monkeypatch.context() as full:
        full.setattr(saves, "atomic_write_json", _failing_with(errno.ENOSPC))
        assert storage.write_save(session.game, SEATS) is not None
    preview, notice = storage.peek_save(game_id="yacht")
    assert notice is None and preview is not None  # the earlier save resumes
    for key in ("storage.leave_unsaved", "storage.quit_unsaved"):
        assert "latest moves" in ENGLISH(key) and "loses it" not in ENGLISH(key)
        assert "최근 수" in Words("ko")(key)

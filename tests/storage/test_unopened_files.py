"""A file that could not be opened is not a damaged file (trial s21: bf-p-save-noread,
bf-p-set-noread, bf-p-stats-noread).

A save, the settings or the statistics made unreadable for a while (``chmod 000``)
were renamed ``...broken-<time>.json`` and Resume never found the save again. Such a
file stays where it is, untouched: the message says why it could not be opened, and
nothing is written over it or removes it. The tests run as root too, where modes are
not enforced, so the refusal to open is the system call's, made here.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, LANGUAGES, Words
from tabletop.session import GameSession
from tabletop.storage import Notice

SEATS = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]


@pytest.fixture
def shut(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Path]]:
    """Paths put in the yielded list cannot be opened (EACCES), as after ``chmod 000``."""
    closed: list[Path] = []
    real_open = os.open

    def guarded(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(os.fsdecode(path)) in closed:  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", guarded)
    yield closed


def _unchanged(path: Path, content: bytes) -> None:
    assert path.read_bytes() == content
    assert not [other for other in path.parent.iterdir() if ".broken-" in other.name]


def _says_why(notice: Notice | None, key: str) -> None:
    assert notice is not None and notice.key == key
    assert notice.reason == "storage.reason_read_not_allowed"
    for language in LANGUAGES:
        text = notice.text(Words(language))
        assert notice.params["file"] in text
        assert Words(language)("storage.reason_read_not_allowed") in text


def test_a_save_that_cannot_be_opened_stays_and_resumes_once_it_can(shut: list[Path]) -> None:
    game = GameSession.start(GAMES["yacht"], SEATS, seed=1).game
    assert storage.write_save(game, SEATS) is None
    path = storage.autosave_path("yacht")
    content = path.read_bytes()
    shut.append(path)

    for notice in (storage.peek_save(game_id="yacht")[1], storage.load_save()[1]):
        _says_why(notice, "storage.save_not_opened")
        assert notice is not None and notice.game == "yacht"
    refused = storage.write_save(game, SEATS)  # a new game of Yacht would replace it
    assert refused is not None and refused.reason == "storage.reason_kept_unopened"
    with pytest.raises(OSError):
        storage.delete_save("yacht")
    _unchanged(path, content)

    shut.clear()  # the permission is back
    preview, notice = storage.peek_save(game_id="yacht")
    assert notice is None and preview is not None and preview.game_id == "yacht"


def test_settings_that_cannot_be_opened_are_used_as_defaults_and_kept(
        shut: list[Path]) -> None:
    assert storage.save_settings(storage.Settings(language="ko", volume=0.3)) is None
    path = storage.settings_path()
    content = path.read_bytes()
    shut.append(path)

    settings, notice = storage.load_settings()
    assert settings == storage.Settings()
    _says_why(notice, "storage.settings_not_opened")
    refused = storage.save_settings(storage.Settings(volume=0.5))
    assert refused is not None and refused.reason == "storage.reason_kept_unopened"
    _unchanged(path, content)

    shut.clear()
    assert storage.load_settings() == (storage.Settings(language="ko", volume=0.3), None)


def test_statistics_that_cannot_be_opened_are_neither_set_aside_nor_counted_over(
        shut: list[Path]) -> None:
    assert storage.record_result("yacht", SEATS, [200, 150], [0]) is None
    path = storage.statistics_path()
    content = path.read_bytes()
    shut.append(path)

    _says_why(storage.load_statistics()[1], "storage.statistics_not_opened")
    for notice in (storage.record_started("yacht"),
                   storage.record_result("yacht", SEATS, [100, 120], [1]),
                   storage.record_lesson("yacht", finished=True)):
        _says_why(notice, "storage.statistics_not_opened")
    _unchanged(path, content)

    shut.clear()
    table, notice = storage.load_statistics()
    assert notice is None and table["yacht"].finished == 1


def test_a_file_that_opens_but_is_damaged_is_still_set_aside() -> None:
    path = storage.settings_path()
    path.write_bytes(b"{not json")
    notice = storage.load_settings()[1]
    assert notice is not None and notice.key == "storage.settings_unreadable"
    assert not path.exists()
    assert ENGLISH("storage.reason_read_not_allowed") not in notice.text(ENGLISH)

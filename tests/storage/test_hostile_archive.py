"""Stored games changed by hand, folders of thousands, and files that are not files.

Export never crashes and never writes outside the folder it was given (a name made from a
file's contents is never a path); the replay list reads names, not thousands of files,
and keeps the newest :data:`KEEP_PER_GAME`; a byte-order mark does not make a file
unreadable; and a refusal says what the path is: a folder, a device or pipe, a file too
large, or nothing at all.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tabletop import storage
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.storage import archive, paths
from tabletop.storage.archive import (
    KEEP_PER_GAME,
    FinishedEntry,
    export_to_folder,
    import_finished,
    list_finished,
)
from tests.patience import own_time

from .kills import one_move_from_the_end


def _store(seed: int = 5) -> None:
    ending = one_move_from_the_end(seed, save=False)
    ending.session.apply(ending.last)
    assert archive.store_finished(ending.session.game, ending.session.seats) is None

HOSTILE_DATES = {
    "nul": "2026-12-01T20:15\x00:00+09:00",
    "surrogate": "2026-12-01\ud800T20:15:00",
    "escape": "/../../../escape",
    "windows_escape": "..\\..\\..\\escape",
    "colon_path": "C:/Windows/win",
    "newline": "2026-12-01\nT20:15",
    "huge": "9" * 5000,
    "empty": "",
}


@pytest.fixture
def stored() -> tuple[Path, dict[str, Any]]:
    """One real stored Yacht game: its file and what it holds."""
    _store()
    (entry,) = list_finished("yacht")
    path = archive.game_folder("yacht") / entry.file
    return path, json.loads(path.read_text(encoding="utf-8"))


def _entry(path: Path, finished_at: str) -> FinishedEntry:
    return FinishedEntry(path.name, finished_at, ("Mina", "Robo"), (1, 2), (1,))


def _everything_under(folder: Path) -> set[str]:
    return {str(item.relative_to(folder)) for item in folder.rglob("*")}


@pytest.mark.parametrize("label", sorted(HOSTILE_DATES))
def test_export_with_a_hostile_date_in_the_index_or_the_file_stays_in_its_folder(
        stored: tuple[Path, dict[str, Any]], tmp_path: Path, label: str) -> None:
    path, data = stored
    outside = tmp_path / "outside"
    documents = outside / "a" / "b" / "c" / "Documents"
    documents.mkdir(parents=True)
    hostile = HOSTILE_DATES[label]
    for where in ("index", "file"):
        if where == "file":
            path.write_text(json.dumps({**data, "finished_at": hostile}), encoding="utf-8")
        target, notice = export_to_folder(GAMES["yacht"], _entry(path, hostile), documents)
        assert target is not None and target.parent == documents, notice
        assert os.sep not in target.name and "/" not in target.name and ".." not in target.stem
        assert json.loads(target.read_text(encoding="utf-8"))["scores"] == data["scores"]
    assert _everything_under(outside) == {"a", "a/b", "a/b/c", "a/b/c/Documents",
                                          *(f"a/b/c/Documents/{name.name}"
                                            for name in documents.iterdir())}


@pytest.mark.parametrize("where", ["seed", "extra_field", "score", "bot_state"])
def test_a_number_too_big_for_a_float_in_a_stored_game_is_refused_or_left_behind(
        stored: tuple[Path, dict[str, Any]], tmp_path: Path, where: str) -> None:
    """1e400 reads as infinity: writing it again raised ValueError, and Export crashed."""
    path, data = stored
    text = json.dumps(data)
    if where == "seed":
        text = text.replace(f'"seed": {data["seed"]}', '"seed": 1e400', 1)
    elif where == "extra_field":
        text = text[:-1] + ', "weight": 1e400}'
    elif where == "score":
        text = text.replace('"scores": [', '"scores": [1e400, ', 1)
    else:
        text = text.replace('"bots": {', '"bots": {"9": {"x": 1e400}, ', 1)
    assert "1e400" in text
    path.write_text(text, encoding="utf-8")
    documents = tmp_path / "Documents"
    documents.mkdir()
    target, notice = export_to_folder(GAMES["yacht"], _entry(path, data["finished_at"]),
                                      documents)
    if target is None:
        assert notice.key.startswith("storage.finished_"), notice
        assert list(documents.iterdir()) == []
    else:
        assert "1e400" not in target.read_text(encoding="utf-8")
        assert "Infinity" not in target.read_text(encoding="utf-8")


def test_export_to_a_missing_folder_makes_no_folder(
        stored: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    path, data = stored
    missing = tmp_path / "gone" / "Documents"
    target, notice = export_to_folder(GAMES["yacht"], _entry(path, data["finished_at"]), missing)
    assert target is None and notice.key == "storage.finished_not_exported"
    assert not (tmp_path / "gone").exists()


def _copies(path: Path, count: int, start: int = 0) -> list[str]:
    """``count`` more stored games, hard links of ``path`` under names of earlier times."""
    names = []
    for number in range(start, start + count):
        name = f"2020{number // 86400 % 12 + 1:02d}01T{number % 86400 // 3600:02d}" \
               f"{number % 3600 // 60:02d}{number % 60:02d}-{number:012x}.json"
        os.link(path, path.parent / name)
        names.append(name)
    return names


def test_a_damaged_index_is_rebuilt_with_the_newest_games_only(
        stored: tuple[Path, dict[str, Any]]) -> None:
    path, _ = stored
    names = _copies(path, KEEP_PER_GAME + 30)
    index = path.parent / archive.INDEX_FILE
    index.write_text("{damaged", encoding="utf-8")
    listed = list_finished("yacht")
    newest = sorted([path.name, *names], reverse=True)[:KEEP_PER_GAME]
    assert [entry.file for entry in listed] == newest
    assert len(json.loads(index.read_text(encoding="utf-8"))) == KEEP_PER_GAME
    # The next game stored prunes the files beyond the newest kept.
    _store(seed=6)
    assert len(list(path.parent.glob("2*.json"))) == KEEP_PER_GAME


def test_thousands_of_unlisted_files_open_no_more_than_a_listing_reads(
        stored: tuple[Path, dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    """5,000 files and an index that cannot be written: each listing opens at most
    :func:`reads_per_listing` of them, never all (46–56 s each once)."""
    path, _ = stored
    _copies(path, 5000)
    opened: list[Path] = []
    real_read = archive.read_json

    def counting(file: Path) -> Any:
        opened.append(file)
        return real_read(file)

    def refuse(*_: Any, **__: Any) -> None:
        raise OSError(30, "read-only file system")

    monkeypatch.setattr(archive, "read_json", counting)
    monkeypatch.setattr(archive, "atomic_write_json", refuse)
    (path.parent / archive.INDEX_FILE).unlink()
    for _ in range(3):
        with own_time() as took:
            assert len(list_finished("yacht")) == KEEP_PER_GAME
        assert took() < 5
    assert len(opened) <= 3 * (archive.reads_per_listing() + 1)


def test_a_file_added_while_the_index_did_not_name_it_is_listed_and_a_gone_one_dropped(
        stored: tuple[Path, dict[str, Any]]) -> None:
    path, _ = stored
    (added,) = _copies(path, 1, start=90_000)
    listed = [entry.file for entry in list_finished("yacht")]
    assert sorted(listed) == sorted([path.name, added])
    (path.parent / added).unlink()
    assert [entry.file for entry in list_finished("yacht")] == [path.name]


@pytest.mark.parametrize("item", [
    {"file": "../statistics.json"}, {"file": "x.json", "finished_at": "now"},
    {"names": ["\x00"]}, {"names": ["\ud800"]}, {"winners": [7]}, {"scores": [True]},
    {"finished_at": "2026-12-01T20:15\x00"}, {"names": []}, {"names": ["a" * 500]},
])
def test_a_damaged_index_entry_is_replaced_by_what_its_file_says(
        stored: tuple[Path, dict[str, Any]], item: dict[str, Any]) -> None:
    path, _ = stored
    (before,) = list_finished("yacht")
    index = path.parent / archive.INDEX_FILE
    raw = json.loads(index.read_text(encoding="utf-8"))
    raw[0].update(item)
    index.write_text(json.dumps(raw), encoding="utf-8")
    assert list_finished("yacht") == [before]


@pytest.mark.parametrize("kind", ["settings", "statistics", "save"])
def test_a_byte_order_mark_keeps_a_file_readable(kind: str) -> None:
    """An editor that saves UTF-8 with a byte-order mark once reset every setting."""
    if kind == "settings":
        settings, _ = storage.load_settings()
        storage.save_settings(replace(settings, language="ko", volume=0.25))
        path = storage.settings_path()
    elif kind == "statistics":
        seats = one_move_from_the_end(save=False).session.seats
        storage.record_result("yacht", seats, [200, 180], [0])
        path = storage.statistics_path()
    else:
        one_move_from_the_end()
        path = storage.autosave_path("yacht")
    before = path.read_bytes()
    path.write_bytes(b"\xef\xbb\xbf" + before)
    if kind == "settings":
        settings, notice = storage.load_settings()
        assert notice is None and (settings.language, settings.volume) == ("ko", 0.25)
    elif kind == "statistics":
        table, notice = storage.load_statistics()
        assert notice is None and table["yacht"].finished == 1
    else:
        preview, notice = storage.peek_save()
        assert notice is None and preview is not None and preview.game_id == "yacht"
    assert paths.read_json(path) == json.loads(before)


def test_each_kind_of_thing_that_is_no_game_file_is_refused_by_what_it_is(
        tmp_path: Path) -> None:
    folder = tmp_path / "Downloads"
    folder.mkdir()
    pipe = tmp_path / "a pipe.json"
    os.mkfifo(pipe)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: 100 MB that take no room
    cases = {
        folder: ("storage.finished_folder", "Downloads"),
        pipe: ("storage.finished_not_a_file", "a pipe.json"),
        Path("/dev/null"): ("storage.finished_not_a_file", "null"),
        huge: ("storage.finished_too_large", "huge.json"),
        Path(""): ("storage.finished_no_file", None),
        tmp_path / "gone.json": ("storage.finished_missing", "gone.json"),
    }
    for path, (key, name) in cases.items():
        with own_time() as took:
            game, notice = import_finished(path)
        assert took() < 2, "nothing is read from a pipe or a huge file"
        assert game is None and notice is not None and notice.key == key, (path, notice)
        assert notice.params.get("file") == name
        for language in ("en", "ko"):
            text = notice.text(Words(language))
            assert "{" not in text and (name is None or name in text)
    assert list_finished("yacht") == []


def test_an_export_killed_midway_leaves_no_half_copy_after_the_next_export(
        stored: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    path, data = stored
    documents = tmp_path / "Documents"
    documents.mkdir()
    half = documents / ".Tabletop Yacht Dice 2026-12-01 20.15.json.x1y2z3.tmp"
    half.write_bytes(b'{"format": 1, "gam')
    theirs = documents / ".notes.txt.tmp"
    theirs.write_bytes(b"someone else's")
    target, _ = export_to_folder(GAMES["yacht"], _entry(path, data["finished_at"]), documents)
    assert target is not None
    assert sorted(item.name for item in documents.iterdir()) == [theirs.name, target.name]

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime
from pathlib import Path

import pytest

from tabletop.storage.paths import (
    UnreadableFile,
    atomic_write_json,
    autosave_path,
    config_dir,
    data_dir,
    read_json,
    set_aside,
    settings_path,
    statistics_path,
)


def test_one_override_folder_holds_everything_on_every_system(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "private"))
    assert data_dir() == tmp_path / "private" / "data"
    assert config_dir() == tmp_path / "private" / "config"
    assert autosave_path("yacht").is_relative_to(tmp_path / "private")


def test_folders_live_in_the_redirected_home_and_are_created(private_home: Path) -> None:
    for folder in (data_dir(), config_dir()):
        assert folder.is_dir()
        assert folder.is_relative_to(private_home)
        assert folder.name == "Tabletop"
    assert autosave_path("yacht").parent == data_dir() / "saves"
    assert statistics_path() == data_dir() / "statistics.json"
    assert settings_path() == config_dir() / "settings.json"


def test_file_names_are_distinct_even_if_data_and_config_share_a_folder() -> None:
    names = {autosave_path("yacht").name, statistics_path().name, settings_path().name}
    assert len(names) == 3


def test_folders_follow_the_environment_at_call_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere" / "Tabletop"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An empty folder of its own (tmp_path also holds the redirected homes)."""
    path = tmp_path / "files"
    path.mkdir()
    return path


def test_atomic_write_round_trip_keeps_unicode(folder: Path) -> None:
    target = folder / "out.json"
    atomic_write_json(target, {"name": "지훈", "n": [1, 2]})
    assert json.loads(target.read_text(encoding="utf-8")) == {"name": "지훈", "n": [1, 2]}
    assert "지훈" in target.read_text(encoding="utf-8")
    assert sorted(p.name for p in folder.iterdir()) == ["out.json"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_atomic_write_failing_midway_leaves_the_old_file_and_no_partial_file(
    folder: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = folder / "out.json"
    atomic_write_json(target, {"version": "old"})

    def broken(*args: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(os, failing, broken)
    with pytest.raises(OSError, match="disk on fire"):
        atomic_write_json(target, {"version": "new", "padding": "x" * 100_000})
    monkeypatch.undo()
    assert json.loads(target.read_text(encoding="utf-8")) == {"version": "old"}
    assert sorted(p.name for p in folder.iterdir()) == ["out.json"]


def test_atomic_write_failing_during_the_write_itself(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = folder / "out.json"
    atomic_write_json(target, {"version": "old"})
    real = tempfile.NamedTemporaryFile

    class HalfWriter:
        """Writes half of the text, then the "disk" fails."""

        def __init__(self, *args: object, **kwargs: object) -> None:
            self._inner = real(*args, **kwargs)  # type: ignore[call-overload]
            self.name = self._inner.name

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self._inner.close()

        def write(self, text: str) -> None:
            self._inner.write(text[: len(text) // 2])
            self._inner.flush()
            raise OSError("no space left on device")

    monkeypatch.setattr(tempfile, "NamedTemporaryFile", HalfWriter)
    with pytest.raises(OSError, match="no space"):
        atomic_write_json(target, {"version": "new", "padding": "x" * 10_000})
    assert json.loads(target.read_text(encoding="utf-8")) == {"version": "old"}
    assert sorted(p.name for p in folder.iterdir()) == ["out.json"]


def test_a_value_that_is_not_json_touches_no_file(folder: Path) -> None:
    target = folder / "out.json"
    with pytest.raises(TypeError):
        atomic_write_json(target, {"bad": object()})
    with pytest.raises(ValueError):
        atomic_write_json(target, {"bad": float("nan")})
    assert list(folder.iterdir()) == []


def test_set_aside_renames_beside_itself_and_never_overwrites(folder: Path) -> None:
    when = datetime(2026, 11, 29, 12, 15, 0)
    names = []
    for content in ("first", "second"):
        original = folder / "autosave.json"
        original.write_text(content, encoding="utf-8")
        moved = set_aside(original, now=when)
        assert moved is not None
        assert not original.exists()
        assert moved.read_text(encoding="utf-8") == content
        names.append(moved.name)
    assert names == [
        "autosave.broken-20261129T121500.json",
        "autosave.broken-20261129T121500-2.json",
    ]


def test_read_json_missing_and_unreadable(folder: Path) -> None:
    assert read_json(folder / "missing.json") is None
    bad = folder / "bad.json"
    for raw in (b"\xff\xfe\x00\x81", b'{"a": 1', b"NaN", b"[" * 100_000):
        bad.write_bytes(raw)
        with pytest.raises(UnreadableFile):
            read_json(bad)


def test_every_temporary_left_by_a_kill_is_removed_at_the_next_start() -> None:
    """However young: at start-up no write of ours is in progress."""
    from tabletop.storage.paths import config_dir, remove_stale_temporaries, saves_dir

    old = saves_dir() / ".autosave.json.abc123.tmp"
    young = saves_dir() / ".autosave.json.def456.tmp"
    settings_temp = config_dir() / ".settings.json.x1.tmp"
    save = autosave_path("yacht")
    for path in (old, young, settings_temp, save):
        path.write_text("{", encoding="utf-8")
    assert sorted(remove_stale_temporaries()) == sorted([old, young, settings_temp])
    assert save.read_text(encoding="utf-8") == "{"
    assert not old.exists() and not young.exists() and not settings_temp.exists()


def test_a_null_file_a_folder_and_a_pipe_are_unreadable_not_missing(folder: Path) -> None:
    import os

    null = folder / "null.json"
    null.write_text("null", encoding="utf-8")
    (folder / "dir.json").mkdir()
    names = ["null.json", "dir.json"]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        names.append("pipe.json")
    for name in names:
        with pytest.raises(UnreadableFile):
            read_json(folder / name)  # the pipe must not block: nobody writes to it


def test_folders_that_cannot_be_created_are_reported_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.storage.paths import check_user_folders

    blocker = tmp_path / "a_file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(blocker))
    assert data_dir() == blocker / "data"  # returned, not raised
    assert read_json(autosave_path("yacht")) is None
    assert [folder.path for folder in check_user_folders()] == [
        blocker / "data", blocker / "data" / "saves", blocker / "config"]
    with pytest.raises(OSError):
        atomic_write_json(settings_path(), {"a": 1})
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "fine"))
    assert check_user_folders() == []

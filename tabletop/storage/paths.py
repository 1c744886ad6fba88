"""Where Tabletop keeps its files, and how it writes them without ever losing one.

Folders come from platformdirs (``appauthor=False``, so Windows gets no extra
vendor folder) and are read at every call, never cached at import: tests
redirect them with ``XDG_*_HOME`` environment variables. Setting
``TABLETOP_USER_DIR`` puts both folders under that one directory on every
operating system (``--smoke`` and ``--bench`` use it so they never touch a
player's real files). Each folder is created on demand.

File names are distinct on purpose: on macOS and Windows the data and config
folders can be the same folder.

=====================  ===============================================
``data_dir()/saves/``  the autosave (``autosave.json``) and set-aside saves
``data_dir()``         ``statistics.json`` (high scores live inside it)
``config_dir()``       ``settings.json``
=====================  ===============================================
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "Tabletop"

SAVES_FOLDER = "saves"
AUTOSAVE_FILE = "autosave.json"
STATISTICS_FILE = "statistics.json"
SETTINGS_FILE = "settings.json"
OVERRIDE_VARIABLE = "TABLETOP_USER_DIR"


def _ensure(folder: str) -> Path:
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The user data folder (saves, statistics), created if missing."""
    override = os.environ.get(OVERRIDE_VARIABLE)
    if override:
        return _ensure(os.path.join(override, "data"))
    return _ensure(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The user config folder (settings), created if missing."""
    override = os.environ.get(OVERRIDE_VARIABLE)
    if override:
        return _ensure(os.path.join(override, "config"))
    return _ensure(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """``data_dir()/saves``, created if missing."""
    path = data_dir() / SAVES_FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_FILE


def statistics_path() -> Path:
    return data_dir() / STATISTICS_FILE


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


STALE_TEMPORARY_SECONDS = 60.0
"""A temporary file older than this was left by a crash mid-write, not a write in progress."""


def remove_stale_temporaries(*, now: float | None = None) -> list[Path]:
    """Delete half-written temporary files that a crash left beside our files.

    They are never the real save (that is only ever replaced whole), so they
    can go; recent ones may belong to a write in progress and stay.
    """
    cutoff = (time.time() if now is None else now) - STALE_TEMPORARY_SECONDS
    removed: list[Path] = []
    for folder in (data_dir(), saves_dir(), config_dir()):
        for candidate in sorted(folder.glob(".*.tmp")):
            with contextlib.suppress(OSError):
                if candidate.stat().st_mtime < cutoff:
                    candidate.unlink()
                    removed.append(candidate)
    return removed


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON to ``path`` so that a reader sees the old or the new file.

    The text is serialized first (a value that is not JSON-safe fails before
    any file is touched), written to a temporary file in the same folder,
    flushed and fsynced, then moved over ``path`` with :func:`os.replace`,
    which is atomic on the same file system. On any failure the temporary file
    is removed and the old ``path`` is left as it was; the error propagates.
    """
    # No indent: only the compact form uses the C encoder (an indented save is ~5x slower).
    text = json.dumps(data, ensure_ascii=False, allow_nan=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - closed explicitly before the rename
        mode="w",
        encoding="utf-8",
        dir=path.parent,
        prefix=f".{path.name}.",
        suffix=".tmp",
        delete=False,
    )
    temp_path = Path(handle.name)
    try:
        with handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_path, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp_path.unlink()
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX only)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def set_aside(path: Path, *, now: datetime | None = None) -> Path | None:
    """Rename a file we cannot use to ``<stem>.broken-<time>[-n]<suffix>`` beside it.

    Nothing is ever deleted: a player (or a bug report) can still look at it.
    Returns the new path, or None if the file could not be moved (it is then
    left where it was, untouched).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%dT%H%M%S")
    for attempt in range(1, 1000):
        extra = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.stem}.broken-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None


MAX_FILE_BYTES = 64 * 1024 * 1024
"""Bigger files are not ours: a long game's save is well under a megabyte."""


class UnreadableFile(Exception):
    """A file exists but is not UTF-8 JSON we can parse (bad bytes, truncated, huge)."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def read_json(path: Path) -> Any:
    """The parsed JSON in ``path``; None if there is no such file.

    Raises :class:`UnreadableFile` when the file exists but cannot be read as
    strict UTF-8 JSON (``NaN`` and ``Infinity`` are refused too).
    """
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise UnreadableFile(f"cannot open {path.name}: {error}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise UnreadableFile(f"{path.name} is larger than {MAX_FILE_BYTES} bytes")
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise UnreadableFile(f"{path.name} is not JSON: {error}") from None

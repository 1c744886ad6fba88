"""Where Tabletop keeps its files, and how it writes them without ever losing one.

Folders come from platformdirs (``appauthor=False``, so Windows gets no extra
vendor folder) and are read at every call, never cached at import: tests
redirect them with ``XDG_*_HOME`` environment variables. Setting
``TABLETOP_USER_DIR`` puts both folders under that one directory on every
operating system (``--smoke`` and ``--bench`` use it so they never touch a
player's real files). Each folder is created on demand; when it cannot be
(the user folder is a file, ``/dev/null``, read-only or on a missing drive)
the path is still returned, reads find nothing there and writes fail with
``OSError``, which every caller turns into a :class:`Notice` — the program
starts and plays without keeping what that folder keeps (:func:`check_user_folders`
says so once, folder by folder).

File names are distinct on purpose: on macOS and Windows the data and config
folders can be the same folder.

=====================  ===============================================
``data_dir()/saves/``  one autosave per game (``autosave-<game id>.json``)
                       and set-aside saves
``data_dir()``         ``statistics.json`` (high scores live inside it)
``config_dir()``       ``settings.json``
=====================  ===============================================

Versions before per-game saves kept a single ``autosave.json`` for every game;
:mod:`tabletop.storage.legacy` moves such a file into the slot of the game it names.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "Tabletop"

SAVES_FOLDER = "saves"
SINGLE_AUTOSAVE_FILE = "autosave.json"
"""The one save slot of versions before per-game saves (read once, to move it)."""
AUTOSAVE_PREFIX = "autosave-"
_GAME_ID = re.compile(r"[a-z0-9_]{1,40}")
STATISTICS_FILE = "statistics.json"
SETTINGS_FILE = "settings.json"
OVERRIDE_VARIABLE = "TABLETOP_USER_DIR"


def _ensure(path: Path) -> Path:
    """``path``, created if missing; returned as is when it cannot be created."""
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def _data_root() -> Path:
    override = os.environ.get(OVERRIDE_VARIABLE)
    if override:
        return Path(override, "data")
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def _config_root() -> Path:
    override = os.environ.get(OVERRIDE_VARIABLE)
    if override:
        return Path(override, "config")
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user data folder (saves, statistics), created if missing and possible."""
    return _ensure(_data_root())


def config_dir() -> Path:
    """The user config folder (settings), created if missing and possible."""
    return _ensure(_config_root())


def saves_dir() -> Path:
    """``data_dir()/saves``, created if missing and possible."""
    return _ensure(_data_root() / SAVES_FOLDER)


def autosave_path(game_id: str) -> Path:
    """The autosave of ``game_id``: each game keeps its own, so starting another game
    never replaces it. A game id is a registry id (letters, digits, underscores)."""
    if not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r:.60}")
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}.json"


def single_autosave_path() -> Path:
    """Where versions before per-game saves kept their one save."""
    return saves_dir() / SINGLE_AUTOSAVE_FILE


def autosave_files() -> list[Path]:
    """Every per-game autosave file present (damaged ones too), in name order; set-aside
    files (``autosave-<id>.broken-<time>.json``) are not saves."""
    try:
        found = sorted(saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json"))
    except OSError:
        return []
    return [path for path in found
            if _GAME_ID.fullmatch(path.stem.removeprefix(AUTOSAVE_PREFIX))]


def statistics_path() -> Path:
    return data_dir() / STATISTICS_FILE


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def _our_folders() -> tuple[Path, ...]:
    return (_data_root(), _data_root() / SAVES_FOLDER, _config_root())


@dataclass(frozen=True)
class UnusableFolder:
    """One of our folders that cannot be written, and what therefore cannot be kept."""

    path: Path
    keeps: tuple[str, ...]
    """Translation keys of what the folder keeps (a player's words: "games to continue")."""
    failures: tuple[str, ...]
    """The keys of the notices a write there gives: said once at start-up, not again."""


def check_user_folders() -> list[UnusableFolder]:
    """The folders Tabletop cannot write to, each with what it keeps; [] when all work.

    Creates the folders and writes (then removes) a probe file in each: a folder
    that exists but is read-only is found here, not at the first autosave. Each is
    checked on its own, so the start-up message names exactly what cannot be kept
    (trial s21: a read-only settings folder was said to keep no games either).
    """
    kept = (
        UnusableFolder(_data_root(), ("storage.keeps_statistics", "storage.keeps_replays"),
                       ("storage.statistics_write_failed",
                        "storage.statistics_start_write_failed",
                        "storage.finished_not_kept", "storage.review_not_kept")),
        UnusableFolder(_data_root() / SAVES_FOLDER, ("storage.keeps_games",),
                       ("storage.save_write_failed",)),
        UnusableFolder(_config_root(), ("storage.keeps_settings",),
                       ("storage.settings_write_failed",)),
    )
    return [folder for folder in kept if not _writable(folder.path)]


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, probe = tempfile.mkstemp(dir=folder, prefix=".probe.", suffix=".tmp")
        os.close(descriptor)
        os.unlink(probe)
    except OSError:
        return False
    return True


def remove_stale_temporaries() -> list[Path]:
    """Delete half-written temporary files that a crash or a kill left beside our files.

    Called once at start-up, before anything of ours writes: a temporary file
    is never the real save (that is only ever replaced whole), so every one
    left from an earlier run can go, however young it is.
    """
    removed: list[Path] = []
    for folder in _our_folders():
        try:
            candidates = sorted(folder.glob(".*.tmp"))
        except OSError:
            continue
        for candidate in candidates:
            with contextlib.suppress(OSError):
                if candidate.is_file() and not candidate.is_symlink():
                    candidate.unlink()
                    removed.append(candidate)
    return removed


def atomic_write_json(path: Path, data: Any, *, make_folder: bool = True) -> None:
    """Write ``data`` as UTF-8 JSON to ``path`` so that a reader sees the old or the new file.

    The text is serialized first (a value that is not JSON-safe fails before
    any file is touched), written to a temporary file in the same folder,
    flushed and fsynced, then moved over ``path`` with :func:`os.replace`,
    which is atomic on the same file system. On any failure the temporary file
    is removed and the old ``path`` is left as it was; the error propagates.
    Missing folders on the way are created, unless ``make_folder`` is False (a file
    written outside our folders, where a missing folder is the user's to make).
    """
    # No indent: only the compact form uses the C encoder (an indented save is ~5x slower).
    text = json.dumps(data, ensure_ascii=False, allow_nan=False) + "\n"
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    guard_unopened(path)
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


class FileNotOpened(UnreadableFile):
    """A file is there but the system would not let us open or read it (its permissions,
    a disk error): nothing is known to be wrong with what it holds, so it is never set
    aside nor written over (trial s21: a save made unreadable for a minute was renamed as
    broken, and Resume lost it once the permission was back). ``reason`` says why, a
    translation key."""

    def __init__(self, detail: str, error: OSError) -> None:
        super().__init__(detail)
        self.reason = _OPEN_REASONS.get(error.errno or 0, "storage.reason_cannot_open")


class KeptUnopened(PermissionError):
    """A write or removal refused because the file in its place could not be opened: it
    may be a good file (see :class:`FileNotOpened`), so it stays as it is."""


_OPEN_REASONS = {
    errno.EACCES: "storage.reason_read_not_allowed",
    errno.EPERM: "storage.reason_read_not_allowed",
    errno.EIO: "storage.reason_disk_error",
}
"""What a refused open tells the player, by the error's errno."""


def guard_unopened(path: Path) -> None:
    """Raise :class:`KeptUnopened` when a file at ``path`` cannot be opened for reading:
    called before anything replaces or removes ``path``."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except PermissionError as error:
        raise KeptUnopened(error.errno, f"{path.name} could not be opened") from None
    except OSError:
        return  # nothing there, or no file: a refusal to read says nothing about it
    os.close(descriptor)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


_MISSING_ERRNOS = frozenset({errno.ENOENT, errno.ENOTDIR})
"""No file here: the path, or a folder on the way to it, does not exist or is not a folder."""


def _reachable(folder: Path) -> bool:
    try:
        os.stat(folder)
    except OSError:
        return False
    return True


def read_json(path: Path, limit: int = MAX_FILE_BYTES) -> Any:
    """The parsed JSON in ``path``; None if there is no such file.

    Raises :class:`UnreadableFile` when something is there but cannot be read
    as strict UTF-8 JSON (``NaN`` and ``Infinity`` are refused too), when it is
    no regular file (a folder, a named pipe, a device: opening a pipe would
    wait forever), when it is larger than ``limit`` bytes, and when it holds a
    bare ``null``, which none of our files is.
    """
    raw = read_file_bytes(path, limit)
    return None if raw is None else parse_json_bytes(raw, path.name)


def read_file_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of ``path`` as :func:`read_json` reads them (None if there is no such
    file; :class:`UnreadableFile` for what is not a regular file or over ``limit``)."""
    try:
        info = os.stat(path)
    except OSError as error:
        if error.errno in _MISSING_ERRNOS or not _reachable(path.parent):
            # When the folder itself cannot be reached (a symlink loop, no permission)
            # nothing is known to be there: check_user_folders says the folder is
            # unusable, and no file is reported unreadable that may not exist.
            return None
        if error.errno == errno.ELOOP:  # a link pointing to itself: no file in its place
            raise UnreadableFile(f"{path.name} is a link to itself") from None
        raise FileNotOpened(f"cannot look at {path.name}: {error}", error) from None
    if not stat.S_ISREG(info.st_mode):
        raise UnreadableFile(f"{path.name} is not a regular file")
    try:
        # Non-blocking, in case a pipe replaced the file since the check above.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                             | getattr(os, "O_BINARY", 0))
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise UnreadableFile(f"{path.name} is not a regular file")
            raw = handle.read(limit + 1)
    except OSError as error:
        raise FileNotOpened(f"cannot read {path.name}: {error}", error) from None
    if len(raw) > limit:
        raise UnreadableFile(f"{path.name} is larger than {limit} bytes")
    return raw


def parse_json_bytes(raw: bytes, name: str) -> Any:
    """:func:`read_json`'s parse of a file's bytes; ``name`` names it in the error."""
    try:
        # "utf-8-sig": a file re-saved by an editor that starts it with a byte-order
        # mark is still ours (strict UTF-8 refused it, and every setting was reset).
        data = json.loads(raw.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise UnreadableFile(f"{name} is not JSON: {error}") from None
    if data is None:
        raise UnreadableFile(f"{name} holds only null")
    return data

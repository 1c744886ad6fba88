"""Finished games, kept for replays: the last :data:`KEEP_PER_GAME` of each game.

Each finished game is one file, ``games/<game id>/<finished>-<key>.json`` in
the user data folder, written atomically the moment the game ends. It is the
autosave's envelope (seed, options, seats, every action, the engine's state,
the computer players' generators) plus what the game came to::

    {..., "finished_at": "2026-12-01T20:15:00+09:00",
     "scores": [212, 187], "winners": [0], "key": "3f9a0c21b7d4"}

The key names the game: a game whose recording is done again after a crash
(:mod:`tabletop.storage.recording`), or a file imported twice, is kept once.

A stored game is trusted no more than a save: :func:`load_finished` replays it
from seed and actions, and refuses it (with the catalogue key that says why)
when it does not rebuild, or when the replay does not end in the scores and
winners it claims. The same check guards :func:`import_finished`, which takes
a file another Tabletop exported, and :func:`export_finished`, which writes a
copy made afresh from the checked game (:func:`export_to_folder` puts it in the
user's Documents folder under a name made of the game's title and date only).

Listing a game's files reads a small index (``index.json`` beside them) and the
folder's file names, never every file: a file the index does not name (a kill
between writing a game and its index, a damaged index) is read and added, one
the folder no longer has is dropped, and only the newest :data:`KEEP_PER_GAME`
are listed; at most :func:`reads_per_listing` files are opened per listing, so a
folder of thousands of unlisted files costs the same as one of a hundred.

A listed row is one that opens: a file the index does not know (or whose size or
modification time changed since it was checked) is checked as :func:`load_finished`
checks it before it is listed, and the index remembers each file's size and time with
its row, or that it was refused. A file changed by hand (scores 999 to 0) was listed
with what it claimed and refused when chosen (trial s24 C/082); a file that is no game
was left out without a word: the list now says how many could not be read.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import re
import secrets
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from tabletop.core.engine import Engine
from tabletop.core.seats import SeatConfig
from tabletop.core.spec import GameSpec
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.notice import Notice
from tabletop.storage.paths import UnreadableFile, atomic_write_json, data_dir, read_json
from tabletop.storage.save_checks import MAX_SAVE_BYTES, SaveRejected
from tabletop.storage.saves import BotStates, build_envelope, verify_file
from tabletop.storage.text import MAX_NAME_LENGTH, MAX_SHORT_TEXT, clean, is_clean

ARCHIVE_FOLDER = "games"
INDEX_FILE = "index.json"
KEEP_PER_GAME = 50
"""Finished games kept per game; the oldest goes first."""

KEY = re.compile(r"[0-9a-f]{6,32}")
"""A game's key: hexadecimal (old files have 6 digits, new ones 12)."""
OUR_FILE = re.compile(r"\d{8}T\d{6}-([0-9a-f]{6,32})\.json")
"""A stored game's file name: when it ended (so names sort oldest first), then its key.
Nothing else in the folder is listed, read or removed."""

_REFUSALS = {
    "storage.save_old_rules": "storage.finished_other_rules",
    "storage.save_newer_rules": "storage.finished_other_rules",
    "storage.save_unknown_game": "storage.finished_foreign",
}
"""The save check's reasons, said of a stored game (which is never set aside)."""

_UNSAFE_IN_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
"""Characters no file name on Windows, macOS or Linux may hold."""


@dataclass(frozen=True)
class FinishedEntry:
    """One stored game as the replay list shows it (read from the index, not the file)."""

    file: str
    finished_at: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    checked: tuple[int, int] = (0, 0)
    """The file's size and modification time (ns) when it was checked; (0, 0)
    (:data:`UNCHECKED`): a row an older Tabletop wrote when it kept the game."""


Stamp = tuple[int, int]
"""A file's size and modification time (ns): a file whose stamp is unchanged since it
was checked is not read again."""
UNCHECKED: Stamp = (0, 0)


@dataclass(frozen=True)
class _Index:
    """What ``index.json`` remembers: the rows of files checked good, and the stamps of
    files checked and refused."""

    entries: dict[str, FinishedEntry]
    refused: dict[str, Stamp]


@dataclass(frozen=True)
class FinishedListing:
    """A game's stored games as the replay list shows them, and how many of its files
    could not be read as games (refused when checked: not listed)."""

    entries: list[FinishedEntry]
    unreadable: int


@dataclass(frozen=True)
class FinishedGame:
    """A stored game, verified: the game at its end, and who sat at the table."""

    game: Engine[Any]
    seats: tuple[SeatConfig, ...]
    finished_at: str
    """When it ended, an ISO date and time; empty when the file's own was not one."""
    key: str = ""
    """The game's key (:data:`KEY`): the file's own, or one made from its content."""


def _stamp() -> str:
    """The file name's start: local time, so names sort oldest first."""
    return datetime.now().strftime("%Y%m%dT%H%M%S")


def new_key() -> str:
    """A fresh key for a game that just ended."""
    return secrets.token_hex(6)


def reads_per_listing() -> int:
    """Files a listing opens at most (those its index does not name, newest first)."""
    return 2 * KEEP_PER_GAME


def game_folder(game_id: str) -> Path:
    return data_dir() / ARCHIVE_FOLDER / game_id


def store_finished(
    game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None = None, *,
    key: str | None = None, finished_at: str | None = None,
) -> Notice | None:
    """Keep ``game`` (which must be over) among its game's finished games; a Notice if
    the disk refused. A game whose ``key`` is kept already is not kept again. The oldest
    beyond :data:`KEEP_PER_GAME` are removed."""
    if not game.is_over:
        raise ValueError("only a finished game is kept for replays")
    key = key or new_key()
    if not KEY.fullmatch(key):
        raise ValueError(f"not a game key: {key!r:.40}")
    folder = game_folder(game.spec.id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        names = _our_files(folder)
        if any(name.endswith(f"-{key}.json") for name in names):
            return None  # kept before a stop; the next listing names it if its index does not
        record = _record(game, seats, bots, finished_at or _now(), key)
        name = f"{_stamp()}-{key}.json"
        atomic_write_json(folder / name, record)
        entry = FinishedEntry(name, record["finished_at"], tuple(seat.name for seat in seats),
                              tuple(game.scores()), tuple(game.winners()),
                              _file_stamp(folder / name) or UNCHECKED)
        entries, refused = _reconciled(folder, [*names, name], {name: entry})
        if len(entries) >= KEEP_PER_GAME:
            oldest_kept = entries[-1].file
            for old in names:
                if old < oldest_kept:
                    with contextlib.suppress(FileNotFoundError):
                        (folder / old).unlink()
        _write_index(folder, entries, refused)
    except OSError:
        return Notice("storage.finished_not_kept")
    return None


def list_finished(game_id: str) -> list[FinishedEntry]:
    """The stored games of ``game_id`` that open, newest first (:func:`listing`)."""
    return listing(game_id).entries


def listing(game_id: str) -> FinishedListing:
    """The stored games of ``game_id`` that open, newest first, at most
    :data:`KEEP_PER_GAME`, and how many files were refused (the index reconciled with
    the folder, and written back when they differed; never raises)."""
    folder = game_folder(game_id)
    try:
        names = _our_files(folder)
        stored = _read_index(folder)
        entries, refused = _reconciled(folder, names, {}, stored)
    except OSError:
        return FinishedListing([], 0)
    if entries != list(stored.entries.values()) or refused != stored.refused:
        with contextlib.suppress(OSError, ValueError):  # the next listing reconciles again
            _write_index(folder, entries, refused)
    return FinishedListing(entries, len(refused))


def load_finished(
    game_id: str, file: str, games: Mapping[str, GameSpec] | None = None, *,
    words: Words = ENGLISH,
) -> tuple[FinishedGame | None, Notice | None]:
    """A stored game replayed and checked against what it claims; ``(None, notice)``
    when it cannot be shown as true (the file is left where it is)."""
    if Path(file).name != file or not file.endswith(".json") or file == INDEX_FILE:
        return None, Notice("storage.finished_damaged", {"file": clean(file, 80)})
    return _verified(game_folder(game_id) / file, games, game_id, words)


def export_finished(game_id: str, file: str, destination: Path) -> Notice | None:
    """Write a copy of a stored game to ``destination`` (a file a friend's Tabletop can
    open): made afresh from the checked game, so a file changed by hand is refused and
    nothing but the game goes out. The folder must exist."""
    finished, refused = load_finished(game_id, file)
    if finished is None:
        return refused or Notice("storage.finished_damaged", {"file": clean(file, 80)})
    return _write_copy(finished, destination)


def export_folder() -> Path:
    """Where a game is exported for a friend: the user's Documents folder, or the home
    folder when there is none (a folder the player knows how to find)."""
    documents = Path(platformdirs.user_documents_dir())
    return documents if documents.is_dir() else Path.home()


def export_name(spec: GameSpec, finished_at: str) -> str:
    """A file name a person can read: "Tabletop Yacht Dice 2026-12-01 20.15.json" (dots
    for the time's colon, which some systems refuse). Only the date is taken from the
    game, and only when it is a date: a name made from a file's contents is never a path."""
    try:
        when = " " + datetime.fromisoformat(finished_at).strftime("%Y-%m-%d %H.%M")
    except (ValueError, TypeError):
        when = ""
    title = _UNSAFE_IN_NAMES.sub("", spec.title).strip(" .") or spec.id
    return f"Tabletop {title}{when}.json"


def export_to_folder(
    spec: GameSpec, entry: FinishedEntry, folder: Path | None = None,
) -> tuple[Path | None, Notice]:
    """Export a stored game to ``folder`` (:func:`export_folder` by default) under a
    readable name never taken yet: the file written and the notice saying where, or
    None and the notice saying why not (the file refused, or the folder)."""
    folder = export_folder() if folder is None else folder
    _remove_stale_copies(folder)
    finished, refused = load_finished(spec.id, entry.file)
    if finished is None:
        return None, refused or Notice("storage.finished_damaged", {"file": entry.file})
    name = export_name(spec, finished.finished_at)
    target = folder / name
    for copy_number in range(2, 100):
        if not os.path.lexists(target):
            break
        target = folder / f"{name.removesuffix('.json')} ({copy_number}).json"
    if target.parent != folder or _write_copy(finished, target) is not None:
        return None, Notice("storage.finished_not_exported", {"folder": clean(str(folder), 200)})
    return target, Notice("storage.finished_exported", {"path": clean(str(target), 240)})


def import_finished(
    path: Path, games: Mapping[str, GameSpec] | None = None, *, words: Words = ENGLISH,
) -> tuple[FinishedGame | None, Notice | None]:
    """Open a file exported by another Tabletop: checked whole (another rules version,
    a tampered or a foreign file is refused and nothing changes), then kept here (once,
    however often the same file is opened)."""
    verified, notice = _verified(path, games, None, words)
    if verified is None:
        return None, notice
    kept = store_finished(verified.game, verified.seats, key=verified.key,
                          finished_at=verified.finished_at or None)
    return verified, kept


# -- the record, the check and the index ---------------------------------------------------


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _record(game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None,
            finished_at: str, key: str) -> dict[str, Any]:
    record = build_envelope(game, seats, bots)
    record.update(finished_at=finished_at, scores=list(game.scores()),
                  winners=list(game.winners()), key=key)
    return record


def _remove_stale_copies(folder: Path) -> None:
    """Remove the half-written copies an export killed midway left in ``folder`` (only
    ours: ``.Tabletop <game> <date>.json.<random>.tmp``; the rename never happened, so
    none of them is a finished copy)."""
    with contextlib.suppress(OSError):
        for stale in folder.glob(".Tabletop *.json.*.tmp"):
            with contextlib.suppress(OSError):
                if stale.is_file() and not stale.is_symlink():
                    stale.unlink()


def _write_copy(finished: FinishedGame, destination: Path) -> Notice | None:
    record = _record(finished.game, finished.seats, None, finished.finished_at or _now(),
                     finished.key or new_key())
    try:
        atomic_write_json(destination, record, make_folder=False)
    except (OSError, ValueError):
        return Notice("storage.finished_not_kept")
    return None


def _refusal(path: Path) -> str | None:
    """Why ``path`` cannot be a game file, seen from the outside (never opened: a named
    pipe would wait forever); None when it may be one."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "storage.finished_missing"
    except OSError:
        return "storage.finished_damaged"
    if stat.S_ISDIR(info.st_mode):
        return "storage.finished_folder"
    if not stat.S_ISREG(info.st_mode):
        return "storage.finished_not_a_file"
    if info.st_size > MAX_SAVE_BYTES:
        return "storage.finished_too_large"
    return None


def _verified(
    path: Path, games: Mapping[str, GameSpec] | None, game_id: str | None, words: Words,
) -> tuple[FinishedGame | None, Notice | None]:
    if not str(path).strip() or str(path) == ".":
        return None, Notice("storage.finished_no_file")
    name = {"file": clean(path.name or str(path), 80)}
    refusal = _refusal(path)
    if refusal is not None:
        return None, Notice(refusal, name)
    try:
        checked = verify_file(path, games, words=words)
    except SaveRejected as rejected:
        return None, Notice(_REFUSALS.get(rejected.key, "storage.finished_damaged"), name)
    except Exception:  # a file must never stop the program
        return None, Notice("storage.finished_damaged", name)
    if checked is None:
        return None, Notice("storage.finished_missing", name)
    data, game = checked.data, checked.game
    claims_true = (
        game.is_over
        and (game_id is None or game.spec.id == game_id)
        and data.get("scores") == list(game.scores())
        and data.get("winners") == list(game.winners())
        and isinstance(data.get("finished_at"), str)
    )
    if not claims_true:
        return None, Notice("storage.finished_mismatch", name)
    return FinishedGame(game, checked.seats, _date_or_empty(data["finished_at"]),
                        _key_of(data)), None


def _date_or_empty(value: Any) -> str:
    """``value`` when it is a clean ISO date and time; else empty."""
    if not is_clean(value, MAX_SHORT_TEXT):
        return ""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return ""
    return str(value)


def _key_of(data: dict[str, Any]) -> str:
    """The file's key, or one made from what the game is (the same file, the same key)."""
    key = data.get("key")
    if isinstance(key, str) and KEY.fullmatch(key):
        return key
    what = json.dumps([data.get(field) for field in ("game", "seed", "options", "seats",
                                                     "actions", "finished_at")],
                      sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(what.encode("ascii")).hexdigest()[:12]


def _our_files(folder: Path) -> list[str]:
    """The stored games' file names in ``folder`` (names only: no file is opened)."""
    if not folder.is_dir():
        return []
    with os.scandir(folder) as found:
        return [entry.name for entry in found if OUR_FILE.fullmatch(entry.name)]


def _read_index(folder: Path) -> _Index:
    """The index's good entries and refused files as written; a damaged entry or index
    names nothing."""
    index = _Index({}, {})
    try:
        raw = read_json(folder / INDEX_FILE)
    except UnreadableFile:
        return index
    for item in raw if isinstance(raw, list) else []:
        with contextlib.suppress(KeyError, TypeError, ValueError):
            if isinstance(item, dict) and item.get("refused") is True:
                index.refused[_file_name(item["file"])] = _stamp_of(item["checked"])
            else:
                entry = _entry(item)
                index.entries[entry.file] = entry
    return index


def _reconciled(folder: Path, names: Sequence[str], known: Mapping[str, FinishedEntry],
                stored: _Index | None = None) -> tuple[list[FinishedEntry], dict[str, Stamp]]:
    """The newest :data:`KEEP_PER_GAME` games of ``names`` that open, and the files
    refused among the newer ones: from ``known`` or the index where it checked the file
    as it is now, else checked now (at most :func:`reads_per_listing`)."""
    index = _read_index(folder) if stored is None else stored
    indexed = {**index.entries, **known}
    entries: list[FinishedEntry] = []
    refused: dict[str, Stamp] = {}
    reads = 0
    for name in sorted(set(names), reverse=True):
        if len(entries) >= KEEP_PER_GAME:
            break
        stamp = _file_stamp(folder / name)
        entry = indexed.get(name)
        if entry is not None and entry.checked == UNCHECKED and stamp is not None:
            # An older Tabletop's row, written when it kept the game: taken as checked
            # (checking 250 kept games at the first listing froze it for 5 s).
            entry = dataclasses.replace(entry, checked=stamp)
        if stamp is None or index.refused.get(name) == stamp:
            if stamp is not None:
                refused[name] = stamp
            continue
        if (entry is None or entry.checked != stamp) and reads < reads_per_listing():
            reads += 1
            entry = _entry_of_file(folder / name, stamp)
            if entry is None:
                refused[name] = stamp
        if entry is not None and entry.checked == stamp:
            entries.append(entry)
    return entries, refused


def _file_stamp(path: Path) -> Stamp | None:
    try:
        info = os.stat(path)
    except OSError:
        return None  # gone since the folder was read
    return info.st_size, info.st_mtime_ns


def _entry_of_file(path: Path, stamp: Stamp) -> FinishedEntry | None:
    """The row of the game in ``path``, checked as opening it checks it; None when
    opening it would be refused."""
    finished, _ = _verified(path, None, path.parent.name, ENGLISH)
    if finished is None:
        return None
    game = finished.game
    try:
        return _entry({"file": path.name, "finished_at": finished.finished_at,
                       "names": [seat.name for seat in finished.seats],
                       "scores": list(game.scores()), "winners": list(game.winners()),
                       "checked": list(stamp)})
    except (KeyError, TypeError, ValueError):
        return None  # checked good, but a row the list cannot draw


def _file_name(value: Any) -> str:
    if not (isinstance(value, str) and OUR_FILE.fullmatch(value)):
        raise ValueError(f"not a stored game's file name: {value!r:.80}")
    return value


def _stamp_of(value: Any) -> Stamp:
    if not (isinstance(value, list) and len(value) == 2
            and all(type(number) is int and number >= 0 for number in value)):
        raise ValueError(f"not a file's size and time: {value!r:.80}")
    return value[0], value[1]


def _entry(item: Any) -> FinishedEntry:
    """An index entry, checked: everything the list draws is short, printable text."""
    if not isinstance(item, dict):
        raise TypeError("an index entry is an object")
    file, finished_at = _file_name(item["file"]), item["finished_at"]
    names, scores, winners = item["names"], item["scores"], item["winners"]
    checked = _stamp_of(item["checked"]) if "checked" in item else UNCHECKED
    if not (_date_or_empty(finished_at)
            and isinstance(names, list) and 0 < len(names) <= 16
            and all(is_clean(name, MAX_NAME_LENGTH) for name in names)
            and isinstance(scores, list) and isinstance(winners, list)
            and all(type(value) is int and abs(value) < 10**9 for value in scores)
            and all(type(value) is int and 0 <= value < len(names) for value in winners)):
        raise ValueError(f"a damaged index entry: {item!r:.80}")
    return FinishedEntry(file, finished_at, tuple(names), tuple(scores), tuple(winners),
                         checked)


def _write_index(folder: Path, entries: Sequence[FinishedEntry],
                 refused: Mapping[str, Stamp]) -> None:
    atomic_write_json(folder / INDEX_FILE, [
        *({"file": entry.file, "finished_at": entry.finished_at, "names": list(entry.names),
           "scores": list(entry.scores), "winners": list(entry.winners),
           "checked": list(entry.checked)} for entry in entries),
        *({"file": name, "refused": True, "checked": list(stamp)}
          for name, stamp in refused.items())])

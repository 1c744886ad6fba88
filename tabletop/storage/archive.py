"""Finished games, kept for replays: the last :data:`KEEP_PER_GAME` of each game.

Each finished game is one file, ``games/<game id>/<finished>-<tag>.json`` in
the user data folder, written atomically the moment the game ends. It is the
autosave's envelope (seed, options, seats, every action, the engine's state,
the computer players' generators) plus what the game came to::

    {..., "finished_at": "2026-12-01T20:15:00+09:00",
     "scores": [212, 187], "winners": [0]}

A stored game is trusted no more than a save: :func:`load_finished` replays it
from seed and actions, and refuses it (with the catalogue key that says why)
when it does not rebuild, or when the replay does not end in the scores and
winners it claims. The same check guards :func:`import_finished`, which takes
a file another Tabletop exported (:func:`export_finished`; :func:`export_to_folder`
puts it in the user's Documents folder under a readable name).

Listing a game's files reads only a small index (``index.json`` beside them),
so the list opens at once with hundreds of games; an index that is missing or
damaged is rebuilt from the files.
"""

from __future__ import annotations

import contextlib
import secrets
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
from tabletop.storage.saves import BotStates, SaveRejected, build_envelope, verify_file

ARCHIVE_FOLDER = "games"
INDEX_FILE = "index.json"
KEEP_PER_GAME = 50
"""Finished games kept per game; the oldest goes first."""

_REFUSALS = {
    "storage.save_old_rules": "storage.finished_other_rules",
    "storage.save_newer_rules": "storage.finished_other_rules",
    "storage.save_unknown_game": "storage.finished_foreign",
}
"""The save check's reasons, said of a stored game (which is never set aside)."""


@dataclass(frozen=True)
class FinishedEntry:
    """One stored game as the replay list shows it (read from the index, not the file)."""

    file: str
    finished_at: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class FinishedGame:
    """A stored game, verified: the game at its end, and who sat at the table."""

    game: Engine[Any]
    seats: tuple[SeatConfig, ...]
    finished_at: str


def _stamp() -> str:
    """The file name's start: local time, so names sort oldest first."""
    return datetime.now().strftime("%Y%m%dT%H%M%S")


def game_folder(game_id: str) -> Path:
    return data_dir() / ARCHIVE_FOLDER / game_id


def store_finished(
    game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None = None,
) -> Notice | None:
    """Keep ``game`` (which must be over) among its game's finished games; a Notice if
    the disk refused. The oldest beyond :data:`KEEP_PER_GAME` are removed."""
    if not game.is_over:
        raise ValueError("only a finished game is kept for replays")
    record = build_envelope(game, seats, bots)
    finished_at = datetime.now().astimezone().isoformat(timespec="seconds")
    record.update(finished_at=finished_at, scores=list(game.scores()),
                  winners=list(game.winners()))
    name = f"{_stamp()}-{secrets.token_hex(3)}.json"
    folder = game_folder(game.spec.id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_json(folder / name, record)
        entries = [entry for entry in _index(folder) if entry.file != name]
        entries.append(FinishedEntry(name, finished_at, tuple(seat.name for seat in seats),
                                     tuple(game.scores()), tuple(game.winners())))
        entries.sort(key=lambda entry: entry.file)
        for old in entries[:-KEEP_PER_GAME]:
            with contextlib.suppress(FileNotFoundError):
                (folder / old.file).unlink()
        _write_index(folder, entries[-KEEP_PER_GAME:])
    except OSError:
        return Notice("storage.finished_not_kept")
    return None


def list_finished(game_id: str) -> list[FinishedEntry]:
    """The stored games of ``game_id``, newest first (from the index; never raises)."""
    folder = game_folder(game_id)
    try:
        return sorted(_index(folder), key=lambda entry: entry.file, reverse=True)
    except OSError:
        return []


def load_finished(
    game_id: str, file: str, games: Mapping[str, GameSpec] | None = None, *,
    words: Words = ENGLISH,
) -> tuple[FinishedGame | None, Notice | None]:
    """A stored game replayed and checked against what it claims; ``(None, notice)``
    when it cannot be shown as true (the file is left where it is)."""
    if Path(file).name != file or not file.endswith(".json") or file == INDEX_FILE:
        return None, Notice("storage.finished_damaged", {"file": file[:80]})
    return _verified(game_folder(game_id) / file, games, game_id, words)


def export_finished(game_id: str, file: str, destination: Path) -> Notice | None:
    """Copy a stored game to ``destination`` (a file a friend's Tabletop can open)."""
    source = game_folder(game_id) / file
    try:
        data = read_json(source)
        if not isinstance(data, dict):
            return Notice("storage.finished_damaged", {"file": file[:80]})
        atomic_write_json(destination, data)
    except (OSError, UnreadableFile):
        return Notice("storage.finished_not_kept")
    return None


def export_folder() -> Path:
    """Where a game is exported for a friend: the user's Documents folder, or the home
    folder when there is none (a folder the player knows how to find)."""
    documents = Path(platformdirs.user_documents_dir())
    return documents if documents.is_dir() else Path.home()


def export_name(spec: GameSpec, entry: FinishedEntry) -> str:
    """A file name a person can read: "Tabletop Yacht Dice 2026-12-01 20.15.json"
    (dots for the time's colon, which some systems refuse in a name)."""
    when = entry.finished_at[:16].replace("T", " ").replace(":", ".")
    return f"Tabletop {spec.title} {when}.json"


def export_to_folder(
    spec: GameSpec, entry: FinishedEntry, folder: Path | None = None,
) -> tuple[Path | None, Notice]:
    """Export a stored game to ``folder`` (:func:`export_folder` by default) under a
    readable name never taken yet: the file written and the notice saying where, or
    None and the notice saying it failed."""
    folder = export_folder() if folder is None else folder
    name = export_name(spec, entry)
    target = folder / name
    for copy_number in range(2, 100):
        if not target.exists():
            break
        target = folder / f"{name.removesuffix('.json')} ({copy_number}).json"
    failed = export_finished(spec.id, entry.file, target)
    if failed is not None:
        return None, Notice("storage.finished_not_exported", {"folder": str(folder)[:200]})
    return target, Notice("storage.finished_exported", {"path": str(target)[:240]})


def import_finished(
    path: Path, games: Mapping[str, GameSpec] | None = None, *, words: Words = ENGLISH,
) -> tuple[FinishedGame | None, Notice | None]:
    """Open a file exported by another Tabletop: checked whole (another rules version,
    a tampered or a foreign file is refused and nothing changes), then kept here."""
    verified, notice = _verified(path, games, None, words)
    if verified is None:
        return None, notice
    kept = store_finished(verified.game, verified.seats)
    return verified, kept


# -- the index and the check -------------------------------------------------------------


def _verified(
    path: Path, games: Mapping[str, GameSpec] | None, game_id: str | None, words: Words,
) -> tuple[FinishedGame | None, Notice | None]:
    name = {"file": path.name[:80]}
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
    return FinishedGame(game, checked.seats, str(data["finished_at"])[:40]), None


def _index(folder: Path) -> list[FinishedEntry]:
    """The folder's index, or one rebuilt from its files when it is missing or damaged
    (its entries are only shown, never trusted: :func:`load_finished` checks the file)."""
    try:
        raw = read_json(folder / INDEX_FILE)
        entries = [_entry(item) for item in raw] if isinstance(raw, list) else None
    except (UnreadableFile, KeyError, TypeError, ValueError):
        entries = None
    if entries is not None:
        return [entry for entry in entries if (folder / entry.file).is_file()]
    rebuilt = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        if path.name == INDEX_FILE:
            continue
        try:
            data = read_json(path)
            rebuilt.append(_entry({
                "file": path.name, "finished_at": data["finished_at"],
                "names": [seat["name"] for seat in data["seats"]],
                "scores": data["scores"], "winners": data["winners"]}))
        except (UnreadableFile, KeyError, TypeError, ValueError):
            continue  # not one of ours, or damaged: not listed
    if rebuilt:
        with contextlib.suppress(OSError):  # the next list reads the index again
            _write_index(folder, rebuilt)
    return rebuilt


def _entry(item: Any) -> FinishedEntry:
    if not isinstance(item, dict):
        raise TypeError("an index entry is an object")
    file, finished_at = item["file"], item["finished_at"]
    names, scores, winners = item["names"], item["scores"], item["winners"]
    if not (isinstance(file, str) and Path(file).name == file and file.endswith(".json")
            and isinstance(finished_at, str) and isinstance(names, list)
            and all(isinstance(name, str) for name in names)
            and isinstance(scores, list) and isinstance(winners, list)
            and all(type(value) is int for value in (*scores, *winners))):
        raise ValueError(f"a damaged index entry: {item!r:.80}")
    return FinishedEntry(file, finished_at[:40], tuple(name[:40] for name in names),
                         tuple(scores), tuple(winners))


def _write_index(folder: Path, entries: Sequence[FinishedEntry]) -> None:
    atomic_write_json(folder / INDEX_FILE, [
        {"file": entry.file, "finished_at": entry.finished_at, "names": list(entry.names),
         "scores": list(entry.scores), "winners": list(entry.winners)}
        for entry in entries])


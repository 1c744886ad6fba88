"""The single save of older versions, moved into the slot of the game it names.

Before each game kept its own save, one ``saves/autosave.json`` held whichever game
was played last. A player updating with such a game in progress finds it under its
game's Resume: the file is renamed, unchanged, to ``autosave-<game id>.json``, and is
checked there as every save is. Nothing is lost on the way, and nothing silently: a
file that names no game this version has, or cannot be read, is set aside with the
usual message; if that game already has a save of its own, the older of the two is
set aside with a message and the newer one stays to be resumed.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from pathlib import Path

from tabletop.core.spec import GameSpec
from tabletop.storage.notice import Notice, kept_unopened
from tabletop.storage.paths import (
    FileNotOpened,
    UnreadableFile,
    autosave_path,
    read_json,
    set_aside,
    single_autosave_path,
)
from tabletop.storage.save_checks import MAX_SAVE_BYTES
from tabletop.storage.saves import registry


def adopt_single_save(games: Mapping[str, GameSpec] | None = None) -> list[Notice]:
    """Move an old single ``autosave.json`` into the slot of the game it names; the
    notices to show (none when there is no such file, or it simply moved). Cheap when
    there is nothing to move (one look at the folder), so every start and every visit
    of the menu may call it. Never raises."""
    path = single_autosave_path()
    try:
        info = os.lstat(path)
    except OSError:
        return []  # nothing there (or no folder to look in: saving is off anyway)
    try:
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SAVE_BYTES:
            return _set_aside(path, "storage.save_damaged")
        data = read_json(path)
    except FileNotOpened as error:  # maybe a good save: it stays, to be moved when it can
        return [kept_unopened("storage.save_not_opened", path.name, error)]
    except UnreadableFile:
        return _set_aside(path, "storage.save_unreadable")
    except Exception:  # whatever the file holds, the program starts
        return _set_aside(path, "storage.save_damaged")
    game_id = data.get("game") if isinstance(data, dict) else None
    if not isinstance(game_id, str):
        return _set_aside(path, "storage.save_damaged")
    if game_id not in registry(games):
        return _set_aside(path, "storage.save_unknown_game")
    return _move(path, autosave_path(game_id), game_id)


def _move(old: Path, slot: Path, game_id: str) -> list[Notice]:
    """Rename ``old`` to ``slot``; when the slot holds a save already, the newer file
    (by the time it was written) is the one resumed and the older is set aside."""
    notices: list[Notice] = []
    try:
        if os.path.lexists(slot):
            if slot.stat().st_mtime_ns >= old.stat().st_mtime_ns:
                return _set_aside(old, "storage.save_two_found", game_id)
            notices = _set_aside(slot, "storage.save_two_found", game_id)
            if os.path.lexists(slot):
                return notices  # the slot's file could not be moved: it stays the save
        os.replace(old, slot)
    except OSError:
        # The folder refuses renames (and so every save): the old file stays where it is,
        # whole, for a start that can move it.
        return notices
    return notices


def _set_aside(path: Path, key: str, game_id: str = "") -> list[Notice]:
    moved = set_aside(path)
    if moved is None:
        return [Notice("storage.file_not_moved", {"file": path.name}, game=game_id)]
    return [Notice(key, {"file": moved.name}, game=game_id)]

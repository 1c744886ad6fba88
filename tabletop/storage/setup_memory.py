"""What the seat setup remembers, in ``config_dir()/setup.json`` beside the settings: each
game's last table (its seats and options, under the game's id) and, across games, the
names the people typed most recently (under :data:`PEOPLE_KEY`), so "Ana" typed at one
game's setup is offered at the next game's too.

A person's name is kept as typed, or None for a default name ("Player 1"), which follows
the language when it is shown; computers keep their own names, so only people's are
carried from game to game. Reading is forgiving: anything odd in the file reads as
nothing remembered. A file that is no JSON object, or larger than
:data:`MAX_SETUP_BYTES`, is not ours: :func:`set_aside_unreadable` moves it aside (never
deleting it) with the notice the settings give.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from tabletop.storage.names import normalise_name
from tabletop.storage.notice import Notice
from tabletop.storage.paths import (
    FileNotOpened,
    UnreadableFile,
    atomic_write_json,
    config_dir,
    read_json,
    set_aside,
)

SETUP_FILE = "setup.json"
MAX_SETUP_BYTES = 64 * 1024
"""Tabletop writes a setup file of a few kilobytes at most (five games' seats and options,
eight names of 16 characters): a larger one is not ours (only the general 64 MB cap held
it, and it was read whole at every setup screen, trial s24)."""
PEOPLE_KEY = "people"
"""The names people typed most recently, in seat order (no game has this id)."""


def _read() -> dict[str, Any]:
    with contextlib.suppress(UnreadableFile, OSError):
        data = read_json(config_dir() / SETUP_FILE, MAX_SETUP_BYTES)
        if isinstance(data, dict):
            return data
    return {}


def set_aside_unreadable() -> Notice | None:
    """Move a setup file that is not ours (over :data:`MAX_SETUP_BYTES`, no JSON object)
    aside and say so; None when it is readable, absent, or could not be opened (then it
    may be good, and it stays as it is)."""
    path = config_dir() / SETUP_FILE
    try:
        if isinstance(read_json(path, MAX_SETUP_BYTES), dict | None):
            return None
    except FileNotOpened:
        return None
    except UnreadableFile:
        pass
    moved = set_aside(path)
    if moved is None:
        return Notice("storage.file_not_moved", {"file": path.name})
    return Notice("storage.setup_unreadable", {"file": moved.name})


def remembered_table(game_id: str) -> dict[str, Any]:
    """``game_id``'s last setup as it was written (seats and options), or {}."""
    table = _read().get(game_id)
    return table if isinstance(table, dict) else {}


def recent_people() -> list[str | None]:
    """The people's names at the setup started last (any game), in seat order; None for
    a default name."""
    people = _read().get(PEOPLE_KEY)
    if not isinstance(people, list):
        return []
    return [(normalise_name(name) or None) if isinstance(name, str) else None
            for name in people]


def offered_names(recent: Sequence[str | None], own: Sequence[str | None]) -> list[str | None]:
    """The names offered to a game's person seats: the most recently typed ones in order,
    then the game's own remembered names for the seats beyond them (none twice)."""
    names: list[str | None] = []
    for index, name in enumerate(own):
        offered = recent[index] if index < len(recent) else name
        if offered in names or (index >= len(recent) and offered in recent):
            offered = None  # a name already offered to a seat above
        names.append(offered)
    return names


def next_free_name(recent: Sequence[str | None], taken: Sequence[str | None]) -> str | None:
    """The first of the ``recent`` people's names that no seat has ``taken`` (compared
    without case), for a seat that becomes a person; None: the default name."""
    used = {name.casefold() for name in taken if name}
    return next((name for name in recent if name and name.casefold() not in used), None)


def remember_table(game_id: str, table: dict[str, Any], people: Sequence[str | None]) -> None:
    """Keep ``game_id``'s ``table`` and the ``people``'s names (a disk that refuses is no
    reason to stop a game from starting)."""
    data = _read()
    data[game_id] = table
    data[PEOPLE_KEY] = list(people)
    with contextlib.suppress(OSError, TypeError, ValueError):
        atomic_write_json(config_dir() / SETUP_FILE, data)

"""What the seat setup remembers, in ``config_dir()/setup.json`` beside the settings: each
game's last table (its seats and options, under the game's id) and, across games, the
names the people typed most recently (under :data:`PEOPLE_KEY`), so "Ana" typed at one
game's setup is offered at the next game's too.

A person's name is kept as typed, or None for a default name ("Player 1"), which follows
the language when it is shown; computers keep their own names, so only people's are
carried from game to game. Reading is forgiving: anything odd in the file reads as
nothing remembered.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from tabletop.storage.names import normalise_name
from tabletop.storage.paths import UnreadableFile, atomic_write_json, config_dir, read_json

SETUP_FILE = "setup.json"
PEOPLE_KEY = "people"
"""The names people typed most recently, in seat order (no game has this id)."""


def _read() -> dict[str, Any]:
    with contextlib.suppress(UnreadableFile, OSError):
        data = read_json(config_dir() / SETUP_FILE)
        if isinstance(data, dict):
            return data
    return {}


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

"""The checks a save's fields pass before its game is replayed (:mod:`tabletop.storage.saves`):
the file's size before it is read, the seats' names and the dates as drawn, the computer
seats' levels and their generators' states. A failed one raises :class:`SaveRejected`, and
the file is set aside."""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.core.seats import SeatConfig
from tabletop.core.spec import GameSpec
from tabletop.storage.text import MAX_NAME_LENGTH, MAX_SHORT_TEXT, is_clean

MAX_SAVE_BYTES = 2 * 1024 * 1024
"""A save file larger than this is not one Tabletop wrote: the longest games
measured (every game, five seats and the most it seats) save 45–136 KB.
Checked before reading, so a huge file is set aside at once instead of being
parsed and replayed for a minute."""


class SaveRejected(Exception):
    """The file cannot be used; ``key`` is the catalogue key that says why to the player."""

    def __init__(self, key: str, detail: str) -> None:
        super().__init__(detail)
        self.key = key


def check_size(path: Path) -> None:
    """Refuse a file above MAX_SAVE_BYTES from its size alone, without reading it."""
    try:
        info = os.stat(path)
    except OSError:
        return  # nothing there, or nothing to stat: read_json says which
    if stat.S_ISREG(info.st_mode) and info.st_size > MAX_SAVE_BYTES:
        raise SaveRejected("storage.save_damaged", f"{info.st_size} bytes")


def check_text(data: dict[str, Any], seats: Sequence[SeatConfig]) -> None:
    """Every string the menu or the game screen will draw is short and printable."""
    for seat in seats:
        if not is_clean(seat.name, MAX_NAME_LENGTH):
            raise SaveRejected("storage.save_damaged", f"seat name {seat.name[:80]!r}")
    for name in ("app_version", "saved_at"):
        if not is_clean(data[name], MAX_SHORT_TEXT):
            raise SaveRejected("storage.save_damaged", f"{name} {data[name][:80]!r}")
    try:
        datetime.fromisoformat(data["saved_at"])
    except ValueError:
        raise SaveRejected("storage.save_damaged", f"saved_at {data['saved_at']!r}") from None


def check_levels(spec: GameSpec, seats: Sequence[SeatConfig]) -> None:
    """A computer seat's level must be one this game offers (Continue builds its bot)."""
    from tabletop.bots import LEVELS, available_levels
    from tabletop.games import GAMES

    # A game outside the real registry (the storage tests' toy) has no bots module to ask.
    offered = available_levels(spec.id) if GAMES.get(spec.id) is spec else LEVELS
    for seat in seats:
        allowed = LEVELS if seat.is_person else offered
        if seat.level not in allowed:
            raise SaveRejected("storage.save_damaged", f"level {seat.level[:80]!r}")


def bot_states(raw: Any, seats: Sequence[SeatConfig]) -> dict[int, dict[str, Any]]:
    """The saved computer players' states by seat ({} if none), each rebuilt when the
    save is (:mod:`tabletop.storage.saves`)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SaveRejected("storage.save_damaged", f"bots {raw!r:.80}")
    computers = {str(index): index for index, seat in enumerate(seats) if not seat.is_person}
    states: dict[int, dict[str, Any]] = {}
    for key, state in raw.items():
        seat = computers.get(key)
        if seat is None or not isinstance(state, dict):
            raise SaveRejected("storage.save_damaged", f"bot {key!r:.20}: {state!r:.80}")
        states[seat] = state
    return states

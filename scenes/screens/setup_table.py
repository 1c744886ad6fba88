"""The table a setup starts from: the group's last setup of the game (remembered in
``config_dir()/setup.json``, the people's names typed last at any game offered to its
people), a game's first table when nothing is remembered, or the seats of a recorded
game played on from one of its moves (:class:`PlayOnFrom`)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scenes.screens.setup_seat import SeatDraft
from tabletop.core.engine import Engine
from tabletop.core.seats import MAX_SEATS, SeatConfig, SeatKind
from tabletop.core.spec import GameSpec
from tabletop.storage.names import is_default_name, normalise_name
from tabletop.storage.setup_memory import (
    offered_names,
    recent_people,
    remember_table,
    remembered_table,
)

if TYPE_CHECKING:
    from scenes.shell.scene import Transition
    from tabletop.session import GameSession


@dataclass(frozen=True)
class PlayOnFrom:
    """A recorded game's position to play on from: the game rebuilt at that move (its
    own, handed over whole), the seats that were at the table, the move's number, and
    how the new game takes the screen (the replay's own way: in place of the replay
    and what led to it)."""

    game: Engine[Any]
    seats: tuple[SeatConfig, ...]
    step: int
    start: Callable[[GameSession], Transition]


def first_table_seats(spec: GameSpec) -> int:
    """The seats of a game's first setup (nothing remembered): a person against one
    computer, or the table the game plays best at (Polterfass's three) or needs (Wizard
    Extreme's three). ``spec.default_seats`` is the table the engine's tests and tools
    play instead."""
    return min(spec.max_seats, max(spec.first_setup_seats, spec.min_seats))


def default_level(levels: Sequence[str]) -> str:
    """A new computer's level: easy where the game has it."""
    return "easy" if "easy" in levels else levels[0]


def added_seat(seats: Sequence[SeatDraft], levels: Sequence[str]) -> SeatDraft:
    """The seat "+" adds: the first colour no seat has; the first seat a person's, the
    others computers'."""
    used = {seat.colour for seat in seats}
    colour = next(index for index in range(MAX_SEATS) if index not in used)
    kind = SeatKind.PERSON if not seats else SeatKind.COMPUTER
    return SeatDraft(colour, kind, default_level(levels))


def restored_table(game_id: str, spec: GameSpec,
                   levels: Sequence[str]) -> tuple[list[SeatDraft], dict[str, Any]]:
    """The seats and options of the game's last setup (what of it still reads), else its
    first table; each person offered a name people typed last."""
    remembered = remembered_table(game_id)
    seats: list[SeatDraft] = []
    entries = remembered.get("seats")
    for entry in entries[: spec.max_seats] if isinstance(entries, list) else []:
        with contextlib.suppress(KeyError, ValueError, TypeError):
            kind = SeatKind(entry["kind"])
            level = entry["level"] if entry["level"] in levels else default_level(levels)
            colour = int(entry["colour"])
            name = entry.get("name")
            name = (normalise_name(name) if isinstance(name, str) else "") or None
            if 0 <= colour < MAX_SEATS and colour not in {s.colour for s in seats}:
                seats.append(SeatDraft(colour, kind, level, name))
    if len(seats) < spec.min_seats:
        seats = []
        for _ in range(first_table_seats(spec)):
            seats.append(added_seat(seats, levels))
    people = [seat for seat in seats if seat.kind is SeatKind.PERSON]
    for seat, name in zip(people, offered_names(recent_people(), [seat.name for seat in
                                                                  people]), strict=True):
        seat.name = name
    options = spec.default_options
    with contextlib.suppress(ValueError, TypeError, AttributeError):
        options = spec.merged_options(remembered.get("options"))
    return seats, options


def recorded_table(play_on: PlayOnFrom,
                   levels: Sequence[str]) -> tuple[list[SeatDraft], dict[str, Any]]:
    """The recorded table: its seats as they sat, its options (fixed: the position
    was reached under them)."""
    seats = []
    for seat in play_on.seats:
        level = seat.level if seat.level in levels else default_level(levels)
        # A default name ("Computer 2") stays one, so it follows a change of kind.
        name = None if is_default_name(seat.name, seat.is_person) else seat.name
        seats.append(SeatDraft(seat.colour, seat.kind, level, name))
    return seats, dict(play_on.game.options)


def remember_setup(game_id: str, seats: Sequence[SeatDraft], options: dict[str, Any]) -> None:
    """This setup, for the group's next game of ``game_id``, and its people's names."""
    remember_table(game_id, {
        "seats": [{"name": seat.name, "colour": seat.colour, "kind": seat.kind.value,
                   "level": seat.level} for seat in seats],
        "options": options,
    }, [seat.name for seat in seats if seat.kind is SeatKind.PERSON])

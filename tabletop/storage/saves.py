"""The autosave slots: each game keeps its own save, and "Continue" resumes the one
saved last, exactly where the program was closed.

The app writes the game's slot (``saves/autosave-<game id>.json``) after every action
(:func:`write_save`), so even a crash loses nothing, and starting or finishing a game
of Yacht Dice never touches a Polterfass game in progress. The file is a versioned
JSON envelope::

    {"format": 1, "app_version": "0.1.0", "game": "yacht", "rules_version": 1,
     "seats": [{"name": "Mina", "colour": 0, "kind": "person", "level": "easy"}, ...],
     "options": {...}, "seed": 7, "actions": [{"type": "Roll", "seat": 0}, ...],
     "state": <engine.to_dict()>, "saved_at": "2026-11-29T12:15:00+09:00",
     "bots": {"2": {"state": 123, "script": []}}}

A game played on from a replay also has ``"played_on": {"from": 41, "counted": false}``:
the moves it took from the recorded game (counted with that game already) and whether a
person at the table has moved in it since, which counts it as a game started
(:class:`PlayedOn`); Continue keeps both.

``bots`` holds each computer seat's generator (see :mod:`tabletop.bots`), so
Continue makes the same choices an uninterrupted game would have made; a
save without it (written before it existed) continues with fresh generators.

Loading trusts nothing. A file that is too large to be a save (refused from
its size, before it is read), unreadable, not the right shape (every field is
checked: levels, names and their length, dates, versions), of an unknown
format, of a game or rules version this program does not have, whose state
differs from replaying ``seed`` + ``actions`` (tampered), or whose computer
players' states do not fit them, or a file in one game's slot holding another
game, is *set aside* — renamed beside itself to
``autosave-<game id>.broken-<time>.json``, never deleted — and the caller gets a
:class:`~tabletop.storage.notice.Notice` naming the game to show. Nothing raises;
no other game's save is touched. The menu's :func:`peek_save` checks all of it, so
Resume and Continue are only offered for a save that :func:`load_save` will continue.

Format migrations
-----------------
``SAVE_FORMAT`` is the format this program writes. When the envelope changes,
bump it and add ``MIGRATIONS[old] = function`` that turns a format-``old``
envelope into a format-``old + 1`` one (and sets ``"format"`` accordingly).
:func:`migrate` applies them one step at a time, so a file of any supported
age climbs to today's format. An older format without a migration path is set
aside as "too old"; a newer one as "made by a newer version". A change of a
game's *rules* is not a format change: the game's ``rules_version`` goes up
and saves of the old rules are set aside (replaying them under new rules
would not reproduce the same game).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import tabletop
from tabletop.core.codec import CodecError, decode, decode_tagged, encode, encode_tagged
from tabletop.core.engine import Engine
from tabletop.core.seats import SeatConfig
from tabletop.core.spec import GameSpec
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.names import localised_seats, named_seats
from tabletop.storage.notice import Notice, kept_unopened, write_failed
from tabletop.storage.paths import (
    FileNotOpened,
    UnreadableFile,
    atomic_write_json,
    autosave_files,
    autosave_path,
    guard_unopened,
    read_json,
    set_aside,
    single_autosave_path,
)
from tabletop.storage.save_checks import (
    SaveRejected,
    bot_states,
    check_levels,
    check_size,
    check_text,
)

FINISHED_KEY = "finished_key"
"""The save's field that marks a finished game whose recording is under way."""
PLAYED_ON = "played_on"
"""The save's field of a game played on from a replay (:class:`PlayedOn`)."""
PHONES_ON = "phones_on"
"""An optional field: true when persons played on phones as the game was saved."""
_KEY = re.compile(r"[0-9a-f]{6,32}")

BotStates = Mapping[int, dict[str, Any]]
"""Computer seat index -> its generator's ``Rng.to_dict()`` (see :mod:`tabletop.bots`)."""


SAVE_FORMAT = 1
"""The envelope format this program writes (see "Format migrations" above)."""

Migration = Callable[[dict[str, Any]], dict[str, Any]]

MIGRATIONS: dict[int, Migration] = {}
"""``format n -> function`` turning a format-n envelope into format n + 1. Empty today."""

MAX_ACTIONS = 10_000
"""Twenty times the longest game measured (about 520 actions). Checked before
the actions are decoded and replayed, which is the slow part of loading."""

_FIELDS: dict[str, type] = {
    "format": int,
    "app_version": str,
    "game": str,
    "rules_version": int,
    "seats": list,
    "options": dict,
    "seed": int,
    "actions": list,
    "state": dict,
    "saved_at": str,
}


@dataclass(frozen=True)
class SavePreview:
    """What the main menu's Continue button needs, without rebuilding the game."""

    game_id: str
    saved_at: str
    """ISO 8601 local time with offset, e.g. ``2026-11-29T12:15:00+09:00``."""
    seat_names: tuple[str, ...]


@dataclass(frozen=True)
class PlayedOn:
    """Where a game played on from a replay came from: ``step``, the moves it took from
    the recorded game (counted with that game), and whether it is ``counted`` as a game
    started (once a person at the table has moved in it)."""

    step: int
    counted: bool


@dataclass(frozen=True)
class LoadedSave:
    """A verified save, ready to continue: the engine and who sits at the table."""

    game: Engine[Any]
    seats: tuple[SeatConfig, ...]
    saved_at: str
    app_version: str
    bots: BotStates
    """The computer seats' generators as saved; empty for a save made before they were."""
    played_on: PlayedOn | None = None
    """Where the game was played on from; None for a game played from its start."""
    phones_on: bool = False
    """Persons played on phones when it was saved: phones never come back by themselves."""


@dataclass(frozen=True)
class _Envelope:
    data: dict[str, Any]
    spec: GameSpec
    seats: tuple[SeatConfig, ...]
    bots: BotStates
    played_on: PlayedOn | None


# -- writing -------------------------------------------------------------


def build_envelope(
    game: Engine[Any],
    seats: Sequence[SeatConfig],
    bots: BotStates | None = None,
    encode_item: Callable[[Any], Any] = encode_tagged,
    played_on: PlayedOn | None = None,
    phones_on: bool = False,
) -> dict[str, Any]:
    """The JSON-safe envelope for ``game`` played by ``seats`` (one per engine seat),
    with the computer seats' generator states ``bots``; ``encode_item`` encodes each
    action and event (see :meth:`Engine.to_dict`); ``played_on`` for a game played on
    from a replay; ``phones_on`` when persons play on phones (Continue says so)."""
    check_savable(game, seats)
    state = game.to_dict(encode_item)
    origin = ({} if played_on is None
              else {PLAYED_ON: {"from": played_on.step, "counted": played_on.counted}})
    return {
        "format": SAVE_FORMAT,
        "app_version": tabletop.__version__,
        "game": game.spec.id,
        "rules_version": game.spec.rules_version,
        "seats": [encode(seat) for seat in seats],
        "options": encode(game.options),
        "seed": game.true_seed,
        # The same encoding as state["history"]; copied, not encoded twice (autosave is hot).
        "actions": list(state["history"]),
        "state": state,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "bots": {str(seat): dict(state) for seat, state in sorted((bots or {}).items())},
        **origin,
        **({PHONES_ON: True} if phones_on else {}),
    }


def check_savable(game: Engine[Any], seats: Sequence[SeatConfig]) -> None:
    """Raise ValueError for what can never be saved: a seat's view, or seats that
    do not match the game (a programming error, not a disk's)."""
    if game.is_view:
        raise ValueError("a seat's view cannot be saved; save the game itself")
    if len(seats) != game.seats:
        raise ValueError(f"{len(seats)} seat configs for a {game.seats}-seat game")


def write_save(
    game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None = None, *,
    finished_key: str | None = None,
) -> Notice | None:
    """Atomically replace the autosave of ``game``'s game with it; a Notice if the disk
    refused. The other games' saves are not touched.

    A failed write (disk full, folder read-only) never raises: the player
    keeps playing, the previous save stays intact, and the returned notice
    says that Continue may not bring this game back. Passing a view, or a
    seat list of the wrong length, is a programming error (ValueError).
    ``finished_key`` marks the save of a finished game being recorded
    (:mod:`tabletop.storage.recording`): never continued, only its recording completed.
    """
    envelope = build_envelope(game, seats, bots)
    if finished_key is not None:
        if not game.is_over or not _KEY.fullmatch(finished_key):
            raise ValueError("only a finished game's save carries a game key")
        envelope[FINISHED_KEY] = finished_key
    try:
        atomic_write_json(autosave_path(game.spec.id), envelope)
    except OSError as error:
        return write_failed("storage.save_write_failed", error)
    return None


def delete_save(game_id: str) -> None:
    """Remove ``game_id``'s autosave (after its game ends, or when a new game of it
    replaces it); the other games' saves stay.

    Raises OSError when a file is there and cannot be removed; only a plain
    file is ever removed (anything else at the path is set aside on load).
    """
    path = autosave_path(game_id)
    guard_unopened(path)  # a save that could not be opened is not the one replaced
    with contextlib.suppress(FileNotFoundError, NotADirectoryError):
        if path.is_file() and not path.is_symlink():
            path.unlink()


def has_save(game_id: str | None = None) -> bool:
    """True if ``game_id`` (None: any game) has an autosave file, or an old single save
    waits to be moved into its game's slot; the file may still turn out to be damaged."""
    try:
        if game_id is not None:
            return autosave_path(game_id).is_file()
        return bool(autosave_files()) or single_autosave_path().is_file()
    except OSError:
        return False


def saved_games(games: Mapping[str, GameSpec] | None = None) -> list[str]:
    """The games of ``games`` (default: every game) that have an autosave file, the one
    saved last first: Continue's game. Not checked (see :func:`peek_save`)."""
    stamped: list[tuple[int, str]] = []
    for game_id in registry(games):
        try:
            # lstat: whatever is in the slot counts, a broken link too (peeking sets it aside).
            stamped.append((os.lstat(autosave_path(game_id)).st_mtime_ns, game_id))
        except (OSError, ValueError):
            continue
    return [game_id for _, game_id in sorted(stamped, key=lambda item: -item[0])]


# -- reading -------------------------------------------------------------


def peek_save(
    games: Mapping[str, GameSpec] | None = None, *, game_id: str | None = None,
    words: Words = ENGLISH,
) -> tuple[SavePreview | None, Notice | None]:
    """A look at ``game_id``'s autosave (None: the one saved last) for the menu:
    ``(preview, None)``, ``(None, None)`` when there is no save, or ``(None, notice)``
    after setting a bad file aside (only that game's).

    The save is checked as a whole, exactly as :func:`load_save` checks it
    (the replay and the computer players included), so Continue is offered
    only for a game that will continue. A real save takes tens of
    milliseconds; an oversized file is refused before it is read.
    """
    slot = game_id or next(iter(saved_games(games)), None)
    if slot is None:
        return None, None
    path = autosave_path(slot)
    try:
        envelope = _read_envelope(path, registry(games), words, slot=slot)
        if envelope is not None:
            _rebuild(envelope)
    except FileNotOpened as error:  # maybe a good save: it stays, for when it can be opened
        return None, kept_unopened("storage.save_not_opened", path.name, error, slot)
    except SaveRejected as rejected:
        return None, _set_aside_notice(path, rejected.key, slot)
    except Exception:  # a file must never stop the menu from showing
        return None, _set_aside_notice(path, "storage.save_damaged", slot)
    if envelope is None or FINISHED_KEY in envelope.data:
        return None, None  # a finished game is never continued: its recording completes
    preview = SavePreview(
        game_id=envelope.data["game"],
        saved_at=envelope.data["saved_at"],
        seat_names=tuple(seat.name for seat in envelope.seats),
    )
    return preview, None


def load_save(
    games: Mapping[str, GameSpec] | None = None, *, game_id: str | None = None,
    words: Words = ENGLISH,
) -> tuple[LoadedSave | None, Notice | None]:
    """``game_id``'s verified autosave (None: the one saved last): ``(save, None)``;
    ``(None, None)`` when there is none; ``(None, notice)`` when the file was unusable
    and has been set aside (only that game's).

    ``games`` defaults to :data:`tabletop.games.GAMES` (tests pass a toy registry);
    a seat whose saved name is unusable gets its default name in ``words``.
    """
    slot = game_id or next(iter(saved_games(games)), None)
    if slot is None:
        return None, None
    path = autosave_path(slot)
    try:
        envelope = _read_envelope(path, registry(games), words, slot=slot)
        if envelope is None or FINISHED_KEY in envelope.data:
            return None, None  # a finished game is never continued: its recording completes
        game = _rebuild(envelope)
    except FileNotOpened as error:
        return None, kept_unopened("storage.save_not_opened", path.name, error, slot)
    except SaveRejected as rejected:
        return None, _set_aside_notice(path, rejected.key, slot)
    except Exception:  # a file must never stop the program
        return None, _set_aside_notice(path, "storage.save_damaged", slot)
    loaded = LoadedSave(
        game=game,
        seats=envelope.seats,
        saved_at=envelope.data["saved_at"],
        app_version=envelope.data["app_version"],
        bots=envelope.bots,
        played_on=envelope.played_on,
        # Only a hint for the table's note: anything but true is no phones.
        phones_on=envelope.data.get(PHONES_ON) is True,
    )
    return loaded, None


@dataclass(frozen=True)
class VerifiedFile:
    """A file in the save format, checked whole: its JSON, the game replayed from its
    seed and actions (equal to its saved state), and who sat at the table."""

    data: dict[str, Any]
    game: Engine[Any]
    seats: tuple[SeatConfig, ...]


def verify_file(path: Path, games: Mapping[str, GameSpec] | None = None, *,
                words: Words = ENGLISH, slot: str | None = None) -> VerifiedFile | None:
    """Read and check ``path`` exactly as Continue checks an autosave (``slot``: the
    game whose slot it is, which it must hold); None when there is no file. Raises
    :class:`SaveRejected` (nothing is set aside or changed)."""
    envelope = _read_envelope(path, registry(games), words, slot=slot)
    if envelope is None:
        return None
    try:
        game = _rebuild(envelope)
    except SaveRejected:
        raise
    except Exception as error:  # whatever the engine raises: the file is damaged
        raise SaveRejected("storage.save_damaged", repr(error)) from None
    return VerifiedFile(envelope.data, game, envelope.seats)


def migrate(
    envelope: dict[str, Any],
    migrations: Mapping[int, Migration] = MIGRATIONS,
    target: int = SAVE_FORMAT,
) -> dict[str, Any]:
    """Bring ``envelope`` up to format ``target`` one migration at a time.

    Raises ValueError when there is no path (no migration for a step, or a
    migration that did not advance ``"format"`` by exactly one).
    """
    current = envelope["format"]
    while current < target:
        step = migrations.get(current)
        if step is None:
            raise ValueError(f"no migration from save format {current}")
        envelope = step(envelope)
        if envelope.get("format") != current + 1:
            raise ValueError(f"migration from format {current} did not produce {current + 1}")
        current += 1
    return envelope


def registry(games: Mapping[str, GameSpec] | None) -> Mapping[str, GameSpec]:
    """``games``, or the program's registry of every game when None."""
    if games is not None:
        return games
    # Imported here so that importing storage never loads every game module.
    from tabletop.games import GAMES

    return GAMES


def _set_aside_notice(path: Path, key: str, game_id: str = "") -> Notice:
    moved = set_aside(path)
    if moved is None:
        return Notice("storage.file_not_moved", {"file": path.name}, game=game_id)
    return Notice(key, {"file": moved.name}, game=game_id)


def _read_envelope(path: Path, games: Mapping[str, GameSpec], words: Words, *,
                   slot: str | None = None) -> _Envelope | None:
    """Parse, migrate and shape-check the envelope; None when there is no file. A file
    in ``slot``'s place must be a game of ``slot``.

    Raises :class:`SaveRejected` for every reason the save cannot be used that
    does not need the engine to find out.
    """
    check_size(path)
    try:
        data = read_json(path)
    except FileNotOpened:
        raise  # not known to be damaged: never set aside
    except UnreadableFile as error:
        raise SaveRejected("storage.save_unreadable", str(error)) from None
    if data is None:
        return None
    if not isinstance(data, dict):
        raise SaveRejected("storage.save_damaged", "the save is not a JSON object")

    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveRejected("storage.save_damaged", f"bad format {version!r}")
    if version > SAVE_FORMAT:
        raise SaveRejected("storage.save_newer_format", f"format {version}")
    try:
        data = migrate(data, MIGRATIONS, SAVE_FORMAT)
    except Exception as error:  # a migration meeting a damaged old file must not crash us
        raise SaveRejected("storage.save_old_format", f"format {version}: {error!r}") from None

    for name, kind in _FIELDS.items():
        value = data.get(name)
        if isinstance(value, bool) or not isinstance(value, kind):
            raise SaveRejected("storage.save_damaged", f"field {name!r} is {value!r}")

    spec = games.get(data["game"])
    if spec is None:
        raise SaveRejected("storage.save_unknown_game", f"game {data['game']!r}")
    if slot is not None and data["game"] != slot:
        raise SaveRejected("storage.save_damaged", f"{data['game']!r:.40} in {slot}'s slot")
    if data["rules_version"] < spec.rules_version:
        raise SaveRejected("storage.save_old_rules", f"rules {data['rules_version']}")
    if data["rules_version"] > spec.rules_version:
        raise SaveRejected("storage.save_newer_rules", f"rules {data['rules_version']}")

    try:
        # Names as the setup field makes them: a typed name always loads.
        seats = tuple(decode(seat, SeatConfig) for seat in named_seats(data["seats"], words))
        # A default name ("Computer 2" of an English or older save) reads in today's words.
        seats = tuple(localised_seats(seats, words))
        spec.validate_seats(len(seats))
    except (CodecError, ValueError, TypeError) as error:
        raise SaveRejected("storage.save_damaged", f"seats: {error}") from None
    if len({seat.colour for seat in seats}) != len(seats):
        raise SaveRejected("storage.save_damaged", "two seats share a colour")
    check_text(data, seats)
    check_levels(spec, seats)
    key = data.get(FINISHED_KEY)
    if key is not None and not (isinstance(key, str) and _KEY.fullmatch(key)):
        raise SaveRejected("storage.save_damaged", f"{FINISHED_KEY} {key!r:.80}")
    if len(data["actions"]) > MAX_ACTIONS:
        raise SaveRejected("storage.save_damaged", f"{len(data['actions'])} actions")
    return _Envelope(data, spec, seats, bot_states(data.get("bots"), seats),
                     _played_on(data.get(PLAYED_ON), len(data["actions"])))


def _played_on(raw: Any, actions: int) -> PlayedOn | None:
    """The save's :data:`PLAYED_ON` field (None when it has none), checked."""
    if raw is None:
        return None
    if (not isinstance(raw, dict) or set(raw) != {"from", "counted"}
            or not isinstance(raw["counted"], bool) or isinstance(raw["from"], bool)
            or not isinstance(raw["from"], int) or not 0 < raw["from"] <= actions):
        raise SaveRejected("storage.save_damaged", f"{PLAYED_ON} {raw!r:.80}")
    return PlayedOn(raw["from"], raw["counted"])


def _rebuild(envelope: _Envelope) -> Engine[Any]:
    """The game of the save: replayed from seed + actions, and verified against the state."""
    data, spec, seats = envelope.data, envelope.spec, envelope.seats
    try:
        actions = [decode_tagged(item, spec.action_registry) for item in data["actions"]]
        game = spec.replay(len(seats), data["seed"], data["options"], actions)
        # Compare as JSON text, exactly as it would be written: the whole snapshot,
        # so state, generator, history and log must all agree with the replay, to
        # the type (1, 1.0 and true differ as text, not as Python values).
        # The replay is then the game itself: decoding the saved state too would
        # double the time (a long game's log is most of the file) to build the same.
        matches = _as_text(game.to_dict()) == _as_text(data["state"])
    except Exception as error:
        # A save that the engine cannot rebuild, whatever the engine raises,
        # must never stop the program from starting: it is damaged.
        raise SaveRejected("storage.save_damaged", f"cannot rebuild: {error!r}") from None
    if not matches:
        raise SaveRejected("storage.save_damaged", "state differs from replaying seed + actions")
    _check_bots(envelope, game)
    return game


def _check_bots(envelope: _Envelope, game: Engine[Any]) -> None:
    """The computer players can be rebuilt from their saved states (as Continue will)."""
    from tabletop.games import GAMES
    from tabletop.session import table_bots

    if GAMES.get(envelope.spec.id) is not envelope.spec:
        return  # a game outside the real registry (the storage tests' toy) has no bots
    try:
        table_bots(envelope.spec, game.true_seed, envelope.seats, envelope.bots)
    except Exception as error:
        raise SaveRejected("storage.save_damaged", f"computer players: {error!r}") from None


def _as_text(value: Any) -> str:
    return json.dumps(value, sort_keys=True)

"""Statistics per game, kept in ``data_dir()/statistics.json``.

For each game id: games started, games played to the end, wins per person
(by name; a shared win counts for each winner), wins per computer level (so
"Hard computer" has a record to beat), a high-score table, and each person's
record (:class:`PersonRecord`: games, the sum and best of their final scores,
and their last :data:`RECENT_GAMES` games with each game's score, whether they
won and, once the game's review is done, their accuracy in it), and each computer
level's record alike (without the recent games).

Statistics count *seats*, not names: a computer seat named like a person
never adds to that person's wins, because computer wins are kept apart, by
level. A game with a single seat is a score, not a win: it enters the
high-score table but not the wins. Wins and high scores agree on who
counts: people by name; computers never enter the high-score table.

High scores: the top ten final scores of *people* only. A computer seat
never enters the table: players expect the table to be about them, and a
hard bot would otherwise fill it. Each person at the table may enter it,
winner or not. Wizard Extreme counts penalty points, so there the lowest
score ranks first (RULES.md §3.6); every other game ranks the highest first.
On equal scores the earlier entry stays ahead.

Names are read through :func:`tabletop.storage.names.normalise_name`, the
definition the setup field uses: a name that has nothing printable (an old
file's zero-width name) is dropped with its entries, and wins of
names that normalise alike are added up. A default name is kept in one form
whatever the language it was made in (:func:`tabletop.storage.names.person_key`;
screens show it in theirs), so a language switch does not split a person in two.
A computer level this version does not know is dropped too (the Statistics tab
would have to show its raw key).

A file that cannot be read, or is not the expected shape (counts that are
not sensible, dates that are not ISO dates, more entries than Tabletop
keeps), is set aside
(renamed, never deleted) the next time statistics are loaded or recorded,
and a notice says so; the readers :func:`game_stats` and :func:`high_scores`
never move files and simply see empty statistics.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any

from tabletop.core.codec import CodecError, decode, encode
from tabletop.core.seats import SeatConfig
from tabletop.storage.names import normalise_name, person_key
from tabletop.storage.notice import Notice, kept_unopened, write_failed
from tabletop.storage.paths import (
    FileNotOpened,
    UnreadableFile,
    atomic_write_json,
    parse_json_bytes,
    read_file_bytes,
    set_aside,
    statistics_path,
)
from tabletop.storage.text import MAX_NAME_LENGTH, is_clean

STATISTICS_FORMAT = 1
GAME_KEY = re.compile(r"[0-9a-f]{6,32}")
"""A finished game's key (see :mod:`tabletop.storage.archive`)."""
HIGH_SCORE_ENTRIES = 10
MAX_COUNT = 10**9
"""Bigger counts or scores were not written by Tabletop."""
MAX_WIN_ENTRIES = 10_000
"""More people with wins in one game than a household has: not a file Tabletop wrote
(sorting a million of them made the Statistics tab take seconds a frame)."""

RECORDED_KEYS = 20
"""Finished games remembered per game by key (a recording is only ever redone at the
next start, for the last game)."""


@dataclass(frozen=True)
class HighScore:
    name: str
    score: int
    date: str
    """ISO date of the game's end, ``YYYY-MM-DD``."""


RECENT_GAMES = 30
"""Games remembered per person for the charts (scores and accuracy over time)."""
_HEX = "0123456789abcdef"
MAX_GAME_NAME = 64
"""A game's fingerprint (:func:`tabletop.review.fingerprint`) is 32 hex digits."""


@dataclass(frozen=True)
class Outing:
    """One finished game of one person."""

    date: str
    """ISO date of the game's end, ``YYYY-MM-DD``."""
    score: int
    won: bool
    accuracy: float | None = None
    """The share (0-1) of their decisions the game's review left unmarked, once reviewed."""
    game: str = ""
    """The game's fingerprint, by which its review finds this outing."""


@dataclass(frozen=True)
class PersonRecord:
    """A person's games of one game, by name: how many, their scores, the latest ones."""

    games: int = 0
    total: int = 0
    """The sum of their final scores (the average is ``total / games``)."""
    best: int | None = None
    """Their best final score, in the game's direction (fewest in Wizard Extreme)."""
    recent: tuple[Outing, ...] = ()
    """Their last :data:`RECENT_GAMES` games, oldest first."""

    @property
    def average(self) -> float | None:
        return self.total / self.games if self.games else None

    def accuracies(self) -> list[tuple[str, float]]:
        """(date, accuracy) of the recent games that were reviewed, oldest first."""
        return [(outing.date, outing.accuracy) for outing in self.recent
                if outing.accuracy is not None]


@dataclass(frozen=True)
class GameStats:
    """One game's record: ``played`` started, ``finished`` played to the end."""

    played: int = 0
    finished: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    """Wins of people, by name."""
    high_scores: tuple[HighScore, ...] = ()
    computer_wins: dict[str, int] = field(default_factory=dict)
    """Wins of computer seats, by level (``"easy"``, ``"hard"``...)."""
    computer_games: int = 0
    """Finished games a computer seat played in (Statistics says computers are not ranked
    only where one played)."""
    lesson_finished: bool = False
    """The game's lesson was played to its end."""
    lesson_started: bool = False
    """The game's lesson was opened at least once (the menu stops calling it new)."""
    lesson_offered: bool = False
    """The lesson was offered when the game was first chosen (offered once only)."""
    lesson_step: int = 0
    """The step an unfinished lesson was left at, to resume it after a restart (0: none;
    a step the lesson does not have is read by the lesson as "from the start")."""
    people: dict[str, PersonRecord] = field(default_factory=dict)
    """Each person's record, by name."""
    computers: dict[str, PersonRecord] = field(default_factory=dict)
    """The computer seats' records, by level (no recent games: the charts are people's).
    Statistics lists them under the people, so the computer that won is in the table too
    (trial s31 I/031)."""
    recorded: tuple[str, ...] = ()
    """The keys of the last :data:`RECORDED_KEYS` finished games counted, newest last:
    a recording done again after a crash finds its game here and counts nothing
    (:mod:`tabletop.storage.recording`)."""
    uncounted: int = 0
    """Finished games played with a house rule (``GameSpec.uncounted``): kept for replays,
    never counted; Statistics says how many, so a page that says nobody finished the
    game beside a Replays list of finished games does not look wrong (trial s33 M/018)."""


class _Broken(Exception):
    pass


def _parse(data: Any) -> dict[str, GameStats]:
    if data is None:
        return {}
    if not isinstance(data, dict) or data.get("format") != STATISTICS_FORMAT:
        raise _Broken("not a statistics file of a known format")
    games = data.get("games")
    if not isinstance(games, dict):
        raise _Broken("no games table")
    try:
        table = {game_id: decode(entry, GameStats) for game_id, entry in games.items()}
    except CodecError as error:
        raise _Broken(str(error)) from None
    for game_id, stats in table.items():
        _check(game_id, stats)
    return {game_id: _known(stats) for game_id, stats in table.items()}


def _check(game_id: str, stats: GameStats) -> None:
    """Every count is sensible, every date an ISO date, and no table longer than ours."""
    if not is_clean(game_id, MAX_NAME_LENGTH):
        raise _Broken(f"game id {game_id[:80]!r}")
    if len(stats.wins) > MAX_WIN_ENTRIES or len(stats.computer_wins) > MAX_WIN_ENTRIES:
        raise _Broken(f"{game_id}: {len(stats.wins) + len(stats.computer_wins)} wins entries")
    counts = [stats.played, stats.finished, stats.lesson_step, stats.computer_games,
              stats.uncounted,
              *stats.wins.values(),
              *stats.computer_wins.values()]
    if any(isinstance(count, bool) or not 0 <= count <= MAX_COUNT for count in counts):
        raise _Broken(f"{game_id}: a count out of range")
    if len(stats.recorded) > RECORDED_KEYS or not all(
            GAME_KEY.fullmatch(key) for key in stats.recorded):
        raise _Broken(f"{game_id}: recorded games {stats.recorded!r:.80}")
    if len(stats.high_scores) > HIGH_SCORE_ENTRIES:
        raise _Broken(f"{game_id}: {len(stats.high_scores)} high scores")
    for entry in stats.high_scores:
        if isinstance(entry.score, bool) or not -MAX_COUNT <= entry.score <= MAX_COUNT:
            raise _Broken(f"{game_id}: high score {entry.score}")
        _check_date(game_id, entry.date)
    if len(stats.people) > MAX_WIN_ENTRIES or len(stats.computers) > MAX_WIN_ENTRIES:
        raise _Broken(f"{game_id}: {len(stats.people) + len(stats.computers)} records")
    for record in (*stats.people.values(), *stats.computers.values()):
        _check_person(game_id, record)


def _check_date(game_id: str, text: str) -> None:
    try:
        date.fromisoformat(text if len(text) == 10 else "")
    except ValueError:
        raise _Broken(f"{game_id}: a date {text[:80]!r}") from None


def _check_person(game_id: str, record: PersonRecord) -> None:
    """A person's counts sensible, their games no more than Tabletop keeps."""
    scores = [record.total, *([] if record.best is None else [record.best])]
    scores += [outing.score for outing in record.recent]
    if (isinstance(record.games, bool) or not 0 <= record.games <= MAX_COUNT
            or any(isinstance(score, bool) or not -MAX_COUNT <= score <= MAX_COUNT
                   for score in scores)
            or len(record.recent) > RECENT_GAMES or (record.games == 0) != (record.best is None)):
        raise _Broken(f"{game_id}: a person's record out of range")
    for outing in record.recent:
        _check_date(game_id, outing.date)
        accuracy = outing.accuracy
        if accuracy is not None and not 0.0 <= accuracy <= 1.0:
            raise _Broken(f"{game_id}: accuracy {accuracy!r}")
        if len(outing.game) > MAX_GAME_NAME or outing.game.strip(_HEX):
            raise _Broken(f"{game_id}: a game's name {outing.game[:80]!r}")


def _known(stats: GameStats) -> GameStats:
    """``stats`` with every name normalised and only the levels this version has."""
    # Imported here so that importing storage never loads every game module.
    from tabletop.bots import LEVELS

    wins: dict[str, int] = {}
    for raw, count in stats.wins.items():
        name = person_key(normalise_name(raw))
        if name:
            wins[name] = min(MAX_COUNT, wins.get(name, 0) + count)
    high_scores = tuple(replace(entry, name=person_key(normalise_name(entry.name)))
                        for entry in stats.high_scores if normalise_name(entry.name))
    computer_wins = {level: count for level, count in stats.computer_wins.items()
                     if level in LEVELS}
    people: dict[str, PersonRecord] = {}
    for raw, record in stats.people.items():
        name = person_key(normalise_name(raw))
        if name:
            people[name] = _merged(people[name], record) if name in people else record
    return replace(stats, wins=dict(sorted(wins.items())), high_scores=high_scores,
                   computer_wins=computer_wins, people=dict(sorted(people.items())),
                   computers={level: record for level, record in stats.computers.items()
                              if level in LEVELS})


def _merged(one: PersonRecord, other: PersonRecord) -> PersonRecord:
    """Two records of names that normalise alike, as one (the best is the larger: which
    way a game ranks is not known here, and such files were never written by Tabletop's
    own names)."""
    bests = [best for best in (one.best, other.best) if best is not None]
    recent = sorted((*one.recent, *other.recent), key=lambda outing: outing.date)
    return PersonRecord(min(MAX_COUNT, one.games + other.games),
                        max(-MAX_COUNT, min(MAX_COUNT, one.total + other.total)),
                        max(bests) if bests else None, tuple(recent[-RECENT_GAMES:]))


def _read() -> dict[str, GameStats]:
    """Every game's statistics as the file holds them now (a copy the caller may change)."""
    path = statistics_path()
    try:
        raw = read_file_bytes(path)
        return {} if raw is None else dict(_parsed(raw, path.name))
    except FileNotOpened:
        raise
    except UnreadableFile as error:
        raise _Broken(str(error)) from None
    except (ValueError, TypeError, RecursionError) as error:  # a shape nobody foresaw
        raise _Broken(repr(error)) from None


@functools.lru_cache(maxsize=1)
def _parsed(raw: bytes, name: str) -> dict[str, GameStats]:
    """The statistics in a file's bytes. The menu asks for them at every layout (each
    lesson tile's progress), so the same bytes are not parsed and checked again; the
    cache is keyed by the bytes themselves, so any change on disk is read afresh.
    GameStats are frozen, and :func:`_read` hands out a copy of the mapping."""
    return _parse(parse_json_bytes(raw, name))


def _read_or_set_aside() -> tuple[dict[str, GameStats] | None, Notice | None]:
    """The statistics and the notice to show; None instead of them when the file could
    not be opened: it may hold good statistics, so it is neither set aside nor written
    over, and nothing is counted until it can be opened."""
    try:
        return _read(), None
    except FileNotOpened as error:
        return None, kept_unopened("storage.statistics_not_opened", statistics_path().name,
                                   error)
    except _Broken:
        path = statistics_path()
        moved = set_aside(path)
        if moved is None:
            return {}, Notice("storage.file_not_moved", {"file": path.name})
        return {}, Notice("storage.statistics_unreadable", {"file": moved.name})


def _write(table: dict[str, GameStats], failure: str) -> Notice | None:
    """Write ``table``; the notice ``failure`` (with the disk's reason) if that fails."""
    data = {
        "format": STATISTICS_FORMAT,
        "games": {game_id: encode(table[game_id]) for game_id in sorted(table)},
    }
    try:
        atomic_write_json(statistics_path(), data)
    except OSError as error:
        return write_failed(failure, error)
    return None


def load_statistics() -> tuple[dict[str, GameStats], Notice | None]:
    """Every game's statistics; a broken file is set aside (with a notice) and reads as
    empty, as does one that could not be opened (kept as it is, with a notice)."""
    table, notice = _read_or_set_aside()
    return table or {}, notice


def game_stats(game_id: str) -> GameStats:
    """One game's statistics (empty if none yet, or if the file is broken)."""
    try:
        return _read().get(game_id, GameStats())
    except (_Broken, FileNotOpened):
        return GameStats()


def high_scores(game_id: str) -> list[HighScore]:
    """The high-score table of one game, best first (at most ten entries)."""
    return list(game_stats(game_id).high_scores)


def rank_high_scores(
    entries: Sequence[HighScore], *, lower_score_wins: bool, limit: int = HIGH_SCORE_ENTRIES
) -> tuple[HighScore, ...]:
    """``entries`` best first (``GameSpec.lower_score_wins``), cut to ``limit``; ties keep
    their order."""
    sign = 1 if lower_score_wins else -1
    return tuple(sorted(entries, key=lambda entry: sign * entry.score)[:limit])


def record_started(game_id: str) -> Notice | None:
    """Count one more game of ``game_id`` started; a notice if the file was broken or unwritable."""
    table, notice = _read_or_set_aside()
    if table is None:
        return notice
    stats = table.get(game_id, GameStats())
    table[game_id] = replace(stats, played=stats.played + 1)
    # Said as the game starts: no result exists yet, only the count of games played.
    return _write(table, "storage.statistics_start_write_failed") or notice


def record_result(
    game_id: str,
    seats: Sequence[SeatConfig],
    scores: Sequence[int],
    winners: Sequence[int],
    when: datetime | None = None,
    *,
    lower_score_wins: bool = False,
    keeps_high_scores: bool = True,
    game: str = "",
    key: str | None = None,
) -> Notice | None:
    """Record a finished game: one more finished, wins by seat, people's high scores and
    each person's record.

    ``scores`` and ``winners`` are ``game.scores()`` and ``game.winners()``;
    ``lower_score_wins`` and ``keeps_high_scores`` are the game's spec facts; ``game``
    the game's fingerprint, by which its review adds each person's accuracy later.
    A game ``key`` counted before is not counted again; the key is written in the
    same file as the count, so a stop leaves both or neither.
    Returns a notice if the old file had to be set aside or the new one
    could not be written; never raises for disk trouble. Mismatched lengths
    or winner indices are a programming error (ValueError).
    """
    if key is not None and not GAME_KEY.fullmatch(key):
        raise ValueError(f"not a game key: {key!r:.40}")
    if len(scores) != len(seats):
        raise ValueError(f"{len(scores)} scores for {len(seats)} seats")
    if any(not 0 <= winner < len(seats) for winner in winners):
        raise ValueError(f"winners {list(winners)} outside 0..{len(seats) - 1}")
    date = (when or datetime.now()).date().isoformat()

    table, notice = _read_or_set_aside()
    if table is None:
        return notice
    stats = table.get(game_id, GameStats())
    if key is not None and key in stats.recorded:
        return notice  # counted before the program stopped: once is enough
    wins = dict(stats.wins)
    computer_wins = dict(stats.computer_wins)
    # A solo game is a score, not a win (there was nobody to beat).
    for winner in sorted(set(winners)) if len(seats) > 1 else ():
        seat = seats[winner]
        tally = wins if seat.is_person else computer_wins
        who = person_key(seat.name) if seat.is_person else seat.level
        tally[who] = tally.get(who, 0) + 1
    entries = [
        HighScore(person_key(seat.name), score, date)
        for seat, score in zip(seats, scores, strict=True)
        if seat.is_person and keeps_high_scores
    ]
    finished = stats.finished + 1
    people, computers = dict(stats.people), dict(stats.computers)
    for index, (config, score) in enumerate(zip(seats, scores, strict=True)):
        won = len(seats) > 1 and index in winners
        if config.is_person:
            name = person_key(config.name)
            people[name] = _with_game(people.get(name, PersonRecord()),
                                      Outing(date, score, won, None, game), lower_score_wins)
        else:
            level = config.level
            computers[level] = replace(_with_game(computers.get(level, PersonRecord()),
                                                  Outing(date, score, won), lower_score_wins),
                                       recent=())
    table[game_id] = replace(
        stats,
        played=max(stats.played, finished),
        finished=finished,
        wins=dict(sorted(wins.items())),
        high_scores=rank_high_scores([*stats.high_scores, *entries],
                                     lower_score_wins=lower_score_wins),
        computer_wins=dict(sorted(computer_wins.items())),
        computer_games=min(MAX_COUNT, stats.computer_games
                           + any(not seat.is_person for seat in seats)),
        people=dict(sorted(people.items())),
        computers=dict(sorted(computers.items())),
        recorded=stats.recorded if key is None else (*stats.recorded, key)[-RECORDED_KEYS:],
    )
    return _write(table, "storage.statistics_write_failed") or notice


def record_uncounted(game_id: str, key: str) -> Notice | None:
    """Note one more finished game of ``game_id`` left out of the statistics by a house
    rule; a ``key`` noted before is not noted again (as :func:`record_result`)."""
    if not GAME_KEY.fullmatch(key):
        raise ValueError(f"not a game key: {key!r:.40}")
    table, notice = _read_or_set_aside()
    if table is None:
        return notice
    stats = table.get(game_id, GameStats())
    if key in stats.recorded:
        return notice
    table[game_id] = replace(stats, uncounted=min(MAX_COUNT, stats.uncounted + 1),
                             recorded=(*stats.recorded, key)[-RECORDED_KEYS:])
    return _write(table, "storage.statistics_write_failed") or notice


def _with_game(record: PersonRecord, outing: Outing, lower_score_wins: bool) -> PersonRecord:
    score = outing.score
    if record.best is None:
        best = score
    else:
        best = min(record.best, score) if lower_score_wins else max(record.best, score)
    return PersonRecord(min(MAX_COUNT, record.games + 1),
                        max(-MAX_COUNT, min(MAX_COUNT, record.total + score)), best,
                        (*record.recent, outing)[-RECENT_GAMES:])


def record_accuracy(game_id: str, game: str, accuracies: Mapping[str, float]) -> Notice | None:
    """Add each person's accuracy in the game ``game`` (a fingerprint) to their record, once
    its review is done; people whose game is no longer among their recent ones are skipped."""
    if not game:
        return None
    table, notice = _read_or_set_aside()
    if table is None:
        return notice
    stats = table.get(game_id, GameStats())
    people = dict(stats.people)
    changed = False
    for typed, accuracy in accuracies.items():
        name = person_key(typed)
        record = people.get(name)
        if record is None or not 0.0 <= accuracy <= 1.0:
            continue
        recent = tuple(replace(outing, accuracy=round(accuracy, 4)) if outing.game == game
                       else outing for outing in record.recent)
        if recent != record.recent:
            people[name] = replace(record, recent=recent)
            changed = True
    if not changed:
        return notice
    table[game_id] = replace(stats, people=people)
    return _write(table, "storage.statistics_write_failed") or notice


def record_lesson(game_id: str, *, finished: bool = False, offered: bool = False,
                  started: bool = False, step: int | None = None) -> Notice | None:
    """Remember that ``game_id``'s lesson was finished, offered or started, or left at
    ``step``, written at once (a crash right after the lesson's last step must not make
    it new again, nor one in its middle lose the place); never forgets the first three.
    A lesson started or finished needs no offer any more; a finished lesson has no step
    to resume."""
    table, notice = _read_or_set_aside()
    if table is None:
        return notice
    stats = table.get(game_id, GameStats())
    left_at = 0 if finished else stats.lesson_step if step is None else step
    table[game_id] = replace(stats, lesson_finished=stats.lesson_finished or finished,
                             lesson_started=stats.lesson_started or started or finished,
                             lesson_offered=stats.lesson_offered or offered or started
                             or finished,
                             lesson_step=left_at)
    return _write(table, "storage.statistics_write_failed") or notice

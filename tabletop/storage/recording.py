"""Recording a finished game: counted once and kept once, whatever moment the program stops.

Recording touches three files, and no write can cover them together: the
statistics, the stored game (:mod:`tabletop.storage.archive`) and the game's save slot.
The save once still held the position one move before the end when the program
died between counting and removing it; Continue then played the last move again
and counted the game twice. So the game gets a key, and the steps go:

1. the save slot takes the finished game with its key (``finished_key``): from
   here a restart never continues it, it completes the recording;
2. the statistics count it, unless they already hold its key (the count and the
   key are one atomic write);
3. the archive keeps it, unless a file of that key is there already;
4. the game's save slot is emptied (the other games' saves are never touched).

A stop before step 1 leaves the last move's save: Continue plays the move again and
the game is recorded then, for the first time. A stop after it leaves a finished
save, and :func:`finish_pending` (at start-up, before the menu looks at the slots)
does steps 2 to 4 again, each one done before being found done.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.engine import Engine
from tabletop.core.seats import SeatConfig
from tabletop.core.spec import GameSpec
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.archive import new_key, store_finished
from tabletop.storage.legacy import adopt_single_save
from tabletop.storage.notice import Notice, write_failed
from tabletop.storage.paths import UnreadableFile, autosave_path, read_json
from tabletop.storage.save_checks import MAX_SAVE_BYTES, SaveRejected
from tabletop.storage.saves import (
    FINISHED_KEY,
    BotStates,
    delete_save,
    registry,
    verify_file,
    write_save,
)
from tabletop.storage.stats import record_result, record_uncounted


def record_finished(spec: GameSpec, game: Engine[Any], seats: Sequence[SeatConfig],
                    bots: BotStates | None = None, *, key: str | None = None) -> list[Notice]:
    """Count ``game`` (over) in the statistics, keep it for replays and empty the save
    slot, in the order that survives a stop at any moment; the notices to show."""
    if not game.is_over:
        raise ValueError("only a finished game is recorded")
    key = key or new_key()
    # A save that cannot be written leaves the last move's save: a stop from here is the
    # one before step 1, and its notice would only repeat what saving said all game.
    write_save(game, seats, bots, finished_key=key)
    return _complete(spec, game, seats, bots, key)


LOST_RECORDS = {
    frozenset({"storage.statistics_write_failed"}): "storage.record_lost_statistics",
    frozenset({"storage.finished_not_kept"}): "storage.record_lost_replay",
    frozenset({"storage.statistics_write_failed", "storage.finished_not_kept"}):
        "storage.record_lost_both",
}
"""What the results say of a record not kept, by the failed writes' notices."""


UNCOUNTED = frozenset({"storage.record_lost_statistics", "storage.record_lost_both",
                       "storage.played_on_not_counted"})
"""The results' words for a game left out of the statistics (its high scores too)."""


def counted(lost: Notice | None) -> bool:
    """True when the finished game whose record ``lost`` (None: all of it kept) is in the
    statistics and their high scores (a replay alone may have been lost)."""
    return lost is None or lost.key not in UNCOUNTED


def record_lost(notices: Sequence[Notice]) -> Notice | None:
    """What the finished game's ``notices`` (from :func:`record_finished`) say was not
    kept of its record, with the first failure's reason; None when nothing was lost."""
    failed = [notice for notice in notices
              if any(notice.key in keys for keys in LOST_RECORDS)]
    if not failed:
        return None
    key = LOST_RECORDS[frozenset(notice.key for notice in failed)]
    return Notice(key, reason=next((n.reason for n in failed if n.reason), None))


def finish_pending(games: Mapping[str, GameSpec] | None = None, *,
                   words: Words = ENGLISH) -> list[Notice]:
    """At start-up: an old single save is moved into its game's slot first
    (:mod:`tabletop.storage.legacy`); then each game's slot holding a finished game is
    a recording a stop cut short: complete it (nothing is counted or kept twice). A
    slot that cannot be read is left for the menu's check, which sets it aside and says
    so."""
    notices = adopt_single_save(games)
    for game_id in registry(games):
        notices += [notice for notice in _finish_slot(game_id, games, words)
                    if notice not in notices]
    return notices


def _finish_slot(game_id: str, games: Mapping[str, GameSpec] | None,
                 words: Words) -> list[Notice]:
    try:
        # Only a save marked finished is looked at closely: the menu checks any other,
        # and a start should not replay a long game twice.
        path = autosave_path(game_id)
        if not path.is_file() or path.stat().st_size > MAX_SAVE_BYTES:
            return []  # nothing, or a file the menu's check refuses unread
        marked = read_json(path)
        if not (isinstance(marked, dict) and FINISHED_KEY in marked):
            return []
        checked = verify_file(path, games, words=words, slot=game_id)
    except (SaveRejected, UnreadableFile):
        return []
    except Exception:  # whatever the file holds, the program starts
        return []
    if checked is None or not checked.game.is_over:
        return []
    key = checked.data.get(FINISHED_KEY)
    if not isinstance(key, str):
        return []  # a finished game saved without a key was never being recorded
    spec = registry(games).get(checked.game.spec.id)
    if spec is None:
        return []
    bots = {int(seat): state for seat, state in (checked.data.get("bots") or {}).items()}
    return _complete(spec, checked.game, checked.seats, bots, key)


def _complete(spec: GameSpec, game: Engine[Any], seats: Sequence[SeatConfig],
              bots: BotStates | None, key: str) -> list[Notice]:
    # Imported here: the review package loads every game, which storage never does.
    from tabletop.review.base import fingerprint

    if not spec.counts_in_statistics(game.options):
        # A house rule's game (spec.uncounted) is kept, never counted: only noted.
        counted = record_uncounted(spec.id, key)
    else:
        counted = record_result(spec.id, seats, game.scores(), game.winners(),
                                lower_score_wins=spec.lower_score_wins,
                                keeps_high_scores=spec.keeps_high_scores,
                                game=fingerprint(game), key=key)
    kept = store_finished(game, seats, bots, key=key)
    notices = [notice for notice in (counted, kept) if notice is not None]
    try:
        delete_save(spec.id)
    except OSError as error:
        # Said, not mended: the slot still holds an earlier save of this game, which
        # Continue will offer (trial s21: a finished Yacht came back at round 1). Only
        # a write could mark it finished, and the folder that refused this removal
        # refused the game's saves all along; a mark kept in another folder would be
        # one more file to trust and keep in step with the slot. So the player learns
        # it here, apart from the "could not be saved" said once a run.
        notices.append(write_failed("storage.finished_save_left", error))
    return [notice for index, notice in enumerate(notices) if notice not in notices[:index]]

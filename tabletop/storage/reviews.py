"""Game reviews, kept beside the finished games they judge, so each is computed once.

A review is one file per game in ``games/<game id>/reviews/`` of the user data
folder (:func:`reviews_folder`), named by the game's fingerprint
(:func:`tabletop.review.fingerprint`: its rules, seats, seed, options and actions
hashed), so the results screen and a replay opened from the list find the same
file without the stored game's name; a review with hindsight is a second file,
``<fingerprint>.hindsight.json``. The folder keeps the reviews of the newest
:data:`KEEP` games; older ones go as new ones come.

A review is only ever a copy of what can be computed again: one that cannot be
read, is of another method, names another game or holds figures that are not
sensible is ignored (and written over once computed again); nothing here raises
for a bad file or a full disk.

Reading and keeping take the folder rather than working it out: they run in the
thinking process, one process for the whole program that may have been started
under other user folders (a test's, a smoke run's), so the front end resolves the
folder when it asks (:func:`scenes.games.gate.review_request`) and hands it over.
"""

from __future__ import annotations

import contextlib
import math
from pathlib import Path
from typing import Any

from tabletop.core.codec import CodecError, decode, encode
from tabletop.review.model import REVIEW_METHOD, Review
from tabletop.storage.archive import KEEP_PER_GAME, game_folder
from tabletop.storage.notice import Notice
from tabletop.storage.paths import UnreadableFile, atomic_write_json, read_json

REVIEWS_FOLDER = "reviews"
REVIEW_FORMAT = 1
KEEP = 2 * KEEP_PER_GAME
"""Review files kept per game: one fair and one with hindsight for each kept game."""
MAX_VERDICTS = 10_000
"""More decisions than any game has: not a file Tabletop wrote."""


def reviews_folder(game_id: str) -> Path:
    """Where ``game_id``'s reviews are kept, in the user folders as they are now."""
    return game_folder(game_id) / REVIEWS_FOLDER


def review_path(folder: Path, name: str, *, hindsight: bool = False) -> Path:
    suffix = ".hindsight.json" if hindsight else ".json"
    return folder / f"{name}{suffix}"


def store_review(review: Review, folder: Path) -> Notice | None:
    """Keep ``review`` (a finished one) in ``folder`` (:func:`reviews_folder`); the oldest
    beyond :data:`KEEP` go. A Notice if the disk refused (the review is then computed
    again next time)."""
    path = review_path(folder, review.fingerprint, hindsight=review.hindsight)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(path, {"format": REVIEW_FORMAT, "review": encode(review)})
        kept = sorted(path.parent.glob("*.json"), key=lambda file: file.stat().st_mtime)
        for old in kept[:-KEEP]:
            with contextlib.suppress(OSError):
                old.unlink()
    except OSError:
        return Notice("storage.review_not_kept")
    return None


def load_review(folder: Path, game_id: str, name: str, *, hindsight: bool = False
                ) -> Review | None:
    """The review of the game ``name`` (a fingerprint) kept in ``folder``
    (:func:`reviews_folder`), or None when there is none that can be trusted."""
    try:
        data = read_json(review_path(folder, name, hindsight=hindsight))
    except (UnreadableFile, OSError, ValueError, RecursionError):
        return None
    return _parse(data, game_id, name, hindsight)


def _parse(data: Any, game_id: str, name: str, hindsight: bool) -> Review | None:
    if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
        return None
    try:
        review: Review = decode(data.get("review"), Review)
    except (CodecError, TypeError, ValueError, RecursionError):
        return None
    if (review.method != REVIEW_METHOD or review.game != game_id or review.fingerprint != name
            or review.hindsight != hindsight or len(review.verdicts) > MAX_VERDICTS):
        return None
    seats = len(review.final_scores)
    for verdict in review.verdicts:
        figures = (verdict.value_done, verdict.value_best, verdict.cost, verdict.stderr)
        if (not all(math.isfinite(figure) for figure in figures) or verdict.cost < 0
                or verdict.stderr < 0 or not 0 <= verdict.seat < seats
                or not 0 <= verdict.start < verdict.end or not 0 <= verdict.severity <= 3):
            return None
    return review

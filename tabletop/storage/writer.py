"""The storage writer: the game, the settings and the statistics are saved without
stalling a frame.

:func:`tabletop.storage.saves.write_save`, :func:`~tabletop.storage.save_settings` and the
statistics' ``record_*`` write at once; the scenes hand them to :class:`StorageWriter`
instead, which does every write on one worker thread, in the order asked.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.codec import encode_tagged
from tabletop.core.engine import Engine
from tabletop.core.seats import SeatConfig
from tabletop.storage.notice import Notice, write_failed
from tabletop.storage.paths import atomic_write_json, autosave_path
from tabletop.storage.saves import (
    BotStates,
    PlayedOn,
    build_envelope,
    check_savable,
    delete_save,
)
from tabletop.storage.settings import Settings, save_settings

Job = Callable[[], Notice | None]
"""A write done on the worker: a ``record_*`` of the statistics, say; its notice is shown."""


class StorageWriter:
    """Every write of a running program on one worker thread, in the order asked, so no
    frame waits for the disk: an atomic write's rename waits for the file system journal,
    several milliseconds on a quiet machine and seconds under load (an F11 press, which
    saves the settings, once took a 4.35 s frame).

    The autosave's caller only takes a detached copy of the game (its state copied, the
    log shared: well under a millisecond); encoding it happens on the worker. Actions and
    events never change once made, so each is encoded once (:class:`_EncodedItems`) and a
    save late in a long game encodes little more than the state.

    Only the newest save of a game matters: a save asked while the last request still
    waiting is a save of the same game replaces it (the same for settings); anything else
    waits its turn, so a :meth:`delete` after a :meth:`save` leaves no file, a save of one
    game never drops another game's, and a statistics write lands after the one asked
    before it. Each game has its own slot (:func:`~tabletop.storage.paths.autosave_path`).

        writer = StorageWriter()
        writer.save(game, seats, bots)  # after every action
        writer.delete(game_id)          # when the game is over
        writer.save_settings(settings)  # a setting changed
        writer.write(job)               # a statistics write (a function returning a notice)
        notice = writer.take_notice()   # once per frame, until None: show each
        writer.idle                     # is everything asked on disk (or failed)?
        writer.unsaved                  # did the last save of the game fail, or is it waiting?
        writer.close()                  # on quit: waits for the last write

    Call :meth:`flush` before reading a file it writes in the same run. Every error the
    worker meets becomes a notice (a disk error or anything else), and the worker never
    leaves :meth:`flush` waiting: if it stops, the waiters are released and later requests
    are refused as failures. Each failed save sets the notice again (a screen showing it
    keeps it up while saving keeps failing); :attr:`unsaved` stays True until a save
    succeeds.
    """

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._queue: deque[_Request] = deque()
        self._encoded = _EncodedItems()  # used by the worker thread only
        self._busy: _Request | None = None
        self._closed = False
        self._stopped = False
        self._failing = False
        self._notices: list[Notice] = []
        self._thread = threading.Thread(target=self._run, name="storage writer", daemon=True)
        self._thread.start()

    def save(
        self, game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None = None,
        played_on: PlayedOn | None = None, *, phones_on: bool = False,
    ) -> None:
        """Queue ``game`` for the autosave slot (raises ValueError like :func:`write_save`);
        ``played_on`` for a game played on from a replay; ``phones_on`` when persons play
        on phones."""
        check_savable(game, seats)
        self._submit(_SaveRequest(game.detached(), tuple(seats), dict(bots or {}), played_on,
                                  phones_on))

    def delete(self, game_id: str) -> None:
        """Queue removing ``game_id``'s autosave (replaces a waiting save of that game)."""
        self._submit(_Delete(game_id))

    def save_settings(self, settings: Settings) -> None:
        """Queue writing ``settings`` (replaces waiting settings)."""
        self._submit(_SettingsRequest(settings))

    def write(self, job: Job) -> None:
        """Queue ``job``, a write that returns a notice when the disk refused."""
        self._submit(_JobRequest(job))

    @property
    def idle(self) -> bool:
        """True when every request asked is done (or failed, or the worker has stopped)."""
        with self._lock:
            return self._stopped or (not self._queue and self._busy is None)

    @property
    def unsaved(self) -> bool:
        """True when the newest save of the game is still queued or failed: closing now
        loses it."""
        with self._lock:
            return self._failing or any(isinstance(request, _GAME_REQUESTS)
                                        for request in (*self._queue, self._busy))

    def take_notice(self) -> Notice | None:
        """The oldest problem the worker met (a failed write) not yet taken; None if none."""
        with self._lock:
            return self._notices.pop(0) if self._notices else None

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued request is done; False if ``timeout`` ran out or
        the worker has stopped with work left."""
        with self._lock:
            return self._lock.wait_for(
                lambda: self._stopped or (not self._queue and self._busy is None),
                timeout=timeout,
            ) and not self._queue and self._busy is None

    def flush_jobs(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued :meth:`write` is done (before reading the statistics:
        a settings write or a save still on its way is not waited for)."""
        with self._lock:
            return self._lock.wait_for(
                lambda: self._stopped or not self._has_jobs(), timeout=timeout,
            ) and not self._has_jobs()

    def _has_jobs(self) -> bool:
        return any(isinstance(request, _JobRequest) for request in (*self._queue, self._busy))

    def close(self, timeout: float | None = 10.0) -> None:
        """Finish the queued work and stop the worker."""
        self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout)

    def _submit(self, request: _Request) -> None:
        with self._lock:
            if self._closed:
                raise RuntimeError("the storage writer is closed")
            if self._stopped:
                self._fail(request)
                return
            last = self._queue[-1] if self._queue else None
            if last is not None and _replaces(request, last):
                self._queue[-1] = request
            else:
                self._queue.append(request)
            self._lock.notify_all()

    def _fail(self, request: _Request, error: Exception | None = None) -> None:
        """Record a failed request (the lock is held), with the disk's reason if known."""
        if isinstance(request, _GAME_REQUESTS):
            self._failing = True
        notice = write_failed(request.failure, error)
        if notice not in self._notices:
            self._notices.append(notice)

    def _run(self) -> None:
        try:
            self._serve()
        finally:
            with self._lock:
                self._stopped = True
                for request in (self._busy, *self._queue):
                    if request is not None:
                        self._fail(request)
                self._queue.clear()
                self._busy = None
                self._lock.notify_all()

    def _serve(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._queue) or self._closed)
                if not self._queue:
                    return
                request = self._busy = self._queue.popleft()
            failed: Exception | None = None
            notice: Notice | None = None
            try:
                notice = self._do(request)
            except Exception as error:  # every failure is the player's to know about
                failed = error
            with self._lock:
                self._busy = None
                if failed is not None:
                    self._fail(request, failed)
                elif isinstance(request, _GAME_REQUESTS):
                    self._failing = False
                if notice is not None and notice not in self._notices:
                    self._notices.append(notice)
                self._lock.notify_all()

    def _do(self, request: _Request) -> Notice | None:
        if isinstance(request, _Delete):
            delete_save(request.game_id)
        elif isinstance(request, _SaveRequest):
            envelope = build_envelope(request.game, request.seats, request.bots, self._encoded,
                                      request.played_on, request.phones_on)
            self._encoded.keep_only(request.game)
            atomic_write_json(autosave_path(request.game_id), envelope)
        elif isinstance(request, _SettingsRequest):
            return save_settings(request.settings)
        else:
            return request.job()
        return None


@dataclass(frozen=True)
class _Delete:
    """A queued "remove this game's autosave" request."""

    game_id: str
    failure = "storage.save_write_failed"


@dataclass(frozen=True)
class _SaveRequest:
    game: Engine[Any]
    """A detached copy (:meth:`Engine.detached`): the game plays on meanwhile."""
    seats: tuple[SeatConfig, ...]
    bots: BotStates
    played_on: PlayedOn | None
    phones_on: bool
    failure = "storage.save_write_failed"

    @property
    def game_id(self) -> str:
        return self.game.spec.id


@dataclass(frozen=True)
class _SettingsRequest:
    settings: Settings
    failure = "storage.settings_write_failed"


@dataclass(frozen=True)
class _JobRequest:
    job: Job
    failure = "storage.statistics_write_failed"


_Request = _SaveRequest | _Delete | _SettingsRequest | _JobRequest
_GAME_REQUESTS = (_SaveRequest, _Delete)
"""The requests about the game in progress: their failure leaves it unsaved."""


def _replaces(request: _Request, waiting: _Request) -> bool:
    """True when ``request`` makes the ``waiting`` one (the last in the queue) pointless:
    a newer save or a delete of the same game, newer settings."""
    if isinstance(request, _GAME_REQUESTS):
        return isinstance(waiting, _GAME_REQUESTS) and waiting.game_id == request.game_id
    return isinstance(request, _SettingsRequest) and isinstance(waiting, _SettingsRequest)


class _EncodedItems:
    """Each action and event encoded once: they are frozen, and the log only grows.

    Keyed by identity (the entry keeps the item alive, so an id is never reused
    while it is here); :meth:`keep_only` forgets what the newest save no longer holds.
    """

    def __init__(self) -> None:
        self._known: dict[int, tuple[object, Any]] = {}

    def __call__(self, item: Any) -> Any:
        entry = self._known.get(id(item))
        if entry is not None and entry[0] is item:
            return entry[1]
        encoded = encode_tagged(item)
        self._known[id(item)] = (item, encoded)
        return encoded

    def keep_only(self, game: Engine[Any]) -> None:
        known = self._known
        self._known = {id(item): known[id(item)]
                       for item in (*game.history, *game.log) if id(item) in known}


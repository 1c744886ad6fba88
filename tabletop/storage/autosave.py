"""The autosave writer: the game is saved after every action without stalling a frame.

:func:`tabletop.storage.saves.write_save` writes the slot at once; the game
scenes use :class:`AutosaveWriter` instead, which takes a detached copy of the
game and leaves its encoding and the disk to one worker thread.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.codec import encode_tagged
from tabletop.core.engine import Engine
from tabletop.core.seats import SeatConfig
from tabletop.storage.notice import Notice, write_failed
from tabletop.storage.paths import atomic_write_json, autosave_path
from tabletop.storage.saves import BotStates, build_envelope, check_savable, delete_save


class AutosaveWriter:
    """Autosave without stalling a frame: the caller's thread only takes a detached
    copy of the game (its state copied, the log shared: well under a millisecond);
    encoding it and the disk work happen on one worker thread. Actions and events
    never change once made, so each is encoded once (:class:`_EncodedItems`) and a
    save late in a long game encodes little more than the state.

    Writing a save takes several milliseconds (the rename alone waits for the
    file system journal), more than half a 60 Hz frame, so the game scene
    should not do it inline. Only the newest request matters: if the worker
    is busy, a newer save replaces the waiting one. Requests run in order, so
    a :meth:`delete` after a :meth:`save` leaves no file.

        writer = AutosaveWriter()
        writer.save(game, seats, bots)  # after every action
        writer.delete()                 # when the game is over
        notice = writer.take_notice()   # once per frame: show it if not None
        writer.unsaved                  # on quit: did the last request fail?
        writer.close()                  # on quit: waits for the last write

    Call :meth:`flush` before reading the slot (``load_save``) in the same run.
    Every error the worker meets becomes a notice (a disk error or anything
    else), and the worker never leaves :meth:`flush` waiting: if it stops,
    the waiters are released and later requests are refused as failures.
    Each failed request sets the notice again (a screen showing it keeps it
    up while saving keeps failing); :attr:`unsaved` stays True until a
    request succeeds.
    """

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: _SaveRequest | _Delete | None = None
        self._encoded = _EncodedItems()  # used by the worker thread only
        self._busy = False
        self._closed = False
        self._stopped = False
        self._failing = False
        self._notice: Notice | None = None
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def save(
        self, game: Engine[Any], seats: Sequence[SeatConfig], bots: BotStates | None = None
    ) -> None:
        """Queue ``game`` for the autosave slot (raises ValueError like :func:`write_save`)."""
        check_savable(game, seats)
        self._submit(_SaveRequest(game.detached(), tuple(seats), dict(bots or {})))

    @property
    def unsaved(self) -> bool:
        """True when the newest request is still queued or failed: closing now loses it."""
        with self._lock:
            return self._failing or self._pending is not None or self._busy

    def delete(self) -> None:
        """Queue removing the autosave (replaces a waiting save)."""
        self._submit(_DELETE)

    def take_notice(self) -> Notice | None:
        """The latest problem the worker met (a failed write), once; None if all went well."""
        with self._lock:
            notice, self._notice = self._notice, None
            return notice

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued request is done; False if ``timeout`` ran out or
        the worker has stopped with work left."""
        with self._lock:
            return self._lock.wait_for(
                lambda: self._stopped or (self._pending is None and not self._busy),
                timeout=timeout,
            ) and self._pending is None and not self._busy

    def close(self, timeout: float | None = 10.0) -> None:
        """Finish the queued work and stop the worker."""
        self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout)

    def _submit(self, request: _SaveRequest | _Delete) -> None:
        with self._lock:
            if self._closed:
                raise RuntimeError("the autosave writer is closed")
            if self._stopped:
                self._fail()
                return
            self._pending = request
            self._lock.notify_all()

    def _fail(self, error: Exception | None = None) -> None:
        """Record a failed request (the lock is held), with the disk's reason if known."""
        self._notice = write_failed("storage.save_write_failed", error)
        self._failing = True

    def _run(self) -> None:
        try:
            self._serve()
        finally:
            with self._lock:
                self._stopped = True
                if self._pending is not None or self._busy:
                    self._pending = None
                    self._busy = False
                    self._fail()
                self._lock.notify_all()

    def _serve(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                request = self._pending
                if request is None:
                    return
                self._pending = None
                self._busy = True
            failed: Exception | None = None
            try:
                if isinstance(request, _Delete):
                    delete_save()
                else:
                    envelope = build_envelope(request.game, request.seats, request.bots,
                                              self._encoded)
                    self._encoded.keep_only(request.game)
                    atomic_write_json(autosave_path(), envelope)
            except Exception as error:  # every failure is the player's to know about
                failed = error
            with self._lock:
                self._busy = False
                if failed is not None:
                    self._fail(failed)
                else:
                    self._failing = False
                self._lock.notify_all()


class _Delete:
    """Marks a queued "remove the autosave" request."""


@dataclass(frozen=True)
class _SaveRequest:
    game: Engine[Any]
    """A detached copy (:meth:`Engine.detached`): the game plays on meanwhile."""
    seats: tuple[SeatConfig, ...]
    bots: BotStates


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


_DELETE = _Delete()

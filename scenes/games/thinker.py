"""The thinker: one separate process where computer players and the coach think.

Not a thread: a hard computer player's pure-Python search holds the
interpreter lock for tens of milliseconds, and a main thread sharing it waits
up to the switch interval (5 ms) each time it takes the lock back, after
every flip or scale that released it, and gets about half of it while it
draws (frame-time spikes measured with instant bots and a lowered switch
interval before this was chosen).

One process serves the whole program, one question at a time; a question
waiting its turn can still be cancelled (a scene that leaves drops its own).
The process is started with the ``spawn`` method, the same on every system
and in the packaged build (``scenes/__main__.py`` calls ``freeze_support``),
on the first question; the application stops it at exit (:func:`stop`).
Whatever goes there is pickled both ways.

Nothing here can take the program down:

- a question whose function raises answers with that exception;
- a process that dies (a crash, or :func:`restart` after a time-out kills a
  hung one) fails the question it was working on with :class:`ThinkerDied`
  and is started afresh for the next one;
- a process that cannot start, or dies :data:`MAX_DEATHS` times, gives way to
  a thread of this process for good: slower frames, the same answers.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

T = TypeVar("T")

MAX_DEATHS = 3
"""Crashes of the process after which thinking moves to a thread (a time-out kill is no crash)."""


class ThinkerDied(Exception):
    """The thinker process ended before it answered (it crashed, or was stopped)."""


@dataclass
class _Question:
    function: Callable[..., Any]
    args: tuple[Any, ...]
    future: Future[Any]
    claimed: bool = False
    """Its future is marked running (done once: a question put back after a failed send
    keeps its mark, and marking it again raised "Future in unexpected state")."""

    def claim(self) -> bool:
        """Mark the future running before the question goes out; False if it was cancelled
        while it waited (it is then dropped)."""
        if not self.claimed:
            self.claimed = self.future.set_running_or_notify_cancel()
        return self.claimed


# -- in the thinker process ------------------------------------------------------------


def _serve(connection: multiprocessing.connection.Connection) -> None:
    """The thinker's loop: answer questions until the program closes the pipe or ends.

    Ctrl+C in a terminal is the program's to handle; and the thinker ends with the
    program even if that is killed (a thread watches the parent's sentinel). Not
    niced: a computer player's budget is counted in work, but a coach's answer
    should still come quickly.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True,
                         name="watch-program").start()
    while True:
        try:
            function, args = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[bool, Any] = (True, function(*args))
        except Exception as error:
            answer = (False, error)
        try:
            connection.send(answer)
        except Exception as error:  # an answer that cannot be pickled
            connection.send((False, RuntimeError(f"the answer could not be sent: {error!r}")))


def _end_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


# -- in the program ----------------------------------------------------------------------


class Thinker:
    """The program's side of the thinker process (one per program: :data:`THINKER`)."""

    def __init__(self) -> None:
        # Re-entrant: a finished question's callbacks run under it and may ask again.
        self._lock = threading.RLock()
        self._waiting: deque[_Question] = deque()
        self._asked: _Question | None = None  # the question the process works on
        self._process: multiprocessing.process.BaseProcess | None = None
        self._connection: multiprocessing.connection.Connection | None = None
        self._generation = 0  # which process a listener thread belongs to
        self._deaths = 0
        self._threads: ThreadPoolExecutor | None = None  # once the process is given up

    @property
    def pid(self) -> int | None:
        """The thinker process's id (None: not running, or thinking on a thread)."""
        process = self._process
        return None if process is None else process.pid

    @property
    def on_thread(self) -> bool:
        return self._threads is not None

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        """``function(*args)`` in the thinker (both picklable), after the questions before it."""
        with self._lock:
            threads = self._threads
            if threads is None:
                future: Future[T] = Future()
                self._waiting.append(_Question(function, args, future))
                self._ask_next()
                return future
        return threads.submit(function, *args)

    def restart(self) -> None:
        """Stop the process now (a question hung): its question fails with ThinkerDied,
        and a fresh process takes the next one. On a thread, a new thread takes over
        (a hung thread cannot be stopped; it is left to finish unobserved)."""
        with self._lock:
            if self._threads is not None:
                self._threads.shutdown(wait=False, cancel_futures=True)
                self._threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")
                return
            self._end_process(ThinkerDied("stopped after a time-out"))
            self._ask_next()

    def stop(self) -> None:
        """At exit: end the process; questions still open are cancelled."""
        with self._lock:
            for question in self._waiting:
                question.future.cancel()
            self._waiting.clear()
            self._end_process(ThinkerDied("the program is closing"))
            threads, self._threads = self._threads, None
        if threads is not None:
            threads.shutdown(wait=False, cancel_futures=True)

    # -- under the lock ------------------------------------------------------------

    def _ask_next(self) -> None:
        while self._asked is None and self._waiting:
            question = self._waiting.popleft()
            if not question.claim():
                continue  # cancelled while it waited
            connection = self._connection or self._start()
            if connection is None:  # no process to be had: this and the rest on a thread
                self._waiting.appendleft(question)
                self._move_to_thread()
                return
            try:
                connection.send((question.function, question.args))
            except (OSError, EOFError):  # the process died between two questions
                self._waiting.appendleft(question)  # first again, for the next process
                self._died()
                return  # _died asked the next process (or moved everything to a thread)
            except Exception as error:  # the question itself cannot be pickled
                question.future.set_exception(error)
                continue
            self._asked = question

    def _start(self) -> multiprocessing.connection.Connection | None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=_serve, args=(theirs,), daemon=True,
                                  name="tabletop-thinker")
        try:
            process.start()
        except Exception as error:  # e.g. the working folder was deleted, or no fork left
            ours.close()
            theirs.close()
            print(f"tabletop: the thinking process could not start ({error}); "
                  "computer players think on a thread", file=sys.stderr)
            return None
        theirs.close()
        self._generation += 1
        self._process, self._connection = process, ours
        threading.Thread(target=self._listen, args=(ours, self._generation), daemon=True,
                         name="thinker-answers").start()
        return ours

    def _listen(self, connection: multiprocessing.connection.Connection,
                generation: int) -> None:
        # The listener alone closes its end: closed by another thread while this one
        # waited in recv, its file number went to the next process's pipe, and this
        # thread read (and dropped) the new process's answers (a CI run saw a fresh
        # question fail as ThinkerDied).
        try:
            self._answer(connection, generation)
        finally:
            connection.close()

    def _answer(self, connection: multiprocessing.connection.Connection,
                generation: int) -> None:
        while True:
            try:
                ok, value = connection.recv()
            except (EOFError, OSError):
                with self._lock:
                    if generation == self._generation and self._process is not None:
                        self._died()
                return
            with self._lock:
                if generation != self._generation:
                    return
                question, self._asked = self._asked, None
                if question is not None and not question.future.done():
                    if ok:
                        question.future.set_result(value)
                    else:
                        question.future.set_exception(value)
                self._ask_next()

    def _died(self) -> None:
        self._deaths += 1
        giving_up = self._deaths >= MAX_DEATHS
        if giving_up:  # decided before the failed question wakes anyone up
            print("tabletop: the thinking process keeps stopping; "
                  "computer players think on a thread now", file=sys.stderr)
            self._threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")
        self._end_process(ThinkerDied("the thinking process stopped"))
        if giving_up:
            self._move_to_thread()
        else:
            self._ask_next()

    def _end_process(self, reason: ThinkerDied) -> None:
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self._generation += 1
        question, self._asked = self._asked, None
        if question is not None and not question.future.done():
            question.future.set_exception(reason)
        if connection is not None and process is None:
            connection.close()
        # Otherwise its listener closes it, once the process's end gives it EOF.
        if process is not None and process.is_alive():
            process.kill()
            process.join(timeout=5)

    def _move_to_thread(self) -> None:
        """Think on a thread from now on: every question still waiting."""
        if self._threads is None:
            self._threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")
        questions = []
        while self._waiting:
            question = self._waiting.popleft()
            if question.claim():
                questions.append(question)
        for question in questions:
            inner = self._threads.submit(question.function, *question.args)
            inner.add_done_callback(partial(_copy, target=question.future))


def _copy(source: Future[Any], target: Future[Any]) -> None:
    """``source``'s outcome into ``target`` (which is already marked running)."""
    if source.cancelled():
        target.set_exception(ThinkerDied("the thread was stopped"))
    elif (error := source.exception()) is not None:
        target.set_exception(error)
    else:
        target.set_result(source.result())


THINKER = Thinker()
"""The program's one thinker; the application stops it at exit."""


def think(function: Callable[..., T], *args: Any) -> Future[T]:
    """``function(*args)`` in the thinker."""
    return THINKER.submit(function, *args)


def stop() -> None:
    THINKER.stop()

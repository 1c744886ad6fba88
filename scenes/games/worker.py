"""Work that must never stall a frame: computer players' choices and the coach's advice.

It runs in the *thinker*, one separate process shared by every game scene
(DESIGN §3, §5): one computation at a time, the frame only collects finished
answers. Not a thread: a hard computer player's pure-Python search holds the
interpreter lock for tens of milliseconds, and a main thread sharing it waits
up to the switch interval (5 ms) each time it takes the lock back, after
every flip or scale that released it, and gets about half of it while it
draws (the frame-time spikes of issues 9 and 11, measured with instant bots
and a lowered switch interval before this was chosen).

The thinker is started with the ``spawn`` method, the same on every system
and in the packaged build (``scenes/__main__.py`` calls ``freeze_support``),
when the first game scene opens, so its imports overlap the scene's fade.
Whatever goes there is pickled: a bot and its seat's view go in (the bot sees
nothing else); its action and the bot itself come back, its generator moved
on, so the session keeps the state a save needs (Continue). If the process
cannot start or dies, the same work runs on a thread of this process: slower
frames, the same answers.

:class:`CoachDesk` asks the game's coach (``spec.load_coach()``, a pure
function of one seat's view) about the current decision and keeps the answer
for that decision only.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool, ProcessPoolExecutor
from importlib import import_module
from typing import Any, TypeVar

from tabletop.bots import Bot
from tabletop.core.actions import Action
from tabletop.core.engine import Engine

T = TypeVar("T")

_lock = threading.Lock()
_process: ProcessPoolExecutor | None = None
_threads: ThreadPoolExecutor | None = None
_broken = False
"""The thinker process could not start or died: think on a thread from now on."""


def _thinker_started() -> None:
    """In the thinker: Ctrl+C in a terminal is the program's to handle, and the thinker
    ends with the program even if that is killed (its queue never closes: the thinker
    holds both ends). Not niced: the Wizard Extreme hard bot's wall-clock cap must not
    bind on a busy machine."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True,
                         name="watch-program").start()


def _end_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _thinker() -> ProcessPoolExecutor | None:
    global _process
    with _lock:
        if _process is None and not _broken:
            _process = ProcessPoolExecutor(max_workers=1,
                                           mp_context=multiprocessing.get_context("spawn"),
                                           initializer=_thinker_started)
        return _process


def _fallback() -> ThreadPoolExecutor:
    global _threads
    with _lock:
        if _threads is None:
            _threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-worker")
        return _threads


def _give_up_on_process() -> None:
    global _broken, _process
    with _lock:
        if _broken:
            return
        _broken, broken = True, _process
        _process = None
    print("tabletop: the thinking process stopped; computer players think on a thread now",
          file=sys.stderr)
    if broken is not None:
        broken.shutdown(wait=False, cancel_futures=True)


def think(function: Callable[..., T], *args: Any) -> Future[T]:
    """``function(*args)`` in the thinker (both picklable); on a thread if it is gone."""
    pool = _thinker()
    if pool is None:
        return _fallback().submit(function, *args)
    try:
        inner = pool.submit(function, *args)
    except (BrokenProcessPool, RuntimeError):
        _give_up_on_process()
        return _fallback().submit(function, *args)
    outer: Future[T] = Future()

    def cancel_inner(done: Future[T]) -> None:
        if done.cancelled():
            inner.cancel()

    def relay(done: Future[T]) -> None:
        if outer.cancelled():
            return
        if done.cancelled() or isinstance(done.exception(), BrokenProcessPool):
            # The thinker died (or was shut down under us): answer from a thread.
            _give_up_on_process()
            try:
                done = _fallback().submit(function, *args)
            except RuntimeError:  # the interpreter is shutting down
                outer.cancel()
                return
        done.add_done_callback(lambda finished: _copy(finished, outer))

    outer.add_done_callback(cancel_inner)
    inner.add_done_callback(relay)
    return outer


def _copy(source: Future[T], target: Future[T]) -> None:
    """``source``'s finished result or exception into ``target``, unless that was cancelled."""
    try:
        if source.cancelled():
            target.cancel()
        elif source.exception() is not None:
            target.set_exception(source.exception())
        else:
            target.set_result(source.result())
    except InvalidStateError:
        pass  # cancelled by the scene meanwhile: nobody waits for it


def warm_up(game_id: str) -> None:
    """In the thinker: import a game's computer players and coach before the first question."""
    for module in (f"tabletop.bots.{game_id}", f"tabletop.coach.{game_id}"):
        try:
            import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise


def decide(bot: Bot, view: Engine[Any]) -> tuple[Action, Bot]:
    """In the thinker: the bot's choice from its seat's view, and the bot as it is after."""
    return bot.choose(view), bot


class Worker:
    """A game scene's errands to the thinker; :meth:`shutdown` drops those still open."""

    def __init__(self) -> None:
        self._open: set[Future[Any]] = set()

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        future = think(function, *args)
        self._open.add(future)
        future.add_done_callback(self._open.discard)
        return future

    def warm_up(self, game_id: str) -> None:
        """Start the thinker and load the game there, while the scene opens."""
        self.submit(warm_up, game_id)

    def shutdown(self) -> None:
        """Stop waiting: questions not started are dropped, one being worked on
        finishes unobserved (the thinker stays for the next scene)."""
        for future in list(self._open):
            future.cancel()
        self._open.clear()


class CoachDesk:
    """The coach's advice for the decision at ``position`` (the number of actions so far).

    :meth:`request` asks about a seat's view; a newer request replaces a
    waiting one, and an answer that arrives for an older position is dropped.
    """

    def __init__(self, worker: Worker, coach: Callable[[Engine[Any]], Any] | None) -> None:
        self.worker = worker
        self.coach = coach
        self.advice: Any = None
        self.position = -1
        """The decision the advice (or the question being worked on) is about."""
        self._future: Future[Any] | None = None
        self._asked = -1  # the position the running question is about
        self._waiting: tuple[int, Engine[Any]] | None = None

    @property
    def is_thinking(self) -> bool:
        return self.advice is None and self.position >= 0

    def request(self, position: int, view: Engine[Any]) -> None:
        if self.coach is None or position == self.position:
            return
        self.position = position
        self.advice = None
        self._waiting = (position, view)
        self._start()

    def forget(self) -> None:
        """No advice wanted now (a computer's turn, the curtain, the game is over)."""
        self.position = -1
        self.advice = None
        self._waiting = None

    def poll(self) -> None:
        """Collect a finished answer (every frame); a coach's exception surfaces here."""
        if self._future is None or not self._future.done():
            return
        future, self._future = self._future, None
        if future.cancelled():  # dropped when the scene left: start what is asked now
            self._start()
            return
        advice = future.result()
        if self._asked == self.position:
            self.advice = advice
        self._start()

    def _start(self) -> None:
        if self._future is not None or self._waiting is None or self.coach is None:
            return
        self._asked, view = self._waiting
        self._waiting = None
        self._future = self.worker.submit(self.coach, view)

"""Work that must never stall a frame: computer players' choices and the coach's advice.

A game scene owns one :class:`Worker`, a single background thread shared by
its computer players and its coach (DESIGN §3, §5): one computation at a time,
the frame only collects finished answers. :class:`CoachDesk` asks the game's
coach (``spec.load_coach()``, a pure function of one seat's view) about the
current decision and keeps the answer for that decision only.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from tabletop.core.engine import Engine

T = TypeVar("T")


class Worker:
    """One background thread, started on first use and dropped with the scene."""

    def __init__(self, name: str = "table-worker") -> None:
        self.name = name
        self._executor: ThreadPoolExecutor | None = None

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
        return self._executor.submit(function, *args)

    def shutdown(self) -> None:
        """Stop taking work; a computation still running finishes unobserved."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


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
        self._future: Future[tuple[int, Any]] | None = None
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
        position, advice = future.result()
        if position == self.position:
            self.advice = advice
        self._start()

    def _start(self) -> None:
        if self._future is not None or self._waiting is None or self.coach is None:
            return
        position, view = self._waiting
        self._waiting = None
        coach = self.coach
        self._future = self.worker.submit(lambda: (position, coach(view)))

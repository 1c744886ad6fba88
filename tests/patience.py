"""Waiting and timing that hold on a loaded machine.

CI runs the suite on every processor at once (``pytest -n auto``), and a developer's
machine may be busier still: a thread, a server or another process may get no processor
for seconds. So

- a test that waits for something that happens in its own time (another process's answer,
  a thread, a server, a socket) waits by the clock for :data:`PATIENCE`: spent only when
  the thing never happens, so a generous figure costs a passing run nothing;
- a test that holds work to a time limit measures the work's :func:`own_time`: the wall
  time less what the program's threads waited meanwhile for a processor
  (:class:`Stopwatch`). On a quiet machine that is the wall time; a hang or a blocking
  read still counts in full.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable, Iterator

PATIENCE = 120.0
"""Seconds a test waits for what happens in its own time before calling it stuck."""


def threads_times() -> dict[int, tuple[float, float]]:
    """Each thread of this process: seconds it has run on a processor and seconds it has
    been ready to run but waiting for one (Linux's schedstat; nothing elsewhere, where
    times stay wall times)."""
    times = {}
    try:
        for task in os.scandir("/proc/self/task"):
            with contextlib.suppress(OSError, ValueError, IndexError), \
                    open(f"{task.path}/schedstat", encoding="ascii") as handle:
                ran, waited = handle.read().split()[:2]
                times[int(task.name)] = (int(ran) / 1e9, int(waited) / 1e9)
    except OSError:
        pass
    return times


class Stopwatch:
    """Started when made, in the thread that does the timed work: :meth:`seconds` is the
    wall time since, less the time that thread waited for a processor, less the time it
    was held up (neither running nor ready: a lock, a sleep, the disk) as far as the
    process's other threads waited for a processor meanwhile (a writer it waits on, or
    any other). What is left is its own work and its waits of the program's own making,
    as on a quiet machine."""

    def __init__(self) -> None:
        self._thread = threading.get_native_id()
        self._before = threads_times()
        self._started = time.perf_counter()

    def parts(self) -> tuple[float, float, float, float]:
        """Seconds since the start: wall, this thread's run, its wait for a processor, and
        the other threads' waits for one."""
        wall = time.perf_counter() - self._started
        after = threads_times()
        ran, waited, others = 0.0, 0.0, 0.0
        for thread, (run_now, wait_now) in after.items():
            run_then, wait_then = self._before.get(thread, (0.0, 0.0))
            if thread == self._thread:
                ran, waited = run_now - run_then, wait_now - wait_then
            else:
                others += wait_now - wait_then
        return wall, ran, waited, others

    def seconds(self) -> float:
        return quiet_seconds(*self.parts())


def quiet_seconds(wall: float, ran: float, waited: float, others: float) -> float:
    """A :class:`Stopwatch`'s seconds from its parts."""
    held = max(0.0, wall - ran - waited)
    return max(0.0, wall - waited - min(held, others))


@contextlib.contextmanager
def own_time() -> Iterator[Callable[[], float]]:
    """``with own_time() as took: ...``; then ``took()`` is the block's seconds as a
    :class:`Stopwatch` counts them."""
    watch = Stopwatch()
    ended: list[float] = []
    try:
        yield lambda: ended[0] if ended else watch.seconds()
    finally:
        ended.append(watch.seconds())


def tries(least: int) -> Iterator[int]:
    """The rounds of a loop that runs frames until something another process or thread
    brings (a computer's move, the coach's numbers): at least ``least`` of them, and on
    until :data:`PATIENCE` seconds have passed since the first, however slow the frames
    or the answer are on a loaded machine. The loop breaks when what it waits for came."""
    deadline = time.monotonic() + PATIENCE
    count = 0
    while count < least or time.monotonic() < deadline:
        yield count
        count += 1

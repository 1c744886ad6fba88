"""Waiting and timing that hold on a loaded machine.

CI runs the suite on every processor at once (``pytest -n auto``), and a developer's
machine may be busier still: a thread, a server or another process may get no processor
for seconds. So

- a test that waits for something that happens in its own time (another process's answer,
  a thread, a server, a socket) waits by the clock for :data:`PATIENCE`: spent only when
  the thing never happens, so a generous figure costs a passing run nothing;
- a test that holds work to a time limit measures the work's :func:`own_time`: the wall
  time less what the program's threads waited meanwhile for a processor. On a quiet
  machine that is the wall time; a hang or a blocking read still counts in full.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator

PATIENCE = 120.0
"""Seconds a test waits for what happens in its own time before calling it stuck."""


def waits_for_a_processor() -> dict[str, float]:
    """Seconds each thread of this process has spent ready to run but waiting for a
    processor (Linux's schedstat; nothing elsewhere, where times stay wall times)."""
    waits = {}
    try:
        for task in os.scandir("/proc/self/task"):
            with contextlib.suppress(OSError, ValueError, IndexError), \
                    open(f"{task.path}/schedstat", encoding="ascii") as handle:
                waits[task.name] = int(handle.read().split()[1]) / 1e9
    except OSError:
        pass
    return waits


class Stopwatch:
    """Started when made: :meth:`seconds` is the wall time since, less the longest any of
    this process's threads waited for a processor meanwhile (the timed work's own
    thread, or one it waited on)."""

    def __init__(self) -> None:
        self._before = waits_for_a_processor()
        self._started = time.perf_counter()

    def seconds(self) -> float:
        wall = time.perf_counter() - self._started
        after = waits_for_a_processor()
        waited = max((after[task] - self._before.get(task, 0.0) for task in after),
                     default=0.0)
        return max(0.0, wall - waited)


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

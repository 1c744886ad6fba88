"""What keeps a stranger on the home network from taking a seat or wearing the table out.

Anyone on the Wi-Fi can reach the phone server, so it counts what a guesser may try
and what a stranger may hold open, for the whole table and not per connection (a
guesser simply reconnects):

- :class:`PairingLimit`: at most :data:`~tabletop.phones.protocol.WRONG_CODES_PER_MINUTE`
  wrong codes are checked a minute, from all devices together; past that pairing is
  paused until the oldest of them is a minute old, and no code is checked at all.
- :class:`Lobby`: connections that have not joined a seat, at most
  :data:`~tabletop.phones.protocol.UNJOINED_CONNECTIONS` (a new one pushes out the
  oldest, so a flood cannot shut the door on an honest phone, which joins within
  milliseconds of connecting), each given :data:`~tabletop.phones.protocol.JOIN_SECONDS`.
- :func:`host_allowed`: a request must name one of this machine's addresses in its
  ``Host`` header, so a web page that rebinds its own name to this machine (DNS
  rebinding) is not the server's own page to the Origin check.
- :func:`raise_open_file_limit` and :class:`QuietLog`: running short of descriptors
  must never stop the autosave, nor fill the log with a traceback per connection.
"""

from __future__ import annotations

import logging
import re
import time
from collections import deque
from collections.abc import Callable, Collection
from typing import Generic, TypeVar

from tabletop.phones.protocol import (
    JOIN_SECONDS,
    UNJOINED_CONNECTIONS,
    WRONG_CODES_PER_MINUTE,
)

PAIRING_WINDOW = 60.0
"""The wrong codes of the last this many seconds count toward the limit."""

OPEN_FILES_WANTED = 4096
"""The soft open-file limit asked for (where the hard limit allows): a table needs a
few dozen descriptors, this leaves the autosave and the fonts ample room."""

LOG_EVERY_SECONDS = 60.0
"""One line of a kind of network trouble a minute is enough to diagnose it."""


class PairingLimit:
    """Wrong codes of the whole table over the last minute (the server's loop only)."""

    def __init__(self, most: int = WRONG_CODES_PER_MINUTE, window: float = PAIRING_WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.most = most
        self.window = window
        self._clock = clock
        self._wrong: deque[float] = deque()

    def _forget(self, now: float) -> None:
        while self._wrong and now - self._wrong[0] >= self.window:
            self._wrong.popleft()

    def paused_for(self) -> float:
        """Seconds until a code may be checked again; 0 while codes are checked."""
        now = self._clock()
        self._forget(now)
        if len(self._wrong) < self.most:
            return 0.0
        return max(0.0, self._wrong[0] + self.window - now)

    def wrong(self) -> None:
        """A code was checked and matched no seat."""
        self._wrong.append(self._clock())


Key = TypeVar("Key")


class Lobby(Generic[Key]):
    """Connections waiting to join, oldest first (the server's loop only)."""

    def __init__(self, most: int = UNJOINED_CONNECTIONS, seconds: float = JOIN_SECONDS) -> None:
        self.most = most
        self.seconds = seconds
        self._waiting: dict[Key, float] = {}

    def arrive(self, key: Key) -> list[Key]:
        """``key`` connected: the connections it pushes out, to be closed now."""
        self._waiting[key] = time.monotonic()
        pushed: list[Key] = []
        while len(self._waiting) > self.most:
            oldest = next(iter(self._waiting))
            del self._waiting[oldest]
            pushed.append(oldest)
        return pushed

    def leave(self, key: Key) -> None:
        """``key`` joined a seat (or asked the shared screen for one), or is gone."""
        self._waiting.pop(key, None)

    def waiting(self, key: Key) -> bool:
        return key in self._waiting

    def __len__(self) -> int:
        return len(self._waiting)


_HOST = re.compile(r"^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})$")


def host_allowed(host: str | None, port: int | None, addresses: Collection[str]) -> bool:
    """True when a request's ``Host`` header names this server: one of ``addresses``
    (the address the connection came in on, the LAN address shown on the screen) or
    ``localhost``, with the server's own port."""
    if host is None or port is None:
        return False
    found = _HOST.match(host.strip())
    if found is None or int(found.group(2)) != port:
        return False
    name = found.group(1).lower().strip("[]")
    return name == "localhost" or name in {address.lower().strip("[]") for address in addresses}


def raise_open_file_limit(wanted: int = OPEN_FILES_WANTED) -> int | None:
    """Raise this process's soft open-file limit toward ``wanted``, as far as the hard
    limit allows; the soft limit now, or None where the system has no such limit."""
    try:
        import resource
    except ImportError:  # Windows: descriptors are not limited this way
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    goal = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < goal:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (goal, hard))
        except (ValueError, OSError):
            return soft
        return goal
    return soft


class QuietLog(logging.Filter):
    """Lets one record of each message through per :data:`LOG_EVERY_SECONDS` and drops
    the rest, counting them: a thousand failing handshakes are one line, not a thousand
    tracebacks."""

    def __init__(self, every: float = LOG_EVERY_SECONDS) -> None:
        super().__init__()
        self.every = every
        self.dropped = 0
        self._last: dict[str, float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        key = f"{record.name}:{record.msg}"
        last = self._last.get(key)
        if last is not None and now - last < self.every:
            self.dropped += 1
            return False
        self._last[key] = now
        # The traceback of a network failure says nothing the message does not.
        record.exc_info = None
        record.exc_text = None
        return True


_PLATFORMS = (("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"),
              ("Windows", "Windows"), ("Macintosh", "Mac"), ("CrOS", "Chromebook"),
              ("Linux", "Linux"))


def device_name(user_agent: str | None) -> str | None:
    """The kind of device a browser says it runs on (``iPhone``, ``Android``...), to
    tell two phones apart on the shared screen; None when it says nothing we know."""
    if not user_agent:
        return None
    for marker, name in _PLATFORMS:
        if marker in user_agent:
            return name
    return None

"""What keeps a stranger on the home network from taking a seat or wearing the table out.

Anyone on the Wi-Fi can reach the phone server, so it counts what a guesser may try
and what a stranger may hold open, per address and for the whole table, never per
connection (a guesser simply reconnects):

- :class:`PairingLimit`: one address may have
  :data:`~tabletop.phones.protocol.WRONG_CODES_PER_ADDRESS` wrong codes checked in ten
  minutes; past that its codes are not checked until the oldest is ten minutes old,
  while every other device pairs on (trial s21: one guesser's wrong codes kept the
  whole table from pairing). At most
  :data:`~tabletop.phones.protocol.WRONG_CODES_PER_MINUTE` wrong codes are checked a
  minute from all addresses together, the bound for a guesser with many addresses;
  past that no code is checked until the oldest of them is a minute old.

  What a guesser gains: a code is four characters of 32 (32^4 = 1,048,576 codes) and
  works only while the codes screen shows it, at most one per person seat, six at
  once. One address is checked at most 10 codes each ten minutes, 60 guesses an hour,
  each a hit with a chance of at most 6 in 1,048,576: at most 0.034 % an hour (about 1
  in 2,900) with all six codes shown the whole hour, and an even chance only after
  some 2,000 hours of guessing at a shown screen. Sixty addresses and more together
  are checked at most 60 x 60 = 3,600 guesses an hour: at most 2.1 % an hour (1 in
  49), an even chance after some 34 hours of six codes shown. A code that hits takes
  its seat in the open: the shared screen names the seat and the device.

  The table-wide pause stays even though it pauses honest typists too (trial C: 200
  rotating addresses kept it on, the right code refused 4 times of 4): checking a code
  tells whether it is right, and a typist cannot be told from a guesser's next
  address, so checking theirs would be checking the guesser's. Their way in is the
  QR code, a ticket of :data:`~tabletop.phones.protocol.SECRET_BYTES` random bytes
  that no guessing reaches and this limit does not count; the phone and the codes
  screen say so while the pause lasts. It lasts no longer than the guessing: codes
  refused meanwhile are neither checked nor counted, so it ends at most a minute
  after the last checked wrong code. The arithmetic above is unchanged.
- :class:`Lobby`: connections that have not joined a seat, at most
  :data:`~tabletop.phones.protocol.UNJOINED_PER_ADDRESS` (8) from one address and
  :data:`~tabletop.phones.protocol.UNJOINED_CONNECTIONS` (32) from all together, each
  given :data:`~tabletop.phones.protocol.JOIN_SECONDS`. A new connection past its
  address's 8 pushes out that address's oldest, so one stranger's flood holds at most 8
  of the 32 and pushes out only its own (before, one address's flood could push an
  honest phone out while it typed its code); past the 32 it pushes out the oldest of all,
  the bound for a stranger with four addresses or more. A browser loads the page over
  at most six connections at once, then opens its WebSocket: seven, within the 8.
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
    UNJOINED_PER_ADDRESS,
    WRONG_CODES_PER_ADDRESS,
    WRONG_CODES_PER_MINUTE,
)

PAIRING_WINDOW = 60.0
"""The wrong codes of the last this many seconds count toward the table's limit."""

ADDRESS_WINDOW = 600.0
"""The wrong codes of the last this many seconds count toward an address's limit."""

OPEN_FILES_WANTED = 4096
"""The soft open-file limit asked for (where the hard limit allows): a table needs a
few dozen descriptors, this leaves the autosave and the fonts ample room."""

LOG_EVERY_SECONDS = 60.0
"""One line of a kind of network trouble a minute is enough to diagnose it."""


class PairingLimit:
    """Wrong codes over the last window, per address and for the whole table (the
    server's loop only)."""

    def __init__(self, most: int = WRONG_CODES_PER_MINUTE, window: float = PAIRING_WINDOW,
                 clock: Callable[[], float] = time.monotonic, *,
                 per_address: int = WRONG_CODES_PER_ADDRESS,
                 address_window: float = ADDRESS_WINDOW) -> None:
        self.most = most
        self.window = window
        self.per_address = per_address
        self.address_window = address_window
        self._clock = clock
        self._wrong: deque[float] = deque()
        self._by_address: dict[str, deque[float]] = {}

    @staticmethod
    def _forget(times: deque[float], now: float, window: float) -> None:
        while times and now - times[0] >= window:
            times.popleft()

    def paused_for(self) -> float:
        """Seconds until a code may be checked again; 0 while codes are checked."""
        now = self._clock()
        self._forget(self._wrong, now, self.window)
        if len(self._wrong) < self.most:
            return 0.0
        return max(0.0, self._wrong[0] + self.window - now)

    def address_paused_for(self, address: str) -> float:
        """Seconds until a code from ``address`` may be checked again; 0 while they are."""
        times = self._by_address.get(address)
        if times is None:
            return 0.0
        now = self._clock()
        self._forget(times, now, self.address_window)
        if len(times) < self.per_address:
            return 0.0
        return max(0.0, times[0] + self.address_window - now)

    def wrong(self, address: str) -> None:
        """A code from ``address`` was checked and matched no seat."""
        now = self._clock()
        self._wrong.append(now)
        self._by_address.setdefault(address, deque()).append(now)
        # Only checked codes add times, at most the table's limit a minute: the
        # addresses kept stay few however many a guesser uses.
        for known in list(self._by_address):
            self._forget(self._by_address[known], now, self.address_window)
            if not self._by_address[known]:
                del self._by_address[known]


Key = TypeVar("Key")


class Lobby(Generic[Key]):
    """Connections waiting to join, oldest first, with the address each came from (the
    server's loop only)."""

    def __init__(self, most: int = UNJOINED_CONNECTIONS, seconds: float = JOIN_SECONDS,
                 per_address: int = UNJOINED_PER_ADDRESS) -> None:
        self.most = most
        self.seconds = seconds
        self.per_address = per_address
        self._waiting: dict[Key, str] = {}

    def arrive(self, key: Key, address: str) -> list[Key]:
        """``key`` connected from ``address``: the connections it pushes out, to be closed
        now (that address's oldest past :attr:`per_address`, then the oldest of all past
        :attr:`most`)."""
        self._waiting[key] = address
        own = [waiting for waiting, source in self._waiting.items() if source == address]
        pushed = own[:max(0, len(own) - self.per_address)]
        for old in pushed:
            del self._waiting[old]
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

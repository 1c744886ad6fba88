"""The phone server: HTTP for the page's few files and a WebSocket at ``/ws``, on one port.

Why ``websockets``: one small, well-kept, typed library (no C build needed) that
does both halves: its asyncio server's ``process_request`` answers plain GETs
from the page's files before any handshake, so one port serves everything and a
firewall needs one rule; it limits frame size (``max_size``), keeps connections
alive with pings and closes dead ones, which a sleeping phone needs. aiohttp
would add a larger stack (multidict, yarl, frozenlist...) for no gain here.

The server runs in its own thread with its own event loop, so no frame waits for
the network. The table side talks to it only through thread-safe calls:
:meth:`PhoneServer.publish` (a seat's new panel), :meth:`PhoneServer.refuse`,
:meth:`PhoneServer.poll` (the phones' choices and claims, without waiting),
:meth:`PhoneServer.presence` and :meth:`PhoneServer.counters`.

Each refusal of a hostile or broken client is counted under a name in
:data:`COUNTERS`, so tests and the bench can read what was turned away.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Literal

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from tabletop.i18n import translate
from tabletop.phones.files import PageFile, load_page, lookup
from tabletop.phones.protocol import (
    DEFAULT_PORT,
    MAX_MESSAGE_BYTES,
    MESSAGE_BURST,
    MESSAGES_PER_SECOND,
    PORT_TRIES,
    WRONG_CODES_PER_CONNECTION,
    BadMessage,
    Panel,
    Welcome,
    encode,
    new_code,
    new_secret,
    parse_client,
)

CONTENT_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; "
                  "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
                  "form-action 'none'; frame-ancestors 'none'")
"""The page runs only its own files and talks only to its own server."""

COUNTERS = ("bad_secret", "bad_code", "malformed", "oversized", "broken", "flood",
            "not_joined", "stale", "unknown_choice", "http_refused", "claims_denied",
            "foreign_origin")
"""What the server counts when it turns something away."""

PROBE_SECONDS = 3.0
"""A second device's claim first pings the seat's old connection: one that does not
answer within this long (a phone gone to sleep) is dropped and the claim goes through
without asking the shared screen."""

NAMESPACE = "phones"

Presence = Literal["waiting", "connected", "away"]
"""A seat's phone: never joined yet, joined now, or joined once and gone since."""


@dataclass(frozen=True)
class PhoneAct:
    """A phone chose ``action`` from its panel made at ``position``."""

    seat: int
    position: int
    action: Any


@dataclass(frozen=True)
class ClaimRequest:
    """A second device knows ``seat``'s secret while the first is still connected:
    the shared screen must agree (:meth:`PhoneServer.settle_claim`)."""

    seat: int


PhoneEvent = PhoneAct | ClaimRequest


@dataclass(frozen=True)
class SeatKey:
    """What the shared screen shows for a seat: the QR's secret and the typed code."""

    secret: str
    code: str


@dataclass
class _Door:
    """One seat's way in, owned by the server's loop."""

    secret: str
    code: str
    welcome: Welcome
    panel: Panel | None = None
    sent_panel: str | None = None
    answered: int | None = None
    connection: _Client | None = None
    pending: _Client | None = None
    away_since: float | None = None


@dataclass
class _Client:
    """One WebSocket connection: its seat once joined, its outbox and its allowance."""

    socket: ServerConnection
    seat: int | None = None
    wrong_codes: int = 0
    tokens: float = MESSAGE_BURST
    refilled: float = field(default_factory=time.monotonic)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def allowed(self) -> bool:
        """One more message within :data:`MESSAGES_PER_SECOND` (a token bucket)."""
        now = time.monotonic()
        self.tokens = min(float(MESSAGE_BURST),
                          self.tokens + (now - self.refilled) * MESSAGES_PER_SECOND)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.put_nowait(encode(message))

    def send_text(self, text: str) -> None:
        self.outbox.put_nowait(text)

    def close_after(self, message: dict[str, Any]) -> None:
        """Send ``message``, then close: the writer sends everything queued before."""
        self.send(message)
        self.outbox.put_nowait(None)


class PhoneServer:
    """The server for one game's phones; :meth:`start` it, :meth:`stop` it."""

    def __init__(self, *, language: str, port: int = DEFAULT_PORT, tries: int = PORT_TRIES,
                 host: str = "0.0.0.0", page: dict[str, PageFile] | None = None,
                 wake: Callable[[], None] | None = None, wake_after_away: float = 0.0) -> None:
        """``wake`` is called from the server's thread whenever there is news for the
        table (a choice, a claim, a phone come or gone, and ``wake_after_away`` seconds
        after a phone went), so an idle frame loop need not poll."""
        self.language = language
        self._wake = wake
        self._wake_after_away = wake_after_away
        self._first_port = port
        self._tries = tries
        self._host = host
        self._page = load_page() if page is None else page
        self.port: int | None = None
        self._doors: dict[int, _Door] = {}
        self._events: queue.SimpleQueue[PhoneEvent] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._counts: Counter[str] = Counter()
        self._presence: dict[int, tuple[Presence, float | None]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: OSError | None = None
        self._log = logging.getLogger("tabletop.phones")

    # -- the table's side (any thread) -------------------------------------

    def open_seat(self, welcome: Welcome) -> SeatKey:
        """Let a phone in as ``welcome.seat``, with a fresh secret and code; before
        :meth:`start` (the doors are fixed while the server runs)."""
        if self._thread is not None:
            raise RuntimeError("open seats before starting the server")
        taken = {door.code for door in self._doors.values()}
        door = _Door(new_secret(), new_code(taken), welcome)
        self._doors[welcome.seat] = door
        self._presence[welcome.seat] = ("waiting", None)
        return SeatKey(door.secret, door.code)

    def reseat(self, welcomes: Sequence[Welcome], keep: Collection[int]) -> None:
        """The next game at this table, while the server runs: each seat of ``keep``
        keeps its secret, code and phone (welcomed again, its old panel dropped so no
        choice of the last game counts); every other seat of ``welcomes`` gets a fresh
        secret and code, and a door not in ``welcomes`` closes, its phone told why.
        Returns once done, so :meth:`key` already answers for the new seats."""
        if not self.running:
            raise RuntimeError("reseat a running server")
        done: Future[None] = Future()

        def change() -> None:
            try:
                self._reseat(welcomes, set(keep))
            finally:
                done.set_result(None)

        self._call(change)
        done.result(10)

    def welcome_again(self, welcome: Welcome) -> None:
        """A seat's new welcome (another language), sent now to a connected phone."""
        self._call(self._welcome_again, welcome)

    def key(self, seat: int) -> SeatKey:
        """The seat's secret and its current code (a new one once a code was used)."""
        door = self._doors[seat]
        with self._lock:
            return SeatKey(door.secret, door.code)

    @property
    def seats(self) -> list[int]:
        return sorted(self._doors)

    def start(self) -> int:
        """Listen on the first free port from ``port`` up; the port, or OSError."""
        self._thread = threading.Thread(target=self._run, name="tabletop-phones", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._failure is not None:
            self._thread.join()
            raise self._failure
        if self.port is None:
            raise OSError("the phone server did not start")
        return self.port

    def stop(self) -> None:
        """Close every connection and stop listening; returns once the port is free."""
        loop, stopping, thread = self._loop, self._stopping, self._thread
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stopping.set)
        if thread is not None:
            thread.join(10)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self.port is not None

    def publish(self, seat: int, panel: Panel) -> None:
        """``seat``'s phone now shows ``panel`` (sent only when it changed)."""
        self._call(self._publish, seat, panel)

    def refuse(self, seat: int, text: str) -> None:
        """Tell ``seat``'s phone its choice was refused, and let it choose again."""
        self._call(self._refuse, seat, text)

    def settle_claim(self, seat: int, *, allow: bool) -> None:
        """The shared screen's answer to a :class:`ClaimRequest`: the new device takes
        the seat (the old one is told ``taken``) or is turned away."""
        self._call(self._settle_claim, seat, allow)

    def poll(self) -> list[PhoneEvent]:
        """Everything the phones asked since the last poll; never waits."""
        found: list[PhoneEvent] = []
        while True:
            try:
                found.append(self._events.get_nowait())
            except queue.Empty:
                return found

    def presence(self, seat: int) -> tuple[Presence, float | None]:
        """The seat's phone state and, when away, since when (``time.monotonic``)."""
        with self._lock:
            return self._presence.get(seat, ("waiting", None))

    def counters(self) -> dict[str, int]:
        """How often each kind of refusal happened (every name of :data:`COUNTERS`)."""
        with self._lock:
            return {name: self._counts[name] for name in COUNTERS}

    # -- the server's own thread -------------------------------------------

    def _call(self, method: Any, *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(method, *args)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as error:
            self._failure = error
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        server: Server | None = None
        last: OSError | None = None
        for port in range(self._first_port, self._first_port + self._tries):
            try:
                server = await serve(
                    self._connection, self._host, port, process_request=self._http,
                    max_size=MAX_MESSAGE_BYTES, max_queue=8, compression=None,
                    ping_interval=5, ping_timeout=10, close_timeout=2, open_timeout=5,
                    server_header=None, logger=self._log)
            except OSError as error:
                last = error
                continue
            # Port 0 (tests) lets the system choose: read back what it chose.
            self.port = int(next(iter(server.sockets)).getsockname()[1])
            break
        if server is None:
            raise last or OSError("no port to listen on")
        self._ready.set()
        async with server:
            await self._stopping.wait()
            server.close()
            await server.wait_closed()

    def _count(self, name: str) -> None:
        with self._lock:
            self._counts[name] += 1

    def _words(self, key: str) -> str:
        return translate(f"{NAMESPACE}.{key}", self.language)

    def _set_presence(self, seat: int, state: Presence) -> None:
        with self._lock:
            self._presence[seat] = (state, time.monotonic() if state == "away" else None)
        self._news()
        if state == "away" and self._wake_after_away > 0 and self._loop is not None:
            self._loop.call_later(self._wake_after_away, self._news)

    def _post(self, event: PhoneEvent) -> None:
        self._events.put(event)
        self._news()

    def _news(self) -> None:
        if self._wake is not None:
            self._wake()

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """The page's files; ``/ws`` goes on to the handshake; all else is 404."""
        if request.path == "/ws":
            # A browser names the page that opened the socket: only our own page may,
            # so a web site a phone happens to visit cannot reach the table.
            origin = request.headers.get("Origin")
            if origin is not None and origin != f"http://{request.headers.get('Host')}":
                self._count("foreign_origin")
                return connection.respond(403, "Forbidden\n")
            return None
        found = lookup(self._page, request.path)
        if found is None:
            self._count("http_refused")
            return connection.respond(404, "Not found\n")
        headers = Headers([("Content-Type", found.content_type),
                           ("Content-Length", str(len(found.body))),
                           ("Cache-Control", "no-store"),
                           ("X-Content-Type-Options", "nosniff"),
                           ("Referrer-Policy", "no-referrer"),
                           ("Content-Security-Policy", CONTENT_POLICY)])
        return Response(200, "OK", headers, found.body)

    async def _connection(self, socket: ServerConnection) -> None:
        client = _Client(socket)
        writer = asyncio.create_task(self._write(client))
        try:
            async for frame in socket:
                if not client.allowed():
                    self._count("flood")
                    client.close_after({"type": "error", "text": self._words("flood")})
                    break
                try:
                    message = parse_client(frame)
                except BadMessage:
                    self._count("malformed")
                    client.close_after({"type": "error", "text": self._words("bad_message")})
                    break
                self._handle(client, message)
        except ConnectionClosed as closed:
            sent = closed.sent.code if closed.sent is not None else None
            self._count("oversized" if sent == 1009 else "broken")
        finally:
            self._leave(client)
            client.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    async def _write(self, client: _Client) -> None:
        """Send the client's outbox in order; None closes the connection."""
        try:
            while (text := await client.outbox.get()) is not None:
                await client.socket.send(text)
        except ConnectionClosed:
            return
        await client.socket.close()

    def _handle(self, client: _Client, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            client.send({"type": "pong"})
        elif kind == "pair":
            self._pair(client, message["code"])
        elif kind == "join":
            self._join(client, message["seat"], message["secret"])
        elif client.seat is None:
            self._count("not_joined")
            client.close_after({"type": "error", "text": self._words("not_joined")})
        else:
            self._act(client, client.seat, message["position"], message["choice"])

    def _pair(self, client: _Client, code: str) -> None:
        wanted = code.strip().upper()
        for seat, door in self._doors.items():
            if hmac.compare_digest(wanted.encode(), door.code.encode()):
                with self._lock:
                    # A code works once; the screen shows a fresh one for another device.
                    door.code = new_code({other.code for other in self._doors.values()})
                client.send({"type": "paired", "seat": seat, "secret": door.secret})
                return
        self._count("bad_code")
        client.wrong_codes += 1
        if client.wrong_codes >= WRONG_CODES_PER_CONNECTION:
            client.close_after({"type": "error", "text": self._words("too_many_codes")})
        else:
            client.send({"type": "refused", "text": self._words("bad_code")})

    def _join(self, client: _Client, seat: int, secret: str) -> None:
        door = self._doors.get(seat)
        if (door is None or client.seat is not None
                or not hmac.compare_digest(secret.encode(), door.secret.encode())):
            self._count("bad_secret")
            client.close_after({"type": "error", "text": self._words("bad_secret")})
            return
        if door.connection is None:
            self._seat(door, seat, client)
            return
        if door.pending is not None and door.pending is not client:
            door.pending.close_after({"type": "error", "text": self._words("claim_replaced")})
        door.pending = client
        client.send({"type": "pending", "text": self._words("pending")})
        asyncio.get_running_loop().create_task(self._probe(seat, door.connection))

    async def _probe(self, seat: int, old: _Client) -> None:
        """Drop a connection that no longer answers (the phone slept, then came back on a
        new one); if it answers, ask the shared screen about the claim."""
        try:
            pong = await old.socket.ping()
            await asyncio.wait_for(pong, PROBE_SECONDS)
        except (ConnectionClosed, TimeoutError):
            door = self._doors.get(seat)
            if door is not None and door.connection is old:
                self._leave(old)
            old.outbox.put_nowait(None)
            return
        door = self._doors.get(seat)
        if door is not None and door.pending is not None:
            self._post(ClaimRequest(seat))

    def _seat(self, door: _Door, seat: int, client: _Client) -> None:
        client.seat = seat
        door.connection = client
        door.pending = None
        door.sent_panel = None
        self._set_presence(seat, "connected")
        client.send(door.welcome.as_json())
        self._send_panel(door)

    def _leave(self, client: _Client) -> None:
        for seat, door in self._doors.items():
            if door.pending is client:
                door.pending = None
            if door.connection is client:
                door.connection = None
                client.seat = None
                self._set_presence(seat, "away")
                if door.pending is not None:
                    # The claimed seat's device is gone: the waiting one simply takes it.
                    self._seat(door, seat, door.pending)

    def _settle_claim(self, seat: int, allow: bool) -> None:
        door = self._doors.get(seat)
        if door is None or door.pending is None:
            return
        pending = door.pending
        if not allow:
            self._count("claims_denied")
            door.pending = None
            pending.close_after({"type": "error", "text": self._words("claim_denied")})
            return
        old = door.connection
        if old is not None:
            old.seat = None
            old.close_after({"type": "taken", "text": self._words("taken")})
        door.connection = None
        self._seat(door, seat, pending)

    def _act(self, client: _Client, seat: int, position: int, choice: str) -> None:
        door = self._doors[seat]
        panel = door.panel
        if door.connection is not client:
            self._count("not_joined")
            return
        if panel is None or position != panel.position or door.answered == position:
            self._count("stale")
            client.send({"type": "refused", "text": self._words("stale")})
            return
        action = panel.action_for(choice)
        if action is None:
            self._count("unknown_choice")
            client.send({"type": "refused", "text": self._words("unknown_choice")})
            return
        # One answer per position: a second tap before the next panel is stale.
        door.answered = position
        self._post(PhoneAct(seat, position, action))

    def _publish(self, seat: int, panel: Panel) -> None:
        door = self._doors.get(seat)
        if door is None:
            return
        if door.panel is None or door.panel.position != panel.position:
            door.answered = None
        door.panel = panel
        self._send_panel(door)

    def _send_panel(self, door: _Door) -> None:
        if door.panel is None or door.connection is None:
            return
        text = encode(door.panel.as_json())
        if text != door.sent_panel:
            door.sent_panel = text
            door.connection.send_text(text)

    def _reseat(self, welcomes: Sequence[Welcome], keep: set[int]) -> None:
        wanted = {welcome.seat: welcome for welcome in welcomes}
        for seat in [seat for seat in self._doors if seat not in keep or seat not in wanted]:
            closed = self._doors.pop(seat)
            with self._lock:
                self._presence.pop(seat, None)
            for client in (closed.connection, closed.pending):
                if client is not None:
                    client.seat = None
                    client.close_after({"type": "error", "text": self._words("seat_changed")})
        for seat, welcome in wanted.items():
            door = self._doors.get(seat)
            if door is None:
                taken = {other.code for other in self._doors.values()}
                self._doors[seat] = _Door(new_secret(), new_code(taken), welcome)
                with self._lock:
                    self._presence[seat] = ("waiting", None)
                continue
            door.panel = door.sent_panel = door.answered = None
            self._welcome_again(welcome)
        self._news()

    def _welcome_again(self, welcome: Welcome) -> None:
        door = self._doors.get(welcome.seat)
        if door is None:
            return
        door.welcome = welcome
        if door.connection is not None:
            door.connection.send(welcome.as_json())

    def _refuse(self, seat: int, text: str) -> None:
        door = self._doors.get(seat)
        if door is None:
            return
        door.answered = None
        if door.connection is not None:
            door.connection.send({"type": "refused", "text": text})

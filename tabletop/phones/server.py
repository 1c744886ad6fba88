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
:data:`COUNTERS`, so tests and the bench can read what was turned away. What a
stranger may try and hold open is limited for the whole table
(:mod:`tabletop.phones.guard`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import Future
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from tabletop.phones.files import PageFile, in_language, load_page, lookup
from tabletop.phones.guard import (
    Lobby,
    PairingLimit,
    QuietLog,
    host_allowed,
    raise_open_file_limit,
)
from tabletop.phones.network import lan_address
from tabletop.phones.protocol import (
    ACCEPT_BURST,
    DEFAULT_PORT,
    JOIN_SECONDS,
    MAX_MESSAGE_BYTES,
    PORT_TRIES,
    UNJOINED_CONNECTIONS,
    BadMessage,
    Panel,
    Welcome,
    page_words,
    parse_client,
)
from tabletop.phones.seating import (
    Client,
    PhoneEvent,
    Presence,
    Seating,
    SeatKey,
)

CONTENT_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; "
                  "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
                  "form-action 'none'; frame-ancestors 'none'")
"""The page runs only its own files and talks only to its own server."""

FAREWELL_SECONDS = 1.0
"""How long stopping waits for the phones to take their last word: a phone on the home
network answers in milliseconds, a sleeping one never."""

LOG = logging.getLogger("tabletop.phones")
"""The server's log, websockets' own lines included, kept to one line of a kind a minute."""
LOG.addFilter(QuietLog())


class PhoneServer:
    """The server for one game's phones; :meth:`start` it, :meth:`stop` it."""

    def __init__(self, *, language: str, port: int = DEFAULT_PORT, tries: int = PORT_TRIES,
                 host: str = "0.0.0.0", page: dict[str, PageFile] | None = None,
                 wake: Callable[[], None] | None = None, wake_after_away: Sequence[float] = (),
                 unjoined: int = UNJOINED_CONNECTIONS, join_seconds: float = JOIN_SECONDS,
                 pairing: PairingLimit | None = None, raise_file_limit: bool = True) -> None:
        """``wake`` is called from the server's thread whenever there is news for the
        table (a choice, a claim, a phone come or gone, pairing paused, and each of
        ``wake_after_away`` seconds after a phone went), so an idle frame loop need not
        poll. ``unjoined``, ``join_seconds`` and ``pairing`` are for tests."""
        self._first_port = port
        self._tries = tries
        self._host = host
        self._page = load_page() if page is None else page
        self.port: int | None = None
        self.seating = Seating(language, wake=wake, wake_after_away=wake_after_away,
                               pairing=pairing or PairingLimit(), admitted=self._admitted)
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: OSError | None = None
        self._log = LOG
        self._lobby: Lobby[ServerConnection] = Lobby(unjoined, join_seconds)
        self._clients: dict[ServerConnection, Client] = {}
        self._numbers = 0
        self._addresses = {"127.0.0.1", "::1"}
        self._raise_file_limit = raise_file_limit

    @property
    def language(self) -> str:
        """The language of the server's own words to the phones (refusals, errors)."""
        return self.seating.language

    @language.setter
    def language(self, language: str) -> None:
        self.seating.language = language

    # -- the table's side (any thread) -------------------------------------

    def open_seat(self, welcome: Welcome) -> SeatKey:
        """Let a phone in as ``welcome.seat``, with a fresh secret and code; before
        :meth:`start` (the doors are fixed while the server runs)."""
        if self._thread is not None:
            raise RuntimeError("open seats before starting the server")
        return self.seating.open_seat(welcome)

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
                self.seating.reseat(welcomes, set(keep))
            finally:
                done.set_result(None)

        self._call(change)
        done.result(10)

    def welcome_again(self, welcome: Welcome) -> None:
        """A seat's new welcome (another language), sent now to a connected phone."""
        self._call(self.seating.welcome_again, welcome)

    def key(self, seat: int) -> SeatKey:
        """The seat's secret, its current code and QR ticket (:meth:`Seating.key`)."""
        return self.seating.key(seat)

    def offer_code(self, seat: int) -> None:
        """A person asked to see ``seat``'s code again (:meth:`Seating.offer_code`)."""
        self.seating.offer_code(seat)

    def withdraw_code(self, seat: int) -> None:
        """The screen no longer shows ``seat``'s code (:meth:`Seating.withdraw_code`)."""
        self.seating.withdraw_code(seat)

    def pairing_paused(self) -> float:
        """Seconds until codes are checked again after too many wrong ones; 0 if they are."""
        return self.seating.pairing_paused()

    def pending_claim(self, seat: int) -> int | None:
        """The claim number of the device waiting for ``seat``, if one is."""
        return self.seating.pending_claim(seat)

    def unjoined(self) -> int:
        """Connections now open that have not joined a seat."""
        with self._lock:
            return len(self._lobby)

    @property
    def seats(self) -> list[int]:
        return self.seating.seats

    def start(self) -> int:
        """Listen on the first free port from ``port`` up; the port, or OSError."""
        if self._raise_file_limit:
            raise_open_file_limit()
        self._addresses.add(lan_address())
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
        self._call(self.seating.publish, seat, panel)

    def hold(self, seat: int, text: str) -> None:
        """Tell ``seat``'s phone its choice came while the game is paused on the TV: it
        is kept, and played when the game goes on (``text`` says so)."""
        self._call(self.seating.hold, seat, text)

    def refuse(self, seat: int, text: str) -> None:
        """Tell ``seat``'s phone its choice was refused, and let it choose again."""
        self._call(self.seating.refuse, seat, text)

    def settle_claim(self, seat: int, claim: int, *, allow: bool) -> None:
        """The shared screen's answer to the :class:`ClaimRequest` numbered ``claim``:
        that device takes the seat (the old one is told ``taken``) or is turned away.
        An answer about a device that is no longer the one waiting does nothing."""
        self._call(self.seating.settle_claim, seat, claim, allow)

    def poll(self) -> list[PhoneEvent]:
        """Everything the phones asked since the last poll; never waits."""
        return self.seating.poll()

    def presence(self, seat: int) -> tuple[Presence, float | None]:
        """The seat's phone state and, when away, since when (``time.monotonic``)."""
        return self.seating.presence(seat)

    def counters(self) -> dict[str, int]:
        """How often each kind of refusal happened (every name of :data:`COUNTERS`)."""
        return self.seating.counters()

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
        self._loop.set_exception_handler(self._loop_trouble)
        self._stopping = asyncio.Event()
        owner = self

        class Tracked(ServerConnection):
            """Every TCP connection, counted from its first moment, before any HTTP."""

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                owner._arrived(self)

            def connection_lost(self, exc: Exception | None) -> None:
                owner._gone(self)
                super().connection_lost(exc)

        server: Server | None = None
        last: OSError | None = None
        for port in range(self._first_port, self._first_port + self._tries):
            try:
                server = await serve(
                    self._connection, self._host, port, process_request=self._http,
                    max_size=MAX_MESSAGE_BYTES, max_queue=8, compression=None,
                    # A phone that sleeps or loses the network sends no close: its missed
                    # pong marks it away within 10 s, not 15 (trial Z2/013).
                    ping_interval=5, ping_timeout=5, close_timeout=2, open_timeout=5,
                    server_header=None, logger=self._log, create_connection=Tracked,
                    backlog=ACCEPT_BURST)
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
            await self._farewell()
            server.close()
            await server.wait_closed()

    async def _farewell(self) -> None:
        """Tell every phone its seat is gone before the connections close (the game was
        left, phones turned off), so its page clears the hand and asks for a new code
        rather than keep it under "Reconnecting…" (trial s23 C). A phone that does not
        take the word within :data:`FAREWELL_SECONDS` is closed without it."""
        text = self.seating.words("gone")
        for client in list(self._clients.values()):
            client.close_after({"type": "gone", "text": text})
        loop = asyncio.get_running_loop()
        deadline = loop.time() + FAREWELL_SECONDS
        while self._clients and loop.time() < deadline:
            await asyncio.sleep(0.02)

    def _arrived(self, connection: ServerConnection) -> None:
        """A TCP connection opened: it waits in the lobby until it joins a seat, pushing
        out its own address's oldest or the oldest of all past the limits
        (:class:`Lobby`), and is closed if it has not joined in time. A connection
        refused in the lobby costs its descriptor for no longer."""
        remote = connection.remote_address
        with self._lock:
            pushed = self._lobby.arrive(connection, str(remote[0]) if remote else "")
        for old in pushed:
            # At once, not with a closing handshake: a flood must not hold descriptors.
            self.seating.count("pushed_out")
            if old.transport is not None:
                old.transport.abort()
        if self._loop is not None:
            self._loop.call_later(self._lobby.seconds, self._deadline, connection)

    def _gone(self, connection: ServerConnection) -> None:
        with self._lock:
            self._lobby.leave(connection)

    def _admitted(self, client: Client) -> None:
        """``client`` holds a seat's secret: it no longer counts against the lobby."""
        with self._lock:
            self._lobby.leave(client.socket)

    def _deadline(self, connection: ServerConnection) -> None:
        with self._lock:
            late = self._lobby.waiting(connection)
            self._lobby.leave(connection)
        if late:
            self.seating.count("join_timeout")
            self._close(connection, "join_timeout")

    def _close(self, connection: ServerConnection, reason: str) -> None:
        """Close a connection that has no seat: with a word when it is a WebSocket
        already (a page shows why), at once while it is still bare TCP or HTTP."""
        client = self._clients.get(connection)
        if client is not None:
            client.close_after({"type": "error", "text": self.seating.words(reason)})
        elif connection.transport is not None:
            connection.transport.abort()

    def _loop_trouble(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's own complaints (an accept failing for want of descriptors is
        retried every second) are logged once a minute, without a traceback each."""
        self._log.error("network trouble: %s", context.get("message", "?"))

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """The page's files; ``/ws`` goes on to the handshake; all else is 404. A
        request must name this machine in its ``Host`` (else 421) and be a GET or
        HEAD (else 405)."""
        local = connection.local_address
        addresses = self._addresses | ({str(local[0])} if local else set())
        hosts = request.headers.get_all("Host")
        if len(hosts) != 1 or not host_allowed(hosts[0], self.port, addresses):
            self.seating.count("foreign_host")
            return connection.respond(421, "Misdirected request\n")
        if request.method not in ("GET", "HEAD") or (
                request.method == "HEAD" and request.path == "/ws"):
            self.seating.count("bad_method")
            refused = connection.respond(405, "Method not allowed\n")
            refused.headers["Allow"] = "GET, HEAD"
            return refused
        if request.path == "/ws":
            # A browser names the page that opened the socket: only our own page may,
            # so a web site a phone happens to visit cannot reach the table.
            origins = request.headers.get_all("Origin")
            if len(origins) > 1 or (origins and origins[0] != f"http://{hosts[0]}"):
                self.seating.count("foreign_origin")
                return connection.respond(403, "Forbidden\n")
            return None
        found = lookup(self._page, request.path)
        if found is None:
            self.seating.count("http_refused")
            return connection.respond(404, "Not found\n")
        if found is self._page.get("/index.html"):
            language = self.language  # the code prompt speaks as the refusals do
            found = in_language(found, language, page_words(language))
        headers = Headers([("Content-Type", found.content_type),
                           ("Content-Length", str(len(found.body))),
                           ("Cache-Control", "no-store"),
                           ("X-Content-Type-Options", "nosniff"),
                           ("Referrer-Policy", "no-referrer"),
                           ("Content-Security-Policy", CONTENT_POLICY)])
        return Response(200, "OK", headers, b"" if request.method == "HEAD" else found.body)

    async def _connection(self, socket: ServerConnection) -> None:
        self._numbers += 1
        client = Client(socket, self._numbers)
        self._clients[socket] = client
        writer = asyncio.create_task(self._write(client))
        try:
            async for frame in socket:
                if client.closing:
                    break  # an error was sent: the rest of its messages are not read
                if not client.allowed():
                    self.seating.count("flood")
                    client.close_after({"type": "error", "text": self.seating.words("flood")})
                    break
                try:
                    message = parse_client(frame)
                except BadMessage:
                    self.seating.count("malformed")
                    client.close_after({"type": "error", "text": self.seating.words("bad_message")})
                    break
                self.seating.handle(client, message)
                if client.closing:
                    break
        except ConnectionClosed as closed:
            sent = closed.sent.code if closed.sent is not None else None
            self.seating.count("oversized" if sent == 1009 else "broken")
        finally:
            self._clients.pop(socket, None)
            self.seating.leave(client)
            client.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    async def _write(self, client: Client) -> None:
        """Send the client's outbox in order; None closes the connection."""
        try:
            while (text := await client.outbox.get()) is not None:
                await client.socket.send(text)
        except ConnectionClosed:
            return
        await client.socket.close()

"""Who sits where: each person seat's door (its secret, its code, its phone) and the
table's rules for letting a device in and taking its choices, run on the phone
server's loop (:mod:`tabletop.phones.server` is the network around them).

The table's side reads and changes them only through the thread-safe calls of
:class:`Seating` (under its lock); everything else runs on the server's loop.
"""

from __future__ import annotations

import asyncio
import hmac
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from tabletop.i18n import translate
from tabletop.phones.guard import PairingLimit, device_name
from tabletop.phones.protocol import (
    MESSAGE_BURST,
    MESSAGES_PER_SECOND,
    WRONG_CODES_PER_CONNECTION,
    Panel,
    Welcome,
    encode,
    new_code,
    new_secret,
)

COUNTERS = ("bad_secret", "bad_code", "malformed", "oversized", "broken", "flood",
            "not_joined", "stale", "unknown_choice", "http_refused", "claims_denied",
            "foreign_origin", "foreign_host", "bad_method", "pairing_paused", "pushed_out",
            "join_timeout", "moved", "address_paused")
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
    the shared screen must agree (:meth:`PhoneServer.settle_claim`). ``claim`` names
    that device's connection, so an answer applies to it only; ``device`` (the kind
    its browser names, or None) and ``address`` let the screen name it."""

    seat: int
    claim: int = 0
    device: str | None = None
    address: str = ""


@dataclass(frozen=True)
class PhoneSeated:
    """A device took ``seat``: a QR code scanned, a code typed, a claim given, or the
    seat's secret from another address. The shared screen says the seat is on a phone
    now, so no stranger takes a seat unseen (no address or system: tech talk on a shared
    screen, trial s38 W/016; a claim still names both, for the answer); the seat's phone
    coming back (same secret, same address) is not news."""

    seat: int


PhoneEvent = PhoneAct | ClaimRequest | PhoneSeated


class SeatKey(NamedTuple):
    """A seat's keys: ``secret``, the one its phone keeps (never on the screen), and what
    the shared screen may show, the QR code's ``ticket`` and the typed ``code``, with
    whether they are to be shown now (``open``: the seat has no phone yet, or a person
    asked for its code again, :meth:`PhoneServer.offer_code`)."""

    secret: str
    code: str
    open: bool = True
    ticket: str = ""


@dataclass
class Door:
    """One seat's way in, owned by the server's loop."""

    secret: str
    code: str
    welcome: Welcome
    ticket: str = field(default_factory=new_secret)
    """What the QR code holds: like the code, it opens the seat only while the screen
    shows it, and a device joining with it is sent the seat's own secret (``paired``),
    so no secret that was on the TV, where a camera may catch it, keeps a seat."""
    panel: Panel | None = None
    sent_panel: str | None = None
    answered: int | None = None
    shared_before: int | None = None
    """The position of the panel before this one when that one was a shared move the phone
    did not make: a choice from it came after the shared screen had made the move."""
    connection: Client | None = None
    pending: Client | None = None
    code_open: bool = True
    """The code opens the seat only while the shared screen shows it."""
    seated_once: bool = False
    seated_by: tuple[str, str] | None = None
    """The secret and address of the last device seated: the same again is that phone
    coming back, anything else a device taking the seat."""
    retired: set[str] = field(default_factory=set)
    """Secrets this seat had before a new device paired with its code: their device is
    told the seat moved, not that its link is broken."""


@dataclass
class Client:
    """One WebSocket connection: its seat once joined, its outbox and its allowance."""

    socket: ServerConnection
    number: int = 0
    seat: int | None = None
    closing: bool = False
    """An error was sent: nothing more from this connection is handled."""
    wrong_codes: int = 0
    tokens: float = MESSAGE_BURST
    refilled: float = field(default_factory=time.monotonic)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    @property
    def address(self) -> str:
        """The address the connection came from ("" once it is gone)."""
        remote = self.socket.remote_address
        return str(remote[0]) if remote else ""

    def device(self) -> str | None:
        """The kind of device its browser names (``Android``...), None if unknown."""
        request = self.socket.request
        agents = request.headers.get_all("User-Agent") if request is not None else []
        return device_name(agents[0] if agents else None)

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
        """Send ``message``, then close: the writer sends everything queued before, and
        nothing the client sends after it is handled."""
        if self.closing:
            return
        self.closing = True
        self.send(message)
        self.outbox.put_nowait(None)



class Seating:
    """The doors of one table's person seats and what the phones asked of them."""

    def __init__(self, language: str, *, wake: Callable[[], None] | None,
                 wake_after_away: Sequence[float], pairing: PairingLimit,
                 admitted: Callable[[Client], None]) -> None:
        self.language = language
        self._wake = wake
        self._wake_after_away = wake_after_away
        self._pairing = pairing
        self._admitted = admitted
        self._paused_until = 0.0
        self._doors: dict[int, Door] = {}
        self._events: queue.SimpleQueue[PhoneEvent] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._counts: Counter[str] = Counter()
        self._presence: dict[int, tuple[Presence, float | None]] = {}

    # -- the table's side (any thread) -------------------------------------

    def open_seat(self, welcome: Welcome) -> SeatKey:
        """Let a phone in as ``welcome.seat``, with a fresh secret and code."""
        taken = {door.code for door in self._doors.values()}
        door = Door(new_secret(), new_code(taken), welcome)
        self._doors[welcome.seat] = door
        self._presence[welcome.seat] = ("waiting", None)
        return SeatKey(door.secret, door.code, ticket=door.ticket)

    def key(self, seat: int) -> SeatKey:
        """The seat's secret, its current code and QR ticket (new ones once one was used)."""
        door = self._doors[seat]
        with self._lock:
            return SeatKey(door.secret, door.code, door.code_open, door.ticket)

    def offer_code(self, seat: int) -> None:
        """A person asked to see ``seat``'s code again (its phone is away, or another
        device is to take it): a fresh code and QR ticket open the seat while the screen
        shows them. A device that pairs with one gets a new secret, and the old device is
        let go; the seat's phone keeps its own secret for coming back meanwhile."""
        door = self._doors.get(seat)
        if door is None:
            return
        with self._lock:
            if not door.code_open:
                self._renew_shown(door)
                door.code_open = True
        self.news()

    def _renew_shown(self, door: Door) -> None:
        """A fresh code and QR ticket for ``door``: the ones shown before open nothing."""
        door.code = new_code({other.code for other in self._doors.values()})
        door.ticket = new_secret()

    def withdraw_code(self, seat: int) -> None:
        """The screen no longer shows ``seat``'s code and QR code: they open nothing from
        now on, and :meth:`offer_code` shows fresh ones (trial s21: a code that had left
        the TV still paired a stranger). A seat that never had a phone also renews the
        secret its code or QR code paired a device with, so a device that paired and
        never joined joins no later. A seat's phone keeps its own for coming back."""
        door = self._doors.get(seat)
        if door is None:
            return
        with self._lock:
            door.code_open = False
            if not door.seated_once:
                door.secret = new_secret()

    def pairing_paused(self) -> float:
        """Seconds until codes are checked again after too many wrong ones; 0 if they are."""
        with self._lock:
            return max(0.0, self._paused_until - time.monotonic())

    def pending_claim(self, seat: int) -> int | None:
        """The claim number of the device waiting for ``seat``, if one is."""
        with self._lock:
            door = self._doors.get(seat)
            pending = door.pending if door is not None else None
            return pending.number if pending is not None else None

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

    @property
    def seats(self) -> list[int]:
        return sorted(self._doors)

    # -- the server's loop ---------------------------------------------------

    def count(self, name: str) -> None:
        with self._lock:
            self._counts[name] += 1

    def words(self, key: str) -> str:
        return translate(f"{NAMESPACE}.{key}", self.language)

    def _set_presence(self, seat: int, state: Presence) -> None:
        with self._lock:
            self._presence[seat] = (state, time.monotonic() if state == "away" else None)
        self.news()
        if state == "away":
            loop = asyncio.get_running_loop()
            for after in self._wake_after_away:
                loop.call_later(after, self.news)

    def _post(self, event: PhoneEvent) -> None:
        self._events.put(event)
        self.news()

    def news(self) -> None:
        if self._wake is not None:
            self._wake()

    def handle(self, client: Client, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            client.send({"type": "pong"})
        elif kind == "pair":
            self._pair(client, message["code"])
        elif kind == "join":
            self._join(client, message["seat"], message["secret"])
        elif client.seat is None:
            self.count("not_joined")
            client.close_after({"type": "error", "text": self.words("not_joined")})
        else:
            self._act(client, client.seat, message["position"], message["choice"])

    def _pair(self, client: Client, code: str) -> None:
        address = client.address
        if self._pairing.address_paused_for(address) > 0:
            # This address guessed too often: its codes are not checked, while every
            # other device pairs on.
            self.count("address_paused")
            client.close_after({"type": "error", "text": self.words("address_paused")})
            return
        paused = self._pairing.paused_for()
        if paused > 0:
            # Too many wrong codes for the whole table this minute (many addresses): none
            # is checked, a right one neither, so guessing gains nothing from more of them.
            self.count("pairing_paused")
            self._pause(paused)
            client.close_after({"type": "error", "text": self.words("pairing_paused")})
            return
        wanted = code.strip().upper().encode()
        for seat, door in self._doors.items():
            if door.code_open and hmac.compare_digest(wanted, door.code.encode()):
                self._hand_over(client, seat, door)
                return
        self._pairing.wrong(address)
        self._pause(self._pairing.paused_for())
        self.count("bad_code")
        client.wrong_codes += 1
        if self._pairing.address_paused_for(address) > 0:
            client.close_after({"type": "error", "text": self.words("address_paused")})
        elif client.wrong_codes >= WRONG_CODES_PER_CONNECTION:
            client.close_after({"type": "error", "text": self.words("too_many_codes")})
        else:
            client.send({"type": "refused", "text": self.words("bad_code")})

    def _hand_over(self, client: Client, seat: int, door: Door) -> None:
        """A code or QR ticket on the screen was used: the device gets the seat's secret."""
        with self._lock:
            # A code works once; the screen shows a fresh one for another device.
            self._renew_shown(door)
            if door.seated_once:
                # A new device for a seat that had one: the old device's secret
                # opens nothing from now on, and that device is told so.
                door.retired.add(door.secret)
                door.secret = new_secret()
        client.send({"type": "paired", "seat": seat, "secret": door.secret})

    def _pause(self, seconds: float) -> None:
        """Pairing is paused for ``seconds`` (0: not): the shared screen says so."""
        if seconds <= 0:
            return
        with self._lock:
            first = self._paused_until <= time.monotonic()
            self._paused_until = time.monotonic() + seconds
        if first:
            self.news()

    def _join(self, client: Client, seat: int, secret: str) -> None:
        door = self._doors.get(seat)
        given = secret.encode()
        if (door is not None and client.seat is None and door.code_open
                and hmac.compare_digest(given, door.ticket.encode())):
            # The QR code on the screen, scanned: traded for the seat's own secret, which
            # the page joins with (the ticket was on the TV, the secret never is).
            self._hand_over(client, seat, door)
            return
        if (door is None or client.seat is not None
                or not hmac.compare_digest(given, door.secret.encode())):
            if door is not None and any(hmac.compare_digest(given, old.encode())
                                        for old in door.retired):
                self.count("moved")
                client.close_after({"type": "error", "text": self.words("moved")})
                return
            self.count("bad_secret")
            client.close_after({"type": "error", "text": self.words("bad_secret")})
            return
        self._admitted(client)
        if door.connection is None:
            self._seat(door, seat, client)
            return
        if door.pending is not None and door.pending is not client:
            door.pending.close_after({"type": "error", "text": self.words("claim_replaced")})
        with self._lock:
            door.pending = client
        client.send({"type": "pending", "text": self.words("pending")})
        asyncio.get_running_loop().create_task(
            self._probe(seat, door.connection, client.number))

    async def _probe(self, seat: int, old: Client, claim: int) -> None:
        """Drop a connection that no longer answers (the phone slept, then came back on a
        new one); if it answers, ask the shared screen about the claim."""
        try:
            pong = await old.socket.ping()
            await asyncio.wait_for(pong, PROBE_SECONDS)
        except (ConnectionClosed, TimeoutError):
            door = self._doors.get(seat)
            if door is not None and door.connection is old:
                self.leave(old)
            old.outbox.put_nowait(None)
            return
        door = self._doors.get(seat)
        pending = door.pending if door is not None else None
        if pending is not None and pending.number == claim:
            self._post(ClaimRequest(seat, claim, pending.device(), pending.address))

    def _seat(self, door: Door, seat: int, client: Client) -> None:
        client.seat = seat
        door.connection = client
        with self._lock:
            door.pending = None
            door.seated_once = True
            door.code_open = False  # the phone is in: its code leaves the screen
            returning = door.seated_by == (door.secret, client.address)
            door.seated_by = (door.secret, client.address)
        door.sent_panel = None
        if not returning:
            self._post(PhoneSeated(seat))
        self._set_presence(seat, "connected")
        client.send(door.welcome.as_json())
        self._send_panel(door)

    def leave(self, client: Client) -> None:
        for seat, door in self._doors.items():
            if door.pending is client:
                with self._lock:
                    door.pending = None
                    self._unclaim(door)
                self.news()  # a dialog about this device closes
            if door.connection is client:
                door.connection = None
                client.seat = None
                self._set_presence(seat, "away")
                if door.pending is not None:
                    # The claimed seat's device is gone: the waiting one simply takes it.
                    self._seat(door, seat, door.pending)

    @staticmethod
    def _unclaim(door: Door) -> None:
        """A claim for ``door`` ended without its device seated (refused, or gone): had
        that device paired with a code shown meanwhile, the secret the code paid out opens
        nothing, and the seated phone's own opens the seat again. Kept, the secret let a
        refused guest take the seat once that phone slept, the phone itself told the seat
        was on another."""
        if door.seated_by is not None and door.seated_by[0] != door.secret:
            door.retired.discard(door.seated_by[0])
            door.secret = door.seated_by[0]

    def settle_claim(self, seat: int, claim: int, allow: bool) -> None:
        door = self._doors.get(seat)
        if door is None or door.pending is None or door.pending.number != claim:
            return  # the dialog was about a device that has gone or was replaced
        pending = door.pending
        if not allow:
            self.count("claims_denied")
            with self._lock:
                door.pending = None
                self._unclaim(door)
            pending.close_after({"type": "error", "text": self.words("claim_denied")})
            return
        old = door.connection
        if old is not None:
            old.seat = None
            old.close_after({"type": "taken", "text": self.words("taken")})
        door.connection = None
        self._seat(door, seat, pending)

    def _act(self, client: Client, seat: int, position: int, choice: str) -> None:
        door = self._doors[seat]
        panel = door.panel
        if door.connection is not client:
            self.count("not_joined")
            return
        if panel is None or position != panel.position or door.answered == position:
            self.count("stale")
            # A shared move the TV made first: said so, not "choose again" (trial Z2/012).
            late = position == door.shared_before
            client.send({"type": "refused",
                         "text": self.words("taken_on_tv" if late else "stale")})
            return
        action = panel.action_for(choice)
        if action is None:
            self.count("unknown_choice")
            client.send({"type": "refused", "text": self.words("unknown_choice")})
            return
        # One answer per position: a second tap before the next panel is stale.
        door.answered = position
        self._post(PhoneAct(seat, position, action))

    def publish(self, seat: int, panel: Panel) -> None:
        door = self._doors.get(seat)
        if door is None:
            return
        if door.panel is None or door.panel.position != panel.position:
            old = door.panel
            # A shared move this phone did not make: the shared screen made it.
            door.shared_before = (old.position if old is not None and old.shared
                                  and door.answered != old.position else None)
            door.answered = None
        door.panel = panel
        self._send_panel(door)

    def _send_panel(self, door: Door) -> None:
        if door.panel is None or door.connection is None:
            return
        text = encode(door.panel.as_json())
        if text != door.sent_panel:
            door.sent_panel = text
            door.connection.send_text(text)

    def reseat(self, welcomes: Sequence[Welcome], keep: set[int]) -> None:
        wanted = {welcome.seat: welcome for welcome in welcomes}
        for seat in [seat for seat in self._doors if seat not in keep or seat not in wanted]:
            closed = self._doors.pop(seat)
            with self._lock:
                self._presence.pop(seat, None)
            for client in (closed.connection, closed.pending):
                if client is not None:
                    client.seat = None
                    # Its secret opens nothing any more: "gone" clears the page's hand and
                    # forgets the secret ("error" left both, trial s23).
                    client.close_after({"type": "gone", "text": self.words("seat_changed")})
        for seat, welcome in wanted.items():
            door = self._doors.get(seat)
            if door is None:
                taken = {other.code for other in self._doors.values()}
                # Its code opens it once the codes screen shows it, not before.
                self._doors[seat] = Door(new_secret(), new_code(taken), welcome,
                                         code_open=False)
                with self._lock:
                    self._presence[seat] = ("waiting", None)
                continue
            door.panel = door.sent_panel = door.answered = door.shared_before = None
            self.welcome_again(welcome)
        self.news()

    def welcome_again(self, welcome: Welcome) -> None:
        door = self._doors.get(welcome.seat)
        if door is None:
            return
        door.welcome = welcome
        if door.connection is not None:
            door.connection.send(welcome.as_json())

    def hold(self, seat: int, text: str) -> None:
        door = self._doors.get(seat)
        if door is not None and door.connection is not None:
            door.connection.send({"type": "held", "text": text})

    def refuse(self, seat: int, text: str) -> None:
        door = self._doors.get(seat)
        if door is None:
            return
        door.answered = None
        if door.connection is not None:
            door.connection.send({"type": "refused", "text": text})

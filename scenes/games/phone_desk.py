"""The table's side of the phones for one game: the server, each person seat's way in
and which seats hold their decisions on a phone now.

A :class:`PhoneDesk` exists only while phones are on: made when the table turns them
on (seat setup or the pause menu), stopped when they are turned off or the table is
left for the menu; the server listens only in between. A finished game hands its desk
to the results screen, and Play again to the next game at the same seats
(:meth:`PhoneDesk.carry`): a person's phone stays paired from one game to the next.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.games.phone_kit import hex_colour
from scenes.shell import theme
from tabletop.phones.network import lan_address
from tabletop.phones.protocol import (
    DEFAULT_PORT,
    PORT_TRIES,
    SeatLook,
    Welcome,
    base_url,
    page_words,
    seat_url,
)
from tabletop.phones.server import PhoneServer
from tabletop.storage.names import localised_seats

if TYPE_CHECKING:
    from tabletop.core.seats import SeatConfig
    from tabletop.i18n import Words

AWAY_SECONDS = 5.0
"""A phone gone this long is marked away on the shared screen ("Ben's phone is away"),
with the offer to show its code again or to play its turn on the TV."""

GRACE_SECONDS = 20.0
"""A phone gone away (asleep, reloading, off the network) keeps its seat this long;
after it the seat's private decisions come behind the curtain again."""

PHONE_NEWS = pygame.event.custom_type()
"""Posted from the server's thread when a phone has news, so an idle loop wakes."""

SYMBOLS = {theme.SeatSymbol.CIRCLE: "●", theme.SeatSymbol.SQUARE: "■",
           theme.SeatSymbol.TRIANGLE: "▲", theme.SeatSymbol.DIAMOND: "◆",
           theme.SeatSymbol.STAR: "★", theme.SeatSymbol.HEXAGON: "⬢"}
"""Each seat symbol as a character the phone's own fonts draw."""


def wake() -> None:
    """Wake an idle frame loop (:data:`PHONE_NEWS`), from any thread."""
    # SDL's event queue takes events from any thread; a full queue only loses a wake-up.
    try:
        pygame.event.post(pygame.event.Event(PHONE_NEWS))
    except pygame.error:
        return


class PhoneDesk:
    """The running server and the person seats it lets in."""

    def __init__(self, seats: Sequence[SeatConfig], words: Words, *, port: int = DEFAULT_PORT,
                 tries: int = PORT_TRIES, host: str = "0.0.0.0") -> None:
        """Start listening in ``words``' language (OSError when no port is free);
        ``port``, ``tries`` and ``host`` are for tests and the bench."""
        self.language = words.language
        self.server = PhoneServer(language=self.language, host=host, port=port, tries=tries,
                                  wake=wake,
                                  wake_after_away=(AWAY_SECONDS + 0.1, GRACE_SECONDS + 0.1))
        self._take_seats(seats)
        self._released: set[int] = set()
        """Seats whose away phone a person let go of: their turns come to the TV."""
        for index in self.persons:
            self.server.open_seat(self._welcome(index))
        self.port = self.server.start()
        self.host = lan_address()

    def _take_seats(self, seats: Sequence[SeatConfig]) -> None:
        self.seats = list(seats)
        self.names = [seat.name for seat in seats]
        self.persons = [index for index, seat in enumerate(seats) if seat.is_person]

    def carry(self, seats: Sequence[SeatConfig], words: Words) -> bool:
        """The next game at this table: each person seat whose person sits there again
        (same name and colour) keeps its phone, paired, with no new code; any other
        person seat gets a fresh secret and code, and a phone whose seat changed is told
        so and let go. False, with nothing changed, when no seat's person stays: the
        caller stops the desk rather than keep a server no phone is paired with."""
        kept = {index for index, seat in enumerate(seats)
                if seat.is_person and index in self.persons
                and (seat.name, seat.colour) == (self.seats[index].name,
                                                 self.seats[index].colour)}
        if not kept:
            return False
        self._take_seats(seats)
        self.language = self.server.language = words.language
        self.server.reseat([self._welcome(index) for index in self.persons], kept)
        return True

    def _welcome(self, index: int) -> Welcome:
        looks = tuple(self._look(number) for number in range(len(self.seats)))
        mine = looks[index]
        return Welcome(index, mine.name, mine.colour, mine.symbol, self.language,
                       page_words(self.language), looks)

    def _look(self, index: int) -> SeatLook:
        seat = self.seats[index]
        style = theme.seat_style(seat.colour)
        return SeatLook(index, seat.name, hex_colour(style.colour), SYMBOLS[style.symbol])

    def follow_language(self, words: Words) -> None:
        """After a language switch (the pause menu's settings), every phone gets its
        welcome again in the new language, and the server's own refusals follow. A default
        name follows the language as the table's do (:func:`localised_seats`, as the
        scene's ``seats_in``), a typed one stays: the names copied at pairing stayed
        English over a Korean table."""
        language = words.language
        if language == self.language:
            return
        self.language = self.server.language = language
        self._take_seats(localised_seats(self.seats, words))
        for index in self.persons:
            self.server.welcome_again(self._welcome(index))

    def name(self, seat: int) -> str:
        return self.names[seat]

    def stop(self) -> None:
        self.server.stop()

    @property
    def address(self) -> str:
        """The short address to type by hand."""
        return base_url(self.host, self.port)

    def seat_address(self, seat: int) -> str:
        """What seat ``seat``'s QR code holds: its ticket in the fragment, good only while
        the screen shows it (the page trades it for the seat's own secret)."""
        return seat_url(self.host, self.port, seat, self.server.key(seat).ticket)

    def code(self, seat: int) -> str:
        return self.server.key(seat).code

    def holds(self, seat: int) -> bool:
        """True while ``seat``'s decisions are made on its phone: connected, or gone for
        less than :data:`GRACE_SECONDS`."""
        if seat not in self.persons:
            return False
        state, since = self.server.presence(seat)
        if state == "connected":
            self._released.discard(seat)  # back: the next away starts a new grace
            return True
        return (state == "away" and since is not None and seat not in self._released
                and time.monotonic() - since < GRACE_SECONDS)

    def away(self, seat: int) -> bool:
        """True while ``seat``'s phone has been gone :data:`AWAY_SECONDS` and its seat
        still waits for it: the TV marks it ("Ben's phone is away")."""
        state, since = self.server.presence(seat)
        return (self.holds(seat) and state == "away" and since is not None
                and time.monotonic() - since >= AWAY_SECONDS)

    def release(self, seat: int) -> None:
        """Stop waiting for ``seat``'s away phone: its private decisions come behind the
        curtain on the TV until the phone is back."""
        self._released.add(seat)

    def state(self, seat: int) -> str:
        """``waiting``, ``connected``, ``away`` (within the grace) or ``curtain`` (past it)."""
        state, _since = self.server.presence(seat)
        if state == "away" and not self.holds(seat):
            return "curtain"
        return state

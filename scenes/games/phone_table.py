"""Phones on the table: :class:`PhoneSeats`, mixed into
:class:`scenes.games.base.GameScene`, keeps each phone's panel current, takes the phones'
choices through the same check and apply as a click, and tells the curtain which
seats decide on a phone (DESIGN §8).

Once a frame (:meth:`PhoneSeats.update_phones`) it rebuilds a seat's panel only when
the game moved or the language changed, from that seat's own view (the gate's
``seat_view``), the seat to move first and then as many as fit in
:data:`PANEL_BUDGET_SECONDS`, and takes the server's queue without waiting. A choice made for
another position than the table's, or by a seat not to move, is refused as stale;
a refusal by the rules goes back to that phone in the engine's words.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from scenes.games.phone_desk import PhoneDesk, wake
from scenes.games.phone_kit import PanelMaker, panel_maker, word
from scenes.scene import Push, Transition
from tabletop.core.actions import IllegalAction
from tabletop.phones.seating import ClaimRequest, PhoneAct

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.games.manners import TableManners
    from scenes.widgets.toast import ToastStack
    from scenes.widgets.tween import Timeline
    from tabletop.core.engine import Engine
    from tabletop.core.events import Event
    from tabletop.session import GameSession


PANEL_BUDGET_SECONDS = 0.003
"""Panels are made in one frame until this much time went to them (at least one)."""


class PhoneSeats:
    """The game scene's phones: None until "Use phones", and again once turned off."""

    context: AppContext
    session: GameSession
    hides_information: bool
    timeline: Timeline
    toasts: ToastStack
    persons: list[int]
    manners: TableManners
    _pending: Transition | None
    phones: PhoneDesk | None = None
    _phone_offers: dict[int, int]

    if TYPE_CHECKING:
        @property
        def position(self) -> int: ...

        @property
        def is_busy(self) -> bool: ...

        def seat_view(self, seat: int) -> Engine[Any]: ...

        def play_events(self, events: list[Event]) -> None: ...

        def resync(self) -> None: ...

        def decision_shows_secrets(self, seat: int) -> bool: ...

        def holds_table(self) -> bool: ...

        def release_table(self) -> None: ...

        def _settle(self) -> None: ...

    def phone_maker(self) -> PanelMaker | None:
        """The game's panel maker when phones make sense here: hidden information and a
        person at the table."""
        if not (self.hides_information and self.persons):
            return None
        return panel_maker(self.session.spec.id)

    def seat_on_phone(self, seat: int) -> bool:
        """True while ``seat`` makes its decisions on its phone (the curtain stays down)."""
        return self.phones is not None and self.phones.holds(seat)

    def press_awaited(self) -> bool:
        """True when a person plays at the shared screen, not on a phone: only then may the
        table hold a result until someone presses (the phones' pages ask for no press)."""
        return any(not self.seat_on_phone(seat) for seat in self.persons)

    def phone_away(self, seat: int) -> bool:
        """True while ``seat``'s phone is marked away on the TV (its turn waits)."""
        return self.phones is not None and self.phones.away(seat)

    def phone_deciding(self) -> bool:
        """True while the seat to move makes a private decision on its phone: its phone's
        panel for this position offers choices. A decision the phone does not offer (a
        Polterfass innkeeper's throw) is made on the shared screen, on the public table."""
        seat = self.session.current_seat
        return (seat is not None and self.seat_on_phone(seat)
                and self.decision_shows_secrets(seat)
                and self._phone_offers.get(seat) == self.position)

    def start_phones(self, **where: Any) -> bool:
        """Turn phones on (the server starts listening); False, said in a toast, when
        there is no free port. ``where`` (port, tries, host) is for tests and the bench."""
        if self.phones is not None:
            return True
        try:
            desk = PhoneDesk(self.session.seats, self.context.words, **where)
        except OSError:
            self.toasts.show(word(self.context.words, "no_port"))
            return False
        self._seat_phones(desk)
        return True

    def take_phones(self, desk: PhoneDesk) -> bool:
        """The last game's phones at this table (Play again): seats whose person stays
        keep their phone without a new code (:meth:`PhoneDesk.carry`). False when phones
        have no place here or no person stays; the desk is stopped then."""
        if self.phones is None and self.phone_maker() is not None and desk.carry(
                self.session.seats, self.context.words):
            self._seat_phones(desk)
            return True
        desk.stop()
        return False

    def hand_over_phones(self) -> PhoneDesk | None:
        """The running phones, for the results screen to keep for the next game; this
        table lets go of them (leaving it then no longer stops them)."""
        desk, self.phones = self.phones, None
        return desk

    def _seat_phones(self, desk: PhoneDesk) -> None:
        self.phones = desk
        self.manners.phone_away = self.phone_away
        self._phone_shown: dict[int, tuple[int, str]] = {}
        self._phone_offers = {}
        """Each seat's last position whose panel offered choices."""
        self._phones_holding: set[int] = set()
        self._phones_away: set[int] = set()
        self.update_phones()

    def stop_phones(self) -> None:
        """Turn phones off: the server closes every connection and stops listening."""
        desk, self.phones = self.phones, None
        if desk is not None:
            desk.stop()
            self.resync()

    def open_phones(self) -> None:
        """Show the phones' QR codes and codes over the table, turning phones on first."""
        from scenes.phones_screen import PhonesScene

        if self.phone_maker() is not None and self.start_phones():
            self._pending = Push(PhonesScene(self.context, self))

    def update_phones(self) -> None:
        """Once a frame: panels, then the phones' choices and claims (never waits)."""
        desk = self.phones
        if desk is None:
            return
        maker = self.phone_maker()
        if maker is None:
            return
        holding = {seat for seat in desk.persons if desk.holds(seat)}
        away = {seat for seat in desk.persons if desk.away(seat)}
        if away != self._phones_away:
            # "Ben's phone is away" in the prompt, or no longer.
            self._phones_away = away
            if not self.is_busy:
                self.resync()
        if holding != self._phones_holding:
            # A phone came or went past its grace: prompt and curtain follow at once.
            came = holding - self._phones_holding
            self._phones_holding = holding
            if came and self.is_busy:
                # Its person's private view may be up: the shared screen is public from
                # this very frame, not once an animation has played out.
                self.timeline.fast_forward()
                self._settle()
            if not self.is_busy:
                self.resync()
        names = [seat.name for seat in self.session.seats]
        words = self.context.words
        shown = (self.position, words.language)
        desk.follow_language(words)
        behind = [seat for seat in desk.persons if self._phone_shown.get(seat) != shown]
        current = self.session.current_seat
        behind.sort(key=lambda seat: seat != current)
        started = time.perf_counter()
        # The seat to move first, then as many as fit in PANEL_BUDGET_SECONDS: a panel
        # costs up to a millisecond (the seat's own view and its legal moves), so six
        # phones get theirs within a frame or two of a move, not one a frame (a sixth
        # phone 100 ms late), and no frame carries them all at once without need.
        while behind:
            seat = behind.pop(0)
            self._phone_shown[seat] = shown
            panel = maker(words, self.seat_view(seat), seat, self.position, names)
            if panel.choices:
                self._phone_offers[seat] = self.position
            desk.server.publish(seat, panel)
            if time.perf_counter() - started >= PANEL_BUDGET_SECONDS:
                break
        if behind:
            wake()  # a still table's idle loop steps again for the next phones' panels
        for event in desk.server.poll():
            if isinstance(event, PhoneAct):
                self._phone_act(desk, event)
            elif isinstance(event, ClaimRequest):
                from scenes.phones_screen import ClaimScene

                self._pending = Push(ClaimScene(self.context, desk, event))

    def _phone_act(self, desk: PhoneDesk, act: PhoneAct) -> None:
        if act.position != self.position or self.session.current_seat != act.seat:
            desk.server.refuse(act.seat, word(self.context.words, "stale"))
            return
        if self.is_busy:  # as a click does: the animation jumps to its end first
            self.timeline.fast_forward()
            self._settle()
        if self.holds_table():
            self.release_table()
        try:
            events = self.session.apply(act.action)
        except IllegalAction as error:
            desk.server.refuse(act.seat, error.localized(self.context.words.language))
            return
        self.play_events(events)

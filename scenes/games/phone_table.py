"""Phones at the table: :class:`TablePhones`, the component of a playing table's driver
(:class:`scenes.games.playing.PlayingDriver`) that keeps each phone's panel current,
takes the phones' choices through the same check and apply as a click, and tells the
curtain which seats decide on a phone (DESIGN §8).

Once a frame (:meth:`TablePhones.update`) it rebuilds a seat's panel only when the game
moved or the language changed, from that seat's own view (the gate's ``seat_view``), the
seat to move first and then as many as fit in :data:`PANEL_BUDGET_SECONDS`, and takes the
server's queue without waiting.
A choice made for another position than the table's, or by a seat not to move, is
refused as stale (a shared move the TV made first says so); a refusal by the rules goes
back to that phone in the engine's words. A public decision comes to a phone only where
the game declares it (``PUBLIC_MOVES``, :mod:`scenes.games.phone_kit`): its panel is
marked shared, the TV takes it too, and a phone's move of any other kind is refused.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from scenes.games.phone_desk import PhoneDesk, wake
from scenes.games.phone_kit import PanelMaker, PublicMoves, word
from scenes.screens.phones_screen import ClaimScene, PhonesScene
from scenes.shell.scene import Push
from scenes.widgets.toast import reading_seconds
from tabletop.phones.seating import ClaimRequest, PhoneAct, PhoneSeated

if TYPE_CHECKING:
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Scene, Transition
    from scenes.widgets.toast import Toast, ToastStack
    from tabletop.core.actions import Action
    from tabletop.core.engine import Engine
    from tabletop.session import GameSession


PANEL_BUDGET_SECONDS = 0.003
"""Panels are made in one frame until this much time went to them (at least one)."""


class PhoneHost(Protocol):
    """What the phones ask of the table driver that holds them."""

    @property
    def position(self) -> int: ...

    @property
    def is_busy(self) -> bool: ...

    def seat_view(self, seat: int) -> Engine[Any]: ...

    def decision_shows_secrets(self, seat: int) -> bool: ...

    def take_phone_move(self, action: Action) -> str | None: ...

    def skip_motion(self) -> None: ...

    def resync(self) -> None: ...

    def request(self, transition: Transition) -> None: ...


class TablePhones:
    """A table's phones: offered where the game hides something and a person plays, and
    running from "Use phones" until they are turned off (or handed to the next game)."""

    def __init__(self, context: AppContext, session: GameSession, host: PhoneHost, *,
                 hides_information: bool, panels: PanelMaker | None, toasts: ToastStack,
                 public: PublicMoves = ()) -> None:
        """``panels`` is the game's panel maker (None: the game has no phone panels);
        ``public`` the public decisions its phones may take beside the TV."""
        self.context = context
        self.session = session
        self.hides_information = hides_information
        self.host = host
        self.panels = panels
        self.public = public
        self.toasts = toasts
        self.desk: PhoneDesk | None = None
        """The running server and its phones; None while phones are off."""
        self._shown: dict[int, tuple[int, str]] = {}  # each seat's panel: position, language
        self._offers: dict[int, int] = {}  # each seat's last position whose panel offered choices
        self._shared: dict[int, int] = {}  # ... and whose choices were a shared public move
        self._holding: set[int] = set()
        self._away: set[int] = set()
        self._told_lost: set[int] = set()  # seats whose lost phone the TV announced
        self._told_here: set[int] = set()  # ... and whose turns it said come to the TV
        self._notices: dict[int, Toast] = {}  # each seat's last word about its phone
        self._paused = False  # pairing paused after too many wrong codes, told once
        self._mover_offer_unsaid = False  # the mover's panel went out after its prompt
        self._held_acts: dict[int, PhoneAct] = {}  # each seat's move made while covered
        self._frame_started = 0.0  # when this frame's panels began (their budget's start)
        self._frame_position = -1  # the table's position then

    @property
    def offered(self) -> bool:
        """True where phones make sense: hidden information, a person, the game's panels."""
        persons = any(seat.is_person for seat in self.session.seats)
        return self.panels is not None and persons and self.hides_information

    @property
    def running(self) -> bool:
        return self.desk is not None

    @property
    def panel_maker(self) -> PanelMaker | None:
        """The game's panel maker while phones are offered here."""
        return self.panels if self.offered else None

    def holds(self, seat: int) -> bool:
        """True while ``seat`` makes its decisions on its phone (the curtain stays down)."""
        return self.desk is not None and self.desk.holds(seat)

    def away(self, seat: int) -> bool:
        """True while ``seat``'s phone is marked away on the TV (its turn waits)."""
        return self.desk is not None and self.desk.away(seat)

    def deciding(self, seat: int | None) -> bool:
        """True while ``seat``, to move, makes a private decision on its phone: its phone's
        panel for this position offers choices, or is still to be made. A decision the
        phone does not offer (a
        Polterfass innkeeper's throw) is made on the shared screen, on the public table."""
        if seat is None or not self.holds(seat) or not self.host.decision_shows_secrets(seat):
            return False
        position = self.host.position
        made = self._shown.get(seat)
        # Until its panel for this position is made, the phone is taken to offer it: a
        # prompt made first named keys on the TV through a whole trick's gathering, beside
        # "Junho's cards are on the phone" (trial s22).
        return self._offers.get(seat) == position or made is None or made[0] != position

    def start(self, **where: Any) -> bool:
        """Turn phones on (the server starts listening); False, said in a toast, when
        there is no free port. ``where`` (port, tries, host) is for tests and the bench."""
        if self.desk is not None:
            return True
        try:
            desk = PhoneDesk(self.session.seats, self.context.words, **where)
        except OSError:
            self.toasts.show(word(self.context.words, "no_port"))
            return False
        self._seat(desk)
        return True

    def take(self, desk: PhoneDesk) -> bool:
        """The last game's phones at this table (Play again): seats whose person stays keep
        their phone without a new code (:meth:`PhoneDesk.carry`). False when phones have
        no place here or no person stays; the desk is stopped then."""
        if self.desk is None and self.offered and desk.carry(self.session.seats,
                                                             self.context.words):
            self._seat(desk)
            return True
        desk.stop()
        return False

    def hand_over(self) -> PhoneDesk | None:
        """The running phones, for the results screen to keep for the next game; this
        table lets go of them (leaving it then no longer stops them)."""
        desk, self.desk = self.desk, None
        return desk

    def stop(self) -> None:
        """Turn phones off: the server closes every connection and stops listening."""
        desk, self.desk = self.desk, None
        if desk is not None:
            desk.stop()
            self.host.resync()

    def codes_screen(self) -> Scene | None:
        """The phones' QR codes and codes, turning phones on first; None where phones are
        not offered or no port is free (said in a toast)."""
        if self.offered and self.start():
            return PhonesScene(self.context, self)
        return None

    def _seat(self, desk: PhoneDesk) -> None:
        self.desk = desk
        self._shown = {}
        self._offers = {}
        self._shared = {}
        self._holding = set()
        self._away = set()
        self._told_lost = set()
        self._told_here = set()
        self._notices = {}
        self._paused = False
        self._mover_offer_unsaid = False
        self._held_acts = {}
        self.update()

    def update(self, *, covered: bool = False) -> None:
        """Once a frame: panels, then the phones' choices and claims (never waits).
        ``covered``: a screen stands over the table (the codes, the pause menu, a cover):
        a claim is asked and a device taking a seat named at once (trial s22: the codes
        screen left a claim unasked until Done), but a move waits for the table."""
        desk = self.desk
        maker = self.panel_maker
        if desk is None or maker is None:
            return
        self._frame_started = time.perf_counter()
        self._frame_position = self.host.position
        holding = {seat for seat in desk.persons if desk.holds(seat)}
        away = {seat for seat in desk.persons if desk.away(seat)}
        if away != self._away:
            # "Ben's phone is away" in the prompt, or no longer.
            self._away = away
            if not self.host.is_busy:
                self.host.resync()
        if holding != self._holding:
            # A phone came or went past its grace: prompt and curtain follow at once.
            came = holding - self._holding
            self._holding = holding
            if came and self.host.is_busy:
                # Its person's private view may be up: the shared screen is public from
                # this very frame, not once an animation has played out.
                self.host.skip_motion()
            if not self.host.is_busy:
                self.host.resync()
        self._tell_pairing_paused(desk)
        self._tell_presence(desk, away)
        self._publish(desk, maker)
        if self._mover_offer_unsaid and not self.host.is_busy:
            # The mover's panel went out after its prompt was made: the prompt follows
            # what the panel offers (the phone, or a decision it leaves to the TV).
            self._mover_offer_unsaid = False
            self.host.resync()
        if not covered:
            held, self._held_acts = self._held_acts, {}
            for act in held.values():
                self._take(desk, act)
        for event in desk.server.poll():
            if isinstance(event, PhoneAct) and covered:
                self._held_acts[event.seat] = event  # a seat's last: an earlier one is stale
                # Its phone said "Sent…" for the whole pause (trial s24 C/022-025).
                desk.server.hold(event.seat, word(self.context.words, "held_paused"))
            elif isinstance(event, PhoneAct):
                self._take(desk, event)
            elif isinstance(event, ClaimRequest):
                self.host.request(Push(ClaimScene(self.context, desk, event)))
            elif isinstance(event, PhoneSeated):
                self._tell_seated(desk, event)
        self._publish(desk, maker, more=True)  # a phone's move taken just now

    def show_moves_made(self) -> None:
        """After the table's decision in the frame: a move it made (a computer's) goes to
        the phones in the frame that draws it on the TV. A frame later, on a loaded machine,
        was up to a tenth of a second behind the TV (trial s38 W/006)."""
        desk = self.desk
        maker = self.panel_maker
        if desk is not None and maker is not None:
            self._publish(desk, maker, more=True)

    def _tell_seated(self, desk: PhoneDesk, seated: PhoneSeated) -> None:
        """A device took a seat: the table says so, for everyone (trial s21: a stranger's
        typed code took a seat and the TV said nothing)."""
        words = self.context.words
        self.toasts.show(word(words, "seat_joined", name=desk.name(seated.seat)),
                         error=False, seconds=8.0, public=True)

    def _tell_presence(self, desk: PhoneDesk, away: set[int]) -> None:
        """A phone's connection, said to the whole table as it changes (trial Z2/013: a
        phone closed mid-turn, the TV said "Yuna is deciding on the phone" until the cover
        came, and nobody was told): lost once marked away, with the way back; its turns on
        the TV once its grace is over; back when it rejoins. A reload within
        :data:`~scenes.games.phone_desk.AWAY_SECONDS` says nothing."""
        words = self.context.words
        for seat in desk.persons:
            state = desk.state(seat)
            news = None
            if seat in away and seat not in self._told_lost:
                self._told_lost.add(seat)
                news = "phone_lost"
            elif state == "curtain" and seat in self._told_lost and seat not in self._told_here:
                self._told_here.add(seat)
                news = "phone_lost_here"
            elif state == "connected" and seat in self._told_lost:
                self._told_lost.discard(seat)
                self._told_here.discard(seat)
                news = "phone_back"
            if news is not None:
                # The last word stands alone: "lost" stays no longer once it is back.
                said = self._notices.pop(seat, None)
                if said is not None:
                    self.toasts.drop(said)
                text = word(words, news, name=desk.name(seat))
                self._notices[seat] = self.toasts.show(
                    text, error=False, seconds=reading_seconds(text), public=True)

    def _tell_pairing_paused(self, desk: PhoneDesk) -> None:
        """Someone on the network tried too many wrong codes: the table says pairing is
        paused and why, once a pause (the codes screen, when open, says it too)."""
        paused = desk.server.pairing_paused()
        if paused > 0 and not self._paused:
            self.toasts.show(word(self.context.words, "paused_screen",
                                  seconds=int(paused + 0.999)),
                             error=False, seconds=8.0, public=True)
        self._paused = paused > 0

    def _publish(self, desk: PhoneDesk, maker: PanelMaker, *, more: bool = False) -> None:
        """The panels behind the table's position or language: the seat to move first, then
        as many as fit in :data:`PANEL_BUDGET_SECONDS` (``more``: a later look in the frame,
        which has a budget of its own after a move made in the frame, else makes none once
        the frame's is spent): a panel costs up to a millisecond
        (the seat's own view and its legal moves), so six phones get theirs within a frame
        or two of a move, not one a frame (a sixth phone 100 ms late), and no frame carries
        them all at once without need."""
        names = [seat.name for seat in self.session.seats]
        words = self.context.words
        position = self.host.position
        shown = (position, words.language)
        desk.follow_language(words)
        behind = [seat for seat in desk.persons if self._shown.get(seat) != shown]
        current = self.session.current_seat
        behind.sort(key=lambda seat: seat != current)
        made_for_mover = False
        if more and position != self._frame_position:
            self._frame_started, self._frame_position = time.perf_counter(), position
        spent = more and time.perf_counter() - self._frame_started >= PANEL_BUDGET_SECONDS
        while behind and not spent:
            seat = behind.pop(0)
            self._shown[seat] = shown
            panel = maker(words, self.host.seat_view(seat), seat, position, names)
            if panel.offers:
                self._offers[seat] = position
                if not self.host.decision_shows_secrets(seat):
                    # A public move: the TV takes it too (trial Z2/012).
                    panel = replace(panel, shared=True)
                    self._shared[seat] = position
            made_for_mover |= seat == current
            desk.server.publish(seat, panel)
            spent = time.perf_counter() - self._frame_started >= PANEL_BUDGET_SECONDS
        self._mover_offer_unsaid |= made_for_mover
        if behind:
            wake()  # a still table's idle loop steps again for the next phones' panels

    def _take(self, desk: PhoneDesk, act: PhoneAct) -> None:
        words = self.context.words
        late = act.position != self.host.position
        if late or self.session.current_seat != act.seat:
            # A shared move the TV made first is not the phone's to make again: said so.
            shared = late and self._shared.get(act.seat) == act.position
            desk.server.refuse(act.seat, word(words, "taken_on_tv" if shared else "stale"))
            return
        if (not self.host.decision_shows_secrets(act.seat)
                and not isinstance(act.action, self.public)):
            # A public decision its game gives no phone: the shared screen's alone.
            desk.server.refuse(act.seat, word(words, "on_the_table"))
            return
        refusal = self.host.take_phone_move(act.action)
        if refusal is not None:
            desk.server.refuse(act.seat, refusal)

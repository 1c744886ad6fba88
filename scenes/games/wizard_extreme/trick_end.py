"""A finished Wizard Extreme trick's last moments on the table. Wherever a person sits at
the table it stays with "X wins" until the next move is made (the next lead, or the
winner's seal given back) and flies to its winner as that move comes: a person moves when
ready, the trick in sight all the while; a computer no sooner than its beat
(``Beat.TRICK`` of :mod:`scenes.games.beats`, :meth:`TrickEnding.computer_pause`).
Gathered after a timed moment, it was gone before a person looking up from the sofa, or
handed the screen, could read who won it (trial s24 B/128). Computers alone, a replay and
a lesson (whose card paces it) keep the readable moment, then the flight. It counts at its
winner's place as "X wins" comes (trial s21 read "tricks 0" beside "Joon wins the
trick"). The round's last trick, which no move follows, stays until a press where persons
share the screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.widgets.tween import Call, Deferred, Parallel, Sequence, Step
from tabletop.games.wizard_extreme import RoundScored, TrickWon

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.games.wizard_extreme.trick import SeatedTrick
    from tabletop.core.events import Event
    from tabletop.games.wizard_extreme import WizardState

TRICK_HOLD = 1.8  # a finished trick and "X wins" stay this long (a click or key moves on)
PILE_SECONDS = 0.2  # the cards close up on the winning one before they fly to its winner
LAST_TRICK_HOLD = 600.0
"""Persons sharing the screen: the round's last trick stays until a press (ten minutes at
most), as every other trick stays until the next move."""


class TrickEnding:
    """Which finished trick is still on the table, and how it leaves."""

    def __init__(self, trick: SeatedTrick, driver: Callable[[], TableDriver],
                 count: Callable[[int], None],
                 place: Callable[[int], tuple[int, int]]) -> None:
        """``driver`` gives the table's driver (attached after the scene is made);
        ``count(seat)`` adds a trick to those counted at a seat's place, and a won
        trick lands at ``place(seat)`` (on the winner's cards, clear of their seals and
        counts: at the place's middle it lay over them)."""
        self.trick = trick
        self._driver = driver
        self._count = count
        self._place = place
        self.closing = 0
        """Tricks won in the events playing now whose cards have not yet been gathered."""
        self.waits: int | None = None
        """The winner of a finished trick left on the table for the next move: it is
        gathered as that move comes (see :meth:`collect`)."""
        self.going = False  # that trick flies to its winner now
        self.ends_round = False
        """The events playing now end the round: the trick won in them is its last."""
        self.last_held = False
        """The round's last trick lies on the table until a press (:meth:`collect`)."""
        self.round_winner: int | None = None
        """The winner of the round's last trick while it lies on the table, its seals
        moving: gathered by :meth:`close_round` as the round's score comes."""
        self.round_closed = False
        """The round's last trick is won: nobody is to play until its summary has gone (the
        scene clears it), so no plate glows (trial s20 lit the next round's first seat)."""

    def reset(self) -> None:
        """A new round: no trick is on its way anywhere."""
        self.closing, self.waits, self.going, self.last_held = 0, None, False, False
        self.round_winner = None

    def computer_pause(self, pause: float) -> float:
        """A computer's pause before its move (``pause`` otherwise): while a finished trick
        waits for that move, long enough for the table to read it first."""
        if self.waits is None or self.going:
            return pause
        return max(pause, self._driver().context.pace.seconds(BEAT_SECONDS[Beat.TRICK]))

    def before_events(self, events: list[Event]) -> None:
        won = sum(isinstance(event, TrickWon) for event in events)
        self.closing += won
        if won:
            # The whole sofa looks up at a won trick: the hand of the person who played its
            # last card, even to lead the next, goes back behind its cover (trial s26 B/129).
            self._driver().curtain.forget_reveal()
        self.ends_round = any(isinstance(event, RoundScored) for event in events)
        if self.waits is not None and not self.going:
            # The next move came: the trick is gathered before it plays.
            self._driver().timeline.append(self.gather(self.waits))

    def sync(self, state: WizardState) -> None:
        """The trick as ``state`` has it, unless a finished one still lies on the table."""
        if state.trick or not self.closing:
            self.reset()
            self.trick.held = None
            self.trick.sync(dict(state.trick))

    def collect(self, seat: int, last: bool = False) -> Step:
        """The trick stays with "X wins", then flies to the winner.

        With a person at the table it stays until the next move, whoever makes it: a
        timed moment ran out while a computer thought or the screen was passed on, and
        the people at the table never saw how the trick ended. A hand-over's cover hides
        only the hand, so everyone sees the trick meanwhile. Computers alone (and a
        replay, and a lesson, whose card holds it) keep a readable moment instead.

        The round's ``last`` trick has no cover after it: where persons share the screen
        it stays until a press all the same (a trial saw its cards played for everyone and
        the round's table come over them before anyone could read them), then the round's
        summary comes. Its seals (one given back, a black one taken) move first, under "X
        wins", and :meth:`close_round` holds it after them: held first, the seal given back
        stayed at its winner's place beside "Ben wins the round's last trick" and left only
        as the score table came (trial s26 B/139)."""
        driver = self._driver()
        waits_press = last and self._persons_share()

        def hold() -> None:
            # A notice of the trick before (its black seal) is past once this one is won.
            driver.scene.frame.toasts.drop_dated()
            self._count(seat)  # the winner's count goes up as "X wins" comes
            self.trick.held = seat  # and the prompt says it too, never a stale "thinking"
            self.last_held = waits_press
            if last:
                self.round_closed = True
                driver.scene.frame.mark_turn(None)
            driver.refresh_prompt()

        if last:
            self.round_winner = seat
            return Call(hold)
        if self._stays_for_next_move():
            def wait() -> None:
                self.waits = seat
                hold()

            if not self._persons_share():
                return Call(wait)
            # A cover for the next person rose with "wins!", the prompt saying their turn
            # over the trick just finished (trial s27 E/060-061): the trick reads as
            # finished a moment first, its prompt "X wins the trick" (a press moves on).
            return Sequence(Call(wait), driver.reading_pause(TRICK_HOLD))
        return Sequence(Call(hold), driver.reading_pause(TRICK_HOLD), self.gather(seat))

    @property
    def read_now(self) -> bool:
        """A finished trick lies on the table for the next move and the table still
        moves (its seal given back, the moment before the next person's cover): the
        prompt says who won it, not whose turn comes."""
        return self.waits is not None and not self.going and self._driver().is_busy

    def close_round(self) -> Step:
        """The round's last trick, its seals moved, held for a press where persons share
        the screen (else a readable moment), then gathered; nothing if none lies there."""
        seat, self.round_winner = self.round_winner, None
        if seat is None:
            return Sequence()
        driver = self._driver()
        pause = (driver.result_hold(TRICK_HOLD, LAST_TRICK_HOLD) if self.last_held
                 else driver.reading_pause(TRICK_HOLD))

        def release() -> None:
            self.last_held = False

        return Sequence(pause, Call(release), self.gather(seat, last=True))

    def _persons_share(self) -> bool:
        """True where several persons hand the screen over: their tricks wait for presses."""
        driver = self._driver()
        return (driver.hides_information and len(driver.persons) > 1
                and not driver.curtain.watched)

    def _stays_for_next_move(self) -> bool:
        """True where a person plays at this table: not computers alone, a replay (only
        watched) or a lesson (its card holds each result while it tells of it)."""
        driver = self._driver()
        return bool(driver.persons) and not driver.curtain.watched and not driver.keeps_card_room

    def gather(self, seat: int, *, last: bool = False) -> Step:
        """The finished trick flies to its winner's place (counted there already). The
        winner leads the next trick, but none follows the round's ``last``: its "leads"
        mark stood on over the round's summary, clipped by it (trial s35 Q/008)."""
        waited = self.waits == seat
        self.going = waited

        def collected() -> None:
            self.closing = max(0, self.closing - 1)
            self.trick.held, self.trick.next_leader = None, None if last else seat
            if waited:
                self.waits, self.going = None, False
                self._driver().refresh_prompt()  # the person's own prompt, not "X wins"

        def pile() -> Step:
            # The cards close up on the winning one first, then fly as one pile: three
            # cards fanning in from their slots crossed the winner's seals and counts.
            spot = self.trick.place(seat)
            return Parallel(*(card.fly_to(spot, angle=0.0, duration=PILE_SECONDS, arc=0.0)
                              for card in self.trick.cards.values()))

        return Sequence(Deferred(pile), Deferred(lambda: self.trick.collect(self._place(seat))),
                        Call(collected))

"""How the Polterfass table moves: the game's events as timeline steps (:class:`TableMotion`,
a layer of the scene), how long each thing is let be seen, and a guest's order flying to
their coaster."""

from __future__ import annotations

from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.polterfass.round_end import StagedRoundEnd
from scenes.shell import audio
from scenes.widgets.card_hand import CardHand, HandCard
from scenes.widgets.tween import Call, Deferred, Pace, Parallel, Sequence, Step, Wait
from tabletop.core.events import Event
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed, SeatChose
from tabletop.games.polterfass import (
    BarrelDoubled,
    BarrelRemoved,
    BarrelsThrown,
    BillSettled,
    FirstThrowRepeated,
    InnkeeperFailed,
    OrdersOpened,
    Phase,
    PolterfassEngine,
    PolterfassState,
    RoundStarted,
    ServeCounted,
    TapClosed,
)

BILL_SECONDS = 0.6  # the scores count up; then the bill waits on the table (RoundEnd)
NOTICE_SECONDS = 1.1
FIRST_THROW_READ_SECONDS = 1.5
"""The first throw, which everybody may see (RULES.md §2.5 phase 1), stays on the table this
long once it settles, before the curtain may cover it for the first guest's order."""


def computer_pause(pace: Pace, state: PolterfassState, usual: float) -> float:
    """The pause before a computer's move shows: ``usual``, or while he serves, long enough
    to read the throw just landed (:data:`Beat.THROW`; the animation speed shortens it,
    Instant to nothing)."""
    if state.phase is not Phase.SERVING:
        return usual
    return max(usual, pace.seconds(BEAT_SECONDS[Beat.THROW]))


def fly_order(hand: CardHand, coaster: tuple[int, int],
              cards: list[int]) -> tuple[list[HandCard], Step]:
    """The guest's own ``cards`` taken from ``hand``, and their flight: each turns face down
    on its way to the ``coaster``'s centre."""
    taken = [card for card in map(hand.take, cards) if card is not None]
    return taken, Parallel(*(Parallel(card.fly_to(coaster, angle=0.0), card.flip_to(False))
                             for card in taken))


class TableMotion(StagedRoundEnd):
    """The Polterfass scene's layer that turns the game's events into motion on the table
    (the scene subclasses it; the widgets named here are the scene's own)."""

    flying: list[HandCard]
    throw_landing = False
    """A throw's barrels are not at rest yet: the shelf, the plaque (and the band's closing
    words of its shelf) and the log keep what they showed before it, whatever syncs the
    table meanwhile (trial U/006: back from the pause menu, "Closing serves 9" stood over
    barrels still in the air)."""

    def before_events(self, events: list[Event]) -> None:
        super().before_events(events)
        if any(isinstance(event, BarrelsThrown) for event in events):
            self.throw_landing = True  # until the throw's last step (animate)

    def animate(self, event: Event) -> Step | None:
        if isinstance(event, RoundStarted):
            return None  # the reset waits for the bill to be read (round_end)
        if isinstance(event, BarrelsThrown):
            # The shelving is built once the throw has landed: only then is it known which
            # barrels stand and must slide onto the shelf.
            left = self.table.shelf_as_thrown  # standing specials leave the shelf
            # A throw that ends the round: the engine already counts the next one.
            number = (self.round_end.round if self.round_end is not None
                      else self.public_view().state.round)
            return Deferred(lambda: Sequence(Call(self._clear_marks),
                                             Call(setattr, self, "notice", ""),
                                             Call(lambda: self.plaque.pour(left(event.landings))),
                                             self.table.throw(event.landings,
                                                              round_number=number),
                                             Deferred(self.table.shelve),
                                             Call(lambda: self.plaque.pour(self.table.shelf())),
                                             Call(setattr, self, "throw_landing", False)))
        if isinstance(event, FirstThrowRepeated):
            # It stays up until the next throw (the scene's sync): gone after 1.1 s, the
            # pile looked as if the Space had done nothing (trial U/004).
            return Deferred(lambda: Sequence(self._notice(self.text("notice_repeat"),
                                                          keep=True),
                                             self.table.gather()))
        if isinstance(event, OrdersOpened):
            return Wait(FIRST_THROW_READ_SECONDS)
        if isinstance(event, InnkeeperFailed):
            # "Nothing thrown stands" stays over the table, the shelf crossed out, until the
            # orders are revealed.
            # A computer innkeeper's failure stays longer: it passed in a blink (trial Z2, part 1b).
            name = self.session.name(event.seat)
            seconds = max(NOTICE_SECONDS, self.driver.computer_beat(event.seat, Beat.FAILED))
            return Sequence(Call(self.plaque.clear), Call(self.table.mark_lost),
                            self._notice(self.text("notice_failed", name=name), keep=True,
                                         seconds=seconds))
        if isinstance(event, ChoiceSealed) and event.seat == self.hand_seat:
            return Deferred(lambda: self._fly_order(event.seat, list(event.choice)))
        if isinstance(event, (ChoiceSealed, SeatChose)):
            start = self.plates[event.seat].rect.center
            # A whole order reaches another seat's coaster only in review: face up there.
            shown = list(event.choice) if isinstance(event, ChoiceSealed) else None
            return Deferred(lambda: self.coasters.place_order(event.seat, start, shown))
        if isinstance(event, TapClosed):
            return Sequence(Call(self._start_counting), Wait(0.45))
        if isinstance(event, (BarrelRemoved, BarrelDoubled)):
            return Sequence(Call(self._mark, event), Wait(0.5))
        if isinstance(event, ServeCounted):
            return Sequence(Call(self._show_serve, event.serve), Wait(0.5))
        if isinstance(event, ChoicesRevealed):
            orders = {seat: list(cards) for seat, cards in event.choices.items()}
            # A failure's ribbon gives way to the orders it is about (trial s26 A/129).
            return Sequence(Call(setattr, self, "notice", ""),
                            Deferred(lambda: self.coasters.reveal(orders)))
        if isinstance(event, BillSettled):
            return Sequence(Call(self._bill, event), Wait(BILL_SECONDS))
        return None

    def _notice(self, text: str, *, keep: bool = False,
                seconds: float = NOTICE_SECONDS) -> Step:
        """The ribbon across the mat, read for ``seconds``; ``keep`` leaves it up until the
        table resets."""
        steps: list[Step] = [Call(setattr, self, "notice", text), Call(audio.play, "error"),
                             Wait(seconds)]
        return Sequence(*steps) if keep else Sequence(*steps, Call(setattr, self, "notice", ""))

    def _fly_order(self, seat: int, cards: list[int]) -> Step:
        """The guest's own cards leave the hand, turn face down and land on the coaster."""
        place = self.coasters.places.get(seat)
        if place is None:
            return Wait(0.0)
        taken, flights = fly_order(self.hand, place.centre, cards)
        self.flying += taken

        def land() -> None:
            self.flying = []
            self.coasters.sync(list({*self.coasters.ordered_seats(), seat}))

        self.selected = []
        return Sequence(flights, Call(land))

    def bot_pause(self, own: PolterfassEngine) -> float:
        return computer_pause(self.context.pace, own.state, super().bot_pause(own))

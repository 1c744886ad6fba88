"""How Wizard Extreme's table shows each engine event: the cards dealt and played, the
seals flying to and from the pool, a trick collected, a round's new start and its
summary (the scene's :meth:`~scenes.games.base.GameScene.animate`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.games.wizard_extreme.seals import seal_flight
from scenes.games.wizard_extreme.steal import say_stolen
from scenes.games.wizard_extreme.summary import SUMMARY_HOLD, summary_seconds
from scenes.games.wizard_extreme.trick import card_played, deal_flights
from scenes.widgets.tween import Call, Deferred, Parallel, Sequence, Step, Until
from tabletop.core.events import Event
from tabletop.games.wizard_extreme import (
    SEAL_COUNTS,
    BlackSealSpared,
    BlackSealTaken,
    Card,
    CardPlayed,
    CardsDealt,
    HandDealt,
    MagicianTaken,
    RoundScored,
    RoundStarted,
    Seal,
    SealReturned,
    SealStolen,
    SealTaken,
    TrickWon,
)

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.games.wizard_extreme.magician import MagicianFigure
    from scenes.games.wizard_extreme.penalty import PenaltyNotice
    from scenes.games.wizard_extreme.seals import FlyingSeal, SealPool, SeatSeals
    from scenes.games.wizard_extreme.trick import SeatedTrick
    from scenes.games.wizard_extreme.trick_end import TrickEnding
    from scenes.games.wizard_extreme.zone import SeatZone
    from scenes.shell.context import AppContext
    from scenes.widgets.card_hand import CardHand
    from scenes.widgets.toast import ToastStack
    from tabletop.session import GameSession


class TableMotions:
    """Turns the game's events into motion on the Wizard Extreme table. The scene hands it
    the pieces it moves when it is made; it keeps the trick last won, which a seal given
    back or a black seal taken is told of."""

    def __init__(self, context: AppContext, session: GameSession,
                 driver: Callable[[], TableDriver], *, toasts: ToastStack, pool: SealPool,
                 seat_seals: list[SeatSeals], flying_seals: list[FlyingSeal],
                 zones: list[SeatZone], magician: MagicianFigure, penalty: PenaltyNotice,
                 trick: SeatedTrick, trick_end: TrickEnding, hand: CardHand,
                 backs: list[CardHand], hand_seat: Callable[[], int | None],
                 round_started: Callable[[], None],
                 summary: tuple[Callable[[], None], Callable[[], None]]) -> None:
        """``driver`` gives the table's driver (attached after the scene is made);
        ``hand_seat`` the seat whose hand is face up at the bottom (None: none is);
        ``round_started`` clears what the scene itself counts and names for a new round (the
        plates' dealer, the tricks won), and ``summary`` shows and hides the round's
        summary."""
        self.context = context
        self.session = session
        self._driver = driver
        self.toasts = toasts
        self.pool = pool
        self.seat_seals = seat_seals
        self.flying_seals = flying_seals
        self.zones = zones
        self.magician = magician
        self.penalty = penalty
        self.summary_hold: Step | None = None
        """What holds the round's summary on the table: while nobody at the screen is
        awaited to press, it goes on by itself and says when (:func:`summary.go_on_words`)."""
        self.trick = trick
        self.trick_end = trick_end
        self.hand = hand
        self.backs = backs
        self._hand_seat = hand_seat
        self._round_started = round_started
        self._show_summary, self._hide_summary = summary
        self.last_won: TrickWon | None = None
        """The trick a seal is given back or a black seal taken for."""

    def step(self, event: Event) -> Step | None:
        """The timeline step showing ``event`` at the table, or None."""
        match event:
            case RoundStarted():
                return Call(self.new_round)
            case HandDealt(seat=seat, cards=cards):
                return Deferred(lambda: self.deal(seat, list(cards), len(cards)))
            case CardsDealt(seat=seat, count=count):
                return Deferred(lambda: self.deal(seat, None, count))
            case SealTaken(seat=seat, seal=seal):
                return Deferred(lambda: self._fly(seal, None, seat))
            case SealStolen(seat=seat, seal=seal, victim=victim):
                said = Call(say_stolen, self.toasts, self.context.words,
                            self.session.name(seat), self.session.name(victim), seal)
                return Sequence(said, Deferred(lambda: Parallel(
                    self._fly(seal, victim, seat), self._fly(Seal.WHITE, None, victim))))
            case SealReturned(seat=seat, seal=seal):  # said too (trial s36 S/008)
                return Sequence(self._say(seat, event),
                                Deferred(lambda: self._fly(seal, seat, None)))
            case BlackSealTaken(seat=seat) | BlackSealSpared(seat=seat):  # and why (trial s10)
                return self._say(seat, event) if isinstance(event, BlackSealSpared) else Sequence(
                    self._say(seat, event), Deferred(lambda: self._fly(Seal.BLACK, None, seat)))
            case MagicianTaken(seat=seat):
                return Deferred(lambda: self.magician.fly(self.pool, seat,
                                                          self.zones[seat].magician_spot))
            case CardPlayed(seat=seat, card=card):
                return Deferred(lambda: card_played(
                    self.toasts, self.hand if seat == self._hand_seat() else self.backs[seat],
                    self.trick, seat, card))
            case TrickWon(seat=seat):
                self.last_won = event
                last = self.trick_end.ends_round  # the round's last trick
                return Deferred(lambda: self.trick_end.collect(seat, last))
            case RoundScored():
                # The last trick goes after its seals; with a person at the screen the summary
                # stays for a press (computers alone, or all on phones: a readable pause).
                driver = self._driver()
                self.summary_hold = driver.result_hold(
                    summary_seconds(len(self.session.seats)), SUMMARY_HOLD)
                return Sequence(Deferred(self.trick_end.close_round), Call(self._show_summary),
                                Until(lambda: not self.context.manager.in_grace),
                                Call(driver.refresh_prompt),  # "go on" from now
                                self.summary_hold, Call(self._hide_summary))
        return None

    def _fly(self, seal: Seal, source: int | None, target: int | None) -> Step:
        return seal_flight(self.pool, self.seat_seals, self.flying_seals, seal, source,
                           target)

    def _say(self, seat: int, event: Event) -> Step:
        """The seal's notice, never over the trick nor the winner's seals."""
        return Call(self.penalty.say, self.context.words, self.session.name(seat),
                    self.last_won, event, (self.zones[seat].rect, self.trick.shown_rect()))

    def new_round(self) -> None:
        """A round starts: the table is cleared of the last round's seals, trick and notices."""
        # The plates name the new dealer as the cards fly, never the last round's for a
        # moment: the view now is the new round's start (the last action's events end here).
        self._round_started()
        self.pool.sync(dict(SEAL_COUNTS), True)
        for seals in self.seat_seals:
            seals.counts = dict.fromkeys(seals.counts, 0)
        self.magician.place(None)
        self.trick.sync({})
        self.trick_end.reset()
        self.trick_end.round_closed = False  # (a replay's jump past the summary's end too)
        self.toasts.drop_dated()  # the last round's notices end with it (trial s19)

    def deal(self, seat: int, cards: list[Card] | None, count: int) -> Step:
        """Cards fly from the middle into a hand: faces only for the viewer's own hand."""
        if cards is not None and seat == self._hand_seat():
            hand = self.hand
            hand.sync(cards)
        elif cards is not None:  # review: every hand is dealt face up at its owner's place
            hand = self.backs[seat]
            hand.sync(cards)
        else:
            hand = self.backs[seat]
            hand.sync(None, 0 if seat == self._hand_seat() else count)
        return deal_flights(hand, self.trick.rect.center)

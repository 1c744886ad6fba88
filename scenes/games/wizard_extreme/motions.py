"""How Wizard Extreme's table shows each engine event: the cards dealt and played, the
seals flying to and from the pool, a trick collected, a round's new start and its
summary (the scene's :meth:`~scenes.games.base.GameScene.animate`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from scenes.games.wizard_extreme.seals import seal_flight
from scenes.games.wizard_extreme.steal import say_stolen
from scenes.games.wizard_extreme.summary import SUMMARY_HOLD, SUMMARY_SECONDS
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
    from scenes.widgets.seat_plate import SeatPlate
    from scenes.widgets.toast import ToastStack
    from tabletop.games.wizard_extreme import WizardExtremeEngine
    from tabletop.session import GameSession


class Table(Protocol):
    """The parts of the Wizard Extreme scene its motions move."""

    @property
    def context(self) -> AppContext: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def driver(self) -> TableDriver: ...
    @property
    def toasts(self) -> ToastStack: ...
    @property
    def plates(self) -> list[SeatPlate]: ...
    @property
    def pool(self) -> SealPool: ...
    @property
    def seat_seals(self) -> list[SeatSeals]: ...
    @property
    def flying_seals(self) -> list[FlyingSeal]: ...
    @property
    def zones(self) -> list[SeatZone]: ...
    @property
    def magician(self) -> MagicianFigure: ...
    @property
    def penalty(self) -> PenaltyNotice: ...
    @property
    def trick(self) -> SeatedTrick: ...
    @property
    def trick_end(self) -> TrickEnding: ...
    @property
    def hand(self) -> CardHand: ...
    @property
    def backs(self) -> list[CardHand]: ...
    hand_seat: int | None
    last_won: TrickWon | None
    tricks_won: list[int]
    def view(self) -> WizardExtremeEngine: ...
    def seat_status(self, view: WizardExtremeEngine, seat: int) -> str: ...
    def _show_summary(self) -> None: ...
    def _hide_summary(self) -> None: ...


def event_step(scene: Table, event: Event) -> Step | None:
    """The timeline step showing ``event`` at ``scene``'s table, or None."""

    def fly(seal: Seal, source: int | None, target: int | None) -> Step:
        return seal_flight(scene.pool, scene.seat_seals, scene.flying_seals, seal, source,
                           target)

    def say(seat: int) -> Step:  # never over the trick nor the winner's seals
        return Call(scene.penalty.say, scene.context.words, scene.session.name(seat),
                    scene.last_won, event, (scene.zones[seat].rect, scene.trick.shown_rect()))

    match event:
        case RoundStarted():
            return Call(new_round, scene)
        case HandDealt(seat=seat, cards=cards):
            return Deferred(lambda: deal(scene, seat, list(cards), len(cards)))
        case CardsDealt(seat=seat, count=count):
            return Deferred(lambda: deal(scene, seat, None, count))
        case SealTaken(seat=seat, seal=seal):
            return Deferred(lambda: fly(seal, None, seat))
        case SealStolen(seat=seat, seal=seal, victim=victim):
            said = Call(say_stolen, scene.toasts, scene.context.words,
                        scene.session.name(seat), scene.session.name(victim), seal)
            return Sequence(said, Deferred(lambda: Parallel(
                fly(seal, victim, seat), fly(Seal.WHITE, None, victim))))
        case SealReturned(seat=seat, seal=seal):  # said too (trial s36 S/008)
            return Sequence(say(seat), Deferred(lambda: fly(seal, seat, None)))
        case BlackSealTaken(seat=seat) | BlackSealSpared(seat=seat):  # and why (trial s10)
            return say(seat) if isinstance(event, BlackSealSpared) else Sequence(
                say(seat), Deferred(lambda: fly(Seal.BLACK, None, seat)))
        case MagicianTaken(seat=seat):
            return Deferred(lambda: scene.magician.fly(scene.pool, seat,
                                                       scene.zones[seat].magician_spot))
        case CardPlayed(seat=seat, card=card):
            return Deferred(lambda: card_played(
                scene.toasts, scene.hand if seat == scene.hand_seat else scene.backs[seat],
                scene.trick, seat, card))
        case TrickWon(seat=seat):
            scene.last_won = event
            last = scene.trick_end.ends_round  # the round's last trick
            return Deferred(lambda: scene.trick_end.collect(seat, last))
        case RoundScored():
            # The last trick goes after its seals; with a person at the screen the summary
            # stays for a press (computers alone, or all on phones: a readable pause).
            return Sequence(Deferred(scene.trick_end.close_round), Call(scene._show_summary),
                            Until(lambda: not scene.context.manager.in_grace),
                            Call(scene.driver.refresh_prompt),  # "go on" from now
                            scene.driver.result_hold(SUMMARY_SECONDS, SUMMARY_HOLD),
                            Call(scene._hide_summary))
    return None


def new_round(scene: Table) -> None:
    """A round starts: the table is cleared of the last round's seals, trick and notices."""
    # The plates name the new dealer as the cards fly, never the last round's for a
    # moment: the view now is the new round's start (the last action's events end here).
    view = scene.view()
    for index, plate in enumerate(scene.plates):
        plate.subtitle = scene.seat_status(view, index)
    scene.pool.sync(dict(SEAL_COUNTS), True)
    for seals in scene.seat_seals:
        seals.counts = dict.fromkeys(seals.counts, 0)
    scene.magician.place(None)
    scene.tricks_won = [0] * len(scene.tricks_won)
    scene.trick.sync({})
    scene.trick_end.reset()
    scene.trick_end.round_closed = False  # (a replay's jump past the summary's end too)
    scene.toasts.drop_dated()  # the last round's notices end with it (trial s19)


def deal(scene: Table, seat: int, cards: list[Card] | None, count: int) -> Step:
    """Cards fly from the middle into a hand: faces only for the viewer's own hand."""
    if cards is not None and seat == scene.hand_seat:
        hand = scene.hand
        hand.sync(cards)
    elif cards is not None:  # review: every hand is dealt face up at its owner's place
        hand = scene.backs[seat]
        hand.sync(cards)
    else:
        hand = scene.backs[seat]
        hand.sync(None, 0 if seat == scene.hand_seat else count)
    return deal_flights(hand, scene.trick.rect.center)

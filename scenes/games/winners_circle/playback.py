"""The Winner's Circle table's events played as motion (the scene's ``animate``): chips
flying to their lanes, horses galloping, the podium, the payout, and the payout's sheet
staying readable before a new race clears the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from scenes.games.winners_circle.bet_words import first_why
from scenes.games.winners_circle.motion import (
    chip_flight,
    gallop,
    pace_flight,
    race_ended,
    reveal,
    settle_chip,
    settle_money,
    to_gate,
    to_podium,
    turn_up,
)
from scenes.games.winners_circle.telling import bet_told, move_told, tell
from scenes.widgets.tween import Call, Deferred, Sequence, Step, Until, Wait
from tabletop.core.events import Event, GameEnded
from tabletop.games.winners_circle_events import (
    BetPlaced,
    BettingClosed,
    CardsTurnedUp,
    ChipSettled,
    ChipsRevealed,
    DieRolled,
    FaceDownBetPlaced,
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoneySettled,
    PaceTaken,
    RaceEnded,
    RaceStarted,
)

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.games.winners_circle.ribbons import Ribbons
    from scenes.games.winners_circle.table import RaceTable
    from scenes.shell.context import AppContext
    from scenes.widgets.seat_plate import SeatPlate
    from scenes.widgets.toast import ToastStack
    from scenes.widgets.tween import Timeline
    from tabletop.session import GameSession

class RaceScene(Protocol):
    """The parts of the Winner's Circle scene its events move (a protocol, not the scene's
    class: importing the scene here would close an import circle)."""

    @property
    def context(self) -> AppContext: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def driver(self) -> TableDriver: ...
    @property
    def table(self) -> RaceTable: ...
    @property
    def ribbons(self) -> Ribbons: ...
    @property
    def plates(self) -> list[SeatPlate]: ...
    @property
    def toasts(self) -> ToastStack: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def finishing(self) -> dict[int, int]: ...
    @property
    def pace_taker(self) -> int | None: ...
    race_ending: int | None  # set as a race's payout leaves the table
    race_shown: int  # set as a new race is laid out

    def slot(self, seat: int) -> int: ...
    def text(self, short_key: str, /, **params: Any) -> str: ...
    def bets_closed(self) -> None: ...
    def first_ribbon(self, race: int, seat: int, why: str) -> Step: ...


SUMMARY_SECONDS = 4.5  # the payout sheet stays this long between races with nobody to press
SUMMARY_HOLD = 600.0  # with a person at the screen: until a press (ten minutes at most)
FINISH_SECONDS = 0.8  # the horses in their boxes before the payout sheet covers them


def event_step(scene: RaceScene, event: Event) -> Step | None:
    """``event`` as it plays on ``scene``'s table, or None when nothing moves for it."""
    match event:
        case RaceStarted(race=race):
            return Deferred(lambda: new_race(scene, race))
        case HorseCardDrawn(horse=horse, gate=gate, space=space, card=card):
            return Deferred(lambda: to_gate(scene.table, horse, gate, space, card))
        case FirstBettorChosen(race=race, seat=seat, candidates=candidates):
            return scene.first_ribbon(race, seat, first_why(race, len(candidates)))
        case BetPlaced(seat=seat, horse=horse, chip=chip) | HiddenBetPlaced(
                seat=seat, horse=horse, chip=chip):
            flight = Deferred(lambda: chip_flight(scene.table, seat, scene.slot(seat),
                                                  scene.plates[seat], horse, chip))
            # A hidden chip's value is its owner's alone, never told aloud.
            shown = chip if isinstance(event, BetPlaced) else None
            return told(scene, seat, flight, lambda name: bet_told(
                scene.text, scene.context.words, name, horse, shown))
        case FaceDownBetPlaced(seat=seat, horse=horse):
            flight = Deferred(lambda: chip_flight(scene.table, seat, scene.slot(seat),
                                                   scene.plates[seat], horse, None))
            if not scene.session.seats[seat].is_person:
                return told(scene, seat, flight, lambda name: bet_told(
                    scene.text, scene.context.words, name, horse, None))
            # The person's chip lands face down in front of everyone, then the curtain
            # may rise at once: the ribbon says it is down (the horse is public).
            return Sequence(flight, scene.ribbons.step(scene.text(
                "ribbon_placed", name=scene.session.name(seat),
                horse=scene.context.words(f"winners_circle.horse.{horse}"))))
        case BettingClosed(seat=seat):
            # The last chip has landed: the plates stop saying "1 chip to bet" before
            # the ribbon says all bets are in, not after it.
            return Sequence(Call(scene.bets_closed), scene.ribbons.step(
                scene.text("ribbon_closed", name=scene.session.name(seat)), turn=seat))
        case DieRolled(symbol=symbol, seat=seat):
            return Deferred(lambda: scene.table.die.roll(symbol, seat))
        case HorseMoved(horse=horse, seat=seat):
            takes = horse == scene.pace_taker
            run = Deferred(lambda: gallop(scene.table, event, takes))
            return told(scene, seat, run, lambda name: move_told(
                scene.text, scene.context.words, name, event, scene.finishing.get(horse)))
        case PaceTaken(horse=horse):
            return Deferred(lambda: pace_flight(scene.table, horse))
        case HorseFinished(horse=horse, place=place):
            return Deferred(lambda: to_podium(scene.table, horse, place))
        case CardsTurnedUp(horses=horses):
            return Deferred(lambda: turn_up(scene.table, horses))
        case RaceEnded():
            return Deferred(lambda: race_ended(
                scene.table, event, scene.session.seats, scene.timeline.pace,
                scene.driver.reading_pause(FINISH_SECONDS)))
        case ChipsRevealed(chips=chips):
            return Deferred(lambda: reveal(scene.table, chips))
        case ChipSettled():
            return Sequence(Call(settle_chip, scene.table, event), Wait(0.22))
        case MoneySettled():
            return Sequence(Call(settle_money, scene.table, event,
                                 scene.plates[event.seat]), Wait(0.3))
        case GameEnded():  # the last payout stays up before the final table waits
            shown = scene.table.sheet is not None
            return Deferred(lambda: Sequence(sheet_dwell(scene),
                                             Wait(SUMMARY_SECONDS if shown else 0)))
    return None


def told(scene: RaceScene, seat: int, step: Step, line: Callable[[str], str]) -> Step:
    """A computer's bet or move told as it plays (a lesson's card tells each)."""
    if scene.session.seats[seat].is_person or scene.driver.keeps_card_room:
        return step
    return Sequence(Call(tell, scene.toasts, line(scene.session.name(seat))), step)


def sheet_dwell(scene: RaceScene) -> Step:
    """The payout sheet's first second, and its counters counting: a press stops here,
    never takes the sheet away."""
    def read() -> bool:
        sheet = scene.table.sheet
        return not scene.context.manager.in_grace and (sheet is None or not sheet.is_moving)

    return Until(read)


def new_race(scene: RaceScene, race: int) -> Step:
    """A new race: the last payout stays readable a moment, then the table clears."""
    # A lesson holds the sheet on while the cards shown with it tell of the payout (the
    # card of the finish was read before it came).
    hold: Step = (Sequence(sheet_dwell(scene),
                           scene.driver.result_hold(SUMMARY_SECONDS, SUMMARY_HOLD))
                  if scene.table.sheet is not None else Wait(0.0))

    def clear() -> None:
        scene.table.sheet = None
        scene.race_shown = race
        scene.table.pace_on_track = True
        for lane, sprite in zip(scene.table.lanes, scene.table.horses, strict=True):
            lane.chips, lane.place, lane.last, lane.pace = [], None, False, False
            lane.face_up = False
            sprite.visible = False
        # Nobody has rolled in the new race: last race's "Saddle" stood on the die until
        # the table was next synced, seconds into the new race's bets (a trial).
        scene.table.die.settle(None, None, fresh=True)
        scene.race_ending = None
        scene.driver.refresh_prompt()

    return Sequence(hold, Call(clear))

"""The Winner's Circle table's events played as motion (the scene's ``animate``): chips
flying to their lanes, horses galloping, the podium, the payout, and the payout's sheet
staying readable before a new race clears the table. :class:`RacePlayback` is the scene's
component that does it and keeps the moment it plays: the race shown, a payout on the
table, the horse taking the pace token and those going home in the move."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

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
from scenes.widgets.toast import reading_seconds
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
    from tabletop.session import GameSession

SUMMARY_SECONDS = 4.5  # the payout sheet stays this long between races with nobody to press
SUMMARY_HOLD = 600.0  # with a person at the screen: until a press (ten minutes at most)
FINISH_SECONDS = 0.8  # the horses in their boxes before the payout sheet covers them


class RacePlayback:
    """The scene's events as motion on its ``table``, and the moment they play.

    Made with the table, before the scene's frame; :meth:`attach` hands it the parts the
    frame and the driver make (the seats' plates, the toasts, the driver)."""

    driver: TableDriver
    plates: list[SeatPlate]
    toasts: ToastStack
    bets_closed: Callable[[], None]
    """Told as the last chip lands: the plates stop saying "1 chip to bet" (the scene)."""

    def __init__(self, context: AppContext, session: GameSession, table: RaceTable,
                 ribbons: Ribbons, text: Callable[..., str]) -> None:
        self.context, self.session, self.table = context, session, table
        self.ribbons, self.text = ribbons, text
        self.race_shown = 1
        """The race the table shows: set as a new race is laid out."""
        self.race_ending: int | None = None
        """A race whose finish and payout are on the table, until it clears."""
        self.pace_taker: int | None = None  # the horse taking the pace token in this move
        self.finishing: dict[int, int] = {}  # this move's horse going home, and its place
        self.closing = False  # this move's chip is the last: the bets close with it

    def attach(self, driver: TableDriver, plates: list[SeatPlate], toasts: ToastStack,
               bets_closed: Callable[[], None]) -> None:
        self.driver, self.plates, self.toasts, self.bets_closed = (driver, plates, toasts,
                                                                   bets_closed)

    def before(self, events: list[Event]) -> None:
        """The move's ``events`` about to play: the pace's taker, the horses going home,
        the bets closing, and a race ending (the prompt speaks of the payout until the
        table clears)."""
        self.pace_taker = next((event.horse for event in events
                                if isinstance(event, PaceTaken)), None)
        self.finishing = {event.horse: event.place for event in events
                          if isinstance(event, HorseFinished)}
        self.closing = any(isinstance(event, BettingClosed) for event in events)
        ended = next((event.race for event in events if isinstance(event, RaceEnded)), None)
        if ended is not None:
            self.race_ending = ended

    def synced(self, race: int) -> None:
        """The table snapped to the view: its ``race``, no payout pending."""
        self.race_ending = None
        self.race_shown = race

    def first_ribbon(self, race: int, seat: int, why: str) -> Step:
        """Who bets first and why (:func:`first_why`)."""
        return self.ribbons.first(race, seat, self.text(f"ribbon_first_{why}",
                                                        name=self.session.name(seat)))

    def slot(self, seat: int) -> int:
        """The colour and symbol slot ``seat`` chose at setup."""
        return self.session.seats[seat].colour

    def step(self, event: Event) -> Step | None:
        """``event`` as it plays on the table, or None when nothing moves for it."""
        match event:
            case RaceStarted(race=race):
                return Deferred(lambda: self.new_race(race))
            case HorseCardDrawn(horse=horse, gate=gate, space=space, card=card):
                return Deferred(lambda: to_gate(self.table, horse, gate, space, card))
            case FirstBettorChosen(race=race, seat=seat, candidates=candidates):
                return self.first_ribbon(race, seat, first_why(race, len(candidates)))
            case BetPlaced(seat=seat, horse=horse, chip=chip) | HiddenBetPlaced(
                    seat=seat, horse=horse, chip=chip):
                flight = Deferred(lambda: chip_flight(self.table, seat, self.slot(seat),
                                                      self.plates[seat], horse, chip))
                # A hidden chip's value is its owner's alone, never told aloud.
                shown = chip if isinstance(event, BetPlaced) else None
                return self.told(seat, flight, lambda name: bet_told(
                    self.text, self.context.words, name, horse, shown))
            case FaceDownBetPlaced(seat=seat, horse=horse):
                flight = Deferred(lambda: chip_flight(self.table, seat, self.slot(seat),
                                                       self.plates[seat], horse, None))
                if not self.session.seats[seat].is_person:
                    return self.told(seat, flight, lambda name: bet_told(
                        self.text, self.context.words, name, horse, None))
                if self.closing:  # the race begins: the closing ribbon tells of it (held
                    return flight  # under the next roller's curtain, it stood on, T/017)
                # The person's chip lands face down in front of everyone, then the curtain
                # may rise at once: the ribbon says it is down (the horse is public).
                return Sequence(flight, self.ribbons.step(self.text(
                    "ribbon_placed", name=self.session.name(seat),
                    horse=self.context.words(f"winners_circle.horse.{horse}"))))
            case BettingClosed(seat=seat):
                # The last chip has landed: the plates stop saying "1 chip to bet" before
                # the ribbon says all bets are in, not after it. The computers' bets told
                # go with them (they stood on into the race); a lesson's card of the last
                # bet is read before the ribbon (it came first, trial s38 V/004).
                return Sequence(Call(self.bets_closed), Call(self.toasts.drop_dated),
                                self.driver.reading_pause(0.0), self.ribbons.step(
                    self.text("ribbon_closed", name=self.session.name(seat)), turn=seat))
            case DieRolled(symbol=symbol, seat=seat):
                # The last move's notice goes as the next roll starts: it stood on beside
                # the new face, which read as having moved that horse (trial s39 Y/003).
                # It is read whole first: the roll waits for it.
                return Sequence(Until(self.moves_read), Call(self.toasts.drop_dated),
                                Deferred(lambda: self.table.die.roll(symbol, seat)))
            case HorseMoved(horse=horse, seat=seat):
                takes = horse == self.pace_taker
                run = Deferred(lambda: gallop(self.table, event, takes))
                return self.told(seat, run, lambda name: move_told(
                    self.text, self.context.words, name, event, self.finishing.get(horse)))
            case PaceTaken(horse=horse):
                return Deferred(lambda: pace_flight(self.table, horse))
            case HorseFinished(horse=horse, place=place):
                return Deferred(lambda: to_podium(self.table, horse, place))
            case CardsTurnedUp(horses=horses):
                return Deferred(lambda: turn_up(self.table, horses))
            case RaceEnded():
                return Deferred(lambda: race_ended(
                    self.table, event, self.session.seats, self.driver.timeline.pace,
                    self.driver.reading_pause(FINISH_SECONDS)))
            case ChipsRevealed(chips=chips):
                return Deferred(lambda: reveal(self.table, chips))
            case ChipSettled():
                return Sequence(Call(settle_chip, self.table, event), Wait(0.22))
            case MoneySettled():
                return Sequence(Call(settle_money, self.table, event,
                                     self.plates[event.seat]), Wait(0.3))
            case GameEnded():  # the last payout stays up before the final table waits
                shown = self.table.sheet is not None
                return Deferred(lambda: Sequence(self.sheet_dwell(),
                                                 Wait(SUMMARY_SECONDS if shown else 0)))
        return None

    def told(self, seat: int, step: Step, line: Callable[[str], str]) -> Step:
        """A computer's bet or move told as it plays (a lesson's card tells each)."""
        if self.session.seats[seat].is_person or self.driver.keeps_card_room:
            return step
        return Sequence(Call(tell, self.toasts, line(self.session.name(seat))), step)

    def moves_read(self) -> bool:
        """Every notice of the moment up long enough to be read (or spent)."""
        return all(toast.age >= min(toast.seconds, reading_seconds(toast.text))
                   for toast in self.toasts.toasts if toast.dated)

    def sheet_dwell(self) -> Step:
        """The payout sheet's first second, and its counters counting: a press stops here,
        never takes the sheet away."""
        def read() -> bool:
            sheet = self.table.sheet
            return not self.context.manager.in_grace and (sheet is None or not sheet.is_moving)

        return Until(read)

    def new_race(self, race: int) -> Step:
        """A new race: the last payout stays readable a moment, then the table clears."""
        # A lesson holds the sheet on while the cards shown with it tell of the payout (the
        # card of the finish was read before it came).
        hold: Step = (Sequence(self.sheet_dwell(),
                               self.driver.result_hold(SUMMARY_SECONDS, SUMMARY_HOLD))
                      if self.table.sheet is not None else Wait(0.0))

        def clear() -> None:
            self.table.sheet = None
            self.race_shown = race
            self.table.pace_on_track = True
            for lane, sprite in zip(self.table.lanes, self.table.horses, strict=True):
                lane.chips, lane.place, lane.last, lane.pace = [], None, False, False
                lane.face_up = False
                sprite.visible = False
            # Nobody has rolled in the new race: last race's "Saddle" stood on the die until
            # the table was next synced, seconds into the new race's bets (a trial).
            self.table.die.settle(None, None, fresh=True)
            self.race_ending = None
            self.driver.refresh_prompt()

        return Sequence(hold, Call(clear))

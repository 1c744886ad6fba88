"""A Polterfass round's staged ending: the count on the shelf, the bill held on
the round's own table until someone moves on, then the reset.

The engine settles the bill and opens the next round in one answer (``BillSettled``, then
``RoundStarted``), so every view the scene is given after the innkeeper's last move
already shows the next round: an empty mat, the new innkeeper, "Round N+1". While a
:class:`RoundEnd` is open the scene keeps the closing round's table as its animations
leave it and shows the record's round, innkeeper and scores instead; the bill then waits
for Enter, a click or the A button (never Space or a digit), or, at a table of computers
only, for a readable pause. Only then do the barrels gather for the next round.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.games.base import GameScene
from scenes.games.polterfass.barrel_sprite import BarrelSprite
from scenes.games.polterfass.barrels import BarrelTable
from scenes.games.polterfass.panels import ServePlaque
from scenes.games.polterfass.tally import Coasters
from scenes.games.polterfass.tally_sheet import TallyLine, TallySheet
from scenes.shell import audio
from scenes.widgets.button import Button, key_label
from scenes.widgets.card_hand import CardHand
from scenes.widgets.focus import FocusRing
from scenes.widgets.tween import Call
from scenes.widgets.tween import Sequence as Steps
from tabletop.core.events import Event
from tabletop.games.polterfass import (
    BarrelDoubled,
    BarrelRemoved,
    BillSettled,
    Double,
    PolterfassEngine,
    Remove,
    RoundStarted,
    TallyRow,
)
from tabletop.i18n import Words

BILL_READ_SECONDS = 3.0
"""With only computers at the table the bill stays this long (at normal speed)."""


@dataclass
class RoundEnd:
    """The round being closed, as its plates and header show it until the reset.

    Attributes:
        round: the round's number (the engine's counter already names the next one).
        innkeeper: the round's innkeeper (the engine's is the next round's).
        scores_before: each seat's score before the bill; the plates show these until
            the bill is on the table, so no number runs ahead of the counting.
        billed: the bill is on the table (orders turned over, gains shown).
        seen: the bill has been on screen with nothing moving, so a press now is a
            decision to move on, not the click that skipped the counting.
        released: somebody moved on (or the pause ran out): the table resets.
        wait: at a table of computers only, the seconds of the pause still to go
            (counted from the moment the bill is seen).
    """

    round: int
    innkeeper: int
    scores_before: tuple[int, ...]
    billed: bool = False
    seen: bool = False
    released: bool = False
    wait: float | None = None

    @classmethod
    def closing(cls, bill: BillSettled, tally: Sequence[TallyRow], *,
                pause: float | None) -> RoundEnd:
        """The record for the round ``bill`` settles (its row is the tally's last);
        ``pause``: the seconds the bill stays at a table without persons, else None."""
        before = tuple(score - gain for score, gain in zip(bill.scores, bill.gains, strict=True))
        return cls(tally[-1].round, bill.innkeeper, before, wait=pause)

    @property
    def holding(self) -> bool:
        """The bill waits on the table for someone to move on."""
        return self.billed and not self.released

    def shown_score(self, seat: int, score: int | None) -> int | None:
        """The score ``seat``'s plate shows: the old one until the bill is on the table."""
        return score if self.billed else self.scores_before[seat]


def short_bill_words(words: Words, bill: BillSettled, name: Callable[[int], str]) -> str:
    """Why the guests' badges read as they do when the serve fell short of all the orders
    (trial N/025: both guests at −7 for two equal biggest orders, and with the coach off
    nothing said why): the biggest order lost, the smallest scoring it (RULES.md phase 5,
    PF-D12, PF-D13), from the orders the bill turns up. "" where each guest simply scores
    their own order (enough served, or a failed throw), as the badges show."""
    if bill.failed or bill.serve >= bill.total or not bill.orders:
        return ""
    high, low = max(bill.orders.values()), min(bill.orders.values())

    def ordering(order: int) -> str:
        seats = [name(seat) for seat, value in sorted(bill.orders.items()) if value == order]
        return seats[0] if len(seats) == 1 else words(
            "polterfass_scene.bill_names", names=", ".join(seats[:-1]), last=seats[-1])

    if high == low:
        return words("polterfass_scene.bill_short_alike", most=ordering(high), high=high)
    return words("polterfass_scene.bill_short", most=ordering(high), least=ordering(low),
                 high=high)


class StagedRoundEnd(GameScene[PolterfassEngine]):
    """The Polterfass scene's part that stages a round's ending around a :class:`RoundEnd`:
    the count on the shelf, the bill, the hold and the reset (the scene subclasses it; the
    widgets named here are the scene's own)."""

    table: BarrelTable
    coasters: Coasters
    tally: TallySheet
    plaque: ServePlaque
    notice: str
    bill_words: str
    round_end: RoundEnd | None
    hand: CardHand
    hand_seat: int | None
    selected: list[int]
    counting: type[Remove] | type[Double] | None
    primary: Button | None
    controls: FocusRing[Button | BarrelSprite]

    # -- the closing round's table ------------------------------------------------------

    def sync_round_end(self, end: RoundEnd) -> None:
        """The scene's sync while a round is closing: its table stays as the animation
        leaves it (the engine's already shows the next round), and nobody has anything to
        press on it."""
        self.hand_seat = None
        self.selected = []
        self.hand.sync(None, 0)
        self.counting = None
        self.primary = None
        self.controls.set_buttons([])
        self._clear_marks()
        if not self.driver.is_over:  # the plates glow for the closing round's innkeeper
            self.frame.mark_turn(end.innkeeper)
        if self.timeline.is_idle:  # e.g. a resize while the bill waits
            self.table.settle_in_place()

    def _clear_marks(self) -> None:
        """No barrel marked or pickable (a throw, the count, the closing round)."""
        for sprite in self.table.barrels:
            sprite.rethrow = False
            sprite.tag = ""
            sprite.selectable = False

    # -- the count on the shelf and the bill (timeline steps of the scene's animate) ----

    def _start_counting(self) -> None:
        self.plaque.count(self.table.serve())
        audio.play("coin")

    def _mark(self, event: BarrelRemoved | BarrelDoubled) -> None:
        sprite = self.table.barrels[event.barrel]
        if isinstance(event, BarrelRemoved):
            sprite.removed = True
        else:
            sprite.doubled = True
        sprite.tag = ""
        self.plaque.count(self.table.serve())
        audio.play("click")

    def _show_serve(self, serve: int) -> None:
        self.plaque.count(serve, final=True)

    def _bill(self, event: BillSettled) -> None:
        if self.round_end is not None:
            self.round_end.billed = True
            if not self.driver.is_over:  # the last round's "ending" stays until the table settles
                self.driver.refresh_prompt()
        self.plaque.bill(event.serve if not event.failed else 0, event.total, failed=event.failed)
        self.coasters.show_gains(dict(enumerate(event.gains)))
        self.bill_words = short_bill_words(self.context.words, event, self.session.name)
        # The round this bill closes (the engine already counts the next one).
        round_number = (self.round_end.round if self.round_end is not None
                        else len(self.tally.lines) + 1)
        self.tally.write(TallyLine(round_number, event.innkeeper, event.failed, event.serve,
                                   event.total, event.gains, tuple(event.scores)))
        for seat, plate in enumerate(self.plates):
            plate.set_score(event.scores[seat], animate=True)
        audio.play("coin")

    # -- the hold and the reset ------------------------------------------------------

    def before_events(self, events: list[Event]) -> None:
        bill = next((event for event in events if isinstance(event, BillSettled)), None)
        if bill is not None:
            # From here until the reset the scene shows the closing round, not the engine's.
            alone = not any(seat.is_person for seat in self.session.seats)
            self.round_end = RoundEnd.closing(
                bill, self.public_view().state.tally,
                pause=self.context.pace.seconds(BILL_READ_SECONDS) if alone else None)

    def after_events(self, events: list[Event]) -> None:
        if self.round_end is not None:
            # The round is settled: its buttons can do nothing more, so none stays drawn,
            # greyed, over the count and the bill (trial s21: "Double the 5" did).
            self.controls.set_buttons([])
            # Not "… is thinking" (nor, after the last round, "Game over!") while the count plays.
            self.driver.refresh_prompt()

    def holds_table(self) -> bool:
        end = self.round_end
        return end is not None and end.holding and not self.driver.is_over

    def holds_after(self, events: list[Event]) -> bool:
        # A bill followed by the next round waits for a press; the last round's ends the game.
        return any(isinstance(event, RoundStarted) for event in events)

    def release_table(self) -> None:
        end = self.round_end
        if end is None or not end.seen or end.released:
            return  # the press that skipped the counting does not also skip the bill
        end.released = True
        audio.play("click")
        self.timeline.append(Steps(Call(self._clear_bill), self.table.gather(),
                                   Call(self._round_reset)))

    def _clear_bill(self) -> None:
        self.plaque.clear()
        self.notice = self.bill_words = ""
        self.coasters.sync([])
        self.driver.refresh_prompt()

    def _round_reset(self) -> None:
        self.round_end = None
        self.driver.resync()
        self.driver.announce_turn()  # the next seat's banner, held back with the bill

    def banner_waits(self) -> bool:
        return self.round_end is not None

    def table_prompt(self, view: PolterfassEngine) -> tuple[str, int | None] | None:
        """The closing round's words until the table resets, whatever rewrites the prompt
        (a re-sync, a switch between keyboard and controller)."""
        end = self.round_end
        if end is None or (end.billed and self.driver.is_over):
            return None
        if end.released:
            return "", None  # the barrels gather for the next round
        if not end.billed:
            return self.text("prompt_round_ending", round=end.round), None
        if end.wait is not None:
            return self.text("prompt_bill_read", round=end.round), None
        key = key_label(self.context.words, pygame.K_RETURN, self.context.input)
        return self.text("prompt_bill_held", round=end.round, key=key), None

    def shown_score(self, view: PolterfassEngine, seat: int) -> int | None:
        score = super().shown_score(view, seat)
        return score if self.round_end is None else self.round_end.shown_score(seat, score)

    def follow_round_end(self, dt: float) -> None:
        """Per frame: once the bill is on screen and nothing moves, a press may move on;
        at a table of computers only the pause runs down instead."""
        end = self.round_end
        if end is None or not end.billed or not self.timeline.is_idle:
            return
        end.seen = True
        if end.wait is not None and not end.released:
            end.wait -= dt
            if end.wait <= 0:
                self.release_table()

"""The motions on the Winner's Circle table: gates, chips, gallops, pace, podium, payout.

Each function builds the timeline step for one engine event on the
:class:`~scenes.games.winners_circle.table.RaceTable`; the scene's :meth:`animate`
picks it. The table changes only inside the steps, so a fast-forward lands on the
same table the next sync draws.
"""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.lanes import ChipSprite
from scenes.games.winners_circle.log_words import horse_name
from scenes.games.winners_circle.panels import PayoutLine, PayoutSheet, podium_spot
from scenes.games.winners_circle.table import RaceTable
from scenes.games.winners_circle.track import FLIGHT_SECONDS
from scenes.shell import audio
from scenes.widgets.seat_plate import SeatPlate
from scenes.widgets.tween import Call, Pace, Sequence, Step, Tween, Wait, stagger
from tabletop.core.seats import SeatConfig
from tabletop.games.winners_circle_data import (
    CARDS,
    FINISH,
    PACE_PROGRESS,
    PACE_SPACE,
)
from tabletop.games.winners_circle_events import (
    ChipSettled,
    HorseMoved,
    MoneySettled,
    RaceEnded,
)
from tabletop.games.winners_circle_rules import printed_space, race_multiplier


def to_gate(table: RaceTable, horse: int, gate: int, space: int, card: int) -> Step:
    """A drawn card goes to its gate and its horse runs out to its start space (RULES.md §1.4)."""
    lane, sprite = table.lanes[horse], table.horses[horse]
    lane.values, lane.face_up = CARDS[card][1], True
    sprite.visible, sprite.progress = True, float(space)
    start = pygame.Vector2(lane.rect.midleft)
    return Sequence(Call(audio.play, "card_flip"),
                    sprite.fly(start, table.geo.position(space), 0.25),
                    Call(setattr, sprite, "spot", None))


def chip_flight(table: RaceTable, seat: int, slot: int, plate: SeatPlate, horse: int,
                chip: int | None) -> Step:
    """A chip of ``seat`` (in its colour ``slot``) flies from its plate to the horse's lane
    (``chip`` None: face down): above the lanes to its row's column, then down it, right of
    the cards (flown straight, it crossed the cards of the lanes above, trial s22)."""
    lane = table.lanes[horse]
    sprite = ChipSprite(seat, slot, chip)
    start = pygame.Vector2(plate.rect.center)
    end = lane.chip_spot(len(lane.chips))
    above = min(other.rect.top for other in table.lanes) - lane.chip_diameter * 0.6
    turn = pygame.Vector2(end.x, above)
    table.flying_chips.append(sprite)

    def land() -> None:
        if sprite in table.flying_chips:
            table.flying_chips.remove(sprite)
        lane.chips.append(sprite)
        audio.play("coin", volume=0.6)

    return sprite.fly(start, end, land, via=turn)


def gallop(table: RaceTable, event: HorseMoved, takes_pace: bool = False) -> Step:
    """The horse runs space by space; a blocked one bumps at the taken space (RULES.md §1.5).
    With ``takes_pace`` the token leaves space 18 as the horse runs past it (WC-D6), not
    once it has stopped further on (a trial saw it lie there after it was taken)."""
    sprite, lane = table.horses[event.horse], table.lanes[event.horse]
    end = min(float(event.to_progress), FINISH + 0.4)
    start = float(event.from_progress)
    if takes_pace and start < PACE_PROGRESS < end:
        steps: list[Step] = [sprite.gallop(start, PACE_PROGRESS),
                             Call(setattr, table, "pace_on_track", False),
                             sprite.gallop(PACE_PROGRESS, end)]
    else:
        steps = [sprite.gallop(start, end)]
    if event.blocked:
        stuck = event.to_progress == event.from_progress  # every space ahead taken (WC-T6)

        def mark() -> None:
            # The ribbon names the horse under the cross: a brick cross on Purple, with
            # "Green is blocked" alone, went unexplained (trial s27 D/075).
            taken = printed_space(event.target_progress)
            blocker = min((sprite for sprite in table.horses if sprite.spot is None
                           and sprite.horse != event.horse),
                          key=lambda sprite: abs(printed_space(round(sprite.progress)) - taken))
            table.blocked_at = (event.horse, float(event.target_progress))
            table.ribbon = table.text("ribbon_stuck" if stuck else "ribbon_blocked",
                                      horse=horse_name(table.texts, event.horse),
                                      blocker=horse_name(table.texts, blocker.horse),
                                      taken=taken,
                                      space=event.to_space)
            table.ribbon_danger = True

        def unmark() -> None:
            table.blocked_at = None
            table.ribbon = ""

        # Long enough to read the ribbon from the sofa (it was 0.6 s, gone mid-sentence).
        steps += [Call(mark), sprite.bump(end), Wait(1.1), Call(unmark)]
    steps.append(Call(setattr, lane, "face_up", False))
    return Sequence(*steps)


def pace_flight(table: RaceTable, horse: int) -> Step:
    """The token to the horse's lane: from the horse that ran past it with it, or from its
    space if it still lies there."""
    start = (table.horses[horse].centre(table.geo) if not table.pace_on_track
             else table.geo.space_centre(PACE_SPACE, -0.8))
    end = table.lanes[horse].pace_spot()
    table.pace_on_track = False
    table.flying_pace = pygame.Vector2(start)

    def frame(value: float) -> None:
        table.flying_pace = start.lerp(end, value)

    def land() -> None:
        table.flying_pace = None
        table.lanes[horse].pace = True
        audio.play("coin")

    return Tween(FLIGHT_SECONDS, 0.0, 1.0, on_update=frame, on_done=land)


def to_podium(table: RaceTable, horse: int, place: int) -> Step:
    sprite = table.horses[horse]
    end = podium_spot(table.boxes[place], table.scale)

    def done() -> None:
        table.lanes[horse].place = place
        audio.play("cheer" if place == 1 else "coin")

    return Sequence(sprite.fly(sprite.centre(table.geo), end), Call(done))


def turn_up(table: RaceTable, horses: tuple[int, ...]) -> Step:
    def up(horse: int) -> Step:
        return Call(setattr, table.lanes[horse], "face_up", True)

    return Sequence(Call(audio.play, "card_flip"),
                    stagger([Sequence(Wait(0.0), up(horse)) for horse in horses], 0.06),
                    Wait(0.2))


def race_ended(table: RaceTable, event: RaceEnded, seats: list[SeatConfig],
               pace: Pace, finish: Step) -> Step:
    """The last horse to its box and the finish in sight for ``finish`` (a lesson holds it
    while its card tells of the finish), then the payout sheet, its counters at ``pace``."""
    sprite = table.horses[event.last_horse]
    end = podium_spot(table.boxes[0], table.scale)
    multiplier = race_multiplier(event.race)

    def show_sheet() -> None:
        table.lanes[event.last_horse].last = True
        table.pending_sheet = PayoutSheet(event.race, event.podium, event.last_horse,
                                 event.pace_horse, [s.name for s in seats],
                                 [s.colour for s in seats], pace, multiplier)
        for seat, counter in enumerate(table.pending_sheet.money):
            counter.snap(table.money[seat])

    return Sequence(sprite.fly(sprite.centre(table.geo), end), Call(show_sheet), finish)


def open_sheet(table: RaceTable) -> None:
    """The payout sheet comes up with the first line it settles (after any flip)."""
    if table.pending_sheet is not None:
        table.sheet, table.pending_sheet = table.pending_sheet, None
        table.sheet_shown()


def reveal(table: RaceTable, chips: tuple[tuple[int, int, int], ...]) -> Step:
    flips: list[Step] = []
    for seat, horse, value in chips:
        for chip in table.lanes[horse].chips:
            if chip.seat == seat:
                flips.append(chip.turn_over(value))
    return Sequence(Call(audio.play, "card_flip"), stagger(flips, 0.05), Wait(1.0))


def settle_chip(table: RaceTable, event: ChipSettled) -> None:
    open_sheet(table)
    if table.sheet is None:
        return
    table.sheet.lines[event.seat].append(PayoutLine(event.horse, event.chip, event.kind,
                                                   event.rate, event.multiplier,
                                                   event.amount))
    audio.play("coin" if event.amount > 0 else "error", volume=0.5)


def settle_money(table: RaceTable, event: MoneySettled, plate: SeatPlate) -> None:
    open_sheet(table)
    table.money[event.seat] = event.money
    plate.set_score(event.money, animate=True)
    if table.sheet is not None:
        # Its bluffs under its paid lines: a 0 chip settles nothing, but is turned up.
        table.sheet.lines[event.seat].extend(
            PayoutLine(lane.horse, 0, None, 0, table.sheet.multiplier, 0)
            for lane in table.lanes for chip in lane.chips
            if chip.seat == event.seat and chip.value == 0)
        table.sheet.settled[event.seat] = True
        table.sheet.paid[event.seat] = event.paid
        table.sheet.money[event.seat].set(event.money)

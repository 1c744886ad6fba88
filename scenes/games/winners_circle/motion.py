"""The motions on the Winner's Circle table: gates, chips, gallops, pace, podium, payout.

Each function builds the timeline step for one engine event; the scene's
:meth:`animate` picks it. Widgets change only inside the steps, so a
fast-forward lands on the same table the next sync draws.
"""

from __future__ import annotations

import pygame

from scenes import audio
from scenes.games.winners_circle.lanes import ChipSprite
from scenes.games.winners_circle.log_words import horse_name
from scenes.games.winners_circle.panels import PayoutLine, PayoutSheet, podium_spot
from scenes.games.winners_circle.table import WinnersTable
from scenes.widgets.tween import Call, Sequence, Step, Tween, Wait, stagger
from tabletop.games.winners_circle_data import (
    CARDS,
    FINAL_RACE_MULTIPLIER,
    FINISH,
    PACE_SPACE,
    RACES,
)
from tabletop.games.winners_circle_events import (
    ChipSettled,
    HorseMoved,
    MoneySettled,
    RaceEnded,
)


def to_gate(scene: WinnersTable, horse: int, gate: int, space: int, card: int) -> Step:
    """A drawn card goes to its gate and its horse runs out to its start space (RULES.md §1.4)."""
    lane, sprite = scene.lanes[horse], scene.horses[horse]
    lane.gate, lane.values, lane.face_up = gate, CARDS[card][1], True
    sprite.visible, sprite.progress = True, float(space)
    start = pygame.Vector2(lane.rect.midleft)
    return Sequence(Call(audio.play, "card_flip"),
                    sprite.fly(start, scene.geo.position(space), 0.25),
                    Call(setattr, sprite, "spot", None))


def chip_flight(scene: WinnersTable, seat: int, horse: int, chip: int | None) -> Step:
    """A chip flies from its owner's plate to the horse's lane (``chip`` None: face down)."""
    lane = scene.lanes[horse]
    sprite = ChipSprite(seat, scene.slot(seat), chip)
    start = pygame.Vector2(scene.plates[seat].rect.center)
    end = lane.chip_spot(len(lane.chips))
    scene.flying_chips.append(sprite)

    def land() -> None:
        if sprite in scene.flying_chips:
            scene.flying_chips.remove(sprite)
        lane.chips.append(sprite)
        audio.play("coin", volume=0.6)

    return sprite.fly(start, end, land)


def gallop(scene: WinnersTable, event: HorseMoved) -> Step:
    """The horse runs space by space; a blocked one bumps at the taken space (RULES.md §1.5)."""
    sprite, lane = scene.horses[event.horse], scene.lanes[event.horse]
    end = min(float(event.to_progress), FINISH + 0.4)
    steps: list[Step] = [sprite.gallop(float(event.from_progress), end)]
    if event.blocked:
        stuck = event.to_progress == event.from_progress  # every space ahead taken (WC-T6)
        words = scene.text("ribbon_stuck" if stuck else "ribbon_blocked",
                           horse=horse_name(event.horse), space=event.to_space)

        def mark() -> None:
            scene.blocked_at = (event.horse, float(event.target_progress))
            scene.ribbon, scene.ribbon_danger = words, True

        def unmark() -> None:
            scene.blocked_at = None
            scene.ribbon = ""

        # Long enough to read the ribbon from the sofa (it was 0.6 s, gone mid-sentence).
        steps += [Call(mark), sprite.bump(end), Wait(1.1), Call(unmark)]
    steps.append(Call(setattr, lane, "face_up", False))
    return Sequence(*steps)


def pace_flight(scene: WinnersTable, horse: int) -> Step:
    start = scene.geo.space_centre(PACE_SPACE, -0.8)
    end = scene.lanes[horse].pace_spot()
    scene.pace_on_track = False
    scene.flying_pace = pygame.Vector2(start)

    def frame(value: float) -> None:
        scene.flying_pace = start.lerp(end, value)

    def land() -> None:
        scene.flying_pace = None
        scene.lanes[horse].pace = True
        audio.play("coin")

    return Tween(0.45, 0.0, 1.0, on_update=frame, on_done=land)


def to_podium(scene: WinnersTable, horse: int, place: int) -> Step:
    sprite = scene.horses[horse]
    end = podium_spot(scene.boxes[place], scene.scale)

    def done() -> None:
        scene.lanes[horse].place = place
        audio.play("cheer" if place == 1 else "coin")

    return Sequence(sprite.fly(sprite.centre(scene.geo), end), Call(done))


def turn_up(scene: WinnersTable, horses: tuple[int, ...]) -> Step:
    def up(horse: int) -> Step:
        return Call(setattr, scene.lanes[horse], "face_up", True)

    return Sequence(Call(audio.play, "card_flip"),
                    stagger([Sequence(Wait(0.0), up(horse)) for horse in horses], 0.06),
                    Wait(0.2))


def race_ended(scene: WinnersTable, event: RaceEnded) -> Step:
    sprite = scene.horses[event.last_horse]
    end = podium_spot(scene.boxes[0], scene.scale)
    multiplier = FINAL_RACE_MULTIPLIER if event.race == RACES else 1

    def show_sheet() -> None:
        scene.lanes[event.last_horse].last = True
        scene.pending_sheet = PayoutSheet(event.race, event.podium, event.last_horse,
                                 event.pace_horse, [s.name for s in scene.session.seats],
                                 [s.colour for s in scene.session.seats],
                                 scene.timeline.pace, multiplier)
        for seat, counter in enumerate(scene.pending_sheet.money):
            counter.snap(scene.money[seat])

    return Sequence(sprite.fly(sprite.centre(scene.geo), end), Call(show_sheet), Wait(0.8))


def open_sheet(scene: WinnersTable) -> None:
    """The payout sheet comes up with the first line it settles (after any flip)."""
    if scene.pending_sheet is not None:
        scene.sheet, scene.pending_sheet = scene.pending_sheet, None


def reveal(scene: WinnersTable, chips: tuple[tuple[int, int, int], ...]) -> Step:
    flips: list[Step] = []
    for seat, horse, value in chips:
        for chip in scene.lanes[horse].chips:
            if chip.seat == seat:
                flips.append(chip.turn_over(value))
    return Sequence(Call(audio.play, "card_flip"), stagger(flips, 0.05), Wait(1.0))


def settle_chip(scene: WinnersTable, event: ChipSettled) -> None:
    open_sheet(scene)
    if scene.sheet is None:
        return
    scene.sheet.lines[event.seat].append(PayoutLine(event.horse, event.chip, event.kind,
                                                   event.rate, event.multiplier,
                                                   event.amount))
    audio.play("coin" if event.amount > 0 else "error", volume=0.5)


def settle_money(scene: WinnersTable, event: MoneySettled) -> None:
    open_sheet(scene)
    scene.money[event.seat] = event.money
    scene.plates[event.seat].set_score(event.money, animate=True)
    if scene.sheet is not None:
        scene.sheet.settled[event.seat] = True
        scene.sheet.paid[event.seat] = event.paid
        scene.sheet.money[event.seat].set(event.money)

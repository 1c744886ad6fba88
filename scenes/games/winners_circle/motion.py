"""The race's motions on the Winner's Circle table: pace token, podium, cards, payout.

Each function builds the timeline step for one engine event; the scene's
:meth:`animate` picks it. Widgets change only inside the steps, so a
fast-forward lands on the same table the next sync draws.
"""

from __future__ import annotations

import pygame

from scenes import audio
from scenes.games.winners_circle.panels import PayoutLine, PayoutSheet, podium_spot
from scenes.games.winners_circle.table import WinnersTable
from scenes.widgets.tween import Call, Sequence, Step, Tween, Wait, stagger
from tabletop.games.winners_circle_data import FINAL_RACE_MULTIPLIER, PACE_SPACE, RACES
from tabletop.games.winners_circle_events import ChipSettled, MoneySettled, RaceEnded


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
                                 [s.colour for s in scene.session.seats], multiplier)
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

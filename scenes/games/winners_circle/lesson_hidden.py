"""The setup's hidden bets (RULES.md §1.7) laid on a lesson's table while its cards tell of
them: the lesson's race is played face up, and its cards told of chips face down and of a
0 chip the table never showed (trial s39 Y/007).

While a card's words name "face_down", every chip on the lanes but the learner's own lies
face down, as the option lays them for the learner's eyes (the chip's back, as
:class:`~scenes.games.winners_circle.lanes.ChipSprite` draws a value the viewer may not
know); while they name "bluff_chip", the learner's 0 chip lies too, face up to its owner as
in a game, on the first horse the learner has not backed. The race's own chips come back
as the card goes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.games.winners_circle.lanes import ChipSprite, HorseLane

FACE_DOWN = "face_down"
"""The part a card names for the chips face down."""
BLUFF_CHIP = "bluff_chip"
"""The part a card names for the 0 chip, a bluff."""
BLUFF = 0
"""The bluff chip's value (RULES.md §1.7: it pays $0 and costs $0)."""


class HiddenBetsShown:
    """The lanes' chips as the hidden-bets option would lay them, while a card tells of it."""

    def __init__(self) -> None:
        self._laid: dict[int, tuple[list[ChipSprite], list[ChipSprite]]] = {}
        """Per horse: the race's own chips and the chips shown in their place."""

    def show(self, lanes: Sequence[HorseLane], parts: Sequence[str], viewer: int | None,
             slot: Callable[[int], int]) -> None:
        """Lay the chips ``parts`` (a card's named parts) speak of, as ``viewer`` (the
        learner) sees them; without either name, put the race's own chips back."""
        down, bluff = FACE_DOWN in parts, BLUFF_CHIP in parts and viewer is not None
        if not (down or bluff):
            for lane in lanes:
                own, shown = self._laid.pop(lane.horse, (lane.chips, lane.chips))
                if lane.chips is shown:  # else a sync has laid the table anew
                    lane.chips = own
            return
        bluffed = False
        for lane in lanes:
            own, shown = self._laid.get(lane.horse, (lane.chips, lane.chips))
            if lane.chips is not shown:  # a sync laid the race's chips anew
                own = lane.chips
            laid = [ChipSprite(chip.seat, chip.slot,
                               chip.value if chip.seat == viewer or not down else None)
                    for chip in own]
            if (bluff and not bluffed and viewer is not None and len(own) < lane.seats
                    and all(chip.seat != viewer for chip in own)):
                laid.append(ChipSprite(viewer, slot(viewer), BLUFF))
                bluffed = True
            lane.chips = laid
            self._laid[lane.horse] = (own, laid)

    def rects(self, lanes: Sequence[HorseLane], name: str) -> list[pygame.Rect]:
        """Where the chips a card names lie: those face down, or the 0 chip."""
        rects = []
        for lane in lanes:
            if lane.horse not in self._laid:
                continue
            d = lane.chip_diameter
            for index, chip in enumerate(lane.chips):
                if (chip.value is None) if name == FACE_DOWN else (chip.value == BLUFF):
                    spot = lane.chip_spot(index)
                    rects.append(pygame.Rect(round(spot.x - d / 2), round(spot.y - d / 2),
                                             d, d))
        return rects

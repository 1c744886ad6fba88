"""A horse the die leaves no free space ahead of may still be chosen (RULES.md §1.5,
racing 2: choosing is mandatory, a horse that cannot advance may be chosen; WC-T6: it stays
and its card is flipped). Its lane says it cannot move, not a space, and a first choice of
it, while another horse could move, is asked again: its "→ 30" moved nothing and used up
the card, and only the log said why (trial s31 I/016)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.games.winners_circle import WinnersCircleState, card_value, landing
from tabletop.games.winners_circle_data import FINISH
from tabletop.games.winners_circle_rules import printed_space

if TYPE_CHECKING:
    from scenes.games.winners_circle.lanes import HorseLane
    from scenes.games.winners_circle.table import RaceTable


def stays(state: WinnersCircleState, horse: int) -> bool:
    """Whether moving ``horse`` with the rolled symbol leaves it where it stands."""
    if state.symbol is None:
        return False
    steps = card_value(state.cards[horse], state.symbol)
    return landing(state.progress, state.running(), horse, steps) == state.progress[horse]


def movable(state: WinnersCircleState) -> list[int]:
    """The horses the rolled symbol may be used on: running, their cards face up."""
    return [horse for horse, running in enumerate(state.running())
            if running and state.face_up[horse]]


def preview_words(text: Callable[..., str], state: WinnersCircleState, horse: int,
                  end: int) -> str:
    """A lane's tag: that its horse cannot move, or where it would land: a space, or the
    podium box it would finish in, named as the box is ("→ 2nd"), in every lane alike
    (trial s19 read "→ 1st" in one lane and "→ 1st (finish)" in another)."""
    if end == state.progress[horse]:
        return text("preview_stays")
    if end >= FINISH:
        return text("preview_space", space=text(f"podium_{len(state.finished) + 1}"))
    return text("preview_space", space=printed_space(end))


def light_move_lanes(table: RaceTable, state: WinnersCircleState,
                     text: Callable[..., str]) -> list[HorseLane]:
    """After the roll, the lanes of the horses that may be moved glow with where each
    would land; the others dim. Returns the glowing lanes."""
    assert state.symbol is not None
    lit: list[HorseLane] = []
    running = state.running()
    for lane in table.lanes:
        horse = lane.horse
        if running[horse] and state.face_up[horse]:
            steps = card_value(state.cards[horse], state.symbol)
            end = landing(state.progress, running, horse, steps)
            if end != state.progress[horse]:  # one that stays gets no disc: it
                table.previews[horse] = end   # floated far off (trial s29 G/035, 049)
            lane.selectable, lane.lit = True, state.symbol.index
            lane.preview = preview_words(text, state, horse, end)
            lit.append(lane)
        else:
            lane.dimmed = True
    return lit


class BlockedGuard:
    """Remembers the blocked horse the person was told about in this decision."""

    def __init__(self) -> None:
        self.warned: int | None = None

    def stops(self, state: WinnersCircleState, horse: int) -> bool:
        """True (and remembered) for a first choice of a blocked horse while another horse
        could move: the move is not made, the table says why; a second choice makes it."""
        if self.warned == horse or not stays(state, horse):
            return False
        if all(stays(state, other) for other in movable(state)):
            return False  # every choice moves nothing: no better one to point to
        self.warned = horse
        return True

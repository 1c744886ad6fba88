"""The Yacht Dice coach: the solver's expected final total for the best choices (DESIGN §5).

A pure function of one seat's view: the seat to move, its sheet, the dice and
the rolls left go to the exact solitaire solver of
:mod:`tabletop.bots.yacht_solver`. Loading the solver's value table takes a
noticeable moment the first time, so scenes call :func:`advise` off the frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.bots.yacht_solver import (
    CategoryOption,
    KeepOption,
    TurnState,
    category_options,
    expected_total,
    keep_options,
    load_value_table,
)
from tabletop.core import Engine
from tabletop.games.yacht import DICE_COUNT, ROLLS_PER_TURN, YachtState

SHOWN_OPTIONS = 3


@dataclass(frozen=True)
class Advice:
    """What the coach says about one decision of the seat to move.

    Attributes:
        expected: the expected final sheet total with best play from here.
        keeps: the best dice to keep before the next roll, best first (none
            before the first roll).
        categories: the best categories to score now, best first.
    """

    expected: float
    keeps: tuple[KeepOption, ...]
    categories: tuple[CategoryOption, ...]

    @property
    def best_keep(self) -> tuple[int, ...] | None:
        """The faces the best reroll keeps, or None when scoring now is best."""
        if not self.keeps or len(self.keeps[0].kept) == DICE_COUNT:
            return None
        return self.keeps[0].kept


def turn_state(view: Engine[Any]) -> TurnState:
    """The solver's decision point for the seat to move in ``view``."""
    seat, state = view.current_seat, view.state
    if seat is None or not isinstance(state, YachtState):
        raise ValueError("the coach needs the view of a Yacht seat to move")
    return TurnState.from_sheet(state.sheets[seat], state.dice,
                                ROLLS_PER_TURN - state.rolls_used)


def advise(view: Engine[Any]) -> Advice:
    """The solver's view of the decision pending in ``view``."""
    state = turn_state(view)
    table = load_value_table()
    if not state.dice:
        return Advice(expected_total(state, table), (), ())
    keeps = tuple(keep_options(state, table)[:SHOWN_OPTIONS])
    categories = tuple(category_options(state, table)[:SHOWN_OPTIONS])
    return Advice(expected_total(state, table), keeps, categories)

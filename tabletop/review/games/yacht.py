"""Yacht Dice reviewed exactly, by the optimal solver (:mod:`tabletop.bots.yacht_solver`).

A decision is a keep (the holds and releases after a roll, ending with the next
roll) or a score (a category written, after any holds). The turn's first roll
is no decision. Every figure is the solver's expected final sheet total of
playing on perfectly after the choice, so a cost is exact, with no standard
error: ``cost`` is the best choice's expected total less the choice made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.bots.yacht_solver import (
    TurnState,
    category_options,
    expected_total,
    keep_options,
    load_value_table,
)
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.yacht import (
    DICE_COUNT,
    ROLLS_PER_TURN,
    Category,
    Hold,
    Release,
    Roll,
    Score,
    YachtState,
)
from tabletop.review.base import Estimate, Spot
from tabletop.review.model import Choice

TIE = 1e-9
"""Expected totals closer than this are the same choice's worth."""


def _state(game: Engine[Any]) -> YachtState:
    state = game.state
    assert isinstance(state, YachtState)
    return state


def spot(game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None:
    """After a roll, the seat's holds up to its next roll or score are one decision."""
    state = _state(game)
    if not state.rolls_used:
        return None  # the turn's first roll: nothing to choose
    seat = history[start].seat
    end = start
    while end < len(history) and isinstance(history[end], (Hold, Release)):
        end += 1
    if end >= len(history) or not isinstance(history[end], (Roll, Score)):
        return None  # a game cut short in the middle of holding: nothing was decided
    return Spot(start, end + 1, seat)


def turn_of(view: Engine[Any]) -> TurnState:
    state = _state(view)
    seat = view.current_seat
    assert seat is not None
    return TurnState.from_sheet(state.sheets[seat], state.dice,
                                ROLLS_PER_TURN - state.rolls_used)


def kept_faces(state: YachtState, actions: Sequence[Action]) -> tuple[int, ...]:
    """The faces held when the decision's roll was made."""
    held = list(state.held)
    for action in actions:
        if isinstance(action, Hold):
            held[action.die] = True
        elif isinstance(action, Release):
            held[action.die] = False
    return tuple(sorted(face for face, kept in zip(state.dice, held, strict=True) if kept))


def choice_values(turn: TurnState) -> dict[Choice, float]:
    """Every choice of the turn state with its expected final total (keeps of fewer
    than five dice, and the categories; keeping all five is scoring)."""
    table = load_value_table()
    values: dict[Choice, float] = {}
    for option in keep_options(turn, table):
        if len(option.kept) < DICE_COUNT:
            values[Choice("keep", option.kept)] = option.expected_total
    for category in category_options(turn, table):
        values[Choice("score", (category.points,), category.category.value)] = \
            category.expected_total
    return values


def estimate(view: Engine[Any], actions: Sequence[Action], seed: int,
             truth: Engine[Any] | None = None) -> Estimate:
    """The exact cost of the keep or category chosen (nothing is hidden in Yacht, so
    hindsight changes nothing and the seed is not used)."""
    state = _state(view)
    turn = turn_of(view)
    values = choice_values(turn)
    last = actions[-1]
    if isinstance(last, Roll):
        done = Choice("keep", kept_faces(state, actions))
    else:
        assert isinstance(last, Score)
        category = Category(last.category)
        done = next(choice for choice in values
                    if choice.kind == "score" and choice.label == category.value)
    best_value = expected_total(turn, load_value_table())
    done_value = values[done]
    # The best choice: the one the solver rates highest, the one made when it is as good
    # (two ways of summing the same table may differ in the last bits).
    if best_value - done_value <= TIE:
        best, best_value = done, done_value
    else:
        best = max(values, key=lambda choice: values[choice])
    seat = view.current_seat
    assert seat is not None
    return Estimate(len(state.sheets[seat]) + 1, done, best, done_value, best_value,
                    best_value - done_value, 0.0, 0, step=state.rolls_used)

"""A review's choice as the actions that make it, to be shown on the table.

A replay shows the better choice the way a lesson shows the move it asks for:
by glowing the pieces of its actions (each scene's ``piece_rect(action)``).
:func:`choice_actions` gives those actions for the position before the decision
(the game, or a view, after the decision's ``start`` actions): the dice to hold
and the category, the card, the seals, the order's cards, the barrels, the
chip and horse, the bid, the cube and region.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.big_shot_events import Bid, Pass, PlaceCube, TakeLoan
from tabletop.games.polterfass import (
    SPECIALS,
    CloseTap,
    Double,
    Order,
    PolterfassState,
    Remove,
    Special,
    ThrowAgain,
)
from tabletop.games.winners_circle_events import MoveHorse, PlaceBet
from tabletop.games.wizard_extreme import (
    COLOURS,
    SEALS,
    Card,
    PlayCard,
    Predict,
    ReturnSeal,
    TakeMagician,
    TakeSeal,
)
from tabletop.games.yacht import Category, Hold, Roll, Score, YachtState
from tabletop.review.model import Choice


def choice_actions(game: Engine[Any], choice: Choice) -> list[Action]:
    """The actions that carry ``choice`` out for the seat to move in ``game``."""
    seat = game.current_seat
    if seat is None:
        return []
    values = choice.values
    match game.spec.id, choice.kind:
        case "yacht", "keep":
            return [*_holds(game, seat, values), Roll(seat)]
        case "yacht", "score":
            return [Score(seat, Category(choice.label))]
        case "wizard_extreme", "card":
            return [PlayCard(seat, Card(COLOURS[values[0]], values[1]))]
        case "wizard_extreme", "return":
            return [ReturnSeal(seat, SEALS[values[0]])]
        case "wizard_extreme", "magician":
            return [TakeMagician(seat)]
        case "wizard_extreme", "predict":
            return [*(TakeSeal(seat, COLOURS[colour]) for colour, count in enumerate(values)
                      for _ in range(count)), Predict(seat)]
        case "polterfass", "order":
            value = values[0]
            return [Order(seat, (value,) if value <= 7 else (value - 7, 7))]
        case "polterfass", "close":
            return [CloseTap(seat)]
        case "polterfass", "throw":
            return [ThrowAgain(seat, _specials(game.state, values))]
        case "polterfass", "remove" | "double":
            kind = Remove if choice.kind == "remove" else Double
            targets: list[Action] = [
                action for action in game.legal_actions()
                if isinstance(action, kind) and _face(game.state, action.barrel) == values[0]]
            return targets[:1]
        case "winners_circle", "bet":
            return [PlaceBet(seat, values[0], values[1])]
        case "winners_circle", "move":
            return [MoveHorse(seat, values[0])]
        case "big_shot", "bid":
            return [Bid(seat, values[0])]
        case "big_shot", "pass":
            return [Pass(seat)]
        case "big_shot", "loan_bid":
            return [TakeLoan(seat), Bid(seat, values[0])]
        case "big_shot", "place":
            return [PlaceCube(seat, values[0], values[1])]
    raise ValueError(f"no actions for {game.spec.id}'s {choice!r}")


def _holds(game: Engine[Any], seat: int, faces: tuple[int, ...]) -> list[Action]:
    """A hold for each die to keep (the held ones first, as the player sees them)."""
    state = game.state
    assert isinstance(state, YachtState)
    wanted = Counter(faces)
    holds: list[Action] = []
    for prefer_held in (True, False):
        for die, face in enumerate(state.dice):
            if state.held[die] == prefer_held and wanted[face]:
                wanted[face] -= 1
                holds.append(Hold(seat, die))
    return holds


def _specials(state: Any, counts: tuple[int, ...]) -> tuple[int, ...]:
    assert isinstance(state, PolterfassState)
    xs = [barrel for barrel in SPECIALS if state.up[barrel] is Special.X][:counts[0]]
    arrows = [barrel for barrel in SPECIALS if state.up[barrel] is Special.ARROW][:counts[1]]
    return tuple(sorted(xs + arrows))


def _face(state: Any, barrel: int) -> int:
    assert isinstance(state, PolterfassState)
    return state.number_face(barrel)

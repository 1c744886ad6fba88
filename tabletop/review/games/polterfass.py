"""Polterfass reviewed over the orders nobody could see (RULES.md §2).

Every figure is the seat's points at the end of the round (its score so far plus
its expected gain): the round's bill depends on nothing before it. What a seat
could not see is sampled as the computer players imagine it: the other guests'
orders after the first throw (:func:`~tabletop.bots.polterfass_model.casual_order`),
and for a guest, how the innkeeper's serving ends (stopping at a good serve or
when few barrels are left, throwing a standing X again).

* An **order** is tried at every sum from 0 to 13 on the same sampled orders and
  serves.
* **Serving** (close the tap or throw again, and which standing special barrels
  to throw) is worked out exactly over the throws by the innkeeper's search
  (:class:`~tabletop.bots.polterfass_search.InnkeeperSearch`) for the points each
  serve brings against a batch of sampled orders; the batches' spread gives the
  standard error.
* **Counting** (which barrel an X removes or an arrow doubles) is exact over the
  serve it leaves, sampled over the orders.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.bots.polterfass import counting_choice, first_throw_up
from tabletop.bots.polterfass_innkeeper import BOLD_STOP_SERVE, BOLD_STOP_THROWN
from tabletop.bots.polterfass_model import casual_order
from tabletop.bots.polterfass_search import (
    SPECIAL_SLOT,
    InnkeeperSearch,
    after_throw,
    best_serve,
    max_serve,
    rethrow_options,
    sample_throw,
    throw_state,
    thrown_groups,
)
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.games.polterfass import (
    CloseTap,
    Double,
    Order,
    Phase,
    PolterfassEngine,
    PolterfassState,
    Remove,
    Special,
    ThrowAgain,
    innkeeper_gain,
    order_value,
    settle,
)
from tabletop.review.base import Estimate, Spot, estimate_from, sample_until_clear, stream
from tabletop.review.model import MARGINS, Choice

ORDERS = tuple(range(14))
"""Every sum an order can make: one card 0-7, or two different cards up to 7 + 6."""
BATCHES = 6
"""Batches of sampled orders behind a serving decision, one innkeeper's search each."""
BATCH_ORDERS = 40
SEARCH_BUDGET = 10_000
"""The innkeeper's search's work allowance (outcomes weighed) in deciding how many throws
ahead to look: a quarter of the hard player's, for the review prices every decision."""


def _state(game: Engine[Any]) -> PolterfassState:
    assert isinstance(game, PolterfassEngine)
    return game.state


def spot(game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None:
    """An order, a serving choice with something to throw, a count with a real choice."""
    state = _state(game)
    action = history[start]
    if state.phase is Phase.FIRST_THROW:
        return None
    if state.phase is Phase.COUNTING:
        faces = {state.number_face(target.barrel) for target in game.legal_actions()
                 if isinstance(target, (Remove, Double))}
        if len(faces) < 2:
            return None
    elif len(game.legal_actions()) < 2:
        return None
    return Spot(start, start + 1, action.seat)


def _others_orders(view: Engine[Any], state: PolterfassState, seat: int, rng: Rng,
                   truth: Engine[Any] | None) -> dict[int, int]:
    """Every other guest's order: known with hindsight where made, else as a typical guest
    would order after this round's first throw."""
    guests = state.guests(view.seats)
    visible = best_serve(throw_state(first_throw_up(view)))
    known = {} if truth is None else _state(truth).orders.choices
    orders = {}
    for guest in guests:
        if guest == seat:
            continue
        cards = known.get(guest)
        orders[guest] = (order_value(cards) if cards is not None
                         else casual_order(rng, visible, len(guests)))
    return orders


def _serving_ends(rng: Rng, up: Any, p_stand: float, numbers_only: bool,
                  rethrow_allowed: bool) -> int | None:
    """How a typical innkeeper's serving ends from the barrels standing now (None: fails)."""
    key = throw_state(up)
    while True:
        serve = best_serve(key)
        options = rethrow_options(key, rethrow_allowed)
        rethrow = (key[SPECIAL_SLOT + 1], 0) if rethrow_allowed else (0, 0)
        if rethrow not in options:
            rethrow = options[0] if options else rethrow
        thrown = thrown_groups(key, rethrow)
        if not options or serve >= BOLD_STOP_SERVE or sum(thrown) <= BOLD_STOP_THROWN:
            return serve
        counts = sample_throw(rng, thrown, p_stand)
        numbers = any(counts[i] + counts[i + 1] for i in range(1, SPECIAL_SLOT, 3))
        specials = counts[SPECIAL_SLOT + 1] + counts[SPECIAL_SLOT + 2] > 0
        if not (numbers or (specials and not numbers_only)):
            return None
        key = after_throw(key, rethrow, counts)


def _rules(view: Engine[Any]) -> tuple[float, bool, bool]:
    options = view.options
    return (float(options["p_stand"]), bool(options["fail_if_no_number_barrel"]),
            bool(options["rethrow_standing_specials"]))


def estimate(view: Engine[Any], actions: Sequence[Action], seed: int,
             truth: Engine[Any] | None = None) -> Estimate:
    state = _state(view)
    seat = view.current_seat
    assert seat is not None
    action = actions[0]
    if isinstance(action, Order):
        return _order(view, state, seat, action, seed, truth)
    if isinstance(action, (Remove, Double)):
        return _count(view, state, seat, action, seed, truth)
    return _serve(view, state, seat, action, seed, truth)


def _order(view: Engine[Any], state: PolterfassState, seat: int, action: Order, seed: int,
           truth: Engine[Any] | None) -> Estimate:
    p_stand, numbers_only, rethrow_allowed = _rules(view)
    choices = [Choice("order", (value,)) for value in ORDERS]
    done = order_value(action.cards)

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        rows = []
        values = ORDERS if only is None else [ORDERS[index] for index in only]
        for sample in range(low, high):
            rng = stream(seed, sample)
            others = _others_orders(view, state, seat, rng, truth)
            serve = _serving_ends(rng, state.up, p_stand, numbers_only, rethrow_allowed)
            row = []
            for value in values:
                gains = settle({**others, seat: value}, serve or 0, serve is None)
                row.append(float(gains[seat]))
            rows.append(row)
        return rows

    means, best, errors, samples = sample_until_clear(sampler, done, MARGINS["polterfass"],
                                                      first=100, most=800)
    return estimate_from(state.round, choices, done, means, best, errors, samples,
                         offset=state.scores[seat])


def _beliefs(view: Engine[Any], state: PolterfassState, seat: int, seed: int,
             truth: Engine[Any] | None, count: int) -> list[dict[int, int]]:
    """``count`` samples of the guests' orders as the innkeeper may imagine them."""
    if truth is not None:
        return [_others_orders(view, state, seat, Rng(seed), truth)]
    return [_others_orders(view, state, seat, stream(seed, sample), None)
            for sample in range(count)]


def _serve_values(orders: Sequence[dict[int, int]]) -> list[float]:
    """The innkeeper's mean points for closing with each serve, over ``orders``."""
    return [sum(innkeeper_gain(sample, serve, False) for sample in orders) / len(orders)
            for serve in range(max_serve() + 1)]


def _serve(view: Engine[Any], state: PolterfassState, seat: int, action: Action, seed: int,
           truth: Engine[Any] | None) -> Estimate:
    p_stand, numbers_only, rethrow_allowed = _rules(view)
    key = throw_state(state.up)
    options = rethrow_options(key, rethrow_allowed)
    choices = [Choice("close"), *(Choice("throw", option) for option in options)]
    if isinstance(action, CloseTap):
        done = 0
    else:
        assert isinstance(action, ThrowAgain)
        xs = sum(1 for barrel in action.rethrow if state.up[barrel] is Special.X)
        done = choices.index(Choice("throw", (xs, len(action.rethrow) - xs)))
    orders = _beliefs(view, state, seat, seed, truth, BATCHES * BATCH_ORDERS)
    batches = [orders] if truth is not None else [
        orders[batch * BATCH_ORDERS:(batch + 1) * BATCH_ORDERS] for batch in range(BATCHES)]
    # As deep as the innkeeper's own search gets within its allowance for all the orders...
    _, depth = InnkeeperSearch(_serve_values(orders), 0.0, p_stand, numbers_only,
                               rethrow_allowed, budget=SEARCH_BUDGET).decide(key)
    rows = []
    for batch in batches:  # ...then that deep for each batch's orders
        search = InnkeeperSearch(_serve_values(batch), 0.0, p_stand, numbers_only,
                                 rethrow_allowed)
        rows.append([search.close_value(key),
                     *(search.throw_value(key, option, max(1, depth)) for option in options)])

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        return [row if only is None else [row[index] for index in only]
                for row in rows[low:high]]

    means, best, errors, samples = sample_until_clear(
        sampler, done, MARGINS["polterfass"], first=len(rows), most=len(rows))
    return estimate_from(state.round, choices, done, means, best, errors, samples,
                         offset=state.scores[seat])


def _count(view: Engine[Any], state: PolterfassState, seat: int, action: Remove | Double,
           seed: int, truth: Engine[Any] | None) -> Estimate:
    targets: list[Remove | Double] = []
    faces: list[int] = []
    for legal in view.legal_actions():
        if isinstance(legal, (Remove, Double)):
            face = state.number_face(legal.barrel)
            if face not in faces:
                faces.append(face)
                targets.append(legal)
    kind = "remove" if isinstance(action, Remove) else "double"
    choices = [Choice(kind, (face,)) for face in faces]
    done = faces.index(state.number_face(action.barrel))
    orders = _beliefs(view, state, seat, seed, truth, 240)
    worth = _serve_values(orders)
    # After this step the innkeeper counts on to the serve worth most to him.
    serves = [max(counting_choice(state, target), key=lambda serve: worth[serve])
              for target in targets]

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        picked = serves if only is None else [serves[index] for index in only]
        return [[float(innkeeper_gain(sample, serve, False)) for serve in picked]
                for sample in orders[low:high]]

    means, best, errors, samples = sample_until_clear(
        sampler, done, MARGINS["polterfass"], first=len(orders), most=len(orders))
    return estimate_from(state.round, choices, done, means, best, errors, samples,
                         offset=state.scores[seat])

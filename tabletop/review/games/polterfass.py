"""Polterfass reviewed over the orders nobody could see (RULES.md §2).

Every figure is the seat's points at the end of the round (its score so far plus
its expected gain): the round's bill depends on nothing before it. What a seat
could not see is pictured as the hard computer player pictures it, from the
public log alone: the other guests' orders from their own past orders on like
serves, else a casual guest's habits
(:class:`~tabletop.bots.polterfass_model.OrderModel`).

* An **order** is tried at every sum from 0 to 13 on the same sampled orders and
  serves; the innkeeper serves as the hard one does, by his search over the
  worth of each serve against the orders he expects
  (:func:`~tabletop.bots.polterfass_model.serve_values`). (A bold innkeeper who
  threw on to a serve of 26 once stood for every innkeeper: at three seats no
  serve then fell short of the other guest's order plus 13, and the review called
  13 the best order at every order of every game, where hard innkeepers close
  early on a table they expect to order much. And an innkeeper pictured closing
  where his search stopped looking ahead, after one throw from a crowded table,
  marked an order of 13 a mistake at six seats with eight barrels to throw where
  the hard players' replays of the round rewarded it most: he decides again after
  every throw, :func:`~tabletop.bots.polterfass_innkeeper.innkeeper_serves`.)
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
from dataclasses import replace
from typing import Any

from tabletop.bots.polterfass import ORDER_SAMPLES as BELIEF_ORDERS
from tabletop.bots.polterfass import counting_choice, first_throw_up
from tabletop.bots.polterfass_innkeeper import innkeeper_serves
from tabletop.bots.polterfass_model import OrderModel, past_orders, past_rounds, serve_values
from tabletop.bots.polterfass_search import (
    InnkeeperSearch,
    best_serve,
    max_serve,
    rethrow_options,
    throw_state,
)
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.games.polterfass import (
    BarrelsThrown,
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
ORDER_DRAWS = (100, 800)
"""Samples an order is priced on: first, and at most while the cost is not yet clear."""
SERVINGS = 1 << 40
"""The first of the streams of a decision's seed that draw the servings an order is priced
on, one for each of :data:`INNKEEPERS` (the samples' own streams are numbered from 0)."""
INNKEEPERS = 8
"""Innkeepers an order's servings are drawn from, each his own draw of the orders he
expects and his own search: one draw alone may tip a close call between closing and
throwing on, and every serving with it (a trial's round: one innkeeper closed at a serve
of 13 every time, another threw on every time, failing a quarter of the time)."""
BATCHES = 6
"""Batches of sampled orders behind a serving decision, one innkeeper's search each."""
BATCH_ORDERS = 40
SEARCH_BUDGET = 10_000
"""The innkeeper's search's work allowance (outcomes weighed) in deciding how many throws
ahead to look: a quarter of the hard player's, for the review prices every decision."""


def serves_less(done: Choice, best: Choice) -> bool:
    """The better count leaves the smaller serve: a smaller face doubled, or a bigger one
    removed. Its line then says why (trial s32 I/013: "doubling the 2 was worth 4.9 points
    more" than doubling the 7 read as wrong): a serve that reaches the guests' total order
    earns the innkeeper only the part of it beyond that (RULES.md §2.5)."""
    if done.kind != best.kind or done.kind not in ("double", "remove"):
        return False
    smaller = best.values[0] < done.values[0]
    return smaller if done.kind == "double" else not smaller


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


def _order_model(view: Engine[Any], state: PolterfassState) -> OrderModel:
    """The guests' orders as the hard player pictures them after this round's first throw."""
    visible = best_serve(throw_state(first_throw_up(view)))
    return OrderModel(past_orders(past_rounds(view)), visible, len(state.guests(view.seats)))


def _others_orders(view: Engine[Any], state: PolterfassState, seat: int, rng: Rng,
                   model: OrderModel, truth: Engine[Any] | None) -> dict[int, int]:
    """Every other guest's order: known with hindsight where made, else drawn from
    ``model``."""
    known = {} if truth is None else _state(truth).orders.choices
    orders = {}
    for guest in state.guests(view.seats):
        if guest == seat:
            continue
        cards = known.get(guest)
        orders[guest] = order_value(cards) if cards is not None else model.sample(rng, guest)
    return orders


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
    model = _order_model(view, state)
    # The innkeeper serves as the hard one does: his search weighs each serve against the
    # orders he expects, keeping the whole serve when it falls short of their total (RULES.md
    # §2.5, phase 5), so he closes early on a table he expects to order much. He does not
    # see the orders (PF-D10): each sample's serving, drawn once, serves every order tried.
    servings = []
    for innkeeper in range(INNKEEPERS):
        draws = stream(seed, SERVINGS + innkeeper)
        worth, fail_value = serve_values(model, draws, state.guests(view.seats),
                                         state.scores, state.innkeeper, BELIEF_ORDERS)
        search = InnkeeperSearch(worth, fail_value, p_stand, numbers_only, rethrow_allowed,
                                 budget=SEARCH_BUDGET)
        servings.append(innkeeper_serves(search, throw_state(state.up), draws,
                                         ORDER_DRAWS[1] // INNKEEPERS))

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        rows = []
        values = ORDERS if only is None else [ORDERS[index] for index in only]
        for sample in range(low, high):
            others = _others_orders(view, state, seat, stream(seed, sample), model, truth)
            serve = servings[sample % INNKEEPERS][sample // INNKEEPERS]
            row = []
            for value in values:
                gains = settle({**others, seat: value}, serve or 0, serve is None)
                row.append(float(gains[seat]))
            rows.append(row)
        return rows

    means, best, errors, samples = sample_until_clear(
        sampler, done, MARGINS["polterfass"], first=ORDER_DRAWS[0], most=ORDER_DRAWS[1])
    return estimate_from(state.round, choices, done, means, best, errors, samples,
                         offset=state.scores[seat])


def _beliefs(view: Engine[Any], state: PolterfassState, seat: int, seed: int,
             truth: Engine[Any] | None, count: int) -> list[dict[int, int]]:
    """``count`` samples of the guests' orders as the innkeeper may imagine them."""
    model = _order_model(view, state)
    if truth is not None:
        return [_others_orders(view, state, seat, Rng(seed), model, truth)]
    return [_others_orders(view, state, seat, stream(seed, sample), model, None)
            for sample in range(count)]


def _serve_values(orders: Sequence[dict[int, int]]) -> list[float]:
    """The innkeeper's mean points for closing with each serve, over ``orders``."""
    return [sum(innkeeper_gain(sample, serve, False) for sample in orders) / len(orders)
            for serve in range(max_serve() + 1)]


def _serve(view: Engine[Any], state: PolterfassState, seat: int, action: Action, seed: int,
           truth: Engine[Any] | None) -> Estimate:
    p_stand, numbers_only, rethrow_allowed = _rules(view)
    key = throw_state(state.up)
    throws = 0  # this round's throws so far: the first (however often repeated, PF-D4)...
    for event in reversed(view.log):
        if isinstance(event, BarrelsThrown):
            throws += 1
            if event.first:  # ...and the later ones since
                break
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
    return replace(estimate_from(state.round, choices, done, means, best, errors, samples,
                                 offset=state.scores[seat]), step=throws)


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

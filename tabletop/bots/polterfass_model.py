"""How the hard Polterfass player pictures the table: the orders and the innkeeper.

Everything here reads only what every seat sees: the barrels, the scores and
the orders revealed at past bills. Two pictures:

* **Orders** (:class:`OrderModel`). Each guest's order is drawn from his own
  past orders, those placed on a serve like this one counting most, or from
  the habits of a casual guest (:func:`casual_order`), the past counting for
  more the more of it there is. A table that ordered greedily is expected to
  go on doing so; :class:`FlatOrders` is the picture of someone who reads
  nothing into the table.
* **The innkeeper's worth of each serve** (:func:`serve_values`). The
  innkeeper does not see the orders (PF-D10), so the worth to him of closing
  with each serve follows from the orders he expects. He keeps the whole serve
  when it falls short of the total ordered and only the excess when it covers
  it (RULES.md §2.5, phase 5), so against a greedy table he closes early and
  counts a serve that stays short. :mod:`polterfass_innkeeper` plays servings
  out on these values.
* **The past** (:func:`past_rounds`): every finished round as the log shows it
  to every seat.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from tabletop.bots.polterfass_search import (
    ThrowState,
    best_serve,
    max_serve,
    throw_state,
)
from tabletop.core import Engine, Rng
from tabletop.games.polterfass import (
    BARREL_COUNT,
    TARGET_SCORE,
    BarrelsThrown,
    BillSettled,
    Face,
    TapClosed,
    order_cards,
    settle,
)

MAX_ORDER = 13
# A casual guest's habits (what the easy player does, and what the hard player
# expects of a seat it has not seen order yet).
MODEST_CHANCE = 0.12  # orders 0 or 1, hoping for the modest guest's bonus
GREEDY_CHANCE = 0.08  # orders 10–13
EXPECTED_GROWTH = 4  # how much a guest expects the serve to grow after the first throw
# How many past orders of a seat, placed on the same serve, count as much as the casual
# habits; and how far apart (in serve) two orders' serves are when one counts 1/e of
# the other for the order now.
PRIOR_WEIGHT = 2.0
SERVE_LIKENESS = 8.0

# What ending the game counts for, in points, on top of the round's gains.
WIN_BONUS = 30.0


def casual_order(rng: Rng, visible_serve: int, guests: int) -> int:
    """What a casual guest orders after a first throw that serves ``visible_serve``."""
    if rng.chance(MODEST_CHANCE):
        return rng.below(2)
    if rng.chance(GREEDY_CHANCE / (1 - MODEST_CHANCE)):
        return 10 + rng.below(4)
    share = (visible_serve + EXPECTED_GROWTH) / max(guests, 1)
    factor = 0.5 + rng.below(81) / 100
    return max(0, min(MAX_ORDER, round(share * factor)))


def end_bonus(mine: int, best_other: int) -> float:
    """Worth of how the round ends the game: a win when I lead at 75, a loss when another does."""
    if max(mine, best_other) < TARGET_SCORE:
        return 0.0
    return WIN_BONUS if mine >= best_other else -WIN_BONUS


def seat_weights(scores: Sequence[int], me: int) -> list[float]:
    """How much each other seat's gain counts against mine: leaders count more."""
    raw = [
        0.0 if seat == me else 1.0 + max(0, score - scores[me]) / 30 + (0.5 if score >= 55 else 0)
        for seat, score in enumerate(scores)
    ]
    total = sum(raw) or 1.0
    return [weight / total for weight in raw]


def up_after(throw: BarrelsThrown) -> list[Face | None]:
    """The barrels a first throw left standing."""
    up: list[Face | None] = [None] * BARREL_COUNT
    for landing in throw.landings:
        up[landing.barrel] = landing.face
    return up


# -- the orders --------------------------------------------------------------------


@dataclass(frozen=True)
class PastOrder:
    """One order revealed at a bill, with the serve the first throw had shown."""

    visible: int
    guests: int
    order: int


@dataclass(frozen=True)
class PastRound:
    """A finished round as every seat saw it: who served, the first throw's serve, the
    orders revealed at the bill, the scores before it, and each serving decision (the
    position, and whether the innkeeper threw again or closed)."""

    round: int
    innkeeper: int
    visible: int
    orders: dict[int, int]
    scores: tuple[int, ...]
    decisions: tuple[tuple[ThrowState, bool], ...]


def past_rounds(view: Engine[object]) -> list[PastRound]:
    """Every finished round, from the public part of the log."""
    rounds: list[PastRound] = []
    scores = (0,) * view.seats
    up: list[Face | None] = [None] * BARREL_COUNT
    visible = 0
    decisions: list[tuple[ThrowState, bool]] = []
    for event in view.log:
        if isinstance(event, BarrelsThrown):
            if event.first:
                up, decisions = up_after(event), []
                visible = best_serve(throw_state(up))
                continue
            decisions.append((throw_state(up), True))
            for landing in event.landings:
                up[landing.barrel] = landing.face
        elif isinstance(event, TapClosed):
            decisions.append((throw_state(up), False))
        elif isinstance(event, BillSettled):
            rounds.append(PastRound(len(rounds) + 1, event.innkeeper, visible,
                                    dict(event.orders), scores, tuple(decisions)))
            scores = tuple(event.scores)
    return rounds


def past_orders(rounds: Sequence[PastRound]) -> dict[int, list[PastOrder]]:
    """Every order revealed in ``rounds``, by seat."""
    history: dict[int, list[PastOrder]] = {}
    for past in rounds:
        for seat, order in past.orders.items():
            history.setdefault(seat, []).append(PastOrder(past.visible, len(past.orders), order))
    return history


class OrderModel:
    """Plausible orders of each guest after a first throw serving ``visible`` (module doc).

    A seat's past orders count the more, the closer the serve they were placed
    on was to this one (so a guest who orders less on a big serve is expected
    to again); against them weighs a casual guest's habit, as much as
    :data:`PRIOR_WEIGHT` orders placed on this very serve.
    """

    def __init__(self, history: dict[int, list[PastOrder]], visible: int, guests: int) -> None:
        self.visible = visible
        self.guests = guests
        self._past: dict[int, tuple[list[int], list[float], float]] = {}
        for seat, past in history.items():
            weights = [math.exp(-abs(visible - seen.visible) / SERVE_LIKENESS) for seen in past]
            cumulative = list(itertools.accumulate(weights))
            self._past[seat] = ([seen.order for seen in past], cumulative, cumulative[-1])

    def sample(self, rng: Rng, seat: int) -> int:
        past = self._past.get(seat)
        if past is not None:
            orders, cumulative, total = past
            pick = rng.below(1 << 30) / (1 << 30) * (total + PRIOR_WEIGHT)
            if pick < total:
                order = orders[bisect.bisect_right(cumulative, pick)]
                # A little blurred: the same appetite, not the same number.
                return max(0, min(MAX_ORDER, order + rng.below(3) - 1))
        return casual_order(rng, self.visible, self.guests)


class FlatOrders:
    """Orders as an innkeeper pictures them who reads nothing into the barrels or the past:
    every way to lay one or two cards alike likely (PF-D11)."""

    SUMS: tuple[int, ...] = tuple(sum(cards) for cards in order_cards())

    def sample(self, rng: Rng, seat: int) -> int:
        return self.SUMS[rng.below(len(self.SUMS))]


class Orders(Protocol):
    def sample(self, rng: Rng, seat: int) -> int: ...


# -- the innkeeper ------------------------------------------------------------------


def serve_values(
    model: Orders,
    rng: Rng,
    guests: Sequence[int],
    scores: Sequence[int],
    innkeeper: int,
    samples: int,
) -> tuple[list[float], float]:
    """Worth to ``innkeeper`` of closing with each serve, and of failing, over plausible orders.

    Worth is his gain less the guests' gains (leaders weighing more), plus the
    end of the game when the round reaches 75.
    """
    mine = scores[innkeeper]
    weights = seat_weights(scores, innkeeper)
    drawn = []
    for _ in range(samples):
        orders = {g: model.sample(rng, g) for g in guests}
        total = sum(orders.values())
        over = settle(orders, 0, failed=False) if total > 0 else orders
        drawn.append(
            (
                total,
                sum(weights[g] * order for g, order in orders.items()),
                sum(weights[g] * gain for g, gain in over.items()),
                # The best guest's score when guests are paid, or over-ordered.
                max(scores[g] + order for g, order in orders.items()),
                max(scores[g] + gain for g, gain in over.items()),
            )
        )
    values = []
    for serve in range(max_serve() + 1):
        worth = 0.0
        for total, paid, over_cost, top_paid, top_over in drawn:
            if serve >= total:
                gain, against, top = serve - total, paid, top_paid
            else:
                gain, against, top = serve, over_cost, top_over
            worth += gain - against + end_bonus(mine + gain, top)
        values.append(worth / len(drawn))
    fail_value = sum(end_bonus(mine, top_paid) - paid for _, paid, _, top_paid, _ in drawn)
    return values, fail_value / len(drawn)



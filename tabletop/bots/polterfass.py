"""Computer players for Polterfass (RULES.md §2, DESIGN.md §5).

* ``hard`` innkeeper: expectimax over its own throws with the exact odds of
  the throw model (:class:`InnkeeperSearch`), valuing each final serve by
  its average over sampled orders the guests plausibly placed after seeing
  the first throw, so its uncertainty about the hidden orders is priced in.
  Counting picks the targets whose serve is worth most under that belief.
* ``hard`` guest: simulates how the serving is likely to end from the
  standing barrels, samples the other guests' orders, and orders the sum
  with the best expected result, weighing each seat by its standing.
* ``easy`` plays like a casual player: orders a rough share of what stands,
  sometimes greedy or timid; as innkeeper it stops at a serve it likes or
  when few barrels are left, throws a standing X again most of the time,
  and counts for the biggest serve with an occasional slip.

Both read only their own seat's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.bots import rng_from_dict
from tabletop.bots.polterfass_search import (
    SPECIAL_SLOT,
    InnkeeperSearch,
    ThrowState,
    after_throw,
    best_serve,
    counting_serves,
    fail_chance,
    max_serve,
    rethrow_options,
    sample_throw,
    throw_state,
    thrown_groups,
)
from tabletop.core import Action, Engine, Rng, decode, encode
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPECIALS,
    TARGET_SCORE,
    BarrelsThrown,
    CloseTap,
    Double,
    Face,
    Order,
    Phase,
    PolterfassState,
    Remove,
    Special,
    Throw,
    ThrowAgain,
    innkeeper_gain,
    settle,
)

Belief = tuple[tuple[int, int, int], list[float], float]

MAX_ORDER = 13
# The guests' habits both levels assume of the other guests (and easy follows).
MODEST_CHANCE = 0.12  # orders 0 or 1, hoping for the modest guest's bonus
GREEDY_CHANCE = 0.08  # orders 10–13
EXPECTED_GROWTH = 4  # how much a guest expects the serve to grow after the first throw
# The innkeeper a guest imagines: stops at this serve or when this few barrels are left.
MODEL_STOP_SERVE = 26
MODEL_STOP_THROWN = 3

# What ending the game counts for, in points, on top of the round's gains.
WIN_BONUS = 30.0

ORDER_SAMPLES = 240
SERVE_SAMPLES = 300
EASY_SLIP_CHANCE = 0.1


def cards_for(order: int) -> tuple[int, ...]:
    """Cards that add up to ``order`` (0–13): one card up to 7, else two."""
    return (order,) if order <= 7 else (order - 7, 7)


def model_order(rng: Rng, visible_serve: int, guests: int) -> int:
    """What a typical guest orders after a first throw that serves ``visible_serve``."""
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


@dataclass(frozen=True)
class _Seen:
    seat: int
    state: PolterfassState
    p_stand: float
    numbers_only: bool
    rethrow_allowed: bool


def _seen(view: Engine[object]) -> _Seen:
    seat = view.current_seat
    state = view.state
    if seat is None or not isinstance(state, PolterfassState):
        raise ValueError("a Polterfass bot needs the view of the seat to move")
    return _Seen(
        seat,
        state,
        float(view.options["p_stand"]),
        bool(view.options["fail_if_no_number_barrel"]),
        bool(view.options["rethrow_standing_specials"]),
    )


def first_throw_up(view: Engine[object]) -> list[Face | None]:
    """The barrels standing after this round's first throw (what the guests ordered on).

    A view whose log lacks the throw (a log cut short by hand) falls back on the
    barrels standing now.
    """
    for event in reversed(view.log):
        if isinstance(event, BarrelsThrown) and event.first:
            up: list[Face | None] = [None] * BARREL_COUNT
            for landing in event.landings:
                up[landing.barrel] = landing.face
            return up
    state = view.state
    assert isinstance(state, PolterfassState)
    return list(state.up)


def rethrow_barrels(state: PolterfassState, rethrow: tuple[int, int]) -> tuple[int, ...]:
    """The standing special barrels that carry out a (Xs, arrows) rethrow choice."""
    xs = [b for b in SPECIALS if state.up[b] is Special.X][: rethrow[0]]
    arrows = [b for b in SPECIALS if state.up[b] is Special.ARROW][: rethrow[1]]
    return tuple(sorted(xs + arrows))


def counting_choice(state: PolterfassState, action: Remove | Double) -> frozenset[int]:
    """Serves still reachable after ``action`` in the counting step."""
    removed = [*state.removed, action.barrel] if isinstance(action, Remove) else state.removed
    doubled = [*state.doubled, action.barrel] if isinstance(action, Double) else state.doubled
    return counting_serves(state.up, removed, doubled)


def _counting_actions(view: Engine[object]) -> list[Remove | Double]:
    return [a for a in view.legal_actions() if isinstance(a, (Remove, Double))]


class HardBot:
    """Expected-value play from the exact throw model; seeded sampling of hidden orders."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        # The round's serve values (situation, worth per serve, worth of failing),
        # kept so every decision of one serving uses one belief about the orders.
        self._belief: Belief | None = None

    def to_dict(self) -> dict[str, Any]:
        """Generator and this round's belief, for saves (see tabletop.bots)."""
        return {"rng": self.rng.to_dict(), "belief": encode(self._belief)}

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict) or set(data) != {"rng", "belief"}:
            raise ValueError(f"not a hard Polterfass player's state: {data!r:.80}")
        belief = decode(data["belief"], Belief | None)
        if belief is not None and len(belief[1]) != max_serve() + 1:
            raise ValueError("a belief needs a worth for every serve")
        self.rng, self._belief = rng_from_dict(data["rng"]), belief

    def choose(self, view: Engine[object]) -> Action:
        seen = _seen(view)
        state = seen.state
        match state.phase:
            case Phase.FIRST_THROW:
                return Throw(seen.seat)
            case Phase.ORDERS:
                return Order(seen.seat, cards_for(self._best_order(view, seen)))
            case Phase.SERVING:
                serve_value, fail_value = self._serve_values(view, seen)
                search = InnkeeperSearch(
                    serve_value, fail_value, seen.p_stand, seen.numbers_only, seen.rethrow_allowed
                )
                choice, _ = search.decide(throw_state(state.up))
                if choice is None:
                    return CloseTap(seen.seat)
                return ThrowAgain(seen.seat, rethrow_barrels(state, choice))
            case _:
                serve_value, _ = self._serve_values(view, seen)
                return max(
                    _counting_actions(view),
                    key=lambda a: max(serve_value[s] for s in counting_choice(state, a)),
                )

    # -- the innkeeper's belief about the orders -------------------------

    def _serve_values(self, view: Engine[object], seen: _Seen) -> tuple[list[float], float]:
        """Worth of closing with each serve, and of failing, averaged over plausible orders."""
        state = seen.state
        visible = best_serve(throw_state(first_throw_up(view)))
        situation = (state.round, state.innkeeper, visible)
        if self._belief is not None and self._belief[0] == situation:
            return self._belief[1], self._belief[2]
        guests = state.guests(view.seats)
        scores = state.scores
        mine = scores[seen.seat]
        weights = seat_weights(scores, seen.seat)
        samples = []
        for _ in range(ORDER_SAMPLES):
            orders = {g: model_order(self.rng, visible, len(guests)) for g in guests}
            total = sum(orders.values())
            over = settle(orders, 0, failed=False) if total > 0 else orders
            samples.append(
                (
                    total,
                    sum(weights[g] * order for g, order in orders.items()),
                    sum(weights[g] * gain for g, gain in over.items()),
                    # The best guest's score when guests are paid, or over-ordered.
                    max(scores[g] + order for g, order in orders.items()),
                    max(scores[g] + gain for g, gain in over.items()),
                )
            )
        serve_value = []
        for serve in range(max_serve() + 1):
            worth = 0.0
            for total, paid, over_cost, top_paid, top_over in samples:
                if serve >= total:
                    gain, against, top = serve - total, paid, top_paid
                else:
                    gain, against, top = serve, over_cost, top_over
                worth += gain - against + end_bonus(mine + gain, top)
            serve_value.append(worth / len(samples))
        fail_value = sum(
            end_bonus(mine, top_paid) - paid for _, paid, _, top_paid, _ in samples
        ) / len(samples)
        self._belief = (situation, serve_value, fail_value)
        return serve_value, fail_value

    # -- a guest's order ---------------------------------------------------

    def _likely_serves(self, seen: _Seen) -> list[int | None]:
        """Simulated ends of the serving (None: the innkeeper failed), from the standing barrels."""
        results: list[int | None] = []
        start = throw_state(seen.state.up)
        for _ in range(SERVE_SAMPLES):
            key = start
            while True:
                serve = best_serve(key)
                rethrow = (key[SPECIAL_SLOT + 1], 0) if seen.rethrow_allowed else (0, 0)
                options = rethrow_options(key, seen.rethrow_allowed)
                if rethrow not in options:
                    rethrow = options[0] if options else rethrow
                thrown = thrown_groups(key, rethrow)
                if (
                    not options
                    or serve >= MODEL_STOP_SERVE
                    or sum(thrown) <= MODEL_STOP_THROWN
                ):
                    results.append(serve)
                    break
                counts = sample_throw(self.rng, thrown, seen.p_stand)
                numbers_stood = any(counts[i] + counts[i + 1] for i in range(1, SPECIAL_SLOT, 3))
                specials_stood = counts[SPECIAL_SLOT + 1] + counts[SPECIAL_SLOT + 2] > 0
                if not (numbers_stood or (specials_stood and not seen.numbers_only)):
                    results.append(None)
                    break
                key = after_throw(key, rethrow, counts)
        return results

    def _best_order(self, view: Engine[object], seen: _Seen) -> int:
        state = seen.state
        guests = state.guests(view.seats)
        others = [g for g in guests if g != seen.seat]
        visible = best_serve(throw_state(state.up))
        weights = seat_weights(state.scores, seen.seat)
        serves = self._likely_serves(seen)
        scenarios = [
            (serve, {g: model_order(self.rng, visible, len(guests)) for g in others})
            for serve in serves
        ]
        scores = state.scores
        best_order, best_worth = 0, float("-inf")
        for order in range(MAX_ORDER + 1):
            worth = 0.0
            for serve, other_orders in scenarios:
                orders = {**other_orders, seen.seat: order}
                failed = serve is None
                gains = settle(orders, serve or 0, failed)
                gains[state.innkeeper] = innkeeper_gain(orders, serve or 0, failed)
                mine = gains.pop(seen.seat)
                against = sum(weights[g] * gain for g, gain in gains.items())
                top = max(scores[g] + gain for g, gain in gains.items())
                worth += mine - against + end_bonus(scores[seen.seat] + mine, top)
            if worth > best_worth:
                best_order, best_worth = order, worth
        return best_order


class EasyBot:
    """A casual player with human mistakes, seeded."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        # The serve this innkeeper is content with, drawn once per round.
        self._target: tuple[tuple[int, int], int] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Generator and this round's target serve, for saves (see tabletop.bots)."""
        return {"rng": self.rng.to_dict(), "target": encode(self._target)}

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict) or set(data) != {"rng", "target"}:
            raise ValueError(f"not an easy Polterfass player's state: {data!r:.80}")
        target = decode(data["target"], tuple[tuple[int, int], int] | None)
        self.rng, self._target = rng_from_dict(data["rng"]), target

    def choose(self, view: Engine[object]) -> Action:
        seen = _seen(view)
        state = seen.state
        seat = seen.seat
        match state.phase:
            case Phase.FIRST_THROW:
                return Throw(seat)
            case Phase.ORDERS:
                visible = best_serve(throw_state(state.up))
                order = model_order(self.rng, visible, view.seats - 1)
                return Order(seat, cards_for(order))
            case Phase.SERVING:
                return self._serve(view, seen)
            case _:
                actions = _counting_actions(view)
                if self.rng.chance(EASY_SLIP_CHANCE):
                    return self.rng.choice(actions)
                # Remove the smallest barrel, double the biggest: the largest serve.
                faces = [state.number_face(action.barrel) for action in actions]
                wanted = min(faces) if isinstance(actions[0], Remove) else max(faces)
                return actions[faces.index(wanted)]

    def _serve(self, view: Engine[object], seen: _Seen) -> Action:
        state = seen.state
        round_key = (state.round, state.innkeeper)
        if self._target is None or self._target[0] != round_key:
            self._target = (round_key, 14 + self.rng.below(13))
        key: ThrowState = throw_state(state.up)
        options = rethrow_options(key, seen.rethrow_allowed)
        if not options:
            return CloseTap(seen.seat)
        xs = key[SPECIAL_SLOT + 1]
        # Throwing a standing X again is right, but a casual player forgets it now and then.
        rethrow = (xs, 0) if xs and self.rng.chance(0.7) else (0, 0)
        if rethrow not in options:
            rethrow = options[0]
        risky = fail_chance(key, rethrow, seen.p_stand, seen.numbers_only) > 0.3
        satisfied = best_serve(key) >= self._target[1]
        if (risky or satisfied) != self.rng.chance(EASY_SLIP_CHANCE):
            return CloseTap(seen.seat)
        return ThrowAgain(seen.seat, rethrow_barrels(state, rethrow))


BOT_LEVELS = {"easy": EasyBot, "hard": HardBot}

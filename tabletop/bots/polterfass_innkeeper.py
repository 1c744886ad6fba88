"""The innkeepers a hard Polterfass guest prepares for, and which one is serving.

A guest's order pays off only against how the serving ends, and that is the
innkeeper's choice. Three kinds of innkeeper are pictured:

* ``table``: weighs each serve against the orders this table is likely to
  place (:class:`~tabletop.bots.polterfass_model.OrderModel`): he keeps the
  whole serve when it falls short of the total and only the excess when it
  covers it (RULES.md §2.5, phase 5), so he throws on for a big serve when he
  expects small orders and closes early, short of the total, when he expects
  big ones;
* ``flat``: the same reasoning, expecting any orders at all
  (:class:`~tabletop.bots.polterfass_model.FlatOrders`), so he fears a big
  total and mostly closes early;
* ``bold``: throws on until the serve reaches 26 or few barrels are left;
* ``shy``: closes at once, with the most the first throw serves.

Which kind sits at the tap is judged from his own past servings, all of them
public: each decision he made (throw again or close) counts for the kinds
that would have made it (:func:`kind_weights`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop.bots.polterfass_model import (
    FlatOrders,
    OrderModel,
    Orders,
    PastOrder,
    PastRound,
    past_orders,
    serve_values,
)
from tabletop.bots.polterfass_search import (
    SPECIAL_SLOT,
    InnkeeperSearch,
    ThrowState,
    after_throw,
    best_serve,
    rethrow_options,
    sample_throw,
    serve_options,
    standing_values,
    thrown_groups,
)
from tabletop.core import Rng

KINDS: tuple[str, ...] = ("table", "flat", "bold", "shy")
PRIOR: dict[str, float] = {"table": 0.35, "flat": 0.3, "bold": 0.15, "shy": 0.2}
# The chance an innkeeper of one kind makes, at any one decision, the other choice.
SLIP = 0.2
# Only this many of his latest servings are judged (the work stays small).
JUDGED_ROUNDS = 4
# Orders drawn, and the search's work allowance, when judging a past decision.
JUDGE_SAMPLES = 120
JUDGE_BUDGET = 1_500
# The bold innkeeper throws on until this serve or this few barrels are left to throw.
BOLD_STOP_SERVE = 26
BOLD_STOP_THROWN = 3
# How far the innkeeper looks ahead when he decides again in a pictured serving (a deeper
# look from a crowded table costs a guest more than his decision's time allows).
REPLAN_DEPTH = 1


def chosen_serve(key: ThrowState, serve_value: Sequence[float]) -> int:
    """The serve the innkeeper counts from ``key``: the reachable one worth most to him."""
    options = serve_options(standing_values(key), key[SPECIAL_SLOT + 1], key[SPECIAL_SLOT + 2])
    return max(sorted(options), key=lambda serve: serve_value[serve])


def _failed(counts: Sequence[int], numbers_only: bool) -> bool:
    numbers_stood = any(counts[i] + counts[i + 1] for i in range(1, SPECIAL_SLOT, 3))
    specials_stood = counts[SPECIAL_SLOT + 1] + counts[SPECIAL_SLOT + 2] > 0
    return not (numbers_stood or (specials_stood and not numbers_only))


def innkeeper_serves(
    search: InnkeeperSearch, start: ThrowState, rng: Rng, samples: int
) -> list[int | None]:
    """How ``samples`` servings end (None: failed) when the innkeeper follows ``search``.

    The first decision is the search's own; each later one is what the search
    decided for that position while looking ahead from the first, so the
    serving is played as the innkeeper planned it. Where that look ahead ends
    he decides again, at least one throw ahead: he chooses afresh after every
    throw (RULES.md §2.5, phase 3). From a full table the first look often
    reaches one throw only, and a serving cut off there closed after one throw,
    far earlier than innkeepers do: at 6 seats the hard guests pictured a hard
    innkeeper serving 19.6 and failing 5 % of the time where he served 25.5 and
    failed 27 % (82 rounds); looking on, 27.8 and 18 %.
    """
    first, depth = search.decide(start)
    results: list[int | None] = []
    for _ in range(samples):
        key, rethrow, left = start, first, depth
        while rethrow is not None:
            counts = sample_throw(rng, thrown_groups(key, rethrow), search.p_stand)
            if _failed(counts, search.numbers_only):
                break
            key, left = after_throw(key, rethrow, counts), left - 1
            rethrow = search.policy(key, max(left, REPLAN_DEPTH))
        results.append(chosen_serve(key, search.serve_value) if rethrow is None else None)
    return results


def _bold_rethrow(key: ThrowState, rethrow_allowed: bool) -> tuple[int, int] | None:
    """The bold innkeeper's choice at ``key``: None to close, or the specials thrown along."""
    options = rethrow_options(key, rethrow_allowed)
    rethrow = (key[SPECIAL_SLOT + 1], 0) if rethrow_allowed else (0, 0)
    if rethrow not in options:
        rethrow = options[0] if options else rethrow
    thrown = thrown_groups(key, rethrow)
    if not options or best_serve(key) >= BOLD_STOP_SERVE or sum(thrown) <= BOLD_STOP_THROWN:
        return None
    return rethrow


def bold_serves(
    start: ThrowState, rng: Rng, samples: int, p_stand: float, numbers_only: bool,
    rethrow_allowed: bool,
) -> list[int | None]:
    """How ``samples`` servings end when the bold innkeeper serves, counting the most."""
    results: list[int | None] = []
    for _ in range(samples):
        key = start
        while (rethrow := _bold_rethrow(key, rethrow_allowed)) is not None:
            counts = sample_throw(rng, thrown_groups(key, rethrow), p_stand)
            if _failed(counts, numbers_only):
                break
            key = after_throw(key, rethrow, counts)
        results.append(best_serve(key) if rethrow is None else None)
    return results


def kind_orders(kind: str, history: dict[int, list[PastOrder]], visible: int,
                guests: int) -> Orders:
    """The orders an innkeeper of ``kind`` expects after a first throw serving ``visible``."""
    return FlatOrders() if kind == "flat" else OrderModel(history, visible, guests)


def judge_round(rounds: Sequence[PastRound], number: int, p_stand: float,
                numbers_only: bool, rethrow_allowed: bool) -> tuple[float, ...]:
    """Log-likelihood of the innkeeper's decisions in round ``number`` for each of :data:`KINDS`.

    A function of the rounds up to that one alone (orders are drawn from a
    generator seeded by the round), so a player restored from a save judges
    every round as the uninterrupted one did.
    """
    past = rounds[number - 1]
    history = past_orders(rounds[: number - 1])
    guests = list(past.orders)
    result = []
    for kind in KINDS:
        rng = Rng(past.round * 7 + KINDS.index(kind))
        search: InnkeeperSearch | None = None
        if kind in ("table", "flat"):
            values, fail_value = serve_values(
                kind_orders(kind, history, past.visible, len(guests)), rng, guests,
                past.scores, past.innkeeper, JUDGE_SAMPLES,
            )
            search = InnkeeperSearch(values, fail_value, p_stand, numbers_only,
                                     rethrow_allowed, budget=JUDGE_BUDGET)
        likelihood = 0.0
        for key, threw in past.decisions:
            if kind == "shy":
                would_throw = False
            elif search is None:
                would_throw = _bold_rethrow(key, rethrow_allowed) is not None
            else:
                would_throw = search.decide(key)[0] is not None
            likelihood += math.log(1 - SLIP if would_throw == threw else SLIP)
        result.append(likelihood)
    return tuple(result)


def kind_weights(judged: Sequence[tuple[float, ...]]) -> dict[str, float]:
    """How likely each kind is, from the prior and the judged rounds' log-likelihoods."""
    logs = [math.log(PRIOR[kind]) + sum(round_[i] for round_ in judged)
            for i, kind in enumerate(KINDS)]
    top = max(logs)
    raw = [math.exp(value - top) for value in logs]
    total = sum(raw)
    return {kind: weight / total for kind, weight in zip(KINDS, raw, strict=True)}

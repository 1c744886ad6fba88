"""What every game's reviewer gives the review job, and the sampling they share.

A game's reviewer (``tabletop/review/games/<game id>.py``) has two functions:

* ``spot(game, history, start)``: whether the action at ``start`` begins a
  decision of its seat, and if so the :class:`Spot` (which actions belong to it);
  None for a forced move. ``game`` is the whole game after ``start`` actions,
  read only to see the shape of the decision (how many choices it had).
* ``estimate(view, actions, seed, truth)``: the :class:`Estimate` of that
  decision, from ``view``, the seat's own view of the table before it (never
  the hidden cards, orders, bets or money it could not see), and the actions it
  took. ``truth`` is the whole game, given only for a review *with hindsight*,
  which may read every hidden thing but still not the future's chance.

Estimates that sample draw from generators seeded by ``seed`` alone, so
reviewing a game twice gives the same figures on any machine.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.codec import encode_tagged
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.review.model import CLEAR, Choice, paired


@dataclass(frozen=True)
class Spot:
    """A decision in the history: its actions are ``history[start:end]``, all ``seat``'s."""

    start: int
    end: int
    seat: int


@dataclass(frozen=True)
class Estimate:
    """One decision judged: the choice made and the best found, each with the seat's
    expected final score, the cost between them and that cost's standard error."""

    round: int
    done: Choice
    best: Choice
    value_done: float
    value_best: float
    cost: float
    stderr: float
    samples: int
    trick: int = 0
    """Wizard Extreme: the trick a card or a seal given back belongs to (0: none)."""
    step: int = 0
    """Which step of its round the decision was (0: the round says enough): Yacht's roll
    (1-3) whose dice were kept or scored, Polterfass's throws so far for a serving
    choice, Winner's Circle's turn of the race for a move, Big Shot's cube (1-4) of a
    placement; the results' lines and the replay's card name it."""


def fingerprint(game: Engine[Any]) -> str:
    """A name for a game that only that game has: its rules, seats, seed, options and
    every action, hashed. A review is kept under it, and a replay finds it by it."""
    record = {
        "game": game.spec.id,
        "rules": game.spec.rules_version,
        "seats": game.seats,
        "seed": game.true_seed,
        "options": sorted((str(key), repr(value)) for key, value in game.options.items()),
        "actions": [encode_tagged(action) for action in game.history],
    }
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def seed_for(name: str, position: int) -> int:
    """The seed of the decision at ``position`` of the game ``name`` (a fingerprint)."""
    digest = hashlib.sha256(f"{name}:{position}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def stream(seed: int, index: int) -> Rng:
    """The ``index``-th of ``seed``'s independent generators (one per sample, or per round
    of a future played out, so two choices meet the same draws round by round however
    many draws each round took)."""
    mixed = (seed ^ (index * 0xD1B54A32D192ED03)) & 0xFFFF_FFFF_FFFF_FFFF
    return Rng(Rng(mixed).below(1 << 62))


Sampler = Callable[[int, int, Sequence[int] | None], list[list[float]]]
"""``sampler(first, last, candidates)``: for samples ``first..last-1``, the result of each
candidate named (None: every candidate), in that order."""


def sample_until_clear(
    sampler: Sampler, done: int, margin: float, *, higher_is_better: bool = True,
    first: int = 16, most: int = 64,
) -> tuple[list[float], int, list[float], int]:
    """Sample until the choice made (candidate ``done``) is clearly fine or clearly
    costly, or ``most`` samples are in: the candidates' means, the best one, each one's
    standard error against the best, and the number of samples.

    Every candidate meets the first samples; the later ones go only to the choice made
    and the candidates that could still be the best, so a card clearly worse than the
    best after a few deals is not played out again and again.

    The samples are the sampler's own numbered draws, so where it stops never
    changes what a sample holds: the same game gives the same figures.
    """
    rows = sampler(0, first, None)
    means, best, errors = paired(rows, higher_is_better)
    width = len(means)
    kept = sorted({done, best} | {
        index for index in range(width)
        if abs(means[best] - means[index]) <= margin + (CLEAR + 1) * errors[index]})
    narrowed = [[row[index] for index in kept] for row in rows]
    chosen = kept.index(done)
    while True:
        kept_means, kept_best, kept_errors = paired(narrowed, higher_is_better)
        cost = abs(kept_means[kept_best] - kept_means[chosen])
        spread = (CLEAR + 1) * kept_errors[chosen]
        if cost > margin + spread or cost + spread < margin or len(narrowed) >= most:
            break
        narrowed += sampler(len(narrowed), min(most, 2 * len(narrowed)), kept)
    for place, index in enumerate(kept):
        means[index], errors[index] = kept_means[place], kept_errors[place]
    return means, kept[kept_best], errors, len(narrowed)


def estimate_from(
    round_number: int, choices: Sequence[Choice], done: int, means: Sequence[float],
    best: int, errors: Sequence[float], samples: int, *, higher_is_better: bool = True,
    offset: float = 0.0,
) -> Estimate:
    """The :class:`Estimate` of sampled candidates (``offset`` turns a change over the
    rest of a round into the expected final score: the score so far and beyond)."""
    cost = (means[best] - means[done]) if higher_is_better else (means[done] - means[best])
    chosen = choices[best] if cost > 0 else choices[done]
    return Estimate(round_number, choices[done], chosen, offset + means[done],
                    offset + (means[best] if cost > 0 else means[done]), max(0.0, cost),
                    errors[done] if cost > 0 else 0.0, samples)

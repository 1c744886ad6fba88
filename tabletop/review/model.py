"""What a game review is made of: each decision's verdict, and the game's summary.

A *decision* is one choice of one seat: a card, an order, a bet, a bid, a keep
of dice before a roll (the holds and the roll together), a prediction (the
seals taken and the confirmation together). Forced moves (a roll that starts a
turn, the only card that follows suit) are not decisions and are not reviewed.

Every figure is in the game's own unit, read as the seat's *expected final
score* after the choice: Yacht's total, Polterfass's points, Winner's Circle's
money, Wizard Extreme's penalty points (fewer is better), Big Shot's fortune.
``cost`` is always how much worse the choice made was than the best choice the
review found, in that unit (0 for the best), with its standard error
(``stderr``: 0 where the figure is exact, as in Yacht).

A decision is *marked* only when its cost is clearly more than chance could
explain: ``cost > margin + CLEAR * stderr``, where ``margin`` is the game's
small allowance (:data:`MARGINS`). A decision is *accurate* when it is not
marked; a person's accuracy is the share of their decisions that are.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

REVIEW_METHOD = 2
"""Raised whenever the way figures are computed changes: a stored review of an older
method is computed again rather than shown."""

CLEAR = 2.0
"""How many standard errors a cost must clear above the margin to be marked."""

MARGINS: dict[str, float] = {
    "yacht": 1.0,
    "polterfass": 0.75,
    "winners_circle": 50.0,
    "wizard_extreme": 0.5,
    "big_shot": 1.0,
}
"""Per game, in its unit: a cost this small is within what a good player shrugs at
(one Yacht point, half a penalty point, one chip's worth of 50, one million)."""

SEVERE = (1.0, 4.0, 12.0)
"""A marked decision's severity by cost in margins: a slip, a mistake, a blunder."""


@dataclass(frozen=True)
class Choice:
    """One way to take a decision, as the review shows and words it.

    ``kind`` names it within its game ("keep", "score", "card", "order", "bid"...),
    ``values`` carries its numbers (dice faces, a card, a bid) and ``label`` a name
    (a Yacht category). The front end words ``review.<game>.<kind>``.
    """

    kind: str
    values: tuple[int, ...] = ()
    label: str = ""


@dataclass(frozen=True)
class Verdict:
    """The review of one decision.

    ``start``..``end`` are history positions: the table before the decision is the
    game after ``start`` actions, and ``history[start:end]`` are its own actions.
    ``value_done`` and ``value_best`` are the seat's expected final score after the
    choice made and after the best choice found (the game's direction: fewer is
    better in Wizard Extreme).
    """

    start: int
    end: int
    seat: int
    round: int
    done: Choice
    best: Choice
    value_done: float
    value_best: float
    cost: float
    stderr: float
    samples: int
    marked: bool
    severity: int
    trick: int = 0
    """Wizard Extreme: the trick a card or a seal given back belongs to (0: none)."""
    step: int = 0
    """Which step of its round the decision was (0: the round says enough): Yacht's roll
    (1-3) whose dice were kept or scored, Polterfass's throws so far for a serving
    choice, Winner's Circle's turn of the race for a move, Big Shot's cube (1-4) of a
    placement; the results' lines and the replay's card name it."""

    @property
    def is_best(self) -> bool:
        return self.done == self.best


def judge(cost: float, stderr: float, margin: float) -> tuple[bool, int]:
    """Whether a decision of ``cost`` (± ``stderr``) is marked, and how severely (0-3)."""
    if not math.isfinite(cost) or cost <= margin + CLEAR * stderr:
        return False, 0
    severity = sum(1 for step in SEVERE if cost > step * margin + CLEAR * stderr)
    return True, max(1, severity)


@dataclass(frozen=True)
class Review:
    """A finished game's review: every decision judged, from what its seat knew then,
    or with hindsight (every hidden card, order, bet or purse known)."""

    game: str
    fingerprint: str
    hindsight: bool
    verdicts: tuple[Verdict, ...]
    final_scores: tuple[int, ...]
    method: int = REVIEW_METHOD
    lower_is_better: bool = False

    def of_seat(self, seat: int) -> list[Verdict]:
        return [verdict for verdict in self.verdicts if verdict.seat == seat]

    def accuracy(self, seat: int) -> float | None:
        """The share of ``seat``'s decisions that are not marked (None: it had none)."""
        mine = self.of_seat(seat)
        if not mine:
            return None
        return sum(1 for verdict in mine if not verdict.marked) / len(mine)

    def costliest(self, seat: int, count: int = 3) -> list[Verdict]:
        """``seat``'s marked decisions, the most costly first (ties: the earlier first)."""
        marked = [verdict for verdict in self.of_seat(seat) if verdict.marked]
        marked.sort(key=lambda verdict: (-verdict.cost, verdict.start))
        return marked[:count]

    def marked_positions(self) -> list[int]:
        """Where the marked decisions start, in order (for "next mistake" in a replay)."""
        return sorted({verdict.start for verdict in self.verdicts if verdict.marked})

    def curve(self, seat: int) -> list[tuple[int, float]]:
        """``seat``'s expected final score along the game: after each of its decisions
        (at the decision's end), then the real final score at the last position."""
        points = [(verdict.end, verdict.value_done) for verdict in self.of_seat(seat)]
        if self.verdicts:
            last = max(verdict.end for verdict in self.verdicts)
            points.append((max(last, points[-1][0] if points else 0),
                           float(self.final_scores[seat])))
        return points


@dataclass
class Tally:
    """Running figures while verdicts come in (the front end's progress)."""

    total: int
    done: int = 0
    verdicts: list[Verdict] = field(default_factory=list)

    @property
    def fraction(self) -> float:
        return 1.0 if self.total <= 0 else min(1.0, self.done / self.total)


def paired(values: Sequence[Sequence[float]], higher_is_better: bool = True
           ) -> tuple[list[float], int, list[float]]:
    """Means of each candidate over the same samples, the best candidate's index, and
    for every candidate the standard error of its difference from the best.

    ``values[k][i]`` is candidate ``i``'s result in sample ``k``; every candidate met
    the same sample (the same dealt cards, dice and orders), so the difference's
    spread, not each mean's, says how sure the comparison is.
    """
    count = len(values)
    width = len(values[0])
    means = [sum(sample[i] for sample in values) / count for i in range(width)]
    sign = 1.0 if higher_is_better else -1.0
    best = max(range(width), key=lambda i: (sign * means[i], -i))
    errors = []
    for i in range(width):
        if count < 2:
            errors.append(0.0)
            continue
        diffs = [sample[best] - sample[i] for sample in values]
        mean = sum(diffs) / count
        variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        errors.append(math.sqrt(variance / count))
    return means, best, errors

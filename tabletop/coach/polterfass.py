"""The Polterfass coach: the odds a thoughtful player works out at the table (DESIGN §5).

A pure function of one seat's view. For the innkeeper while serving: the exact
chance that the next throw fails and the serve expected from one more throw
(then closing) against the serve of closing now, for every choice of special
barrels to throw again. For everybody once barrels stand: the serve the
standing barrels already make with the best X and arrow targets. While the
tap is closed and the barrels are counted, first the serve counted so far (the
figure on the table's plaque, which counts up with each mark) and then the
serve the best remaining targets lead to, so the two never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.bots.polterfass_search import (
    best_serve,
    expected_serve_after_throw,
    fail_chance,
    throw_state,
)
from tabletop.core import Engine
from tabletop.games.polterfass import Phase, PolterfassState, Special, ThrowAgain
from tabletop.i18n import translate


@dataclass(frozen=True)
class ThrowOdds:
    """One way to throw again: the standing special barrels thrown along, and its odds."""

    rethrow: tuple[int, ...]
    fail_chance: float
    expected_serve: float


@dataclass(frozen=True)
class PolterfassAdvice:
    """What the coach tells one seat.

    Attributes:
        role: "innkeeper", "guest", or "" for the public table.
        standing_serve: the serve the standing barrels make with the best
            targets (None before the first throw has left a number standing).
        throw_options: for the innkeeper while serving, each way to throw
            again, the first one keeping every standing special barrel.
        counted_serve: while counting, the serve of the marks made so far.
        standing_total: before the count, the plain sum of the standing number barrels,
            the figure on the table's plaque (nothing is counted before the tap closes).
        taken, doubled: the standing numbers the X's take out and the arrows double
            with the best targets, for the words that take the plaque's figure to the serve.
    """

    role: str
    standing_serve: int | None
    throw_options: tuple[ThrowOdds, ...] = ()
    counted_serve: int | None = None
    standing_total: int | None = field(default=None, compare=False)
    taken: tuple[int, ...] = field(default=(), compare=False)
    doubled: tuple[int, ...] = field(default=(), compare=False)

    def _serve(self, key: str, language: str) -> str:
        """The serve of the standing barrels in the words ``key`` names; where an X or an
        arrow changes it at the count, as a sum from the plaque's standing total (trial
        s21: "Standing total: 14" on the plaque, "closing now serves 21" in the box; s37
        U/002: "18 (standing total 11, specials counted)" read as two figures at odds, now
        "11 standing + arrow 7 = 18")."""
        serve, standing = self.standing_serve, self.standing_total
        if standing is None or serve is None or standing == serve:
            return translate(key, language, serve=serve)
        taken, doubled = self.taken, self.doubled
        if not (taken or doubled):  # advice made without them: one kind of special at work
            change = serve - standing
            taken, doubled = ((-change,), ()) if change < 0 else ((), (change,))
        effects = [translate(f"polterfass.coach.effect_{sign}{'s' if len(faces) > 1 else ''}",
                             language, points=sum(faces))
                   for sign, faces in (("x", taken), ("arrow", doubled)) if faces]
        return translate(f"{key}_counted", language, serve=serve, standing=standing,
                         effects=" ".join(effects))

    @property
    def fail_chance(self) -> float | None:
        """The chance the next throw fails, keeping the standing special barrels."""
        return self.throw_options[0].fail_chance if self.throw_options else None

    @property
    def expected_serve_if_thrown(self) -> float | None:
        return self.throw_options[0].expected_serve if self.throw_options else None

    def lines(self, language: str) -> list[str]:
        """The advice in words."""
        if self.standing_serve is None:
            return []
        if self.counted_serve is not None:
            return [
                translate("polterfass.coach.counted_serve", language, serve=self.counted_serve),
                translate("polterfass.coach.best_count", language, serve=self.standing_serve),
            ]
        if not self.throw_options:
            return [self._serve("polterfass.coach.standing_serve", language)]
        odds = self.throw_options[0]
        # The verdict first, as the other games' coaches give theirs ("Best bet: Red"):
        # the box gave three figures and left the choice to be read out of them (trial s27
        # D/133-135). It weighs the two serves it shows, and names the one a throw averages
        # (a fourth line fell off the box at 1280x720).
        verdict = ("polterfass.coach.verdict_throw" if odds.expected_serve > self.standing_serve
                   else "polterfass.coach.verdict_close")
        return [
            translate(verdict, language, serve=f"{odds.expected_serve:.1f}"),
            translate(
                "polterfass.coach.fail_chance", language, percent=round(odds.fail_chance * 100)
            ),
            self._serve("polterfass.coach.serve_now", language),
        ]


def advise(view: Engine[Any]) -> PolterfassAdvice:
    """The coach's advice for the seat ``view`` was made for."""
    state = view.state
    if not isinstance(state, PolterfassState):
        raise TypeError("the Polterfass coach needs a Polterfass view")
    seat = view.viewer
    role = "" if seat is None else "innkeeper" if seat == state.innkeeper else "guest"
    if state.phase in (Phase.FIRST_THROW, Phase.OVER):
        return PolterfassAdvice(role, None)
    key = throw_state(state.up)
    if state.phase is Phase.COUNTING:
        return PolterfassAdvice(role, _best_count(state), counted_serve=state.serve())
    standing, total = best_serve(key), state.serve()
    taken, doubled = _targets(state)
    # The innkeeper's odds read no secret: the public table (two persons at one screen,
    # the innkeeper's throw-or-close made in the open) gets them too.
    if role == "guest" or state.phase is not Phase.SERVING:
        return PolterfassAdvice(role, standing, standing_total=total, taken=taken,
                                doubled=doubled)
    p_stand = float(view.options["p_stand"])
    numbers_only = bool(view.options["fail_if_no_number_barrel"])
    options = []
    for action in view.legal_actions():
        if not isinstance(action, ThrowAgain):
            continue
        counts = (
            sum(1 for b in action.rethrow if state.up[b] is Special.X),
            sum(1 for b in action.rethrow if state.up[b] is Special.ARROW),
        )
        options.append(
            ThrowOdds(
                action.rethrow,
                fail_chance(key, counts, p_stand, numbers_only),
                expected_serve_after_throw(key, counts, p_stand, numbers_only),
            )
        )
    return PolterfassAdvice(role, standing, tuple(options), standing_total=total, taken=taken,
                            doubled=doubled)


def _targets(state: PolterfassState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The standing numbers the X's take out (the lowest) and the arrows then double (the
    highest left) at the best count (RULES.md §2.5 phase 4), before the tap closes."""
    numbers = sorted((state.number_face(b) for b in state.standing_numbers()), reverse=True)
    xs, arrows = state.special_count(Special.X), state.special_count(Special.ARROW)
    kept = numbers[:len(numbers) - min(xs, len(numbers))]
    return tuple(numbers[len(kept):]), tuple(kept[:arrows])


def _best_count(state: PolterfassState) -> int:
    """The serve once every pending X and arrow takes its best target (RULES.md §2.5
    phase 4: X first, each arrow on a different survivor), from the marks made so far."""
    survivors = sorted((state.number_face(b) for b in state.survivors()), reverse=True)
    undoubled = sorted((state.number_face(b) for b in state.survivors()
                        if b not in state.doubled), reverse=True)
    xs_left = state.special_count(Special.X) - len(state.removed)
    if xs_left > 0:  # each X takes the lowest survivor; no arrow has been used yet
        kept = survivors[:max(0, len(survivors) - xs_left)]
        arrows = state.special_count(Special.ARROW)
        return sum(kept) + sum(kept[:arrows])
    arrows_left = state.special_count(Special.ARROW) - len(state.doubled)
    return state.serve() + sum(undoubled[:max(0, arrows_left)])

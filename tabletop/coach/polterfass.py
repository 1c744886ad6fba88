"""The Polterfass coach: the odds a thoughtful player works out at the table (DESIGN §5).

A pure function of one seat's view. For the innkeeper while serving: the exact
chance that the next throw fails and the serve expected from one more throw
(then closing) against the serve of closing now, for every choice of special
barrels to throw again. For everybody once barrels stand: the serve the
standing barrels already make with the best X and arrow targets.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    """

    role: str
    standing_serve: int | None
    throw_options: tuple[ThrowOdds, ...] = ()

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
        if not self.throw_options:
            serve = self.standing_serve
            return [translate("polterfass.coach.standing_serve", language, serve=serve)]
        odds = self.throw_options[0]
        return [
            translate(
                "polterfass.coach.fail_chance", language, percent=round(odds.fail_chance * 100)
            ),
            translate("polterfass.coach.serve_now", language, serve=self.standing_serve),
            translate(
                "polterfass.coach.serve_after_throw",
                language,
                serve=f"{odds.expected_serve:.1f}",
            ),
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
    standing = best_serve(key)
    if role != "innkeeper" or state.phase is not Phase.SERVING:
        return PolterfassAdvice(role, standing)
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
    return PolterfassAdvice(role, standing, tuple(options))

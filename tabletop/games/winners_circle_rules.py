"""Winner's Circle's small rules over its numbers: the chips a player holds, the space a
horse stands on, what a place pays per chip point and what a race's payout is
multiplied by.

Kept apart from the data tables (:mod:`tabletop.games.winners_circle_data`), which
hold only numbers; the engine (:mod:`tabletop.games.winners_circle`) re-exports
every name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.games.winners_circle_data import (
    BASE_CHIPS,
    FINAL_RACE_MULTIPLIER,
    HIDDEN_CHIPS,
    MAX_BETS,
    PAYOUT,
    RACES,
    SPACES,
)


def chip_set(options: Mapping[str, Any]) -> tuple[int, ...]:
    """Each player's chips: 1, 1, 2, or 0, 1, 1, 2 with hidden bets (RULES.md §1.7)."""
    return HIDDEN_CHIPS if options.get("hidden_bets") else BASE_CHIPS


def printed_space(progress: int) -> int:
    """The space number 1–36 a horse with progress ``d`` stands on (RULES.md §1.3).

        >>> printed_space(36), printed_space(37), printed_space(54)
        (36, 1, 18)
    """
    return (progress - 1) % SPACES + 1


def race_multiplier(race: int) -> int:
    """What race ``race``'s payouts and penalties are multiplied by: the last race's are
    doubled (RULES.md §1.5).

        >>> race_multiplier(1), race_multiplier(3)
        (1, 2)
    """
    return FINAL_RACE_MULTIPLIER if race == RACES else 1


def payout_rate(place: int, bets: int) -> int:
    """The rate per chip point for a horse finishing ``place`` (1–3) carrying ``bets`` points.

    ``bets = 0`` (only 0-chips) pays nothing (WC-D15).

        >>> payout_rate(1, 3)
        500
        >>> payout_rate(3, 0)
        0
    """
    if bets <= 0:
        return 0
    return PAYOUT[place][min(bets, MAX_BETS) - 1]

"""How often a game's one screen changes hands when two or more persons share it.

Each decision a person makes from their own private view (a prediction, a card, an
order, a hidden bet, a bid on hidden money) comes behind a cover another person has just
left: a hand-over, one press each. The figure is each game's own data, its rounds for
the seats and length chosen times one seat's private decisions a round, for each person;
where no rule fixes them (Polterfass is played to 75 points, an auction runs until all
but one pass) the usual number counts, measured with the computer players. Setup tells
it where phones, each person's own screen, would save them all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.core.spec import GameSpec
from tabletop.games.big_shot_rules import ROUNDS as BIG_SHOT_ROUNDS
from tabletop.games.winners_circle_data import RACES
from tabletop.games.winners_circle_rules import chip_set
from tabletop.games.wizard_extreme_data import HAND_SIZE

POLTERFASS_ROUNDS = {2: 7, 3: 8, 4: 10, 5: 11, 6: 13}
"""Rounds of a usual Polterfass game by seats, played until someone has 75 points
(measured in session 36: 20 games of easy and 6 of hard computers a table size, their
means 6.8-8.3, 7.6-8.3, 9.8-11.2, 10.8-11.6 and 12.9-13.7 rounds)."""

BIG_SHOT_BIDS = {2: 3.5, 3: 1.75, 4: 1.8}
"""One seat's bids and passes an auction in a usual Big Shot game by seats (measured in
session 36 with the easy computers: 65, 31 and 33 over the 18 auctions; the hard ones
bid more, two of them 118 a game each)."""


def _wizard_extreme(spec: GameSpec, seats: int, options: Mapping[str, Any]) -> float:
    """Each round one prediction and every card but the last (played in public) from a
    hand of :data:`HAND_SIZE`; the rounds as the engine deals them for this length."""
    rounds: int = spec.new_game(seats, seed=0, options=options).state.rounds
    return rounds * (1 + HAND_SIZE - 1)


def _winners_circle(spec: GameSpec, seats: int, options: Mapping[str, Any]) -> float:
    """Every chip of the set, bet face down, each race."""
    return RACES * len(chip_set(options))


def _polterfass(spec: GameSpec, seats: int, options: Mapping[str, Any]) -> float:
    """One order a round, in every round but those the seat keeps the inn."""
    return POLTERFASS_ROUNDS[seats] * (seats - 1) / seats


def _big_shot(spec: GameSpec, seats: int, options: Mapping[str, Any]) -> float:
    """Every bid and pass of every auction, with one's own money in sight."""
    return BIG_SHOT_ROUNDS * BIG_SHOT_BIDS[seats]


PRIVATE_DECISIONS: dict[str, Callable[[GameSpec, int, Mapping[str, Any]], float]] = {
    "wizard_extreme": _wizard_extreme,
    "winners_circle": _winners_circle,
    "polterfass": _polterfass,
    "big_shot": _big_shot,
}
"""By game: one seat's decisions from its private view in a game of so many seats under
those options (a game not here leaves the figure unsaid)."""


def hand_overs(spec: GameSpec, seats: int, persons: int,
               options: Mapping[str, Any]) -> int | None:
    """About how many hand-overs a game of ``seats`` seats, ``persons`` of them persons at
    one screen, takes under ``options``: 0 where it hides nothing or one person plays
    (nobody to hide from), None where the game does not say.

    >>> from tabletop.games import GAMES
    >>> hand_overs(GAMES["wizard_extreme"], 3, 2, {})
    180
    >>> hand_overs(GAMES["winners_circle"], 4, 3, {"hidden_bets": False})
    0
    """
    if persons < 2 or not spec.hides_information(options):
        return 0
    count = PRIVATE_DECISIONS.get(spec.id)
    if count is None:
        return None
    return round(persons * count(spec, seats, spec.merged_options(options)))

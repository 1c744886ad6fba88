"""Where a computer player or coach keeps a fast copy of a rule, it agrees with the engine.

The engine is the one source of the rules; a bot's copy is worth keeping
only for speed, and only while a differential test compares the two on
thousands of random positions. Each check also runs once against a planted
mistake, to show it would notice one.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from tabletop.bots.polterfass_search import serve_options, standing_values, throw_state
from tabletop.games import GAMES
from tabletop.games.polterfass import (
    NUMBER_COUNT,
    SPECIALS,
    CloseTap,
    Order,
    Phase,
    PolterfassEngine,
    ServeCounted,
    Special,
    Throw,
    barrel_ends,
)

POLTERFASS_POSITIONS = 2000

ServeRule = Callable[[tuple[int, ...], int, int], frozenset[int]]


def _counting_table(chooser: random.Random) -> PolterfassEngine:
    """A Polterfass game at the close of the tap, barrels standing at random."""
    game = GAMES["polterfass"].new_game(4, chooser.randrange(2**31))
    assert isinstance(game, PolterfassEngine)
    while game.state.phase is not Phase.SERVING:
        seat = game.current_seat
        assert seat is not None
        action = game.legal_actions()[0]
        assert isinstance(action, Throw | Order)
        game.apply(action)
    up = game.state.up
    for barrel in range(NUMBER_COUNT):
        up[barrel] = chooser.choice([None, *barrel_ends(barrel)])
    for barrel in SPECIALS:
        up[barrel] = chooser.choice([None, Special.X, Special.ARROW])
    return game


def _engine_serves(game: PolterfassEngine) -> frozenset[int]:
    """Every serve the engine lets the innkeeper reach, trying each counting choice."""
    reached: set[int] = set()
    seen: set[tuple[frozenset[int], frozenset[int]]] = set()

    def explore(position: PolterfassEngine) -> None:
        key = (frozenset(position.state.removed), frozenset(position.state.doubled))
        if key in seen:
            return
        seen.add(key)
        for action in position.legal_actions():
            after = copy.deepcopy(position)
            events = after.apply(action)
            counted = [event.serve for event in events if isinstance(event, ServeCounted)]
            if counted:
                reached.add(counted[0])
            else:
                explore(after)

    seat = game.current_seat
    assert seat is not None
    events = game.apply(CloseTap(seat))
    counted = [event.serve for event in events if isinstance(event, ServeCounted)]
    if counted:  # nothing to count: the serve is settled at once
        return frozenset(counted)
    explore(game)
    return frozenset(reached)


def _serve_disagreements(rule: ServeRule, positions: int) -> list[str]:
    chooser = random.Random(20261201)
    disagreements = []
    for _ in range(positions):
        game = _counting_table(chooser)
        up = list(game.state.up)
        key = throw_state(up)
        xs = sum(1 for barrel in SPECIALS if up[barrel] is Special.X)
        arrows = sum(1 for barrel in SPECIALS if up[barrel] is Special.ARROW)
        expected = _engine_serves(game)
        copied = rule(standing_values(key), xs, arrows)
        if copied != expected:
            disagreements.append(f"{up}: engine {sorted(expected)}, copy {sorted(copied)}")
    return disagreements


def test_polterfass_serve_options_agree_with_the_engines_counting() -> None:
    """PF-D8's counting (X removals first, then arrows) over random standing barrels."""
    assert _serve_disagreements(serve_options, POLTERFASS_POSITIONS) == []


def test_the_serve_comparison_catches_a_planted_mistake() -> None:
    def arrows_double_only_the_highest(values: tuple[int, ...], xs: int,
                                       arrows: int) -> frozenset[int]:
        kept = values[min(xs, len(values)):]  # wrong on purpose: X removes the highest
        return frozenset({sum(kept) + sum(kept[:arrows])})

    assert _serve_disagreements(arrows_double_only_the_highest, 200)

"""Each verdict says which step of its round it was, where a round holds several decisions
of one seat: a trial's two costliest Yacht decisions both read "Round 4" (issue #34)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.screens.review_words import when_text
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.big_shot_events import AuctionWon, CubePlaced, PlaceCube
from tabletop.games.polterfass import BarrelsThrown, CloseTap, ThrowAgain
from tabletop.games.winners_circle_events import DieRolled, MoveHorse, RaceStarted
from tabletop.games.yacht import Roll, Score
from tabletop.i18n import Words
from tabletop.review import ReviewJob, reviewer_of
from tests.review.planted import played


def test_every_yacht_decision_names_its_roll_or_the_scoring() -> None:
    game, _ = played("yacht", 2, seed=4, levels=("easy", "random"))
    review = ReviewJob.of(game).run()
    words = Words("en")
    said: set[tuple[int, str]] = set()
    for verdict in review.verdicts:
        turn = verdict.start
        while turn > 0 and not isinstance(game.history[turn - 1], Score):
            turn -= 1
        rolled = sum(isinstance(action, Roll) for action in game.history[turn:verdict.start])
        assert verdict.step == rolled, verdict
        when = when_text(words, "yacht", verdict)
        scored = isinstance(game.history[verdict.end - 1], Score)
        assert when == (f"Round {verdict.round}, scoring" if scored
                        else f"Round {verdict.round}, roll {rolled}"), when
        assert (verdict.seat, when) not in said, when
        said.add((verdict.seat, when))
    assert {verdict.step for verdict in review.verdicts} == {1, 2, 3}


def _counted_since(log: list[Event], starts: Callable[[Event], bool],
                   counts: Callable[[Event], bool]) -> int:
    """Events ``counts`` in ``log`` since the last one ``starts`` (itself included)."""
    number = 0
    for event in reversed(log):
        number += counts(event)
        if starts(event):
            break
    return number


STEPS: dict[str, tuple[type[Action] | tuple[type[Action], ...], Callable[[list[Event]], int]]] = {
    # A serving choice: this round's throws so far, the first one (PF-D4) and the later ones.
    "polterfass": ((ThrowAgain, CloseTap), lambda log: _counted_since(
        log, lambda e: isinstance(e, BarrelsThrown) and e.first,
        lambda e: isinstance(e, BarrelsThrown))),
    # A move: the race's turns, a die rolled each.
    "winners_circle": (MoveHorse, lambda log: _counted_since(
        log, lambda e: isinstance(e, RaceStarted), lambda e: isinstance(e, DieRolled))),
    # A cube: the lot's cubes placed before it, and this one.
    "big_shot": (PlaceCube, lambda log: 1 + _counted_since(
        log, lambda e: isinstance(e, AuctionWon), lambda e: isinstance(e, CubePlaced))),
}


@pytest.mark.parametrize("game_id", sorted(STEPS))
def test_a_step_counts_the_round_so_far(game_id: str) -> None:
    """A serving choice counts the round's throws, a move the race's turns, a cube the lot's
    cubes, as the log shows them: two of one round never read alike."""
    kind, expected = STEPS[game_id]
    game, _ = played(game_id, 3, seed=2)
    reviewer = reviewer_of(game_id)
    replay = game.spec.new_game(game.seats, game.true_seed, dict(game.options))
    found: list[tuple[int, int]] = []
    for position, action in enumerate(game.history):
        if isinstance(action, kind) and reviewer.spot(replay, game.history, position):
            found.append((ReviewJob.of(game).judge_at(position).step, expected(list(replay.log))))
            if len(found) == 5:
                break
        replay.apply(action)
    print(f"\n{game_id}: (step, counted) {found}")
    assert len(found) == 5
    assert all(step == counted > 0 for step, counted in found), found
    assert len({step for step, _ in found}) > 1, found

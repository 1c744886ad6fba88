"""Polterfass: the plaque's figure never runs backwards as the tap closes. It said
"Closing serves 18"; the count then began from the plain sum, 11, and climbed back to 18
as the X and the arrow were marked (issue #32). It now keeps what it said until the count
reaches it, also when the table is synced in the middle of the count (an X may still
take away what the plain sum counts above it)."""

from __future__ import annotations

from scenes.games.polterfass.barrels import best_target
from scenes.games.polterfass.panels import ServePlaque
from scenes.widgets.tween import Pace
from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.games.polterfass import (
    CloseTap,
    Double,
    Phase,
    PolterfassEngine,
    Remove,
    ServeCounted,
)
from tests.scenes.test_polterfass_closing_serve import _serving_game

FRAME = 1 / 60


def _shown(plaque: ServePlaque, frames: int = 60) -> list[int]:
    """The figures the plaque shows frame by frame for a second."""
    figures = []
    for _ in range(frames):
        plaque.update(FRAME)
        figures.append(plaque.serve.shown)
    return figures


def _count_best(game: PolterfassEngine) -> int:
    """One counting step on the preselected (best) target, as the scene's button plays it;
    the serve counted so far after it."""
    state = game.state
    removing = state.pending_count() is Remove
    faces = {b: state.number_face(b) for b in state.survivors()
             if removing or b not in state.doubled}
    target = best_target(faces, removing)
    assert target is not None
    action = Remove(state.innkeeper, target) if removing else Double(state.innkeeper, target)
    events = game.apply(action)
    counted = [event.serve for event in events if isinstance(event, ServeCounted)]
    return counted[0] if counted else game.state.serve()


def test_the_plaque_never_counts_backwards_from_what_closing_serves() -> None:
    held = 0
    for seed in range(150):
        game = _serving_game(seed)
        closing = best_serve(throw_state(game.state.up))
        plain = game.state.serve()  # nothing marked yet
        held += plain < closing
        plaque = ServePlaque(Pace())
        plaque.pour(game.state.up)
        figures = [plaque.serve.shown]
        game.apply(CloseTap(game.state.innkeeper))
        serve = plain
        while True:  # the scene's count: the plain sum, then after each mark
            plaque.count(serve)
            figures += _shown(plaque)
            if game.state.phase is not Phase.COUNTING:
                break
            resynced = ServePlaque(Pace())  # a resize or a hand-over syncs the table
            resynced.follow(game.state)
            assert resynced.serve.shown >= closing, (seed, game.state.serve(), closing)
            serve = _count_best(game)
        # Above it only while an X's barrel still counts, taken away as the X is marked.
        assert min(figures) == closing, (seed, closing, figures)
        assert figures[-1] == closing, (seed, figures)
    assert held >= 10, "too few rounds whose plain sum is under what closing serves"

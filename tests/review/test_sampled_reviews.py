"""The four games reviewed by sampling: the same game gives the same figures, each figure
comes with its standard error, a planted blunder is marked, and a review reads only what the
deciding seat could see."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import pytest

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.review import ReviewJob, Verdict, reviewer_of
from tabletop.review import base as review_base
from tabletop.review.runner import Request, review_step
from tests.review.planted import PLANTS, nothing_on_a_full_tap, played

SAMPLED = ("polterfass", "winners_circle", "wizard_extreme", "big_shot")
SLICE = 10
"""Decisions reviewed by the quick checks (a whole game is the slow tests' work)."""


def first_verdicts(game: Engine[Any], count: int = SLICE, *, hindsight: bool = False
                   ) -> list[Verdict]:
    job = ReviewJob.of(game, hindsight=hindsight)
    while job.done < count and not job.finished:
        job.step(seconds=0.0)
    return job.verdicts


def table(verdicts: Sequence[Verdict]) -> str:
    """One line per verdict: what was done, the best found, the cost ± its standard error."""
    return "\n".join(
        f"  {v.start:4d} seat {v.seat} round {v.round:2d}: {v.done.kind}{list(v.done.values)}"
        f" -> {v.best.kind}{list(v.best.values)}  value {v.value_done:8.2f}"
        f"  cost {v.cost:7.2f} ± {v.stderr:5.2f}  n={v.samples}{'  MARKED' if v.marked else ''}"
        for v in verdicts)


@pytest.mark.parametrize("game_id", SAMPLED)
def test_the_same_game_reviewed_twice_gives_the_same_figures(game_id: str) -> None:
    seats, _ = PLANTS[game_id]
    game, _ = played(game_id, seats, seed=3)
    first = first_verdicts(game)
    second = first_verdicts(game)
    print(f"\n{game_id}\n{table(first)}")
    assert len(first) == SLICE
    assert first == second
    assert all(verdict.cost >= 0 and verdict.stderr >= 0 for verdict in first)
    # Sampled figures carry their uncertainty: some decisions here were not clear-cut.
    assert any(verdict.stderr > 0 for verdict in first)


@pytest.mark.parametrize("game_id", SAMPLED)
def test_a_planted_blunder_is_marked(game_id: str) -> None:
    seats, plant = PLANTS[game_id]
    for seed in range(40):
        game, planted_at = played(game_id, seats, seed, plant=plant)
        if planted_at is not None:
            break
    assert planted_at is not None, "the blunder found a place to be made"
    verdict = ReviewJob.of(game).judge_at(planted_at)
    print(f"\n{game_id} (seed {seed})\n{table([verdict])}")
    assert verdict.marked, verdict
    assert verdict.best != verdict.done
    assert verdict.cost > 2 * verdict.stderr


def test_an_order_of_nothing_on_a_full_tap_is_marked() -> None:
    for seed in range(40):
        game, planted_at = played("polterfass", 4, seed, plant=nothing_on_a_full_tap)
        if planted_at is not None:
            break
    assert planted_at is not None
    verdict = ReviewJob.of(game).judge_at(planted_at)
    print(f"\n{table([verdict])}")
    assert verdict.marked and verdict.done.values == (0,)


@pytest.mark.parametrize("game_id", SAMPLED)
def test_a_review_reads_only_the_deciding_seats_view(game_id: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    seats, _ = PLANTS[game_id]
    game, _ = played(game_id, seats, seed=5, options=hiding(game_id))
    reviewer = reviewer_of(game_id)
    original = reviewer.estimate
    seen: list[tuple[int | None, bool]] = []

    def watched(view: Engine[Any], actions: Sequence[Action], seed: int,
                truth: Engine[Any] | None = None) -> Any:
        assert view.is_view and truth is None
        assert view.viewer == actions[0].seat
        seen.append((view.viewer, view.is_view))
        return original(view, actions, seed, truth)

    monkeypatch.setattr(reviewer, "estimate", watched)
    first_verdicts(game, 4)
    assert len(seen) == 4


@pytest.mark.parametrize("game_id", ("polterfass", "wizard_extreme", "winners_circle",
                                     "big_shot"))
def test_hindsight_reads_the_hidden_things_and_is_a_separate_review(game_id: str) -> None:
    seats, _ = PLANTS[game_id]
    game, _ = played(game_id, seats, seed=7, options=hiding(game_id))
    fair = first_verdicts(game, 4)
    known = first_verdicts(game, 4, hindsight=True)
    assert [v.start for v in fair] == [v.start for v in known]
    assert ReviewJob.of(game, hindsight=True).review().hindsight


def hiding(game_id: str) -> dict[str, Any]:
    """The option that makes a game hide something, where it is an option."""
    return {"winners_circle": {"hidden_bets": True},
            "big_shot": {"hidden_money": True}}.get(game_id, {})


def test_a_review_resumed_in_a_new_process_goes_on_with_the_same_figures() -> None:
    game, _ = played("wizard_extreme", 4, seed=2)
    straight = first_verdicts(game, 6)
    request = Request("wizard_extreme", game.seats, game.true_seed, dict(game.options),
                      tuple(game.history))
    step = review_step(request, seconds=0.0)
    found = list(step.verdicts)
    from tabletop.review import runner

    runner.forget()  # the thinking process restarted: its job is gone
    while len(found) < 6:
        request = Request("wizard_extreme", game.seats, game.true_seed, dict(game.options),
                          tuple(game.history), step.name, done=len(found),
                          position=step.position)
        step = review_step(request, seconds=0.0)
        found.extend(step.verdicts)
    assert found[:6] == straight


def test_samples_are_the_same_whoever_asks_first() -> None:
    """A sample's draws depend on its number alone: asking for more never changes the first."""
    rows: list[list[float]] = []

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        made = [[float(review_base.stream(99, sample).below(1000)), 0.0][:len(only or (0, 1))]
                for sample in range(low, high)]
        rows.extend(made)
        return made

    review_base.sample_until_clear(sampler, 1, 1.0, first=4, most=16)
    assert [row[0] for row in rows[:4]] == [float(review_base.stream(99, s).below(1000))
                                            for s in range(4)]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats"), [("wizard_extreme", 5), ("big_shot", 4),
                                                  ("polterfass", 4), ("winners_circle", 4)])
def test_a_whole_game_twice(game_id: str, seats: int) -> None:
    game, _ = played(game_id, seats, seed=11)
    began = time.perf_counter()
    first = ReviewJob.of(game).run()
    took = time.perf_counter() - began
    second = ReviewJob.of(game).run()
    print(f"\n{game_id}, {seats} seats: {len(first.verdicts)} decisions in {took:.1f} s\n"
          f"{table(first.verdicts)}")
    assert first == second

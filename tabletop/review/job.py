"""Reviewing a finished game a few decisions at a time.

:class:`ReviewJob` replays the game from its seed, stops at each decision,
hands the deciding seat's view to the game's reviewer and keeps the verdict.
The front end runs it in the thinking process in short steps
(:meth:`ReviewJob.step`), so other questions (a computer player's move in the
next game) never wait long, the progress can be shown and leaving drops it.

    >>> from tabletop.games import GAMES
    >>> game = GAMES["yacht"].new_game(1, seed=3)
    >>> from tabletop.bots import make_bot
    >>> bot = make_bot("yacht", "hard", 0)
    >>> while not game.is_over:
    ...     _ = game.apply(bot.choose(game.view(0)))
    >>> job = ReviewJob.of(game)
    >>> review = job.run()
    >>> len(review.verdicts) == job.total and review.accuracy(0)
    1.0
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import Any, Protocol

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games import GAMES
from tabletop.review.base import Estimate, Spot, fingerprint, seed_for
from tabletop.review.model import MARGINS, Review, Verdict, judge


class Reviewer(Protocol):
    """A game's reviewer module (see :mod:`tabletop.review.base`)."""

    def spot(self, game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None: ...

    def estimate(self, view: Engine[Any], actions: Sequence[Action], seed: int,
                 truth: Engine[Any] | None = None) -> Estimate: ...


def reviewer_of(game_id: str) -> Reviewer:
    module: Reviewer = import_module(f"tabletop.review.games.{game_id}")
    return module


class ReviewJob:
    """One finished game being reviewed, decision after decision."""

    def __init__(self, game_id: str, seats: int, seed: int, options: Mapping[str, Any],
                 history: Sequence[Action], *, hindsight: bool = False) -> None:
        self.spec = GAMES[game_id]
        self.seats = seats
        self.seed = seed
        self.options = dict(options)
        self.history = list(history)
        self.hindsight = hindsight
        self.reviewer = reviewer_of(game_id)
        self.margin = MARGINS[game_id]
        self.game = self.spec.new_game(seats, seed, self.options)
        self.position = 0
        self.verdicts: list[Verdict] = []
        self._skipped = 0
        self.total = sum(1 for _ in self._spots(self.spec.new_game(seats, seed, self.options)))
        self.final = self.spec.replay(seats, seed, self.options, self.history)
        if not self.final.is_over:
            raise ValueError("only a finished game is reviewed")
        self.name = fingerprint(self.final)

    @classmethod
    def of(cls, game: Engine[Any], *, hindsight: bool = False) -> ReviewJob:
        return cls(game.spec.id, game.seats, game.true_seed, game.options, game.history,
                   hindsight=hindsight)

    def _spots(self, game: Engine[Any]) -> Any:
        """Every decision of the history, replaying it on ``game`` (which ends at the end)."""
        position = 0
        while position < len(self.history):
            spot = self.reviewer.spot(game, self.history, position)
            if spot is None:
                game.apply(self.history[position])
                position += 1
                continue
            yield spot
            for action in self.history[spot.start:spot.end]:
                game.apply(action)
            position = spot.end

    def resume(self, done: int, position: int) -> None:
        """Go on from where another job stopped: ``done`` verdicts, ending at ``position``
        (their verdicts are not here; :meth:`review` then holds only the later ones)."""
        if self.position or self.verdicts:
            raise ValueError("only a new job resumes")
        for action in self.history[:position]:
            self.game.apply(action)
        self.position = position
        self._skipped = done

    @property
    def done(self) -> int:
        return self._skipped + len(self.verdicts)

    @property
    def finished(self) -> bool:
        return self.position >= len(self.history)

    def step(self, seconds: float = 0.25, clock: Callable[[], float] = time.monotonic
             ) -> list[Verdict]:
        """Review decisions for about ``seconds`` (at least one, unless the game is
        done): the new verdicts."""
        began = clock()
        found: list[Verdict] = []
        while not self.finished:
            spot = self.reviewer.spot(self.game, self.history, self.position)
            if spot is None:
                self.game.apply(self.history[self.position])
                self.position += 1
                continue
            found.append(self._judge(spot))
            if clock() - began >= seconds:
                break
        self.verdicts.extend(found)
        return found

    def _judge(self, spot: Spot) -> Verdict:
        view = self.game.view(spot.seat)
        truth = self.game.detached() if self.hindsight else None
        actions = self.history[spot.start:spot.end]
        estimate = self.reviewer.estimate(view, actions, seed_for(self.name, spot.start), truth)
        for action in actions:
            self.game.apply(action)
        self.position = spot.end
        marked, severity = judge(estimate.cost, estimate.stderr, self.margin)
        return Verdict(spot.start, spot.end, spot.seat, estimate.round, estimate.done,
                       estimate.best, estimate.value_done, estimate.value_best, estimate.cost,
                       estimate.stderr, estimate.samples, marked, severity, estimate.trick,
                       estimate.step)

    def judge_at(self, start: int) -> Verdict:
        """The verdict on the decision that begins at ``start`` alone (a new job only;
        for tests and tools that look at one decision)."""
        if self.position or self.verdicts:
            raise ValueError("only a new job judges a single decision")
        for action in self.history[:start]:
            self.game.apply(action)
        self.position = start
        spot = self.reviewer.spot(self.game, self.history, start)
        if spot is None:
            raise ValueError(f"no decision begins at {start}")
        verdict = self._judge(spot)
        self.verdicts.append(verdict)
        return verdict

    def review(self) -> Review:
        """The review so far (whole once :attr:`finished`)."""
        return Review(self.spec.id, self.name, self.hindsight, tuple(self.verdicts),
                      tuple(self.final.scores()),
                      lower_is_better=self.spec.lower_score_wins)

    def run(self) -> Review:
        """Review the whole game at once (tests, tools; the program steps it)."""
        while not self.finished:
            self.step(seconds=3600.0)
        return self.review()

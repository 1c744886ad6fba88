"""A finished game's review, worked out in the thinker in short steps (DESIGN §5).

:class:`ReviewDesk` is opened by the screen that shows the review (the results,
the replay) with the gate's :func:`scenes.games.gate.review_request`, which is
only had once the game is over (a review reads every seat's decisions and
secrets, so never before). It asks :func:`tabletop.review.runner.review_step`
again and again, a fifth of a second of work each, so a computer player of the next game never
waits behind it; :attr:`progress` says how far it is, :attr:`review` holds the
whole review once done (read from disk when it was computed before, and kept
there when it is computed here), and :meth:`cancel` drops it when its screen is
left. A step that fails (the thinker died) is asked again from where the desk's
verdicts end; one that fails three times in a row gives up, and the screen says
there is no review. The game's history goes with the first step only, and again
when the thinker may have lost the job (it says so: ``JobLost``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace

from scenes.games.worker import Worker
from tabletop.games import GAMES
from tabletop.review import Review, Verdict
from tabletop.review.runner import JobLost, Request, Step, forget, keep_review, review_step

MAX_FAILURES = 3


class ReviewDesk:
    """One game's review in the making."""

    def __init__(self, worker: Worker, request: Request, *,
                 on_done: Callable[[Review, bool], None] | None = None) -> None:
        """``request`` from :func:`scenes.games.gate.review_request`; ``on_done(review,
        computed_now)`` is called once, when the review is whole."""
        self.worker = worker
        self.request = request
        self.name = ""  # the game's fingerprint, worked out by the thinker's first step
        self.hindsight = request.hindsight
        self.on_done = on_done
        self.verdicts: list[Verdict] = []
        self.total = 0
        self.position = 0
        self.review: Review | None = None
        self.failed = False
        self._failures = 0
        self._whole = True
        """The next step carries the history: the thinker may not hold the job."""
        self._bare = replace(self.request, history=())
        """The request without the history, for the steps of a job the thinker holds."""
        self._future: Future[Step] | None = None
        self._ask()

    @property
    def progress(self) -> float:
        if self.review is not None:
            return 1.0
        return 0.0 if self.total <= 0 else min(1.0, len(self.verdicts) / self.total)

    @property
    def running(self) -> bool:
        return self._future is not None

    def _ask(self) -> None:
        whole_or_bare = self.request if self._whole else self._bare
        request = replace(whole_or_bare, name=self.name, done=len(self.verdicts),
                          position=self.position)
        self._future = self.worker.submit(review_step, request)

    def poll(self) -> bool:
        """Collect a finished step and ask for the next (every frame); True when
        something new came in."""
        future = self._future
        if future is None or not future.done():
            return False
        self._future = None
        try:
            step = future.result()
        except JobLost:  # another game's review came between: ask with the history
            self._whole = True
            self._ask()
            return False
        except Exception as error:  # the thinker died or the step failed: ask again
            self._whole = True
            self._failures += 1
            print(f"tabletop: a review step failed ({error!r})", file=sys.stderr)
            if self._failures >= MAX_FAILURES:
                self.failed = True
            else:
                self._ask()
            return True
        self._failures = 0
        self._whole = False
        self.name = step.name
        if step.kept is not None:
            self._finish(step.kept, computed=False)
            return True
        self.verdicts.extend(step.verdicts)
        self.total, self.position = step.total, step.position
        if step.finished:
            review = self._review()
            if self.request.folder is not None:
                self.worker.submit(keep_review, review, self.request.folder)
            self._finish(review, computed=True)
        else:
            self._ask()
        return True

    def _review(self) -> Review:
        game_id = self.request.game_id
        return Review(game=game_id, fingerprint=self.name, hindsight=self.hindsight,
                      verdicts=tuple(self.verdicts), final_scores=self.request.final_scores,
                      lower_is_better=GAMES[game_id].lower_score_wins)

    def so_far(self) -> Review | None:
        """The review of the decisions worked out so far (None before the first): what a
        screen shows while the rest is worked out."""
        if self.review is not None or not self.verdicts:
            return self.review
        return self._review()

    def _finish(self, review: Review, *, computed: bool) -> None:
        self.review = review
        self.verdicts = list(review.verdicts)
        self.total = len(review.verdicts)
        if self.on_done is not None:
            self.on_done(review, computed)

    def resume(self) -> None:
        """Ask again after :meth:`cancel` (the screen is shown again), from where the
        verdicts held end: nothing is worked out twice."""
        if self._future is None and self.review is None and not self.failed:
            self._whole = True  # cancel told the thinker to forget the job
            self._ask()

    def cancel(self) -> None:
        """Stop asking (the screen that wanted the review was left); the thinker lets go of
        the job once the step it may be working on is done."""
        if self._future is not None:
            self._future.cancel()
            self._future = None
            if self.review is None:
                self.worker.submit(forget)

"""The review's side of the thinking process: one short step at a time.

The front end asks :func:`review_step` again and again with a :class:`Request`
(what game, how far the verdicts it holds go). The thinking process keeps the
job it is working on between steps, so a step only reviews the next decisions;
a process that was restarted (or a thread that took over) starts the job again
and replays the game to where the front end's verdicts end. The history goes
with the first step only (pickling hundreds of actions cost the frame that asked
for each step a millisecond): later ones ask on with an empty history, and a
process that no longer holds the job says so (:class:`JobLost`), to be asked
again with the history. A review already
kept on disk is read instead of computed; a review finished here is kept there,
so the frame never waits for the disk. Where reviews are kept comes with the
request (:attr:`Request.folder`): one thinking process serves the whole program
and never works out user folders itself, which it would from the environment it
was started in rather than the one the program has now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core.actions import Action
from tabletop.review.job import ReviewJob
from tabletop.review.model import Review, Verdict

STEP_SECONDS = 0.2
"""About how long one step thinks: a computer player's question behind it waits no more."""


@dataclass(frozen=True)
class Request:
    game_id: str
    seats: int
    seed: int
    options: Mapping[str, Any]
    history: Sequence[Action]
    """Every action of the game; empty: go on with the job the thinker holds."""
    name: str = ""
    """The game's fingerprint once the first step said it ("": not known yet)."""
    hindsight: bool = False
    done: int = 0
    """Verdicts the front end holds already."""
    position: int = 0
    """Where they end in the history."""
    final_scores: tuple[int, ...] = ()
    """The finished game's scores, for the whole review (public once the game is over)."""
    folder: Path | None = None
    """Where the game's reviews are kept (:func:`tabletop.storage.reviews.reviews_folder`,
    resolved by the front end): a kept review is read first and the finished one kept
    there. None: neither (tests, the bench)."""


@dataclass(frozen=True)
class Step:
    verdicts: tuple[Verdict, ...]
    """The verdicts this step found (after the ones the request held)."""
    total: int
    position: int
    finished: bool
    name: str
    """The game's fingerprint (:func:`tabletop.review.fingerprint`)."""
    kept: Review | None = None
    """A review read from disk: the whole of it, nothing to compute."""


_jobs: dict[tuple[str, bool], ReviewJob] = {}
"""The jobs this process works on, by game and hindsight: one game's at a time, both
kinds of it (a replay works out the fair review and the one with hindsight in turn)."""


class JobLost(LookupError):
    """A step asked to go on (no history) is not the job this process holds."""


def review_step(request: Request, seconds: float = STEP_SECONDS) -> Step:
    """The next verdicts of the game ``request`` names; the whole review once done."""
    key = (request.name, request.hindsight)
    job = _jobs.get(key) if request.name else None
    if job is None or job.done != request.done:
        if not request.history:
            raise JobLost(f"no review job of {request.name!r} at {request.done}")
        job = ReviewJob(request.game_id, request.seats, request.seed, request.options,
                        request.history, hindsight=request.hindsight)
        if request.name and job.name != request.name:
            raise ValueError("the game to review is not the one named")
        if request.done == 0 and request.folder is not None:
            from tabletop.storage.reviews import load_review

            kept = load_review(request.folder, request.game_id, job.name,
                               hindsight=request.hindsight)
            if kept is not None:
                return Step(kept.verdicts, len(kept.verdicts), len(request.history), True,
                            job.name, kept)
        job.resume(request.done, request.position)
        for other in [other for other in _jobs if other[0] != job.name]:
            del _jobs[other]
        key = (job.name, request.hindsight)
        _jobs[key] = job
    verdicts = job.step(seconds)
    if job.finished:
        del _jobs[key]
    return Step(tuple(verdicts), job.total, job.position, job.finished, job.name)


def keep_review(review: Review, folder: Path) -> None:
    """Keep a finished review in ``folder`` (in the thinking process: the frame never
    waits for the disk)."""
    from tabletop.storage.reviews import store_review

    store_review(review, folder)


def forget() -> None:
    """Drop the job in hand (the front end left before it was done)."""
    _jobs.clear()

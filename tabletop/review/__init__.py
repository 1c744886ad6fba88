"""Game review: every decision of a finished game judged against the best choice found.

Pure Python (never imports pygame). :class:`ReviewJob` walks a finished game;
each game's reviewer (``tabletop/review/games/<game id>.py``) prices one decision from
what its seat knew then: Yacht Dice exactly, by the optimal solver; the other
four by sampling what the seat could not see and playing the rest out with the
computer players' own models, with a standard error. See
:mod:`tabletop.review.model` for what a verdict holds and when one is marked.
"""

from __future__ import annotations

from tabletop.review.base import Estimate, Spot, fingerprint
from tabletop.review.job import ReviewJob, reviewer_of
from tabletop.review.model import (
    CLEAR,
    MARGINS,
    REVIEW_METHOD,
    Choice,
    Review,
    Verdict,
    judge,
)

__all__ = [
    "CLEAR",
    "MARGINS",
    "REVIEW_METHOD",
    "Choice",
    "Estimate",
    "Review",
    "ReviewJob",
    "Spot",
    "Verdict",
    "fingerprint",
    "judge",
    "reviewer_of",
]

"""The results screen's part of a game's review: worked out in the background while the
results are read, summed up per person, and kept in each person's statistics.

:class:`ResultsReview` opens the game's :class:`~scenes.games.review_desk.ReviewDesk`
as the results are first shown (the game is over: the gate hands out a review request
only then), polls it in each frame, lets the thinker drop it while a screen covers the
results and asks again from where it stopped when they are uncovered, and drops it
when they are left. Once whole, each person's accuracy goes into their statistics
(:func:`tabletop.storage.record_accuracy`, once per game: a second time changes
nothing). :class:`~scenes.screens.review_summary.ReviewSummary` draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.games.gate import review_request
from scenes.games.review_desk import ReviewDesk
from scenes.games.worker import Worker
from scenes.screens.review_summary import FADE_SECONDS, ReviewSummary
from scenes.widgets.button import Button
from tabletop import storage
from tabletop.core.seats import SeatConfig
from tabletop.i18n import Words
from tabletop.review import Review
from tabletop.session import GameSession


def keep_accuracy(seats: Sequence[SeatConfig], review: Review,
                  write: Callable[[storage.Job], None]) -> None:
    """Each person's accuracy in ``review`` into their statistics, through ``write``
    (:meth:`scenes.shell.context.AppContext.write`: off the frame)."""
    people = {config.name: accuracy for seat, config in enumerate(seats)
              if config.is_person and (accuracy := review.accuracy(seat)) is not None}
    write(lambda: storage.record_accuracy(review.game, review.fingerprint, people))


class ResultsReview:
    """A finished game's review on its results screen."""

    def __init__(self, session: GameSession, on_watch: Callable[[int], None], *,
                 persist: bool, write: Callable[[storage.Job], None]) -> None:
        """``on_watch(position)`` opens the replay there; ``persist`` False keeps nothing
        on disk (the benchmark); ``write`` queues the statistics' write
        (:meth:`scenes.shell.context.AppContext.write`)."""
        self.session = session
        self.persist = persist
        self.write = write
        self.summary = ReviewSummary(session, on_watch)
        self.worker: Worker | None = None
        self.desk: ReviewDesk | None = None
        self._lent = False
        self.fade = 1.0
        """How far the whole review has faded in over the lines held while it was worked
        out (1: done, or nothing was held)."""

    @property
    def review(self) -> Review | None:
        return None if self.desk is None else self.desk.review

    def start(self) -> None:
        """Ask for the review (the first time the results are shown)."""
        if self.desk is None:
            self.worker = Worker()
            self.desk = ReviewDesk(self.worker, review_request(self.session, keep=self.persist),
                                   on_done=self._done)

    def lend(self) -> ReviewDesk | None:
        """The review for the replay about to cover the results, which carries it on."""
        self._lent = self.desk is not None
        return self.desk

    def pause(self) -> None:
        """A screen covers the results: the thinker lets go of the review meanwhile,
        unless the screen on top carries it on (:meth:`lend`)."""
        if self.desk is not None and self.desk.review is None and not self._lent:
            self.desk.cancel()

    def resume(self) -> None:
        self._lent = False
        if self.desk is not None:
            self.desk.resume()

    def stop(self) -> None:
        """The results were left for good."""
        if self.desk is not None:
            self.desk.cancel()
        if self.worker is not None:
            self.worker.shutdown()

    def _done(self, review: Review, computed_now: bool) -> None:
        if self.persist:
            keep_accuracy(self.session.seats, review, self.write)

    def poll(self, dt: float) -> bool:
        """Collect what came in (every frame, ``dt`` seconds after the last, the player's
        seconds: a slow frame's step is cut short) and fade the whole review in; True when
        the review just became whole, so the screen lays its Watch buttons out."""
        self.fade = min(1.0, self.fade + dt / FADE_SECONDS)
        desk = self.desk
        if desk is None or desk.review is not None:
            return False
        desk.poll()
        if desk.review is None:
            return False
        self.fade = 0.0 if self.summary.held else 1.0
        return True

    @property
    def is_working(self) -> bool:
        """The bar moves or the whole review fades in: the screen is not still."""
        return self.fade < 1.0 or (self.desk is not None and self.desk.review is None
                                   and not self.desk.failed)

    def layout(self, rect: pygame.Rect, scale: float, words: Words) -> list[Button]:
        buttons = self.summary.layout(rect, scale, self.review, words)
        for button in buttons:
            button.words = words
        return buttons

    def drawn(self) -> pygame.Rect:
        """Where the review's words and buttons stand (:meth:`ReviewSummary.drawn`)."""
        return self.summary.drawn(self.review)

    def draw(self, surface: pygame.Surface, words: Words) -> None:
        desk = self.desk
        self.summary.draw(surface, words, self.review, 0.0 if desk is None else desk.progress,
                          desk is not None and desk.failed,
                          so_far=None if desk is None else desk.so_far(), fade=self.fade)

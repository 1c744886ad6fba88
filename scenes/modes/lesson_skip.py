"""Skip in a lesson (:mod:`scenes.modes.lesson`): on by chapters, saying where first.

A lesson's steps fall into chapters (``LessonStep.chapter``: a round, the payout). Skip
goes on to the next chapter's first step, or to the end; its first press says on the card
where that is (:meth:`Lesson.skip_label <tabletop.lessons.Lesson.skip_label>`) and a
second press goes, as Big Shot's Loan asks first. "Skip step" jumped a Big Shot lesson
from round 3 to the final count unsaid (trial s35 Q/019), and in a four-round Polterfass
lesson skipped only one card (Q/012). The button's words stay short: a longer label
widened the card, which then left its place. The steps passed over go a step a frame,
each once the table shows the one before, so a result they leave (a Polterfass bill) is
seen and let go as at Next.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.lessons import Lesson


class SkipAhead:
    """Where Skip goes (:attr:`to`) once pressed twice at one step: ``at`` gives the step
    shown, ``say`` puts on the card where Skip goes from a step."""

    def __init__(self, lesson: Lesson, at: Callable[[], int],
                 say: Callable[[int], None]) -> None:
        self.lesson = lesson
        self.at = at
        self.say = say
        self.to = 0  # the step the steps skipped end at (none while it is passed)
        self.asked: int | None = None  # the step at which Skip said where it goes

    def press(self) -> None:
        at = self.at()
        if self.asked != at:
            self.asked = at
            self.say(at)
            return
        self.asked = None
        self.to = self.lesson.chapter_end(at)

    def due(self) -> bool:
        """A step is still to be skipped."""
        return self.at() < self.to

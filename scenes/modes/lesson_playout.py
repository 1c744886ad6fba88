"""The moves a lesson's step plays itself once it is read (:mod:`scenes.modes.lesson`): the
part of a round a card tells of instead of walking through it (``LessonStep.plays``).

Most are made at once, the table jumping to their end. A step marked ``paced`` plays them
one after another at the table's own pace, its card still up with Skip alone, which
makes the rest at once: Wizard Extreme's one Next played tricks 3 to 15 in a blink, and
the learner saw the round jump to its end (issue #32). Each result stays a shorter moment
than in a game (:meth:`PlayOut.pause`): at the game's own, those thirteen tricks took 47 s
at Normal speed, the learner waiting (trial s24 B). A step may ask the table to move
faster than in a game (``LessonStep.pace``, :meth:`PlayOut.hurry`): Winner's Circle's 49
turns took 95 s at the game's own pace (trial s25 A).
"""

from __future__ import annotations

from scenes.widgets.tween import Timeline
from tabletop.core.actions import Action
from tabletop.lessons import LessonStep

PAUSE_SHARE = 0.4
"""The share of the game's reading pause a result keeps while a paced step plays, after
the first: the learner watches the round go by, the card having told of it (a finished
Wizard trick stays 0.7 s, not 1.8 s, before it flies to its winner)."""


class PlayOut:
    """The moves of the step at :attr:`index` still to play, one by one as the table
    settles (a paced step's)."""

    def __init__(self) -> None:
        self.index: int | None = None
        """The step whose moves play now (or have played); None before any."""
        self._queued: list[Action] = []
        self._paused = 0  # the results shown so far by the step playing now
        self._pace = 1.0  # how many times as fast as in a game the table moves for it

    def begin(self, step: LessonStep | None, index: int) -> bool:
        """Start playing paced ``step``'s moves (its Next pressed); False where it plays
        none at its pace, or they began already (the lesson then moves on)."""
        if step is None or not step.paced or self.index == index:
            return False
        self.index, self._queued, self._paused = index, list(step.plays), 0
        self._pace = step.pace
        return True

    def hurry(self, index: int, timeline: Timeline, dt: float) -> None:
        """Move ``timeline`` on by what the step's pace adds to ``dt`` while step
        ``index``'s moves play (the frame's own ``dt`` moves it as in a game)."""
        if self.running(index):
            timeline.update(dt * (self._pace - 1.0))

    def running(self, index: int) -> bool:
        """Step ``index``'s moves play at the table's pace: its card has no Next."""
        return self.index == index

    def pause(self, index: int, seconds: float) -> float:
        """How long a result stays to be read, ``seconds`` in a game: as long while step
        ``index``'s moves are not playing, and for the first they show (how a trick ends,
        seen once at the game's pace); :data:`PAUSE_SHARE` of it for the rest."""
        if not self.running(index):
            return seconds
        self._paused += 1
        return seconds if self._paused == 1 else seconds * PAUSE_SHARE

    def due(self, index: int, settled: bool) -> Action | None:
        """The next of step ``index``'s moves once the table shows the one before (asked
        in the frame it settles, so no frame shows the header of a trick gathered)."""
        if not settled or self.index != index or not self._queued:
            return None
        return self._queued.pop(0)

    def over(self, index: int, settled: bool) -> bool:
        """Step ``index`` played its last move and the table shows it: the lesson moves on."""
        return settled and self.index == index and not self._queued

    def at_once(self, step: LessonStep | None, index: int) -> list[Action]:
        """The moves of ``step`` still to make at once as the lesson moves on: all of them,
        or those a paced play has not reached (Skip step)."""
        if step is None:
            return []
        rest = self._queued if self.index == index else list(step.plays)
        self.index, self._queued = index, []
        return rest

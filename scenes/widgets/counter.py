"""Numbers that count up or down over about half a second instead of jumping."""

from __future__ import annotations

from scenes.widgets.tween import Pace, out_cubic


class Counter:
    """A shown integer that glides toward its target.

    Call :meth:`set` with the new value, :meth:`update` every frame and draw
    :attr:`shown`. :meth:`snap` jumps (re-sync after a fast-forward or load).
    ``pace`` is the context's animation speed, owned by the context.
    """

    def __init__(self, value: int = 0, duration: float = 0.5, *, pace: Pace) -> None:
        self.pace = pace
        self.duration = duration
        self.target = value
        self._from = value
        self._elapsed = duration

    @property
    def shown(self) -> int:
        """The integer to display this frame."""
        if self._elapsed >= self.duration:
            return self.target
        amount = out_cubic(self._elapsed / self.duration)
        return round(self._from + (self.target - self._from) * amount)

    @property
    def is_moving(self) -> bool:
        return self.shown != self.target

    @property
    def direction(self) -> int:
        """+1 while counting up, -1 while counting down, 0 at rest (for tinting)."""
        if not self.is_moving:
            return 0
        return 1 if self.target > self._from else -1

    def set(self, value: int) -> None:
        if value == self.target:
            return
        self._from = self.shown
        self.target = value
        self._elapsed = 0.0

    def snap(self, value: int) -> None:
        self.target = self._from = value
        self._elapsed = self.duration

    def update(self, dt: float) -> None:
        if self.pace.is_instant:
            self._elapsed = self.duration
            return
        self._elapsed = min(self.duration, self._elapsed + self.pace.scaled(dt))

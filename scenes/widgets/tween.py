"""Easing, tweens and timelines: the motion behind every animation.

A game scene turns engine events into steps on one :class:`Timeline`, locks
input while it plays, and calls :meth:`Timeline.fast_forward` when a player
clicks, so every step jumps to its end and fires its callbacks in order.

Steps compose::

    timeline.append(Sequence(
        Tween(0.35, die.position, target, out_cubic, on_update=die.move_to),
        Call(audio.play, "dice_land"),
    ))
    timeline.append(Parallel(card.fly(...), counter_tween))

``append`` queues after everything already queued; ``start`` runs at once,
alongside whatever is playing. The global animation speed (slow, normal,
fast, instant) scales every timeline's clock through the :class:`Pace` the
application context hands it.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from collections.abc import Sequence as SequenceOf
from enum import Enum
from typing import Any

Easing = Callable[[float], float]
Value = float | tuple[float, ...]

# ---------------------------------------------------------------- easing: f(0) = 0, f(1) = 1


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def in_cubic(t: float) -> float:
    return t * t * t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    """Overshoots a little, then settles: a soft landing for flying tokens."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_bounce(t: float) -> float:
    """Bounces on arrival like a die dropped on felt."""
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def out_elastic(t: float) -> float:
    if t <= 0 or t >= 1:
        return float(t >= 1)
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": in_quad,
    "out_quad": out_quad,
    "in_out_quad": in_out_quad,
    "in_cubic": in_cubic,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "out_back": out_back,
    "out_bounce": out_bounce,
    "out_elastic": out_elastic,
    "in_out_sine": in_out_sine,
}


def arch(t: float) -> float:
    """0 -> 1 -> 0 over t in 0..1 (a hop or lift); exactly 0 at both ends."""
    return math.sin(t * math.pi) if 0.0 < t < 1.0 else 0.0


def lerp(start: Value, end: Value, amount: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(start, tuple) and isinstance(end, tuple):
        return tuple(a + (b - a) * amount for a, b in zip(start, end, strict=True))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise TypeError("lerp needs two numbers or two tuples")
    return start + (end - start) * amount


# ---------------------------------------------------------------- animation speed


class AnimationSpeed(Enum):
    """The player's animation-speed setting; the value multiplies the clock."""

    SLOW = 0.6
    NORMAL = 1.0
    FAST = 1.8
    INSTANT = math.inf


class Pace:
    """The animation speed one application context plays at.

    The context owns it and changes :attr:`speed` when the setting changes;
    timelines, counters and prompts are handed it by their owner, so a new
    speed applies live to everything already on screen, and two contexts (or
    two tests) never share one.
    """

    def __init__(self, speed: AnimationSpeed = AnimationSpeed.NORMAL) -> None:
        self.speed = speed

    @property
    def is_instant(self) -> bool:
        return self.speed is AnimationSpeed.INSTANT

    def scaled(self, dt: float) -> float:
        """How far ``dt`` real seconds carry an animation (inf at instant)."""
        return max(0.0, dt) * self.speed.value

    def seconds(self, nominal: float) -> float:
        """Real time a nominal duration takes at this speed (0 at instant).

        Use it for waits outside a timeline, such as a computer seat's pause.
        """
        return 0.0 if self.is_instant else nominal / self.speed.value


# ---------------------------------------------------------------- steps


class Step(ABC):
    """Something that plays over time on a timeline.

    ``advance(dt)`` consumes up to ``dt`` seconds and returns the seconds it
    did not need (so a sequence hands the remainder to the next step);
    ``finish()`` jumps to the end, firing every callback.
    """

    @abstractmethod
    def advance(self, dt: float) -> float: ...

    @abstractmethod
    def finish(self) -> None: ...

    @property
    @abstractmethod
    def is_done(self) -> bool: ...


class Deferred(Step):
    """A step built only when it starts playing.

    ``animate`` runs as soon as the engine answers, possibly while earlier
    steps still play; a deferred step reads the widgets' positions at the
    moment its turn comes, so motions chain without jumps.
    """

    def __init__(self, factory: Callable[[], Step]) -> None:
        self._factory = factory
        self._step: Step | None = None

    def _inner(self) -> Step:
        if self._step is None:
            self._step = self._factory()
        return self._step

    @property
    def is_done(self) -> bool:
        return self._step is not None and self._step.is_done

    def advance(self, dt: float) -> float:
        return self._inner().advance(dt)

    def finish(self) -> None:
        self._inner().finish()


class Tween(Step):
    """A value moving from ``start`` to ``end`` over ``duration`` seconds.

    ``on_update(value)`` is called with every new value (including the last);
    ``on_done()`` once at the end. ``delay`` waits before moving.
    """

    def __init__(
        self,
        duration: float,
        start: Value = 0.0,
        end: Value = 1.0,
        easing: Easing = out_cubic,
        *,
        on_update: Callable[[Any], None] | None = None,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> None:
        self.duration = max(0.0, duration)
        self.start = start
        self.end = end
        self.easing = easing
        self.on_update = on_update
        self.on_done = on_done
        self.delay = max(0.0, delay)
        self.elapsed = 0.0
        self._done = False

    @property
    def progress(self) -> float:
        """Linear progress 0..1 (before easing)."""
        if self._done:
            return 1.0
        if self.duration == 0:
            return 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Value:
        return lerp(self.start, self.end, self.easing(self.progress))

    @property
    def is_done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        if self._done:
            return dt
        self.elapsed += dt
        total = self.delay + self.duration
        if self.elapsed < total:
            if self.elapsed >= self.delay and self.on_update is not None:
                self.on_update(self.value)
            return 0.0
        leftover = self.elapsed - total
        self.finish()
        return leftover

    def finish(self) -> None:
        if self._done:
            return
        self._done = True
        self.elapsed = self.delay + self.duration
        if self.on_update is not None:
            self.on_update(self.end)
        if self.on_done is not None:
            self.on_done()


class Wait(Step):
    """A pause of ``seconds`` inside a sequence."""

    def __init__(self, seconds: float) -> None:
        self._tween = Tween(seconds, easing=linear)

    @property
    def is_done(self) -> bool:
        return self._tween.is_done

    def advance(self, dt: float) -> float:
        return self._tween.advance(dt)

    def finish(self) -> None:
        self._tween.finish()


class Hold(Step):
    """A result held on the table for a person to read: it lasts until the timeline is
    fast-forwarded (a press) or ``longest`` seconds while ``awaited()`` says someone at
    the screen may press; while nobody may (computers alone, or every person deciding on
    a phone, whose page asks for no press), ``seconds``, the readable pause. Asked every
    frame, so a phone that drops mid-hold makes the hold wait again."""

    def __init__(self, seconds: float, longest: float, awaited: Callable[[], bool]) -> None:
        self.seconds = max(0.0, seconds)
        self.longest = max(self.seconds, longest)
        self.awaited = awaited
        self.elapsed = 0.0
        self._done = False
        self.kept = False
        """True while a rush may not end it (:meth:`Timeline.rush`'s ``keep``)."""

    @property
    def is_done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        if self._done:
            return dt
        if self.kept:
            return 0.0
        self.elapsed += dt
        end = self.longest if self.awaited() else self.seconds
        if self.elapsed < end:
            return 0.0
        self._done = True
        return self.elapsed - end

    def finish(self) -> None:
        self._done = True


class Until(Step):
    """Waits until ``ready()`` says so, whatever the time played: a press that rushes the
    motion (:meth:`Timeline.rush`) stops here too, at a result that must be seen before
    a press may take it away (Winner's Circle's payout sheet in its first second)."""

    def __init__(self, ready: Callable[[], bool]) -> None:
        self.ready = ready
        self._done = False

    @property
    def is_done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        self._done = self._done or self.ready()
        return dt if self._done else 0.0

    def finish(self) -> None:
        self._done = True


class Call(Step):
    """Calls ``function(*args)`` once, when the sequence reaches it (a sound, a re-sync)."""

    def __init__(self, function: Callable[..., object], *args: object) -> None:
        self.function = function
        self.args = args
        self._done = False

    @property
    def is_done(self) -> bool:
        return self._done

    def advance(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self._done:
            self._done = True
            self.function(*self.args)


class Sequence(Step):
    """Steps played one after another."""

    def __init__(self, *steps: Step) -> None:
        self.steps: list[Step] = list(steps)
        self._index = 0

    def add(self, step: Step) -> Sequence:
        self.steps.append(step)
        return self

    @property
    def is_done(self) -> bool:
        return self._index >= len(self.steps)

    def advance(self, dt: float) -> float:
        while self._index < len(self.steps):
            dt = self.steps[self._index].advance(dt)
            if not self.steps[self._index].is_done:
                return 0.0
            self._index += 1
        return dt

    def finish(self) -> None:
        # Index by position: a callback may append steps while we finish.
        while self._index < len(self.steps):
            self.steps[self._index].finish()
            self._index += 1


class Parallel(Step):
    """Steps played together; done when the longest is done."""

    def __init__(self, *steps: Step) -> None:
        self.steps: list[Step] = list(steps)

    def add(self, step: Step) -> Parallel:
        self.steps.append(step)
        return self

    @property
    def is_done(self) -> bool:
        return all(step.is_done for step in self.steps)

    def advance(self, dt: float) -> float:
        leftovers = [step.advance(dt) for step in list(self.steps) if not step.is_done]
        if not self.is_done:
            return 0.0
        return min(leftovers, default=dt)

    def finish(self) -> None:
        for step in list(self.steps):
            step.finish()


def stagger(steps: SequenceOf[Step], gap: float) -> Parallel:
    """Start ``steps`` together but each ``gap`` seconds after the previous (dealing cards)."""
    return Parallel(*(Sequence(Wait(gap * index), step) for index, step in enumerate(steps)))


# ---------------------------------------------------------------- timeline


class Timeline:
    """The scene's clock for animations.

    ``append`` queues a step after all queued ones (events animate in order);
    ``start`` plays a step at once, alongside the queue (hover bobs, toasts).
    ``update(dt)`` advances by ``dt`` seconds scaled by the animation speed;
    ``fast_forward()`` ends everything now, callbacks included.
    """

    _FAST_FORWARD_ROUNDS = 64  # callbacks may queue follow-ups; stop runaway chains

    def __init__(self, pace: Pace) -> None:
        self.pace = pace
        self._queue: list[Step] = []
        self._loose: list[Step] = []

    @property
    def is_idle(self) -> bool:
        """True when nothing is playing or queued: input may unlock, widgets re-sync."""
        return not self._queue and not self._loose

    def append(self, step: Step) -> Step:
        self._queue.append(step)
        return step

    def start(self, step: Step) -> Step:
        self._loose.append(step)
        return step

    def update(self, dt: float) -> None:
        if self.pace.is_instant:
            self.rush()
            return
        self._play(self.pace.scaled(dt))

    def rush(self, keep: Iterable[Hold] = ()) -> None:
        """Every step plays to its end at once, as on :meth:`fast_forward`, but one that
        waits for something other than time (a lesson's result held while its card is read)
        still waits, and the steps queued after it with it: at Instant speed (each frame),
        and for a press that skips a lesson's motion (a click during Byeongsu's last move
        had cleared race 1's payout before the cards that tell of it). The holds in
        ``keep`` wait too (a press that may not move a held result on)."""
        kept = list(keep)
        for hold in kept:
            hold.kept = True
        try:
            for _ in range(self._FAST_FORWARD_ROUNDS):
                head = self._queue[0] if self._queue else None
                self._play(math.inf)
                if self.is_idle or (not self._loose and self._queue[0] is head):
                    return
        finally:
            for hold in kept:
                hold.kept = False

    def _play(self, scaled: float) -> None:
        remaining = scaled
        while self._queue:
            head = self._queue[0]
            remaining = head.advance(remaining)
            if not head.is_done:
                break
            self._queue.pop(0)
        for step in list(self._loose):
            step.advance(scaled)
        self._loose = [step for step in self._loose if not step.is_done]

    def fast_forward(self) -> None:
        """Jump every queued and running step to its end, in order."""
        for _ in range(self._FAST_FORWARD_ROUNDS):
            if self.is_idle:
                return
            while self._queue:
                self._queue.pop(0).finish()
            loose, self._loose = self._loose, []
            for step in loose:
                step.finish()

    def clear(self) -> None:
        """Drop every step without finishing it (leaving a scene)."""
        self._queue.clear()
        self._loose.clear()

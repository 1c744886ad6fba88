"""Easing, tweens, timelines, animation speed and counting numbers (no pygame window needed)."""

from __future__ import annotations

import pytest

from scenes.widgets import tween
from scenes.widgets.counter import Counter
from scenes.widgets.tween import (
    EASINGS,
    AnimationSpeed,
    Call,
    Pace,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    Until,
    Wait,
    linear,
    stagger,
)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_zero_and_ends_at_one(name: str) -> None:
    easing = EASINGS[name]
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)


def test_out_back_overshoots_and_out_bounce_stays_in_range() -> None:
    samples = [i / 100 for i in range(101)]
    assert max(tween.out_back(t) for t in samples) > 1.0
    assert all(0.0 <= tween.out_bounce(t) <= 1.0 + 1e-9 for t in samples)
    assert all(tween.out_cubic(t) >= t for t in samples)  # ease-out runs ahead of linear


def test_tween_reports_values_and_calls_on_done_once() -> None:
    seen: list[float] = []
    done: list[str] = []
    step = Tween(1.0, 10.0, 20.0, linear, on_update=seen.append, on_done=lambda: done.append("x"))
    assert step.advance(0.25) == 0.0
    assert seen[-1] == pytest.approx(12.5)
    leftover = step.advance(1.0)
    assert leftover == pytest.approx(0.25)
    assert step.is_done and seen[-1] == 20.0
    step.advance(1.0)
    step.finish()
    assert done == ["x"]


def test_tween_interpolates_tuples_and_waits_for_its_delay() -> None:
    seen: list[tuple[float, ...]] = []
    step = Tween(1.0, (0.0, 0.0), (10.0, 20.0), linear, on_update=seen.append, delay=0.5)
    step.advance(0.4)
    assert seen == []  # still in the delay
    step.advance(0.6)
    assert seen[-1] == pytest.approx((5.0, 10.0))


def test_sequence_runs_in_order_and_hands_leftover_time_on() -> None:
    log: list[str] = []
    first = Tween(0.5, on_done=lambda: log.append("first"))
    second = Tween(0.5, 0.0, 1.0, linear, on_done=lambda: log.append("second"))
    sequence = Sequence(first, Call(log.append, "between"), second)
    sequence.advance(0.75)
    assert log == ["first", "between"]
    assert second.progress == pytest.approx(0.5)
    sequence.advance(0.5)
    assert log == ["first", "between", "second"] and sequence.is_done


def test_parallel_is_done_when_its_longest_step_is() -> None:
    short, long = Tween(0.2), Tween(0.6)
    group = Parallel(short, long)
    group.advance(0.3)
    assert short.is_done and not long.is_done and not group.is_done
    assert group.advance(0.5) == pytest.approx(0.2)
    assert group.is_done


def test_stagger_starts_each_step_later() -> None:
    steps = [Tween(0.1) for _ in range(3)]
    group = stagger(steps, 0.2)
    group.advance(0.15)
    assert [step.is_done for step in steps] == [True, False, False]
    group.advance(0.2)
    assert [step.is_done for step in steps] == [True, True, False]


def test_timeline_plays_appended_steps_one_after_another() -> None:
    log: list[str] = []
    timeline = Timeline(Pace())
    timeline.append(Sequence(Wait(0.3), Call(log.append, "a")))
    timeline.append(Sequence(Wait(0.3), Call(log.append, "b")))
    timeline.start(Sequence(Wait(0.1), Call(log.append, "loose")))
    assert not timeline.is_idle
    timeline.update(0.2)
    assert log == ["loose"]
    timeline.update(0.2)
    assert log == ["loose", "a"]
    timeline.update(0.25)
    assert log == ["loose", "a", "b"]
    assert timeline.is_idle


def test_fast_forward_finishes_everything_in_order_including_follow_ups() -> None:
    log: list[str] = []
    timeline = Timeline(Pace())
    values: list[float] = []

    def queue_more() -> None:
        log.append("first done")
        timeline.append(Sequence(Wait(5.0), Call(log.append, "follow-up")))

    timeline.append(Tween(2.0, 0.0, 1.0, on_update=values.append, on_done=queue_more))
    timeline.append(Call(log.append, "second"))
    timeline.start(Sequence(Wait(9.0), Call(log.append, "loose")))
    timeline.update(0.1)
    timeline.fast_forward()
    assert timeline.is_idle
    assert values[-1] == 1.0
    assert log == ["first done", "second", "follow-up", "loose"]


def test_a_rush_stops_at_a_step_that_waits_for_more_than_time() -> None:
    """Until (Winner's Circle's payout sheet in its first second): a press's rush plays the
    motion before it at once and stops there; once ready it plays on with the clock."""
    log: list[str] = []
    ready = False
    timeline = Timeline(Pace())
    timeline.append(Sequence(Wait(3.0), Call(log.append, "sheet"), Until(lambda: ready),
                             Wait(1.0), Call(log.append, "cleared")))
    timeline.rush()
    assert log == ["sheet"] and not timeline.is_idle
    timeline.update(5.0)
    assert log == ["sheet"]
    ready = True
    timeline.update(0.5)
    assert log == ["sheet"]
    timeline.update(0.6)
    assert log == ["sheet", "cleared"] and timeline.is_idle


def test_clear_drops_steps_without_running_them() -> None:
    log: list[str] = []
    timeline = Timeline(Pace())
    timeline.append(Sequence(Wait(1.0), Call(log.append, "never")))
    timeline.clear()
    timeline.update(2.0)
    assert timeline.is_idle and log == []


def test_animation_speed_scales_the_clock() -> None:
    step = Tween(1.0, easing=linear)
    pace = Pace(AnimationSpeed.FAST)
    timeline = Timeline(pace)
    timeline.append(step)
    timeline.update(0.25)
    assert step.progress == pytest.approx(0.25 * AnimationSpeed.FAST.value)
    pace.speed = AnimationSpeed.SLOW
    assert pace.seconds(0.6) == pytest.approx(1.0)


def test_two_paces_run_side_by_side() -> None:
    slow, fast = Tween(1.0, easing=linear), Tween(1.0, easing=linear)
    timelines = [Timeline(Pace(AnimationSpeed.SLOW)), Timeline(Pace(AnimationSpeed.FAST))]
    timelines[0].start(slow)
    timelines[1].start(fast)
    for timeline in timelines:
        timeline.update(0.25)
    assert slow.progress == pytest.approx(0.25 * AnimationSpeed.SLOW.value)
    assert fast.progress == pytest.approx(0.25 * AnimationSpeed.FAST.value)


def test_instant_speed_finishes_on_the_next_update() -> None:
    done: list[bool] = []
    pace = Pace()
    timeline = Timeline(pace)
    timeline.append(Tween(10.0, on_done=lambda: done.append(True)))
    pace.speed = AnimationSpeed.INSTANT
    timeline.update(0.0)
    assert done == [True] and timeline.is_idle
    assert pace.seconds(0.6) == 0.0


def test_counter_counts_toward_its_target_instead_of_jumping() -> None:
    counter = Counter(100, duration=0.5, pace=Pace())
    counter.set(200)
    assert counter.shown == 100 and counter.direction == 1
    counter.update(0.1)
    assert 100 < counter.shown < 200
    counter.update(0.5)
    assert counter.shown == 200 and not counter.is_moving and counter.direction == 0
    counter.set(150)
    counter.update(0.05)
    assert counter.direction == -1
    counter.snap(7)
    assert counter.shown == 7 and not counter.is_moving


def test_counter_is_immediate_at_instant_speed() -> None:
    pace = Pace()
    counter = Counter(0, pace=pace)
    counter.set(50)
    pace.speed = AnimationSpeed.INSTANT
    counter.update(0.0)
    assert counter.shown == 50

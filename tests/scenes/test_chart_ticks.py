"""The Statistics charts label each grid line once: a step finer than the labels can tell
apart printed "0 1 1 2 2 3" for scores of 1, 2 and 3."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets.charts import LineChart, Series, next_nice_step

SPREADS = [[1, 2, 3], [0, 1], [5, 5], [0], [-2, 1], [7, 8, 9, 10], [0, 3], [120, 121],
           [0, 250], [48, 62, 134], [-30, 45], [1000, 1003]]


def _labels(chart: LineChart) -> list[str]:
    return [chart.y_format(value) for value in chart.ticks()]


@pytest.mark.parametrize("scores", SPREADS)
def test_every_tick_label_of_a_score_chart_differs(scores: list[int]) -> None:
    pygame.init()
    points = [(float(index), float(score)) for index, score in enumerate(scores)]
    chart = LineChart(pygame.Rect(0, 0, 400, 200), [Series((0, 0, 0), points)], 16,
                      x_range=(-0.5, len(points) - 0.5))
    labels = _labels(chart)
    assert len(labels) >= 2 and len(set(labels)) == len(labels), labels
    low, high = chart._y
    assert low <= min(scores) and max(scores) <= high  # every point still on the chart


def test_the_accuracy_chart_keeps_its_halves() -> None:
    pygame.init()
    chart = LineChart(pygame.Rect(0, 0, 400, 200), [Series((0, 0, 0), [(0.0, 55.0)])], 16,
                      y_format=lambda value: f"{round(value)}%", y_range=(0.0, 100.0))
    assert _labels(chart) == ["0%", "50%", "100%"]


def test_the_next_round_step() -> None:
    assert [next_nice_step(step) for step in (0.5, 1.0, 2.0, 5.0, 10.0, 25.0)] == [
        1.0, 2.0, 5.0, 10.0, 20.0, 50.0]

"""Charts drawn by the program, read from the sofa: lines over games or a game's moves, and
bars.

:class:`LineChart` lays one or more :class:`Series` out in a rectangle: a few
labelled grid lines, the lines themselves two pixels and more wide, a dot at
every point (a marked point, such as a game won, drawn larger in gold with a
dark ring), and the axis labels in the size the screen passes (never under the
small text size). A single point (one game played) stands on an axis from 0, drawn
larger with its value beside it. It says which point lies under the pointer
(:meth:`LineChart.nearest`) and where a position falls (:meth:`LineChart.x_of`),
so a timeline can be clicked. :func:`draw_bars` draws labelled bars with their
values. Every colour here is drawn on paper.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import Colour

Format = Callable[[float], str]


@dataclass(frozen=True)
class Series:
    """One line: its points (x, y) in order of x, and which points are marked."""

    colour: Colour
    points: Sequence[tuple[float, float]]
    marked: Sequence[bool] = ()
    width: int = 3
    dots: bool = True
    """A dot at every point (a marked point is drawn whatever this says)."""


def next_nice_step(step: float) -> float:
    """The round step after ``step``: 1, 2, 5, 10, 20, 50... times a power of ten.

    >>> next_nice_step(0.5), next_nice_step(2.0), next_nice_step(5.0)
    (1.0, 5.0, 10.0)
    """
    power = 10.0 ** math.floor(math.log10(step) + 1e-9)
    for factor in (2.0, 5.0, 10.0):
        if step < factor * power * (1 - 1e-9):
            return factor * power
    return 20.0 * power


def nice_step(span: float, count: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``count`` grid lines.

    >>> nice_step(187, 4), nice_step(1.0, 4), nice_step(0, 4)
    (50.0, 0.5, 1.0)
    """
    if span <= 0 or not math.isfinite(span):
        return 1.0
    raw = span / max(1, count)
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1.0, 2.0, 5.0, 10.0):
        if raw <= factor * power:
            return factor * power
    return 10.0 * power


@dataclass
class LineChart:
    """Lines in ``rect`` (the plot and its labels), x and y ranges fitted to the points
    unless given."""

    rect: pygame.Rect
    series: Sequence[Series]
    text_px: int
    y_format: Format = lambda value: theme.number(round(value))
    y_range: tuple[float, float] | None = None
    x_range: tuple[float, float] | None = None
    grid_lines: int = 4
    gutter: int = 0
    """The least width left of the plot, for the y labels (and a caption under them)."""
    plot: pygame.Rect = field(init=False)
    _x: tuple[float, float] = field(init=False)
    _y: tuple[float, float] = field(init=False)
    _step: float = field(init=False)

    def __post_init__(self) -> None:
        xs = [x for series in self.series for x, _ in series.points]
        ys = [y for series in self.series for _, y in series.points]
        low_x, high_x = self.x_range or ((min(xs), max(xs)) if xs else (0.0, 1.0))
        if high_x <= low_x:
            low_x, high_x = low_x - 1, high_x + 1
        self._x = (low_x, high_x)
        fitted = self.y_range is None
        low_y, high_y = self.y_range or ((min(ys), max(ys)) if ys else (0.0, 1.0))
        if fitted and ys and low_y == high_y:
            # One value (a single game): the axis from 0, not a one-step sliver around it
            # (75 once stood alone on a 74-76 axis).
            low_y, high_y = min(0.0, low_y), max(0.0, high_y)
        step = nice_step(high_y - low_y, self.grid_lines)
        # A step finer than the labels can tell apart printed one number twice (scores of
        # 1, 2 and 3 made "0 1 1 2 2 3"): the step grows until every label differs.
        for _ in range(60):
            self._y = _fitted(low_y, high_y, step) if fitted else (low_y, high_y)
            self._step = step
            labels = [self.y_format(value) for value in self.ticks()]
            if len(set(labels)) == len(labels):
                break
            step = next_nice_step(step)
        gap = max(4, self.text_px // 3)
        label_w = max([self.gutter - gap, *(assets.text_size(self.y_format(value),
                                                             self.text_px)[0]
                                            for value in self.ticks())])
        self.plot = pygame.Rect(self.rect.x + label_w + gap, self.rect.y + self.text_px // 2,
                                self.rect.width - label_w - gap,
                                self.rect.height - self.text_px)

    def ticks(self) -> list[float]:
        """The values of the labelled grid lines, each label different from the others."""
        low, high = self._y
        step = self._step
        first = math.ceil(low / step - 1e-9) * step
        count = int((high - first) / step + 1e-9) + 1
        return [first + index * step for index in range(max(1, count))]

    def x_of(self, x: float) -> int:
        low, high = self._x
        return round(self.plot.x + (x - low) / (high - low) * self.plot.width)

    def y_of(self, y: float) -> int:
        low, high = self._y
        return round(self.plot.bottom - (y - low) / (high - low) * self.plot.height)

    def x_at(self, pixel: int) -> float:
        """The x value under a pixel column (clamped to the plot)."""
        low, high = self._x
        fraction = (min(max(pixel, self.plot.x), self.plot.right) - self.plot.x) / max(
            1, self.plot.width)
        return low + fraction * (high - low)

    def nearest(self, position: tuple[int, int], reach: int) -> tuple[int, int] | None:
        """(series, point) of the point drawn nearest ``position``, within ``reach`` pixels."""
        best: tuple[int, int] | None = None
        best_distance = float(reach)
        for index, series in enumerate(self.series):
            for number, (x, y) in enumerate(series.points):
                distance = math.hypot(self.x_of(x) - position[0], self.y_of(y) - position[1])
                if distance <= best_distance:
                    best, best_distance = (index, number), distance
        return best

    def draw(self, surface: pygame.Surface) -> None:
        line = max(1, self.text_px // 14)
        for value in self.ticks():
            y = self.y_of(value)
            pygame.draw.line(surface, theme.PAPER_RIM, (self.plot.x, y), (self.plot.right, y),
                             line)
            label = assets.text(self.y_format(value), self.text_px, theme.INK_MUTED)
            surface.blit(label, label.get_rect(midright=(self.plot.x - line * 4, y)))
        pygame.draw.line(surface, theme.INK_SOFT, self.plot.bottomleft, self.plot.bottomright,
                         line)
        clip = surface.get_clip()
        surface.set_clip(self.plot.inflate(self.text_px, self.text_px).clip(clip))
        dot = max(3, self.text_px // 5)
        if sum(len(series.points) for series in self.series) == 1:
            dot = max(5, self.text_px // 3)  # a lone point is seen from the sofa
        for series in self.series:
            points = [(self.x_of(x), self.y_of(y)) for x, y in series.points]
            if len(points) > 1:
                pygame.draw.lines(surface, series.colour, False, points,
                                  max(2, series.width * self.text_px // 24))
            for number, point in enumerate(points):
                marked = number < len(series.marked) and series.marked[number]
                if not marked and not series.dots:
                    continue
                if marked:
                    pygame.draw.circle(surface, theme.INK, point, dot * 2 + line)
                    pygame.draw.circle(surface, theme.GOLD, point, dot * 2)
                else:
                    pygame.draw.circle(surface, theme.darker(series.colour, 0.3), point,
                                       dot + line)
                    pygame.draw.circle(surface, series.colour, point, dot)
        surface.set_clip(clip)
        lone = [point for series in self.series for point in series.points]
        if len(lone) == 1:  # a single point says its value beside it
            at_x, at_y = lone[0]
            shown = assets.text(self.y_format(at_y), self.text_px, theme.INK, bold=True)
            surface.blit(shown, shown.get_rect(midleft=(self.x_of(at_x) + dot * 3,
                                                        self.y_of(at_y))))


def _fitted(low: float, high: float, step: float) -> tuple[float, float]:
    """``low`` to ``high`` widened to whole steps (a single value gets one step each side)."""
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step
    if high <= low:
        low, high = low - step, high + step
    return low, high


def draw_bars(surface: pygame.Surface, rect: pygame.Rect,
              bars: Sequence[tuple[str, float, Colour]], text_px: int,
              value_format: Format = lambda value: theme.number(round(value)),
              top: float | None = None) -> None:
    """One horizontal bar per (label, value, colour), labels left, values at the bars' ends,
    scaled to ``top`` (the largest value unless given); rows share ``rect``'s height."""
    if not bars:
        return
    row = rect.height / len(bars)
    value_w = max(assets.text_size(value_format(value), text_px)[0] for _, value, _ in bars)
    # Labels as wide as they read whole while the bars keep a quarter of the width: held
    # to under half, "Computer (Medium)" read "Computer (Med···" (trial s32 J/027).
    label_w = min(rect.width * 3 // 4 - value_w - text_px,
                  max(assets.text_size(label, text_px)[0] for label, _, _ in bars))
    space = rect.width - label_w - value_w - text_px
    top = top or max((value for _, value, _ in bars), default=0.0) or 1.0
    for index, (label, value, colour) in enumerate(bars):
        middle = round(rect.y + (index + 0.5) * row)
        name, size = assets.fit_label(label, text_px, label_w, min_fraction=1.0)
        text = assets.text(name, size, theme.INK)
        surface.blit(text, text.get_rect(midleft=(rect.x, middle)))
        height = max(4, round(row * 0.55))
        width = max(0, round(space * max(0.0, value) / top))
        bar = pygame.Rect(rect.x + label_w + text_px // 2, middle - height // 2, width, height)
        if width:
            pygame.draw.rect(surface, colour, bar, border_radius=max(2, height // 4))
            pygame.draw.rect(surface, theme.darker(colour, 0.35), bar, max(1, text_px // 14),
                             border_radius=max(2, height // 4))
        shown = assets.text(value_format(value), text_px, theme.INK, bold=True)
        surface.blit(shown, shown.get_rect(midleft=(bar.right + text_px // 3, middle)))

"""The review's graph along a replay's timeline: each seat's expected final score.

One line per seat in its own colour through the points after each of its
decisions (the real final score at the end), a marked decision drawn as a
brick-red dot with a dark ring, and a gold line where the replay stands. A
legend over the plot says what the numbers are ("Final score expected") and what
a red dot is ("a mistake"), in the screen's words; under the plot a tick marks where
each round begins, and the rounds are numbered, every one or every 2nd, 5th, 10th... as
their numbers stand apart, after the word "Round" under the scores. A click on a point
(or anywhere over the plot) names the position to go to: the start of that decision,
so the table shows the choice before it is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.shell import assets, theme
from scenes.widgets.charts import LineChart, Series, next_nice_step
from tabletop.i18n import ENGLISH, Words
from tabletop.review import Review, Verdict

DOTS_UP_TO = 40
"""A seat with more decisions than this is drawn as a line alone (its marked ones dotted)."""


@dataclass
class ReviewGraph:
    """The graph of ``review`` in ``rect`` for a history of ``steps`` actions."""

    rect: pygame.Rect
    review: Review
    steps: int
    colours: Sequence[int]
    """Each seat's colour slot (its :func:`theme.seat_style`)."""
    text_px: int
    words: Words = ENGLISH
    round_starts: Sequence[int] = ()
    """Where each round after the first begins (the first begins at 0)."""

    def __post_init__(self) -> None:
        self.lines: list[list[Verdict | None]] = []
        series = []
        for seat, slot in enumerate(self.colours):
            mine = self.review.of_seat(seat)
            points = [(float(verdict.start), verdict.value_done) for verdict in mine]
            points.append((float(self.steps), float(self.review.final_scores[seat])))
            self.lines.append([*mine, None])
            series.append(Series(theme.seat_style(slot).colour, points, width=2,
                                 dots=len(points) <= DOTS_UP_TO))
        legend_h = round(self.text_px * 1.4)
        self.legend = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, legend_h)
        # The rounds' numbers under the plot, below the half line the chart keeps for its
        # lowest label: without them the timeline said nothing of when (trial s32 J/026).
        rounds_h = self.text_px // 4 + assets.text_size("1", self.text_px)[1] - self.text_px // 2
        plot = pygame.Rect(self.rect.x, self.rect.y + legend_h, self.rect.width,
                           max(1, self.rect.height - legend_h - rounds_h))
        self.caption = self.words("review.graph_rounds")
        self.chart = LineChart(plot, series, self.text_px,
                               x_range=(0.0, float(max(1, self.steps))),
                               gutter=assets.text_size(self.caption, self.text_px)[0]
                               + self.text_px // 2)
        self.rounds = self._round_labels()
        """The rounds' numbers under the plot, each with the pixel column of its middle."""

    def position_at(self, point: tuple[int, int]) -> int | None:
        """Where a click at ``point`` goes: the decision drawn there, else the position
        under it; None outside the plot."""
        if not self.chart.plot.inflate(self.text_px, self.text_px).collidepoint(point):
            return None
        hit = self.chart.nearest(point, max(8, self.text_px))
        if hit is not None:
            verdict = self.lines[hit[0]][hit[1]]
            if verdict is not None:
                return verdict.start
        return round(self.chart.x_at(point[0]))

    def draw(self, surface: pygame.Surface, position: int) -> None:
        chart = self.chart
        x = chart.x_of(float(position))
        band = max(2, self.text_px // 8)
        pygame.draw.line(surface, theme.GOLD_DARK, (x, chart.plot.y), (x, chart.plot.bottom),
                         band)
        chart.draw(surface)
        dot = max(4, self.text_px // 4)
        for line in self.lines:  # the marked decisions over the lines, in brick red
            for verdict in line:
                if verdict is not None and verdict.marked:
                    centre = (chart.x_of(float(verdict.start)), chart.y_of(verdict.value_done))
                    pygame.draw.circle(surface, theme.INK, centre, dot + band)
                    pygame.draw.circle(surface, theme.BRICK, centre, dot)
        self._draw_legend(surface, dot, band)
        self._draw_rounds(surface)

    def _round_labels(self) -> list[tuple[int, str]]:
        """The rounds' numbers under the plot, each over the middle of its round: every
        round's, or every 2nd, 5th, 10th..., the least sparse that keeps them apart."""
        starts = [0, *(start for start in self.round_starts if 0 < start < self.steps)]
        ends = [*starts[1:], self.steps]
        middles = [self.chart.x_of((start + end) / 2)
                   for start, end in zip(starts, ends, strict=True)]
        every = 1
        while every <= len(middles):
            labels = self._spaced(range(every, len(middles) + 1, every), middles)
            if labels is not None:
                return labels
            every = round(next_nice_step(every))
        return []

    def _spaced(self, numbers: range, middles: list[int]) -> list[tuple[int, str]] | None:
        """The labels of the rounds ``numbers`` with their columns, or None where two
        would come too near."""
        plot = self.chart.plot
        labels: list[tuple[int, str]] = []
        right = plot.x - self.text_px
        for number in numbers:
            width = assets.text_size(str(number), self.text_px)[0]
            left = max(plot.x, min(middles[number - 1] - width // 2, plot.right - width))
            if left < right + self.text_px // 2:
                return None
            labels.append((left + width // 2, str(number)))
            right = left + width
        return labels

    def _draw_rounds(self, surface: pygame.Surface) -> None:
        """A tick where each round begins, and the rounds' numbers under the axis."""
        plot = self.chart.plot
        line = max(1, self.text_px // 14)
        for start in self.round_starts:
            if 0 < start < self.steps:
                x = self.chart.x_of(float(start))
                pygame.draw.line(surface, theme.INK_SOFT, (x, plot.bottom),
                                 (x, plot.bottom + self.text_px // 4), line)
        top = plot.bottom + self.text_px // 4
        for middle, text in self.rounds:
            shown = assets.text(text, self.text_px, theme.INK_MUTED)
            surface.blit(shown, shown.get_rect(midtop=(middle, top)))
        if self.rounds:
            caption = assets.text(self.caption, self.text_px, theme.INK_MUTED)
            surface.blit(caption, caption.get_rect(topright=(plot.x - self.text_px // 3, top)))

    def _draw_legend(self, surface: pygame.Surface, dot: int, band: int) -> None:
        """Over the plot: what the numbers are, left; what a red dot is, right."""
        area = self.legend
        middle = area.centery
        mistake = assets.text(self.words("review.graph_mistake"), self.text_px, theme.INK_MUTED)
        key_w = mistake.get_width() + 2 * (dot + band) + self.text_px // 3
        axis_w = max(1, area.width - key_w - self.text_px)
        axis, size = assets.fit_label(self.words("review.graph_axis"), self.text_px, axis_w,
                                      min_fraction=1.0)
        surface.blit(assets.text(axis, size, theme.INK_MUTED),
                     assets.text(axis, size, theme.INK_MUTED).get_rect(
                         midleft=(area.x, middle)))
        text_rect = mistake.get_rect(midright=(area.right, middle))
        centre = (text_rect.x - self.text_px // 3 - dot, middle)
        pygame.draw.circle(surface, theme.INK, centre, dot + band)
        pygame.draw.circle(surface, theme.BRICK, centre, dot)
        surface.blit(mistake, text_rect)

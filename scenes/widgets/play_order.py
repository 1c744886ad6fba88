"""The direction of play drawn between the seat plates: a slim paper chevron in each gap
between one seat's plate and the next one's, inside the gap (gold and glow mark whose turn
it is, trial s24).

Turns, orders and bids go round the table in seat order: after the last seat comes the
first. Rules and lessons say "left of the roller" or "from the innkeeper's left"; on the
screen that is the next plate the arrows point to, so a sentence can point at them.

Plates in two rows (five or six seats) go round as seats round a table: the first row
left to right, the second right to left under it, its first plate under the first row's
last, and a bent paper arrow at the right end leads from the one down to the other (a
new row starting again at the left had no arrow to say where play went on).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

import pygame
import pygame.gfxdraw

from scenes.shell import theme

Direction = tuple[float, float]
"""Which way an arrow points, as a step on the screen (x right, y down)."""


def order_marks(plates: Sequence[pygame.Rect], scale: float) -> list[pygame.Rect]:
    """Where the arrows stand: one between each plate and the next in the same row (the
    first row's arrows point right, the second's left), and one past the right end of
    the rows where the first row goes on into the second."""
    return [mark for mark, _ in order_arrows(plates, scale)]


def order_arrows(plates: Sequence[pygame.Rect],
                 scale: float) -> list[tuple[pygame.Rect, Direction]]:
    """:func:`order_marks` with the way each arrow points."""
    size = theme.px(20, scale)
    marks = []
    for before, after in pairwise(plates):
        mark = pygame.Rect(0, 0, size, size)
        if before.y == after.y:
            mark.center = ((before.right + after.left) // 2 if after.left >= before.right
                           else (after.right + before.left) // 2, before.centery)
            marks.append((mark, (1.0, 0.0) if after.left >= before.right else (-1.0, 0.0)))
        else:  # on into the next row: beside the two plates' right ends, pointing down
            mark.center = (max(before.right, after.right) + theme.px(6, scale) + size // 2,
                           (before.bottom + after.top) // 2)
            marks.append((mark, (0.0, 1.0)))
    return marks


def row_turns(plates: Sequence[pygame.Rect],
              scale: float) -> list[tuple[pygame.Rect, pygame.Rect, pygame.Rect]]:
    """For each place where a row goes on into the next: the plate before, the plate
    after, and the arrow's mark between them."""
    turns = []
    for (before, after), (mark, way) in zip(pairwise(plates), order_arrows(plates, scale),
                                            strict=True):
        if way == (0.0, 1.0):
            turns.append((before, after, mark))
    return turns


def draw_arrow_mark(surface: pygame.Surface, mark: pygame.Rect, way: Direction) -> None:
    """A gold disc at ``mark`` with an ink arrowhead pointing ``way``."""
    radius = mark.width // 2
    x, y = mark.center
    shadow = max(1, radius // 5)
    pygame.gfxdraw.filled_circle(surface, x, y + shadow, radius, (*theme.WOOD_GRAIN, 150))
    pygame.gfxdraw.filled_circle(surface, x, y, radius, theme.GOLD)
    pygame.gfxdraw.aacircle(surface, x, y, radius, theme.GOLD_DARK)
    half = radius * 0.5
    angle = math.atan2(way[1], way[0])
    cos, sin = math.cos(angle), math.sin(angle)
    head = [(x + px * cos - py * sin, y + px * sin + py * cos)
            for px, py in ((-half * 0.7, -half), (half * 0.9, 0.0), (-half * 0.7, half))]
    pygame.gfxdraw.filled_polygon(surface, head, theme.INK)
    pygame.gfxdraw.aapolygon(surface, head, theme.INK)


def draw_order_chevron(surface: pygame.Surface, mark: pygame.Rect, way: Direction) -> None:
    """A slim paper chevron at ``mark`` pointing ``way``, narrower than the gap between two
    plates. Gold discs there overlapped the plates' edges, the glowing one's too, and read
    as a turn marker pointing at the next seat (trial s24 A/006): gold and glow are the
    turn's alone."""
    x, y = mark.center
    reach, spread = mark.width * 0.12, mark.height * 0.38
    angle = math.atan2(way[1], way[0])
    cos, sin = math.cos(angle), math.sin(angle)
    points = [(x + px * cos - py * sin, y + px * sin + py * cos)
              for px, py in ((-reach, -spread), (reach, 0.0), (-reach, spread))]
    width = max(2, mark.width // 10)
    pygame.draw.lines(surface, theme.WOOD_DARK, False, points, width + 2)
    pygame.draw.lines(surface, theme.PAPER, False, points, width)


def draw_play_order(surface: pygame.Surface, plates: Sequence[pygame.Rect],
                    scale: float) -> None:
    """The chevrons between ``plates`` (the seats' plates, in seat order)."""
    line = max(2, theme.px(3, scale))
    for before, after, mark in row_turns(plates, scale):
        # A gold bracket from the end of the one row round to the start of the next.
        x = mark.centerx
        points = [(before.right - line, before.centery), (x, before.centery),
                  (x, after.centery), (after.right - line, after.centery)]
        pygame.draw.lines(surface, theme.WOOD_DARK, False, points, line + 2)
        pygame.draw.lines(surface, theme.PAPER, False, points, line)
    for mark, way in order_arrows(plates, scale):
        draw_order_chevron(surface, mark, way)


def wrap_arrow(plates: Sequence[pygame.Rect],
               scale: float) -> tuple[pygame.Rect, Direction] | None:
    """Where play goes on from the last seat back to the first, when the plates stand in
    two rows (the last plate under the first): a mark left of them, pointing up. A game
    whose order may start at any seat (Winner's Circle's first bettor) draws it, so the
    arrows read round from wherever play starts."""
    if len(plates) < 2 or plates[0].y == plates[-1].y:
        return None
    size = theme.px(20, scale)
    first, last = plates[0], plates[-1]
    mark = pygame.Rect(0, 0, size, size)
    mark.center = (min(first.left, last.left) - theme.px(6, scale) - size // 2,
                   (last.top + first.bottom) // 2)
    return mark, (0.0, -1.0)


def draw_wrap(surface: pygame.Surface, plates: Sequence[pygame.Rect], scale: float) -> None:
    """:func:`wrap_arrow` with its gold bracket from the last plate round to the first."""
    wrap = wrap_arrow(plates, scale)
    if wrap is None:
        return
    mark, way = wrap
    first, last = plates[0], plates[-1]
    line = max(2, theme.px(3, scale))
    x = mark.centerx
    points = [(last.left + line, last.centery), (x, last.centery), (x, first.centery),
              (first.left + line, first.centery)]
    pygame.draw.lines(surface, theme.GOLD_DARK, False, points, line + 2)
    pygame.draw.lines(surface, theme.GOLD, False, points, line)
    draw_arrow_mark(surface, mark, way)

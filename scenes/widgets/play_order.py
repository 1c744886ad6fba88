"""The direction of play drawn between the seat plates: a gold disc with an arrow in each
gap between one seat's plate and the next one's (ART.md's gold for what guides play).

Turns, orders and bids go round the table in seat order: after the last seat comes the
first. Rules and lessons say "left of the roller" or "from the innkeeper's left"; on the
screen that is the next plate the arrows point to, so a sentence can point at them.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame
import pygame.gfxdraw

from scenes.shell import theme


def order_marks(plates: Sequence[pygame.Rect], scale: float) -> list[pygame.Rect]:
    """Where the arrows stand: one between each plate and the next in the same row (the
    rows read left to right, the next row carries on from the left)."""
    size = theme.px(20, scale)
    marks = []
    for before, after in pairwise(plates):
        if before.y != after.y or after.left < before.right:
            continue  # a new row: reading on, as a line of text does
        mark = pygame.Rect(0, 0, size, size)
        mark.center = ((before.right + after.left) // 2, before.centery)
        marks.append(mark)
    return marks


def draw_play_order(surface: pygame.Surface, plates: Sequence[pygame.Rect],
                    scale: float) -> None:
    """The arrows between ``plates`` (the seats' plates, in seat order)."""
    for mark in order_marks(plates, scale):
        radius = mark.width // 2
        x, y = mark.center
        shadow = max(1, radius // 5)
        pygame.gfxdraw.filled_circle(surface, x, y + shadow, radius, (*theme.WOOD_GRAIN, 150))
        pygame.gfxdraw.filled_circle(surface, x, y, radius, theme.GOLD)
        pygame.gfxdraw.aacircle(surface, x, y, radius, theme.GOLD_DARK)
        half = radius * 0.5
        head = [(x - half * 0.7, y - half), (x + half * 0.9, y), (x - half * 0.7, y + half)]
        pygame.gfxdraw.filled_polygon(surface, head, theme.INK)
        pygame.gfxdraw.aapolygon(surface, head, theme.INK)

"""Where each horse that may move would land: a numbered disc in the infield beside its
space, which is edged in gold.

On the track the discs stood under horses and on each other: three stacked small on
space 1, one half under the horse on the space it leant into, one over its own horse
that could not move (trial s18). Beside the track they keep a sofa's size, and each
steps inward, away from the rail, until it is clear of every horse, disc, the podium,
the die and "Start · Finish".
"""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.track import TrackGeometry
from scenes.shell import theme
from scenes.shell.theme import TextSize
from tabletop.games.winners_circle_data import FINISH
from tabletop.games.winners_circle_rules import printed_space

CANDIDATES = sorted(((step, side) for step in range(12) for side in range(-6, 7)),
                    key=lambda place: (place[0] ** 2 + (place[1] / 2) ** 2, abs(place[1])))
"""Where a disc looks for room, nearest first: steps inward from beside its space (the
infield is some six discs deep), and half discs along the rail either side."""


def mark_size(scale: float) -> int:
    """A landing disc's diameter: its number at body size, read from the sofa."""
    return round(theme.text_px(TextSize.BODY, scale) * 2.0)


def place_marks(geo: TrackGeometry, previews: dict[int, int], taken: list[pygame.Rect],
                finish_box: pygame.Rect, scale: float) -> dict[int, tuple[pygame.Vector2, float]]:
    """Each previewed horse's disc centre and diameter, for ``previews`` (horse: progress
    it would reach), clear of ``taken`` and of each other. Horses that would finish
    stand in ``finish_box`` (the next free podium box), the rest below it."""
    size = mark_size(scale)
    gap = theme.px(4, scale)
    busy = [pygame.Rect(rect) for rect in taken]
    marks: dict[int, tuple[pygame.Vector2, float]] = {}
    # Nearest the line first, then by horse: discs sharing a space stack in number order.
    for horse, end in sorted(previews.items(), key=lambda item: (min(item[1], FINISH), item[0])):
        if end >= FINISH:
            first = pygame.Vector2(finish_box.center)
            inward = pygame.Vector2(0, 1)
            allowed = [rect for rect in busy if rect != finish_box]
        else:
            point, normal = geo.at((printed_space(end) - 0.5) * geo.cell)
            first = point - normal * (geo.width / 2 + gap + size / 2)
            inward, allowed = -normal, busy
        along = pygame.Vector2(-inward.y, inward.x) * (size + gap)
        spots = (first + inward * (step * (size + gap)) + along * side / 2
                 for step, side in CANDIDATES)
        spot = next((spot for spot in spots if _in_infield(geo, spot, size / 2)
                     and _disc_rect(spot, size + gap).collidelist(allowed) < 0), first)
        marks[horse] = (spot, float(size))
        busy.append(_disc_rect(spot, size))
    return marks


def _in_infield(geo: TrackGeometry, spot: pygame.Vector2, radius: float) -> bool:
    """Whether a disc of ``radius`` at ``spot`` lies wholly inside the inner rail."""
    half = geo.straight / 2
    nearest = pygame.Vector2(max(-half, min(half, spot.x - geo.centre.x)), 0) + geo.centre
    return spot.distance_to(nearest) + radius <= geo.radius - geo.width / 2


def _disc_rect(spot: pygame.Vector2, size: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(size), round(size))
    rect.center = (round(spot.x), round(spot.y))
    return rect

"""Where the thrown barrels that stay lying come to rest on the beer mat: inside the mat,
below the plaque, above a guest's order cards, and none touching another (trial s23: with
seven or eight lying on the smaller mat, barrels lay over each other).

A throw scatters them first, each spot the best of a few random ones (the one farthest
from the barrels already placed). Where that jams, as eight or nine barrels nearly fill
the mat, they lie in rows across it instead, turned less, which holds all nine at 1280x720
and 1920x1080. Only a mat too small even for rows (a tiny window) lets barrels touch.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from scenes.games.polterfass.barrel_art import ANGLE_STEP

LYING_LENGTH = 1.2
LYING_THICKNESS = 0.72
"""A lying barrel's picture, in standing diameters."""

TILTS = (30, 18, 6, 0)
"""The most a lying barrel may rest turned from level, in degrees, widest first: a
crowded mat turns its barrels less, so more of them fit side by side."""

TRIES = 40
"""Random spots weighed for each barrel of a scatter."""

ROW_DROPS = 6
"""The heights tried for the first of the rows (the room the rows leave, in steps)."""

SMALLEST = 0.6
"""The least a lying barrel is drawn at on a small mat, in its standing size."""


@dataclass(frozen=True)
class MatRoom:
    """Where a lying barrel's picture may lie: within ``radius`` of ``centre``, between
    ``top`` and ``bottom``, ``gap`` pixels from any other barrel's."""

    centre: pygame.Vector2
    radius: float
    top: float
    bottom: float
    gap: float


def lying_size(diameter: int) -> tuple[int, int]:
    """A lying barrel's picture's length and thickness, as it is drawn."""
    return round(diameter * LYING_LENGTH), round(diameter * LYING_THICKNESS)


def lying_extent(diameter: int, tilt: float) -> tuple[float, float]:
    """The width and height of a lying barrel's picture turned ``tilt`` degrees from level
    (its turned box: the picture's rounded ends stay inside it)."""
    length, thickness = lying_size(diameter)
    across, up = abs(math.cos(math.radians(tilt))), abs(math.sin(math.radians(tilt)))
    return length * across + thickness * up + 1, length * up + thickness * across + 1


def _span(room: MatRoom, size: tuple[float, float], y: float) -> tuple[float, float] | None:
    """The centres' x range at height ``y`` where a picture of ``size`` lies in ``room``."""
    width, height = size
    if y - height / 2 < room.top or y + height / 2 > room.bottom:
        return None
    far = abs(y - room.centre.y) + height / 2  # the box's corner farthest from the middle
    if far >= room.radius:
        return None
    half = math.sqrt(room.radius ** 2 - far ** 2) - width / 2
    return None if half < 0 else (room.centre.x - half, room.centre.x + half)


def _apart(spot: pygame.Vector2, size: tuple[float, float], placed: list[pygame.Vector2],
           sizes: list[tuple[float, float]], gap: float) -> float:
    """How far ``spot``'s box keeps from the nearest placed box (negative: they overlap)."""
    nearest = math.inf
    for other, (width, height) in zip(placed, sizes, strict=True):
        clear_x = abs(spot.x - other.x) - (size[0] + width) / 2
        clear_y = abs(spot.y - other.y) - (size[1] + height) / 2
        nearest = min(nearest, max(clear_x, clear_y) - gap)
    return nearest


def _scatter(room: MatRoom, sizes: list[tuple[float, float]], rng: random.Random,
             strict: bool) -> list[pygame.Vector2] | None:
    """Random spots, each the best of :data:`TRIES`; None when ``strict`` and one touches."""
    placed: list[pygame.Vector2] = []
    for size in sizes:
        best, best_clear = None, -math.inf
        for _ in range(TRIES):
            y = rng.uniform(room.top + size[1] / 2, room.bottom - size[1] / 2)
            span = _span(room, size, y)
            if span is None:
                continue
            spot = pygame.Vector2(rng.uniform(*span), y)
            clear = _apart(spot, size, placed, sizes[:len(placed)], 0.0)
            if clear > best_clear:
                best, best_clear = spot, clear
        if best is None or (strict and best_clear < room.gap):
            if strict:
                return None
            best = pygame.Vector2(room.centre)
        placed.append(best)
    return placed


def _places(room: MatRoom, size: tuple[float, float], drop: float,
            rng: random.Random) -> list[pygame.Vector2]:
    """The places of rows of boxes of ``size`` across the mat, the gap between them, the
    first row ``drop`` below the top; each row slid sideways at random within its room."""
    width, height = size
    places: list[pygame.Vector2] = []
    y = room.top + height / 2 + drop
    while y + height / 2 <= room.bottom:
        span = _span(room, size, y)
        if span is not None:
            first, last = span
            fits = int((last - first) // (width + room.gap)) + 1
            shift = rng.uniform(0, (last - first) - (fits - 1) * (width + room.gap))
            places += [pygame.Vector2(first + shift + index * (width + room.gap), y)
                       for index in range(fits)]
        y += height + room.gap
    return places


def _drops(room: MatRoom, size: tuple[float, float]) -> list[float]:
    """How far below the top the first row may start: the room the rows leave, in steps."""
    spare = (room.bottom - room.top - size[1]) % (size[1] + room.gap)
    return [spare * step / ROW_DROPS for step in range(ROW_DROPS + 1)]


def _rows(room: MatRoom, size: tuple[float, float], count: int,
          rng: random.Random) -> list[pygame.Vector2] | None:
    """``count`` places taken at random from rows across the mat; None when the rows hold
    fewer, however they are set."""
    drops = _drops(room, size)
    rng.shuffle(drops)
    for drop in drops:
        places = _places(room, size, drop, rng)
        if len(places) >= count:
            return rng.sample(places, count)
    return None


def lying_diameter(room: MatRoom, diameter: int, count: int) -> int:
    """The standing ``diameter`` a lying barrel is drawn at, or less where the mat is too
    small for ``count`` of them level in rows (five or six seats' smaller mat)."""
    size = diameter
    while size > diameter * SMALLEST:
        extent = lying_extent(size, 0)
        if any(len(_places(room, extent, drop, random.Random(0))) >= count
               for drop in _drops(room, extent)):
            return size
        size -= 1
    return size


def lay(room: MatRoom, diameter: int, count: int,
        rng: random.Random) -> list[tuple[pygame.Vector2, int]]:
    """Resting spots and tilts (degrees, whole steps of the drawn angle) for ``count``
    lying barrels of ``diameter``: apart, however many, wherever the mat has the room."""
    for limit in TILTS:
        tilts = [rng.randint(-limit // ANGLE_STEP, limit // ANGLE_STEP) * ANGLE_STEP
                 for _ in range(count)]
        sizes = [lying_extent(diameter, tilt) for tilt in tilts]
        spots = _scatter(room, sizes, rng, strict=True)
        if spots is None:
            widest = lying_extent(diameter, limit)
            spots = _rows(room, widest, count, rng)
        if spots is not None:
            return list(zip(spots, tilts, strict=True))
    level = [lying_extent(diameter, 0)] * count  # no room for them apart: the best there is
    spots = _scatter(room, level, rng, strict=False)
    assert spots is not None
    return [(spot, 0) for spot in spots]

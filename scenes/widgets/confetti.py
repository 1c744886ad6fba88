"""Confetti raining over a whole screen: the results screen's celebration for the winner."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from scenes.shell import theme
from scenes.widgets.tween import Pace

RAIN_SECONDS = 3.0
PIECES = 150
_COLOURS = (theme.GOLD, theme.GOLD_LIGHT, theme.BRICK, theme.IVORY,
            *(style.colour for style in theme.SEAT_STYLES))


@dataclass
class _Piece:
    x: float
    y: float
    fall: float  # pixels per second
    sway: float  # phase of the side-to-side flutter
    colour: theme.Colour
    size: float
    spin: float


class Confetti:
    """Pieces fall from above the top edge, flutter, and are gone after ~3 s.

    Follows the animation speed (instant: no confetti); once the last piece
    has left the screen :attr:`is_active` turns False and nothing is drawn.
    """

    def __init__(self, seed: int = 0, *, pace: Pace) -> None:
        self.pace = pace
        self._rng = random.Random(seed)  # presentation only
        self.pieces: list[_Piece] = []
        self._height = 0
        self._time = 0.0

    @property
    def is_active(self) -> bool:
        return bool(self.pieces)

    def start(self, size: tuple[int, int]) -> None:
        duration = self.pace.seconds(RAIN_SECONDS)
        if duration <= 0:
            return
        width, height = size
        self._height = height
        self._time = 0.0
        scale = theme.ui_scale(size)
        speed = 2.6 * height / duration  # even the slowest piece is gone after the duration
        self.pieces = [
            _Piece(self._rng.uniform(0, width), -self._rng.uniform(0, height * 0.8),
                   speed * self._rng.uniform(0.75, 1.25), self._rng.uniform(0, math.tau),
                   self._rng.choice(_COLOURS), self._rng.uniform(5, 10) * scale,
                   self._rng.uniform(2, 6))
            for _ in range(PIECES)
        ]

    def update(self, dt: float) -> None:
        if not self.pieces:
            return
        self._time += dt
        for piece in self.pieces:
            piece.y += piece.fall * dt
            piece.x += math.sin(self._time * 3 + piece.sway) * piece.size * 4 * dt
        self.pieces = [piece for piece in self.pieces if piece.y < self._height + 20]

    def draw(self, surface: pygame.Surface) -> None:
        for piece in self.pieces:
            # A flat rectangle turning in the air: its height follows a cosine.
            flip = abs(math.cos(self._time * piece.spin + piece.sway))
            height = max(1, round(piece.size * 0.6 * flip))
            rect = pygame.Rect(0, 0, round(piece.size), height)
            rect.center = (round(piece.x), round(piece.y))
            pygame.draw.rect(surface, piece.colour, rect)

"""Winner's Circle's menu tile: horse pieces on an oval track with its finish line.

:func:`scenes.shell.artwork.game_art` calls :func:`paint_tile` on a surface twice
the tile's size and smoothscales the result; the picture carries no words,
so it needs no translation.
"""

from __future__ import annotations

import math

import pygame

from scenes.shell import theme
from scenes.shell.artwork import (
    shadow_ellipse,
    tile_background,
)
from scenes.shell.theme import Colour

HORSE_COLOURS: tuple[Colour, ...] = (
    (0x22, 0x22, 0x22), (0xF5, 0xF5, 0xF0), (0xC6, 0x28, 0x28), (0x1E, 0x5A, 0xC8),
    (0xF2, 0xC6, 0x1F), (0x2E, 0x8B, 0x3E), (0x7B, 0x3F, 0xA0),
)


def _horse(side: int, colour: Colour) -> pygame.Surface:
    """A standing horse piece seen from the side: body, neck, head, legs and a saddle cloth."""
    horse = pygame.Surface((side, side), pygame.SRCALPHA)
    coat = (0x8B, 0x5A, 0x2B)
    dark = theme.darker(coat, 0.35)
    unit = side / 10
    body = pygame.Rect(round(unit * 2), round(unit * 3.6), round(unit * 5.2), round(unit * 2.6))
    for leg_x in (2.5, 3.4, 6.0, 6.8):
        pygame.draw.line(horse, dark, (round(unit * leg_x), body.centery),
                         (round(unit * leg_x), round(unit * 8.6)), max(2, round(unit * 0.55)))
    pygame.draw.ellipse(horse, coat, body)
    neck = [(unit * 6.2, unit * 4.6), (unit * 7.0, unit * 2.0), (unit * 8.0, unit * 2.2),
            (unit * 7.4, unit * 5.0)]
    pygame.draw.polygon(horse, coat, neck)
    head = pygame.Rect(round(unit * 7.0), round(unit * 1.4), round(unit * 2.6), round(unit * 1.4))
    pygame.draw.ellipse(horse, coat, head)
    pygame.draw.line(horse, dark, (unit * 6.6, unit * 2.1), (unit * 6.0, unit * 4.0),
                     max(2, round(unit * 0.5)))
    pygame.draw.line(horse, dark, (unit * 2.1, unit * 4.2), (unit * 1.0, unit * 6.4),
                     max(2, round(unit * 0.6)))
    cloth = pygame.Rect(round(unit * 3.4), round(unit * 3.5), round(unit * 2.4), round(unit * 2.2))
    pygame.draw.rect(horse, colour, cloth, border_radius=max(1, round(unit * 0.4)))
    pygame.draw.rect(horse, theme.darker(colour, 0.4) if colour[0] > 60 else theme.PAPER, cloth,
                     max(1, round(unit * 0.25)), border_radius=max(1, round(unit * 0.4)))
    return horse


def paint_tile(surface: pygame.Surface) -> None:
    """Paint Winner's Circle's tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, (0x4E, 0x9A, 0x4A), (0x2C, 0x6A, 0x33))
    outer = pygame.Rect(0, 0, round(width * 0.92), round(height * 0.8))
    outer.center = (width // 2, round(height * 0.52))
    lane = round(min(outer.size) * 0.24)
    inner = outer.inflate(-2 * lane, -2 * lane)
    pygame.draw.ellipse(surface, (0x2A, 0x5C, 0x2C), outer.move(4, 8))
    pygame.draw.ellipse(surface, (0xC2, 0x93, 0x5C), outer)
    pygame.draw.ellipse(surface, (0xA8, 0x78, 0x44), outer, max(2, lane // 10))
    # Space marks around the track, like the 36 printed spaces.
    for index in range(36):
        angle = index * math.tau / 36
        a = (outer.centerx + math.cos(angle) * outer.width / 2 * 0.99,
             outer.centery + math.sin(angle) * outer.height / 2 * 0.99)
        b = (inner.centerx + math.cos(angle) * inner.width / 2,
             inner.centery + math.sin(angle) * inner.height / 2)
        pygame.draw.line(surface, (0xA8, 0x78, 0x44), a, b, 2)
    pygame.draw.ellipse(surface, (0x3F, 0x8A, 0x40), inner)
    pygame.draw.ellipse(surface, theme.PAPER, inner, max(2, lane // 8))
    pygame.draw.ellipse(surface, theme.PAPER, outer, max(2, lane // 8))
    # The finish line: a chequered strip across the lane at the bottom.
    cell = max(3, lane // 6)
    x0 = outer.centerx - cell
    for row in range(lane // cell + 1):
        for column in range(2):
            colour = theme.INK if (row + column) % 2 else theme.PAPER
            pygame.draw.rect(surface, colour, (x0 + column * cell, inner.bottom + row * cell,
                                               cell, cell))
    side = round(lane * 1.5)
    positions = ((0.40, 0.98, 3), (0.62, 0.93, 5), (0.84, 0.70, 1), (0.18, 0.86, 6))
    for fx, fy, colour_index in positions:
        x = outer.x + fx * outer.width
        y = outer.y + fy * outer.height - side * 0.62
        shadow = pygame.Rect(0, 0, round(side * 0.7), round(side * 0.18))
        shadow.center = (round(x + side * 0.05), round(y + side * 0.36))
        shadow_ellipse(surface, shadow, 110)
        piece = _horse(side, HORSE_COLOURS[colour_index])
        surface.blit(piece, piece.get_rect(center=(round(x), round(y))))

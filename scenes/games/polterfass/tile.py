"""Polterfass's menu tile: barrels lying and standing on a beer mat.

:func:`scenes.shell.artwork.game_art` calls :func:`paint_tile` on a surface twice
the tile's size and smoothscales the result; the picture carries no words,
so it needs no translation.
"""

from __future__ import annotations

import math

import pygame

from scenes.shell import theme
from scenes.shell.artwork import (
    rotated_blit,
    shadow_ellipse,
    tile_background,
)
from scenes.widgets import paint


def _barrel_side(length: int, thickness: int) -> pygame.Surface:
    """A barrel lying on its side: staves with two iron hoops."""
    barrel = pygame.Surface((length, thickness), pygame.SRCALPHA)
    body = paint.gradient_panel((length, thickness), (0xB5, 0x7A, 0x42), (0x7A, 0x4A, 0x24),
                                thickness // 3, (0x4E, 0x2D, 0x14), max(1, thickness // 16))
    barrel.blit(body, (0, 0))
    for fraction in (0.33, 0.66):
        y = round(thickness * fraction)
        pygame.draw.line(barrel, (0x5E, 0x38, 0x1B), (thickness // 4, y),
                         (length - thickness // 4, y), max(1, thickness // 20))
    for fraction in (0.2, 0.8):
        x = round(length * fraction)
        pygame.draw.line(barrel, (0x3A, 0x3A, 0x40), (x, 2), (x, thickness - 3),
                         max(2, thickness // 7))
        pygame.draw.line(barrel, (0x8A, 0x8A, 0x92), (x - 1, 3), (x - 1, thickness // 2),
                         max(1, thickness // 18))
    return barrel


def _barrel_top(radius: int) -> pygame.Surface:
    """A standing barrel seen from above: a lid with rings and a bung."""
    side = 2 * radius + 2
    top = pygame.Surface((side, side), pygame.SRCALPHA)
    center = (side // 2, side // 2)
    pygame.draw.circle(top, (0x3A, 0x3A, 0x40), center, radius)
    pygame.draw.circle(top, (0xA9, 0x70, 0x3C), center, round(radius * 0.84))
    pygame.draw.circle(top, (0x8A, 0x55, 0x2C), center, round(radius * 0.84),
                       max(1, radius // 10))
    for offset in (-0.35, 0.0, 0.35):
        x = round(center[0] + offset * radius)
        half = round(math.sqrt(max(0.0, 0.7 - offset * offset)) * radius)
        pygame.draw.line(top, (0x7A, 0x4A, 0x24), (x, center[1] - half), (x, center[1] + half),
                         max(1, radius // 14))
    pygame.draw.circle(top, (0x4E, 0x2D, 0x14), (center[0] + radius // 3, center[1]),
                       max(2, radius // 7))
    return top


def paint_tile(surface: pygame.Surface) -> None:
    """Paint Polterfass's tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, theme.WOOD_LIGHT, theme.WOOD_DARK)
    # Grain lines on the tavern table.
    for index in range(9):
        y = round(height * (index + 0.5) / 9)
        pygame.draw.line(surface, theme.darker(theme.WOOD_DARK, 0.15), (0, y), (width, y + 6), 2)
    mat_radius = round(min(width, height) * 0.42)
    center = (width // 2, round(height * 0.53))
    shadow = pygame.Rect(0, 0, mat_radius * 2 + 10, mat_radius * 2 + 10)
    shadow.center = (center[0] + 6, center[1] + 10)
    shadow_ellipse(surface, shadow, 120)
    # A scalloped beer mat: cream with a red ring and a dotted border.
    pygame.draw.circle(surface, (0xE9, 0xDD, 0xC0), center, mat_radius)
    for index in range(36):
        angle = index * math.tau / 36
        point = (center[0] + math.cos(angle) * mat_radius, center[1] + math.sin(angle) * mat_radius)
        pygame.draw.circle(surface, (0xE9, 0xDD, 0xC0), point, mat_radius // 12)
    pygame.draw.circle(surface, theme.BRICK, center, round(mat_radius * 0.86),
                       max(3, mat_radius // 16))
    pygame.draw.circle(surface, theme.PAPER, center, round(mat_radius * 0.74))
    pygame.draw.circle(surface, theme.BRICK, center, round(mat_radius * 0.74),
                       max(1, mat_radius // 40))
    thickness = round(mat_radius * 0.34)
    length = round(thickness * 1.5)
    lying = ((-0.32, 0.18, 18), (0.30, 0.26, -24), (0.02, 0.42, 6))
    for fx, fy, angle in lying:
        spot = (center[0] + fx * mat_radius * 1.6, center[1] + fy * mat_radius * 1.1)
        shadow = pygame.Rect(0, 0, round(length * 1.05), round(thickness * 0.55))
        shadow.center = (round(spot[0] + 4), round(spot[1] + thickness * 0.45))
        shadow_ellipse(surface, shadow, 100)
        rotated_blit(surface, _barrel_side(length, thickness), spot, angle)
    for fx, fy in ((-0.22, -0.32), (0.24, -0.28)):
        spot = (center[0] + fx * mat_radius * 1.6, center[1] + fy * mat_radius * 1.2)
        radius = round(thickness * 0.62)
        shadow = pygame.Rect(0, 0, radius * 2 + 8, radius * 2 + 8)
        shadow.center = (round(spot[0] + 6), round(spot[1] + 8))
        shadow_ellipse(surface, shadow, 120)
        top = _barrel_top(radius)
        surface.blit(top, top.get_rect(center=(round(spot[0]), round(spot[1]))))

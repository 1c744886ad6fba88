"""Wizard Extreme's menu tile: a fan of suit cards and seals under a night sky.

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
from scenes.shell.theme import Colour
from scenes.widgets import paint

SUIT_COLOURS: tuple[Colour, ...] = (
    (0xE8, 0xC0, 0x2A), (0x2F, 0x6F, 0xC8), (0x7C, 0x4C, 0xB0), (0x2F, 0x9A, 0x50),
    (0xC8, 0x3A, 0x32),
)


def _emblem(surface: pygame.Surface, suit: int, center: tuple[int, int], radius: int,
            colour: Colour) -> None:
    """Each suit's emblem: sun, drop, moon, leaf, flame (shape, not only colour)."""
    cx, cy = center
    if suit == 0:
        for index in range(8):
            angle = index * math.tau / 8
            pygame.draw.line(surface, colour, center,
                             (cx + math.cos(angle) * radius, cy + math.sin(angle) * radius),
                             max(2, radius // 5))
        pygame.draw.circle(surface, colour, center, round(radius * 0.6))
    elif suit == 1:
        pygame.draw.circle(surface, colour, (cx, cy + radius // 3), round(radius * 0.62))
        pygame.draw.polygon(surface, colour, [(cx, cy - radius), (cx - round(radius * 0.58),
                                              cy + radius // 4), (cx + round(radius * 0.58),
                                                                  cy + radius // 4)])
    elif suit == 2:
        pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, theme.IVORY, (cx + radius // 2, cy - radius // 4),
                           round(radius * 0.85))
    elif suit == 3:
        leaf = pygame.Rect(0, 0, round(radius * 1.1), radius * 2)
        leaf.center = center
        pygame.draw.ellipse(surface, colour, leaf)
        pygame.draw.line(surface, theme.IVORY, (cx, cy - radius), (cx, cy + radius),
                         max(1, radius // 6))
    else:
        points = [(cx, cy - radius), (cx + round(radius * 0.7), cy + round(radius * 0.3)),
                  (cx + round(radius * 0.35), cy + radius), (cx - round(radius * 0.35),
                                                             cy + radius),
                  (cx - round(radius * 0.7), cy + round(radius * 0.3))]
        pygame.draw.polygon(surface, colour, points)


def _card(width: int, height: int, suit: int, value: int) -> pygame.Surface:
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 9
    card.blit(paint.gradient_panel((width, height), theme.IVORY, theme.IVORY_SHADE, radius,
                                   theme.darker(theme.IVORY_SHADE, 0.3), max(1, width // 40)),
              (0, 0))
    colour = SUIT_COLOURS[suit]
    inset = pygame.Rect(0, 0, width, height).inflate(-width // 7, -width // 7)
    pygame.draw.rect(card, colour, inset, max(2, width // 22), border_radius=radius // 2)
    _emblem(card, suit, (width // 2, height // 2), width // 4, colour)
    for corner in ((inset.x + width // 9, inset.y + width // 9),
                   (inset.right - width // 9, inset.bottom - width // 9)):
        for pip in range(min(value, 3)):
            pygame.draw.circle(card, colour, (corner[0], corner[1] + (pip - 1) * width // 12),
                               max(2, width // 30))
    return card


def _seal(radius: int, colour: Colour) -> pygame.Surface:
    side = 2 * radius + 2
    seal = pygame.Surface((side, side), pygame.SRCALPHA)
    center = (side // 2, side // 2)
    pygame.draw.circle(seal, theme.darker(colour, 0.4), center, radius)
    pygame.draw.circle(seal, colour, center, round(radius * 0.86))
    pygame.draw.circle(seal, theme.lighter(colour, 0.3), center, round(radius * 0.55),
                       max(1, radius // 8))
    for index in range(5):
        angle = -math.pi / 2 + index * math.tau / 5
        pygame.draw.circle(seal, theme.lighter(colour, 0.45),
                           (center[0] + math.cos(angle) * radius * 0.3,
                            center[1] + math.sin(angle) * radius * 0.3), max(1, radius // 9))
    return seal


STARS = 28


def star_places(width: int, height: int) -> list[tuple[int, int]]:
    """Where the night sky's stars stand in the tile's top half, spread evenly at any
    size: as fractions of the width and height (the R2 sequence), not pixel steps taken
    modulo the width, which at some window sizes put the stars in a few columns, drawn
    as vertical streaks (trial s21, a 1000x760 window)."""
    return [(round(width * ((0.5 + index * 0.7548776662) % 1)),
             round(height / 2 * ((0.5 + index * 0.5698402910) % 1)))
            for index in range(STARS)]


def paint_tile(surface: pygame.Surface) -> None:
    """Paint Wizard Extreme's tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, (0x4A, 0x2E, 0x6A), (0x1E, 0x14, 0x34))
    for index, (x, y) in enumerate(star_places(width, height)):
        pygame.draw.circle(surface, (0xF6, 0xE7, 0xB0), (x, y), 1 + index % 3)
    card_w = round(min(width * 0.2, height * 0.36))
    card_h = round(card_w * 1.45)
    pivot = (width // 2, round(height * 1.12))
    for index, (suit, value) in enumerate(((4, 3), (1, 2), (0, 1), (3, 3), (2, 2))):
        angle = (index - 2) * 13
        card = _card(card_w, card_h, suit, value)
        distance = card_h * 1.25
        radians = math.radians(90 + angle)
        center = (pivot[0] - math.cos(radians) * distance, pivot[1] - math.sin(radians) * distance)
        shadow = pygame.Rect(0, 0, card_w, card_h // 5)
        shadow.center = (round(center[0] + 4), round(center[1] + card_h * 0.45))
        shadow_ellipse(surface, shadow, 80)
        rotated_blit(surface, card, center, -angle)
    seal_radius = round(card_w * 0.26)
    for index, colour in enumerate((SUIT_COLOURS[4], SUIT_COLOURS[2], SUIT_COLOURS[1])):
        center = (round(width * 0.12 + index * seal_radius * 0.5),
                  round(height * 0.28 - index * seal_radius * 0.35))
        shadow = pygame.Rect(0, 0, seal_radius * 2, seal_radius)
        shadow.center = (center[0] + 4, center[1] + seal_radius // 2 + 4)
        shadow_ellipse(surface, shadow, 110)
        seal = _seal(seal_radius, colour)
        surface.blit(seal, seal.get_rect(center=center))
    for index, colour in enumerate((SUIT_COLOURS[0], SUIT_COLOURS[3])):
        center = (round(width * 0.86 - index * seal_radius * 0.6),
                  round(height * 0.22 + index * seal_radius * 0.4))
        seal = _seal(seal_radius, colour)
        surface.blit(seal, seal.get_rect(center=center))

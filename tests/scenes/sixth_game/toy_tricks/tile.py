"""Toy Tricks' menu tile: three of its numbered cards fanned on a blue cloth."""

from __future__ import annotations

import pygame

from scenes.shell.artwork import rotated_blit, shadow_ellipse, tile_background
from tests.scenes.toy_scene import paint_face


def paint_tile(surface: pygame.Surface) -> None:
    """Paint the tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, (0x3A, 0x5A, 0x8C), (0x1C, 0x2C, 0x4A))
    card = (round(width * 0.34), round(width * 0.48))
    for index, value in enumerate((7, 13, 20)):
        angle = (1 - index) * 14
        centre = (width * (0.3 + index * 0.2), height * (0.55 - abs(1 - index) * 0.03))
        shadow = pygame.Rect(0, 0, card[0], card[1] // 5)
        shadow.center = (round(centre[0] + 4), round(centre[1] + card[1] * 0.45))
        shadow_ellipse(surface, shadow, 90)
        rotated_blit(surface, paint_face(value, card), centre, angle)

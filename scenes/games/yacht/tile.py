"""Yacht Dice's menu tile: five ivory dice in a wooden tray, two of them held.

:func:`scenes.shell.artwork.game_art` calls :func:`paint_tile` on a surface twice
the tile's size and smoothscales the result; the picture carries no words,
so it needs no translation.
"""

from __future__ import annotations

import pygame

from scenes.shell import theme
from scenes.shell.artwork import (
    draw_soft_shadow,
    rotated_blit,
    shadow_ellipse,
    tile_background,
    wood_panel,
)
from scenes.widgets import paint

_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def die_face(value: int, side: int, *, held: bool = False) -> pygame.Surface:
    """An ivory die seen from above, with a darker rim and pips."""
    face = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 6
    body = paint.gradient_panel((side, side), theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.25), max(1, side // 28))
    face.blit(body, (0, 0))
    if held:
        pygame.draw.rect(face, theme.GOLD, face.get_rect(), max(2, side // 14),
                         border_radius=radius)
    pip_radius = max(2, side // 11)
    for fx, fy in _PIPS[value]:
        center = (round(fx * side), round(fy * side))
        pygame.draw.circle(face, theme.INK, center, pip_radius)
        pygame.draw.circle(face, theme.lighter(theme.INK, 0.25),
                           (center[0] - pip_radius // 3, center[1] - pip_radius // 3),
                           max(1, pip_radius // 3))
    return face


def paint_tile(surface: pygame.Surface) -> None:
    """Paint Yacht Dice's tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, theme.FELT_LIGHT, theme.FELT_DARK)
    # The wooden dice tray.
    tray = pygame.Rect(0, 0, round(width * 0.84), round(height * 0.62))
    tray.center = (width // 2, round(height * 0.56))
    wall = max(6, tray.height // 9)
    draw_soft_shadow(surface, tray, tray.height // 8, wall // 2, wall)
    surface.blit(wood_panel(tray.size, tray.height // 8), tray)
    floor = tray.inflate(-2 * wall, -2 * wall)
    surface.blit(paint.gradient_panel(floor.size, theme.FELT, theme.FELT_DARK, wall // 2,
                                      None, 0, False), floor)
    surface.blit(paint.inner_shadow(floor.size, wall // 2, wall), floor)
    side = round(min(width, height) * 0.24)
    dice = ((5, -0.30, 0.62, 12), (5, -0.02, 0.50, -8), (5, 0.27, 0.63, 20), (2, 0.10, 0.22, -14),
            (6, -0.22, 0.21, 6))
    for index, (value, dx, fy, angle) in enumerate(dice):
        center = (width / 2 + dx * width, height * fy)
        held = index >= 3
        shadow = pygame.Rect(0, 0, round(side * 1.1), round(side * 0.55))
        shadow.center = (round(center[0] + side * 0.08), round(center[1] + side * 0.5))
        shadow_ellipse(surface, shadow, 110)
        rotated_blit(surface, die_face(value, side, held=held), center, angle)

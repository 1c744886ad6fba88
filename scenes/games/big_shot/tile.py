"""Big Shot's menu tile: city blocks with owners' cubes and the broker's pawn.

:func:`scenes.shell.artwork.game_art` calls :func:`paint_tile` on a surface twice
the tile's size and smoothscales the result; the picture carries no words,
so it needs no translation.
"""

from __future__ import annotations

import pygame

from scenes.shell import theme
from scenes.shell.artwork import (
    draw_soft_shadow,
    tile_background,
)
from scenes.shell.theme import Colour

CUBE_COLOURS: tuple[Colour, ...] = (
    theme.SEAT_STYLES[0].colour, theme.SEAT_STYLES[1].colour, theme.SEAT_STYLES[2].colour,
    theme.SEAT_STYLES[4].colour,
)


def _cube(surface: pygame.Surface, center: tuple[float, float], side: float,
          colour: Colour) -> None:
    """A small isometric cube: light top, mid left face, dark right face."""
    cx, cy = center
    half = side / 2
    top = [(cx, cy - half), (cx + half, cy - half / 2), (cx, cy), (cx - half, cy - half / 2)]
    left = [(cx - half, cy - half / 2), (cx, cy), (cx, cy + half), (cx - half, cy + half / 2)]
    right = [(cx + half, cy - half / 2), (cx, cy), (cx, cy + half), (cx + half, cy + half / 2)]
    pygame.draw.polygon(surface, theme.lighter(colour, 0.3), top)
    pygame.draw.polygon(surface, colour, left)
    pygame.draw.polygon(surface, theme.darker(colour, 0.3), right)
    rim = theme.darker(colour, 0.5)
    for face in (top, left, right):
        pygame.draw.polygon(surface, rim, face, 1)


def paint_tile(surface: pygame.Surface) -> None:
    """Paint Big Shot's tile over the whole of ``surface``."""
    width, height = surface.get_size()
    tile_background(surface, (0x5A, 0x6E, 0x86), (0x2E, 0x3A, 0x4E))
    board = pygame.Rect(0, 0, round(width * 0.86), round(height * 0.8))
    board.center = (width // 2, round(height * 0.52))
    draw_soft_shadow(surface, board, 10, 8, 12)
    pygame.draw.rect(surface, (0xB8, 0xB4, 0xA8), board, border_radius=10)
    columns, rows = 4, 3
    street = max(6, board.width // 30)
    cell_w = (board.width - street * (columns + 1)) / columns
    cell_h = (board.height - street * (rows + 1)) / rows
    block_colours = ((0xE8, 0xDC, 0xC0), (0xD9, 0xC9, 0xA6), (0xCF, 0xE0, 0xB8))
    cubes = {(0, 0): (0, 1), (1, 1): (2,), (2, 0): (1, 1, 3), (3, 2): (3,), (0, 2): (0,),
             (2, 2): (2, 0)}
    for row in range(rows):
        for column in range(columns):
            rect = pygame.Rect(round(board.x + street + column * (cell_w + street)),
                               round(board.y + street + row * (cell_h + street)),
                               round(cell_w), round(cell_h))
            is_park = (row, column) == (1, 2)
            colour = block_colours[2] if is_park else block_colours[(row + column) % 2]
            pygame.draw.rect(surface, colour, rect, border_radius=street // 2)
            pygame.draw.rect(surface, theme.darker(colour, 0.25), rect, max(1, street // 4),
                             border_radius=street // 2)
            if is_park:
                for tree in range(3):
                    tx = rect.x + rect.width * (0.25 + tree * 0.25)
                    ty = rect.centery + (tree % 2) * rect.height * 0.12
                    pygame.draw.circle(surface, (0x2F, 0x7A, 0x3A), (tx, ty), rect.height * 0.2)
                    pygame.draw.circle(surface, (0x4C, 0x9A, 0x52), (tx - 2, ty - 3),
                                       rect.height * 0.11)
                continue
            for index, cube in enumerate(cubes.get((column, row), ())):
                _cube(surface, (rect.x + rect.width * (0.28 + index * 0.24),
                                rect.centery + (index % 2) * rect.height * 0.1),
                      min(rect.height * 0.5, rect.width * 0.3), CUBE_COLOURS[cube])
    # The broker's pawn on the street.
    pawn_x, pawn_y = board.x + street // 2 + 2 * (cell_w + street), board.bottom - street // 2
    pygame.draw.circle(surface, theme.INK, (pawn_x, pawn_y - street * 2.2), street * 0.9)
    pygame.draw.polygon(surface, theme.INK, [(pawn_x - street * 1.3, pawn_y),
                                             (pawn_x + street * 1.3, pawn_y),
                                             (pawn_x, pawn_y - street * 2.2)])

"""Where the coach's box stands in the Winner's Circle infield: under the die, and clear
of the gold lines to the landing discs (trial s25 A/161: "Race odds" lay over them)."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.art import small_px


def coach_home(middle: pygame.Rect, scale: float) -> pygame.Rect:
    """The box at the foot of ``middle`` (the infield under the podium): its title and four
    lines, the advice, the chips' worth and a horse's odds."""
    height = min(round(small_px(scale) * 6.6), middle.height * 11 // 20)
    return pygame.Rect(middle.x + middle.width // 20, middle.bottom - height,
                       middle.width * 9 // 10, height)


def clear_of_lines(box: pygame.Rect, lines: list[tuple[pygame.Vector2, pygame.Vector2]],
                   gap: int) -> pygame.Rect:
    """``box`` narrowed from its nearer side until none of ``lines`` crosses it (``gap``
    clear of them), as long as half of it is left; else ``box`` as it is."""
    room = pygame.Rect(box)
    for start, end in lines:
        cut = room.clipline(start, end)
        if not cut:
            continue
        left = min(cut[0][0], cut[1][0]) - gap
        right = max(cut[0][0], cut[1][0]) + gap
        if left - room.left >= room.right - right:
            room.width = left - room.left
        else:
            room.width, room.left = room.right - right, right
    return room if room.width >= box.width // 2 else pygame.Rect(box)

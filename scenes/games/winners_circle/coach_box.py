"""The coach in the Winner's Circle infield: its box under the die, clear of the gold
lines to the landing discs (trial s25 A/161: "Race odds" lay over them), and a gold star
on the lane of the horse it picks."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.art import small_px
from scenes.games.winners_circle.panels import coach_lines
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets.coach_card import draw_coach_card
from tabletop.i18n import Words

LEAST_LINES = 3
"""The box's title and at least two lines of advice (a best move wraps to two)."""


def coach_home(middle: pygame.Rect, scale: float) -> pygame.Rect | None:
    """The box at the foot of ``middle`` (the infield under the podium): its title and four
    lines, the advice, the chips' worth and a horse's odds; None where the room holds
    fewer than :data:`LEAST_LINES` (at 800x450 the box showed its title alone, trial s25)."""
    height = min(round(small_px(scale) * 6.6), middle.height * 11 // 20)
    if height < least_height(scale):
        return None
    return pygame.Rect(middle.x + middle.width // 20, middle.bottom - height,
                       middle.width * 9 // 10, height)


def least_height(scale: float) -> int:
    """How tall the box must be for :data:`LEAST_LINES`, written as :func:`draw_coach`
    writes them (the card's padding included)."""
    card_scale = max(scale, 1.0)
    line = assets.text_size("Hg", theme.text_px(TextSize.SMALL, card_scale))[1]
    pad = theme.px(8, card_scale)
    return LEAST_LINES * line + pad // 2 + pad // 3


def draw_coach(surface: pygame.Surface, words: Words, box: pygame.Rect | None, advice: object,
               horse: int | None, lifted_chip: int | None, lanes: list[pygame.Rect],
               scale: float) -> None:
    """The coach's box (``box``; None: no room for it) with its advice on the decision
    (None: still thinking) about ``horse``, and its pick's star on that horse's lane."""
    if box is not None:
        lines = coach_lines(words, advice, horse, lifted_chip) if advice is not None else None
        # Its words never under the small size: in a small window it shows fewer lines.
        draw_coach_card(surface, box, words("winners_circle.coach.title"), lines,
                        max(scale, 1.0), thinking=words("winners_circle_scene.coach_thinking"))
    best = getattr(advice, "best_move", None)
    if best is None:
        best = getattr(advice, "best_bet", None)
    if best is not None:  # the coach's pick: a gold star at the corner of its lane
        lane = lanes[best]
        radius = max(6, lane.height // 6)
        centre = (lane.x + radius, lane.y + radius)
        points = theme.symbol_points(theme.SeatSymbol.STAR, centre, radius)
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.GOLD_DARK, points, 2)


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

"""The marks a lesson step draws on the table: the pulsing glow under the piece to touch, the
steady frame around a part the card's words name, the ring over the piece. They breathe with
the guide card's clock, so :class:`scenes.modes.lesson_card.GuideCard` carries them."""

from __future__ import annotations

import math

import pygame

from scenes.shell import theme
from scenes.widgets import paint


class PieceMarks:
    """The guide card's marks on the table, drawn at the card's ``scale``."""

    def __init__(self) -> None:
        self.scale = 1.0
        self.mark_clock = 0.0
        """Seconds the card has run: the glow and the ring breathe with it."""
        self.ringed_piece: pygame.Rect | None = None
        """The piece ringed this frame: the card's notes keep off it."""

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def pulse(self) -> float:
        return 0.7 + 0.3 * math.sin(self.mark_clock * 4.0)

    def draw_glow(self, surface: pygame.Surface, piece: pygame.Rect) -> None:
        """A pulsing gold halo around the piece to touch (drawn under the pieces)."""
        paint.draw_halo(surface, piece, self.px(theme.RADIUS_S), self.px(12),
                        intensity=self.pulse())

    def draw_mark(self, surface: pygame.Surface, part: pygame.Rect, *,
                  quiet: bool = False) -> None:
        """A steady gold frame around a part of the table the card's words name (Yacht's
        Choice row, the bonus), so the eye finds it; steady, unlike the glow of the piece
        to touch. ``quiet``: a thin ink frame, where a piece to touch glows gold beside it
        (one gold thing to click, not two)."""
        frame = part.inflate(2 * self.px(4), 2 * self.px(4))
        if quiet:
            pygame.draw.rect(surface, theme.INK_SOFT, frame, self.px(2),
                             border_radius=self.px(theme.RADIUS_S))
            return
        pygame.draw.rect(surface, theme.GOLD_DARK, frame, self.px(4),
                         border_radius=self.px(theme.RADIUS_S))
        pygame.draw.rect(surface, theme.GOLD_LIGHT, frame.inflate(-2, -2), self.px(2),
                         border_radius=self.px(theme.RADIUS_S))

    def draw_ring(self, surface: pygame.Surface, piece: pygame.Rect) -> None:
        """A bright ring just outside the piece, over everything, breathing with the glow."""
        self.ringed_piece = pygame.Rect(piece)
        paint.draw_pointer_ring(surface, piece, self.px(5) + round(self.px(3) * self.pulse()),
                                (self.px(5), self.px(3)), self.px(theme.RADIUS_M))

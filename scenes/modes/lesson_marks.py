"""The marks a lesson step draws on the table: the pulsing glow under the piece to touch, the
steady frame around a part the card's words name, the ring over the piece. They breathe with
the guide card's clock, so :class:`scenes.modes.lesson_card.GuideCard` carries them."""

from __future__ import annotations

import math
from collections.abc import Callable

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

    def draw_glow(self, surface: pygame.Surface, piece: pygame.Rect,
                  turned: tuple[pygame.Rect, float] | None = None) -> None:
        """A pulsing gold halo around the piece to touch (drawn under the pieces); around
        the whole piece, turned with it, where it stands ``turned`` (its upright rect and
        degrees: a fanned hand's card, trial Z1/003)."""
        if turned is not None:
            whole, angle = turned
            halo = paint.glow(whole.size, self.px(theme.RADIUS_S), self.px(12))
            halo = pygame.transform.rotozoom(halo, angle, 1.0)
            paint.blit_alpha(surface, halo, halo.get_rect(center=whole.center).topleft,
                             self.pulse())
            return
        paint.draw_halo(surface, piece, self.px(theme.RADIUS_S), self.px(12),
                        intensity=self.pulse())

    def draw_mark(self, surface: pygame.Surface, part: pygame.Rect, *,
                  quiet: bool = False, turned: tuple[pygame.Rect, float] | None = None) -> None:
        """A steady gold frame around a part of the table the card's words name (Yacht's
        Choice row, the bonus), so the eye finds it; steady, unlike the glow of the piece
        to touch. ``quiet``: a thin ink frame, where a piece to touch glows gold beside it
        (one gold thing to click, not two). ``turned``: as :meth:`draw_glow`'s."""
        def frame_on(layer: pygame.Surface, piece: pygame.Rect) -> None:
            frame = piece.inflate(2 * self.px(4), 2 * self.px(4))
            if quiet:
                pygame.draw.rect(layer, theme.INK_SOFT, frame, self.px(2),
                                 border_radius=self.px(theme.RADIUS_S))
                return
            pygame.draw.rect(layer, theme.GOLD_DARK, frame, self.px(4),
                             border_radius=self.px(theme.RADIUS_S))
            pygame.draw.rect(layer, theme.GOLD_LIGHT, frame.inflate(-2, -2), self.px(2),
                             border_radius=self.px(theme.RADIUS_S))

        self._turned_or_not(surface, part, turned, frame_on)

    def draw_ring(self, surface: pygame.Surface, piece: pygame.Rect,
                  turned: tuple[pygame.Rect, float] | None = None) -> None:
        """A bright ring just outside the piece, over everything, breathing with the glow
        (``turned``: as :meth:`draw_glow`'s)."""
        self.ringed_piece = pygame.Rect(piece) if turned is None else _bounds(*turned)
        gap = self.px(5) + round(self.px(3) * self.pulse())
        self._turned_or_not(surface, piece, turned, lambda layer, at: paint.draw_pointer_ring(
            layer, at, gap, (self.px(5), self.px(3)), self.px(theme.RADIUS_M)))

    def _turned_or_not(self, surface: pygame.Surface, part: pygame.Rect,
                       turned: tuple[pygame.Rect, float] | None,
                       draw: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """``draw`` a mark around ``part`` on ``surface``, or, ``turned``, around the whole
        piece on a layer of its own turned as the piece is."""
        if turned is None:
            draw(surface, part)
            return
        whole, angle = turned
        margin = self.px(20)
        layer = pygame.Surface((whole.width + 2 * margin, whole.height + 2 * margin),
                               pygame.SRCALPHA)
        draw(layer, pygame.Rect(margin, margin, whole.width, whole.height))
        layer = pygame.transform.rotozoom(layer, angle, 1.0)
        surface.blit(layer, layer.get_rect(center=whole.center))


def _bounds(whole: pygame.Rect, angle: float) -> pygame.Rect:
    """The upright rect that holds ``whole`` turned ``angle`` degrees about its centre."""
    turn = math.radians(angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    bounds = pygame.Rect(0, 0, math.ceil(whole.width * cos + whole.height * sin),
                         math.ceil(whole.width * sin + whole.height * cos))
    bounds.center = whole.center
    return bounds

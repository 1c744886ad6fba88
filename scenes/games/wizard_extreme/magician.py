"""The black magician figure at the Wizard Extreme table: in the seal pool, in flight, or
standing in front of the seat that took it."""

from __future__ import annotations

import pygame

from scenes.games.wizard_extreme.seals import SealPool, draw_magician
from scenes.widgets.tween import Call, Sequence, Step, Tween


class MagicianFigure:
    """Who holds the magician (:attr:`seat`) and, while it flies there, where it is
    (:attr:`at`, the figure's foot); the seat's place draws it standing once it landed."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.at: pygame.Vector2 | None = None

    def stands_with(self, seat: int) -> bool:
        """The figure has landed in front of ``seat``."""
        return self.seat == seat and self.at is None

    def place(self, seat: int | None) -> None:
        """The figure where the table has it now (None: in the pool), no flight."""
        self.seat, self.at = seat, None

    def fly(self, pool: SealPool, seat: int, spot: pygame.Rect) -> Step:
        """From the pool to ``spot`` in front of ``seat``, in half a second."""
        start = pygame.Vector2(pool.magician_rect.midbottom)
        end = pygame.Vector2(spot.midbottom)
        pool.magician_home = False
        self.at = pygame.Vector2(start)

        def frame(progress: float) -> None:
            self.at = start.lerp(end, progress)

        return Sequence(Tween(0.5, 0.0, 1.0, on_update=frame), Call(self.place, seat))

    def draw_flying(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        """The figure in flight, ``size`` big (a seat's spot for it)."""
        if self.at is None:
            return
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (round(self.at.x), round(self.at.y))
        draw_magician(surface, rect)

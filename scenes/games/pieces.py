"""What a lesson asks of a game scene (:mod:`scenes.lesson`): where each move is taken.

Mixed into :class:`~scenes.games.base.GameScene`; a game overrides these to point the
lesson's glow at its real widgets, and a game that does not simply shows no glow.
"""

from __future__ import annotations

import pygame

from tabletop.core.actions import Action


class PiecePointer:
    """Hooks: ``piece_rect``, ``run_piece_rect``, ``run_progress``, ``keep_in_sight`` and
    ``coach_area``."""

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        """The widget a person clicks to take ``action`` now, or None where there is none."""
        return None

    def run_piece_rect(self, actions: list[Action]) -> pygame.Rect | None:
        """The widget to click next toward ``actions``, the person's next moves in a row
        (a Big Shot placement is built cube by cube, then sent as one)."""
        return self.piece_rect(actions[0])

    def run_progress(self, actions: list[Action]) -> int:
        """How many of ``actions`` (the person's next moves in a row) are already made on
        the table but not yet sent: a Big Shot placement's cubes dropped so far."""
        return 0

    def keep_in_sight(self) -> list[pygame.Rect]:
        """What a lesson's card must not cover even when it points elsewhere (a hand), most
        important first: where the card cannot keep clear of all, it covers the last."""
        return []

    def coach_area(self) -> pygame.Rect | None:
        """Where the coach's numbers are drawn now (None: nowhere): a lesson's card keeps
        clear of them at a step that shows the coach."""
        return None

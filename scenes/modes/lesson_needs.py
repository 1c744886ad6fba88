"""What one step of a lesson needs of its guide card's place (:mod:`scenes.modes.lesson_card`,
planned by :mod:`scenes.modes.lesson_place`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class CardNeeds:
    """One step as the card's place sees it: its text, the piece it points at (or the
    piece of the move it explains), and what else it needs in sight, most important
    first (the coach's numbers, what its text names)."""

    text: str
    piece: pygame.Rect | None
    needs: list[pygame.Rect]
    last: bool = False
    """The card after the last step, with its two wide buttons (Play a real game, Menu)."""
    asks: bool = False
    """The step waits for the learner's move: its card shows Skip only, no Next."""

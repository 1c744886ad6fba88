"""What a lesson asks of a game scene (:mod:`scenes.lesson`): where each move is taken.

Mixed into :class:`~scenes.games.base.GameScene`; a game overrides these to point the
lesson's glow at its real widgets, and a game that does not simply shows no glow.
Outside a lesson the hooks that act (:meth:`PiecePointer.may_prepare`,
:meth:`PiecePointer.reading_pause`) change nothing about play.
"""

from __future__ import annotations

import pygame

from scenes.widgets.tween import Step, Wait
from tabletop.core.actions import Action


class PiecePointer:
    """Hooks: ``piece_rect``, ``run_piece_rect``, ``run_progress``, ``keep_in_sight``,
    ``coach_area``, ``sight_rects``, ``prepare``, ``may_prepare`` and ``reading_pause``."""

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

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        """Where the part of the table a lesson step talks about (one of its ``sight``
        names, such as "guests" or "shelf") is now; none where the game has no such part."""
        return []

    def prepare(self, action: Action) -> None:
        """Make the selection ``action`` needs before its widget is clicked (Winner's
        Circle lifts the chip of the bet), so a step's words name the whole move."""

    def may_prepare(self, action: Action) -> bool:
        """Whether a part of a move built on the table before it is sent (a Big Shot cube
        dropped on a region) may be built; a lesson refuses a part its step does not ask
        for, with the step's hint, as it refuses any other move."""
        return True

    def reading_pause(self, seconds: float) -> Step:
        """The pause in which a result stays on the table to be read (a finished trick,
        scored dice) before the table moves on; a lesson holds it while its card tells
        of the result."""
        return Wait(seconds)

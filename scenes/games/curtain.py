"""The privacy curtain as an overlay scene above a game scene (DESIGN §3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes import audio
from scenes.games.frame import FrameLayout
from scenes.scene import Pop, Push, Scene, Transition
from scenes.widgets.curtain import PrivacyCurtain

if TYPE_CHECKING:
    from scenes.context import AppContext
    from tabletop.session import GameSession


class CurtainScene(Scene):
    """The public frame stays visible, dimmed, and the board is covered by
    "Pass to <name>" until that person confirms; then ``on_ready`` runs."""

    opaque = False

    def __init__(self, context: AppContext, session: GameSession, seat: int,
                 board: pygame.Rect, on_ready: Callable[[], None]) -> None:
        self.context = context
        self.session = session
        self.seat = seat
        self.on_ready = on_ready
        self.curtain = PrivacyCurtain(board, session.name(seat), session.seats[seat].colour)

    def resize(self, size: tuple[int, int]) -> None:
        self.curtain.rect = FrameLayout.for_size(size, len(self.session.seats)).board

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            from scenes.pause import PauseScene

            return Push(PauseScene(self.context, self.session))
        if self.curtain.handle_event(event):
            audio.play("click")
            self.on_ready()
            return Pop()
        return None

    def update(self, dt: float) -> Transition | None:
        self.curtain.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.curtain.draw(surface)

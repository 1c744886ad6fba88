"""The scene stack: applies transitions, routes events, draws overlays over dimmed scenes.

A change between full screens cross-fades over ``FADE_SECONDS`` (ART.md,
"screen change"); overlays such as the pause menu appear at once.
"""

from __future__ import annotations

import pygame

from scenes.scene import Pop, Push, Quit, Replace, Scene, Transition
from scenes.widgets.tween import Pace

DIM_ALPHA = 150
"""How dark the scene below an overlay gets (0–255)."""

FADE_SECONDS = 0.25


class SceneManager:
    """A stack of scenes; the top (end of the list) receives input."""

    def __init__(self, pace: Pace | None = None) -> None:
        self.pace = pace if pace is not None else Pace()
        """The speed cross-fades play at: the application context's, once it has one."""
        self.stack: list[Scene] = []
        self.running = True
        self._size: tuple[int, int] | None = None
        self._dim: pygame.Surface | None = None
        self._fade_from: pygame.Surface | None = None
        self._drawn_on: pygame.Surface | None = None
        """The surface the last frame was drawn on (the window's, or a smaller one
        that scenes.display scales up); a cross-fade starts from its contents."""
        self._fade_total = 0.0
        self._fade_left = 0.0

    @property
    def laid_out(self) -> bool:
        """True once :meth:`resize` gave the scenes a size."""
        return self._size is not None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def apply(self, transition: Transition | None) -> None:
        """Carry out one transition, calling the lifecycle hooks in order."""
        match transition:
            case None:
                return
            case Push(scene):
                if scene.opaque:
                    self._begin_fade()
                if self.stack:
                    self.stack[-1].pause()
                self._enter(scene)
            case Pop(count):
                leaving = self.stack[-min(count, len(self.stack)) :] if count else []
                if any(scene.opaque for scene in leaving):
                    self._begin_fade()
                for _ in range(min(count, len(self.stack))):
                    self.stack.pop().exit()
                if self.stack:
                    self.stack[-1].resume()
                else:
                    self.running = False
            case Replace(scene):
                if scene.opaque:
                    self._begin_fade()
                if self.stack:
                    self.stack.pop().exit()
                self._enter(scene)
            case Quit():
                while self.stack:
                    self.stack.pop().exit()
                self.running = False

    def _enter(self, scene: Scene) -> None:
        self.stack.append(scene)
        if self._size is not None:
            scene.resize(self._size)
        scene.enter()

    def resize(self, size: tuple[int, int]) -> None:
        self._size = size
        self._dim = None
        for scene in self.stack:
            scene.resize(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self.apply(self.top.handle_event(event))

    def update(self, dt: float) -> None:
        """Only the top scene runs; scenes below an overlay stay frozen."""
        if self._fade_from is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade_from = None
        if self.top is not None:
            self.apply(self.top.update(dt))

    def is_still(self) -> bool:
        """True when the top scene is still and no cross-fade plays (the loop may sleep)."""
        top = self.top
        return self._fade_from is None and top is not None and top.is_still()

    @property
    def is_fading(self) -> bool:
        return self._fade_from is not None

    def _begin_fade(self) -> None:
        """Keep the frame on screen now, to fade it out over the next scene."""
        duration = self.pace.seconds(FADE_SECONDS)
        screen = self._drawn_on
        if screen is None and pygame.display.get_init():
            screen = pygame.display.get_surface()
        if screen is None or duration <= 0:
            return
        self._fade_from = screen.copy()
        self._fade_total = self._fade_left = duration

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene up, dimming below each overlay."""
        if not self.stack:
            return
        self._drawn_on = surface
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for index in range(first, len(self.stack)):
            scene = self.stack[index]
            if index > first:
                surface.blit(self._dim_layer(surface.get_size()), (0, 0))
            scene.draw(surface)
        fade = self._fade_from
        if fade is not None and fade.get_size() == surface.get_size():
            fade.set_alpha(round(255 * max(0.0, self._fade_left) / self._fade_total))
            surface.blit(fade, (0, 0))

    def _dim_layer(self, size: tuple[int, int]) -> pygame.Surface:
        if self._dim is None or self._dim.get_size() != size:
            self._dim = pygame.Surface(size, pygame.SRCALPHA)
            self._dim.fill((10, 14, 12, DIM_ALPHA))
        return self._dim

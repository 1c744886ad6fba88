"""The Big Shot panel's die: the roll that moves the broker, tumbling, then its face.

A component of its own so the scene keeps to the game's flow: the scene asks
for :meth:`PanelDie.roll` when a ``DieRolled`` event plays and draws it where
the panel wants it.
"""

from __future__ import annotations

import random

import pygame

from scenes.shell import audio
from scenes.widgets import paint
from scenes.widgets.dice import die_face
from scenes.widgets.tween import Call, Sequence, Step, Tween

DIE_SECONDS = 0.7  # ART.md: dice tumble


class PanelDie:
    """The value shown (0: none yet), the colour that rolled it (None: none yet), its tilt
    while tumbling, and whether it still rolls."""

    def __init__(self) -> None:
        self.value = 0
        self.colour: int | None = None
        self.angle = 0.0
        self.rolling = False

    def show(self, value: int, colour: int | None) -> None:
        """Snap to the last roll (``value`` 0: nobody rolled yet)."""
        self.value, self.colour, self.angle, self.rolling = value, colour, 0.0, False

    def roll(self, value: int, seed: int, colour: int) -> Step:
        """Tumble through random faces for :data:`DIE_SECONDS`, then settle on ``value``,
        ``colour``'s roll."""
        rng = random.Random(value * 31 + seed)
        self.colour = colour

        def tumble(progress: float) -> None:
            self.rolling = progress < 1.0
            if progress < 0.85:
                self.value = rng.randint(1, 6)
                self.angle = (1.0 - progress) * rng.uniform(-40, 40)
            else:
                self.value, self.angle = value, 0.0

        def settle() -> None:
            self.rolling = False
            self.value, self.angle = value, 0.0
            audio.play("click")

        return Sequence(Call(audio.play, "dice_rattle"),
                        Tween(DIE_SECONDS, 0.0, 1.0, on_update=tumble, on_done=settle))

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
        if not self.value:
            return
        face = die_face(size, self.value)
        if self.angle:
            face = pygame.transform.rotate(face, self.angle)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = centre
        paint.draw_shadow(surface, rect, size // 6, offset=(max(1, size // 23), size // 11),
                          blur=size // 11)
        surface.blit(face, face.get_rect(center=centre))

"""The Big Shot panel's die: the roll that moves the broker, tumbling, then its face.

A component of its own so the scene keeps to the game's flow: the scene asks
for :meth:`PanelDie.roll` when a ``DieRolled`` event plays and draws it where
the panel wants it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from scenes.shell import audio
from scenes.widgets import paint
from scenes.widgets.dice import die_face
from scenes.widgets.tween import Call, Sequence, Step, Tween
from tabletop.games.big_shot import Phase
from tabletop.games.big_shot_events import DieRolled

if TYPE_CHECKING:
    from tabletop.games.big_shot import BigShotEngine

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

    def follow(self, view: BigShotEngine) -> None:
        """Snap to ``view``'s last roll: it stays in sight to its round's end, then blank
        (trial s18: round 3 showed a 3; trial I/008: round 13's "Player 1 rolls the die"
        stood beside round 12's roll while the turn's banner played)."""
        rolls = [event for event in view.log if isinstance(event, DieRolled)]
        last = rolls[-1] if rolls and view.state.phase is not Phase.ROLL else None
        self.show(*((last.value, last.colour) if last is not None else (0, None)))

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

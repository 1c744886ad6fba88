"""One Polterfass barrel as a piece of the table (:class:`BarrelSprite`): where it is, how
it stands or lies, its marks and its press; the nine together, thrown and shelved, are
:class:`scenes.games.polterfass.barrels.BarrelTable`'s."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.games.polterfass.barrel_art import (
    ANGLE_STEP,
    ROLL_PHASES,
    draw_cross,
    face_key,
    lying_rotated,
    standing_top,
)
from scenes.games.polterfass.landing import lying_size
from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.focus import FocusGlow, Pressable
from tabletop.games.polterfass import Special, is_number_barrel


class BarrelSprite(Pressable):
    """One barrel: where it is, how it lies, and its marks while counting or serving."""

    def __init__(self, barrel: int) -> None:
        self.barrel = barrel
        self.special = not is_number_barrel(barrel)
        self.position = pygame.Vector2()
        self.rest = pygame.Vector2()  # where it last came to rest on the mat
        self.angle = 0.0
        self.lift = 0.0
        self.roll = 0.0  # the roll's stave phase, 0..1
        self.standing = False
        self.face: int | Special | None = None
        self.removed = False
        self.doubled = False
        self.rethrow = False
        self.tag = ""
        """The translation key of a word under the barrel (keep / throw, take out / double),
        worded as it is drawn: a language switch under the pause menu reaches it at once."""
        self.focused = self.hovered = False
        self.selectable = False
        self.on_activate: Callable[[int], None] | None = None
        self._glow = FocusGlow()

    # ------------------------------------------------------------ the focus ring's protocol

    @property
    def enabled(self) -> bool:
        return self.selectable and self.on_activate is not None

    def bounds(self) -> pygame.Rect:
        return self.hit_rect

    @property
    def hit_rect(self) -> pygame.Rect:
        size = round(self.diameter * 1.1)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(self.position.x), round(self.position.y - self.lift))
        return rect

    diameter = 40
    """The standing barrel's diameter in pixels, set by the table on layout."""
    lying_diameter = 40
    """The standing diameter its lying picture is drawn for: less on a mat too small for
    nine barrels lying apart (:func:`lying_diameter`)."""

    def activate(self) -> bool:
        if not self.enabled or self.on_activate is None:
            return False
        audio.play("click")
        self.on_activate(self.barrel)
        return True

    def is_under(self, point: tuple[int, int]) -> bool:
        return self.enabled and self.hit_rect.collidepoint(point)

    def update(self, dt: float) -> None:
        self._glow.update(dt, self.enabled and (self.focused or self.hovered or self.rethrow))

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        size = self.diameter
        x, y = round(self.position.x), round(self.position.y)
        if self.standing:
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (x, y - round(self.lift))
            shadow = pygame.Rect(0, 0, size, size)
            shadow.center = (x, y)
            paint.draw_shadow(surface, shadow, size // 2,
                              offset=(round(size * 0.06 + self.lift * 0.2),
                                      round(size * 0.1 + self.lift * 0.4)),
                              blur=max(3, size // 10 + round(self.lift / 5)), alpha=150)
            self._glow.draw(surface, rect, size // 2)
            image = standing_top(size, face_key(self.face), self.special)
            if self.removed:
                paint.blit_alpha(surface, image, rect.topleft, 0.45)
                draw_cross(surface, rect.center, size * 0.7, theme.BRICK, max(3, size // 9))
            else:
                surface.blit(image, rect.topleft)
            if self.doubled:
                self._draw_badge(surface, rect, "×2", theme.GOLD, theme.INK)
            return
        length, thickness = lying_size(self.lying_diameter)
        phase = int(self.roll * ROLL_PHASES) % ROLL_PHASES
        angle = round(self.angle / ANGLE_STEP) * ANGLE_STEP % 360
        image = lying_rotated(length, thickness, self.special, phase, angle)
        shadow = pygame.Rect(0, 0, round(length * 0.9), round(thickness * 0.8))
        shadow.center = (x, y)
        paint.draw_shadow(surface, shadow, thickness // 2,
                          offset=(round(size * 0.05 + self.lift * 0.25),
                                  round(size * 0.08 + self.lift * 0.5)),
                          blur=max(3, size // 10 + round(self.lift / 4)),
                          alpha=max(60, 140 - round(self.lift * 2)))
        surface.blit(image, image.get_rect(center=(x, y - round(self.lift))))

    def _draw_badge(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                    fill: theme.Colour, ink: theme.Colour) -> None:
        radius = max(9, rect.width // 5)
        centre = (rect.right - radius // 2, rect.top + radius // 2)
        pygame.draw.circle(surface, theme.darker(fill, 0.45), centre, radius + 2)
        pygame.draw.circle(surface, fill, centre, radius)
        text = assets.text(label, max(10, round(radius * 1.2)), ink, bold=True)
        surface.blit(text, text.get_rect(center=centre))

"""The Yacht Dice table's own pieces: the Roll button with its pips for the rolls left, and
the dice tray whose wooden box is painted once into the cached background."""

from __future__ import annotations

import pygame

from scenes.shell import assets, theme
from scenes.widgets.button import Button
from scenes.widgets.dice import DiceTray
from tabletop.games.yacht import ROLLS_PER_TURN


class RollButton(Button):
    """The gold Roll button with three pips: filled for each roll still left this turn."""

    rolls_left = ROLLS_PER_TURN
    _room = 0  # width left for the label and keycap beside the pips

    def _hint_surface(self, face_height: int) -> pygame.Surface | None:
        # A long key name ("스페이스") beside a long label would squeeze the label; the
        # label wins, and the prompt line still names the key.
        hint = super()._hint_surface(face_height)
        if hint is None:
            return None
        label_w = assets.text_size(self.label, round(face_height * 0.44), bold=True)[0]
        padding = max(6, face_height // 3)
        if label_w + hint.get_width() + 2.5 * padding > self._room:
            return None
        return hint

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: theme.Colour) -> None:
        pip_r = max(3, face.height // 9)
        gap = pip_r * 3
        pips_w = gap * (ROLLS_PER_TURN - 1) + 2 * pip_r
        margin = max(8, face.height // 3)
        label_face = pygame.Rect(face.x, face.y, face.width - pips_w - margin, face.height)
        self._room = label_face.width
        super()._draw_content(surface, label_face, ink)
        x = label_face.right + pip_r - margin // 3
        for index in range(ROLLS_PER_TURN):
            centre = (x + index * gap, face.centery)
            if index < self.rolls_left:
                pygame.draw.circle(surface, ink, centre, pip_r)
            else:
                pygame.draw.circle(surface, theme.mix(ink, theme.GOLD, 0.55), centre, pip_r, 2)


class BoxedDiceTray(DiceTray):
    """The dice tray with its wooden box painted once into the cached background.

    The box and the held row never move, and at 1080p they are the largest
    translucent blits of the frame; per frame only the dice are drawn.
    """

    def draw_box(self, layer: pygame.Surface) -> None:
        self._draw_held_row(layer)
        self._draw_tray(layer)

    def draw(self, surface: pygame.Surface) -> None:
        for die in sorted(self.dice, key=lambda d: d.lift):
            # Rotation snapped to 3° steps: the rotated faces are cached per whole angle,
            # and at 1080p each fresh rotozoom costs ~0.3 ms; 3° a frame is invisible.
            angle = die.angle
            die.angle = round(angle / 3) * 3
            die.draw(surface, self.die_size)
            die.angle = angle
        self.draw_key_badges(surface)

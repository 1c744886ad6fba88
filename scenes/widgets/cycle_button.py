"""A button that steps through a list of values (a seat's kind or level, a game's option)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.shell import theme
from scenes.widgets.button import Button, ButtonStyle


class CycleButton(Button):
    """A button that steps through a list of values: chevrons at both ends say so. A
    click on the left one steps back (``on_back``), anywhere else (and Enter) on: the
    left chevron had stepped forward too (trial s12). The label fits between them with
    the button's padding to spare (a long one shrinks), as a label fits beside a picture
    a screen keeps room for (:attr:`side_room`): "◀No barrel stands (standard)▶" touched
    its chevrons, sized for the whole face (trial s12)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label_key: str | None = None,
                 *, text: str | None = None, on_click: Any = None,
                 on_back: Callable[[], None] | None = None) -> None:
        self._beside = (0, 0)
        self.on_back = on_back
        super().__init__(rect, label_key, text=text, on_click=on_click,
                         style=ButtonStyle.SECONDARY)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed
                and self.on_back is not None and self.back_zone.collidepoint(event.pos)):
            self.pressed = False
            return self.press_for(self.on_back)
        return super().handle_event(event)

    @property
    def back_zone(self) -> pygame.Rect:
        """The left end, round its chevron, where a click steps back: a square of the
        button's height, wider where the chevron's room is."""
        width = max(self.rect.height, 2 * self.side_room[0])
        return pygame.Rect(self.rect.x, self.rect.y, min(width, self.rect.width // 3),
                           self.rect.height)

    def _chevron(self) -> tuple[int, int]:
        """A chevron's half height and how far in from the face's end it stands."""
        face_height = self.rect.height - max(2, self.rect.height // 12)
        return max(4, face_height // 7), max(8, face_height // 3)

    @property
    def side_room(self) -> tuple[int, int]:
        """The chevrons' room at either end, and any a screen keeps beside them."""
        arrow, inset = self._chevron()
        left, right = self._beside
        return inset + arrow + left, inset + arrow + right

    @side_room.setter
    def side_room(self, room: tuple[int, int]) -> None:
        self._beside = room

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: theme.Colour) -> None:
        arrow, inset = self._chevron()
        colour = theme.mix(ink, theme.PAPER, 0.3)
        for direction, x in ((-1, face.x + inset), (1, face.right - inset)):
            tip = (x + direction * arrow // 2, face.centery)
            back = x - direction * arrow // 2
            pygame.draw.polygon(surface, colour, [tip, (back, face.centery - arrow),
                                                  (back, face.centery + arrow)])
        super()._draw_content(surface, face, ink)

"""A button that steps through a list of values (a seat's kind or level, a game's option)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import theme
from scenes.widgets.button import Button, ButtonStyle


class CycleButton(Button):
    """A button that steps through a list of values: chevrons at both ends say so."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label_key: str | None = None,
                 *, text: str | None = None, on_click: Any = None) -> None:
        super().__init__(rect, label_key, text=text, on_click=on_click,
                         style=ButtonStyle.SECONDARY)

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: theme.Colour) -> None:
        arrow = max(4, face.height // 7)
        inset = max(8, face.height // 3)
        colour = theme.mix(ink, theme.PAPER, 0.3)
        for direction, x in ((-1, face.x + inset), (1, face.right - inset)):
            tip = (x + direction * arrow // 2, face.centery)
            back = x - direction * arrow // 2
            pygame.draw.polygon(surface, colour, [tip, (back, face.centery - arrow),
                                                  (back, face.centery + arrow)])
        room = 2 * (inset + arrow)
        super()._draw_content(surface, face.inflate(-room, 0), ink)

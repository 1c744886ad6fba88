"""The bottom bar that always says whose turn it is and what they may do."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import assets, theme
from scenes.widgets import paint
from scenes.widgets.tween import Pace


class PromptLine:
    """A wooden bar along the bottom edge: seat symbol, then one sentence.

    ``set(text, seat_index)`` changes the message (already translated, e.g.
    ``words("yacht.prompt_roll", name=...)``); ``seat_index`` None shows no
    symbol (game over, computer thinking). A new message slides in softly.
    ``rect`` is the bar's area; all sizes derive from its height. ``pace`` is
    the context's animation speed (at instant a message shows at once).
    """

    _FADE_SECONDS = 0.22

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], *, pace: Pace) -> None:
        self.pace = pace
        self.rect = pygame.Rect(rect)
        self.text = ""
        self.seat_index: int | None = None
        self._fade = 1.0

    def set(self, text: str, seat_index: int | None = None) -> None:
        if text == self.text and seat_index == self.seat_index:
            return
        self.text, self.seat_index = text, seat_index
        self._fade = 0.0

    def settle(self) -> None:
        """Show the current message in place at once (nothing will animate it: the
        scene beneath an overlay is not updated)."""
        self._fade = 1.0

    @property
    def is_still(self) -> bool:
        """True when a new prompt has finished fading in."""
        return self._fade >= 1.0

    def update(self, dt: float) -> None:
        if self.pace.is_instant:
            self._fade = 1.0
        else:
            self._fade = min(1.0, self._fade + dt / self._FADE_SECONDS)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        bar, (left, top) = _bar(rect.size)
        surface.blit(bar, (rect.x - left, rect.y - top))
        inset = max(4, rect.height // 8)
        plate = rect.inflate(-2 * inset, -2 * inset)
        if not self.text:
            return
        eased = 1 - (1 - self._fade) ** 3
        slide = round((1 - eased) * plate.height * 0.35)
        x = plate.x + max(10, plate.height // 2)
        if self.seat_index is not None:
            symbol_radius = max(5, round(plate.height * 0.26))
            theme.draw_seat_symbol(surface, self.seat_index,
                                   (x + symbol_radius, plate.centery + slide), symbol_radius)
            x += 2 * symbol_radius + max(8, plate.height // 3)
        available = plate.right - x - max(10, plate.height // 2)
        size = assets.fit_text_px(self.text, round(plate.height * 0.46), available)
        label = assets.text(self.text, size, theme.INK)
        paint.blit_alpha(surface, label, label.get_rect(midleft=(x, plate.centery + slide)).topleft,
                         eased)


@lru_cache(maxsize=4)
def _bar(size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
    """The bar's wood, paper inlay and shadow as one cached surface."""
    width, height = size
    radius = max(6, height // 4)
    inset = max(4, height // 8)
    body = paint.wood_board(size, radius).copy()
    body.blit(paint.paper_panel((width - 2 * inset, height - 2 * inset), max(4, radius - inset), 1),
              (inset, inset))
    return paint.with_shadow(body, radius, offset=(0, 3), blur=max(3, height // 8))

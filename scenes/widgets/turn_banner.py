"""The hand-over banner: "Mina's turn" across the table in the seat's colour and symbol.

Played as a timeline step when the turn passes to another seat, so it
follows the animation speed (instant: no banner), locks input while it
shows, and a click or key skips it like any animation.
"""

from __future__ import annotations

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.tween import Step, Tween, linear

BANNER_SECONDS = 1.0
_EDGE = 0.2
"""Fraction of the banner's time spent sliding in, and again sliding out."""


class TurnBanner:
    """A band across the board: the seat's colour, its symbol on a paper disc, the text."""

    def __init__(self) -> None:
        self.slot = 0
        self.text = ""
        self.progress = 1.0  # 0..1 through the banner's life; 1 = not showing

    @property
    def is_active(self) -> bool:
        return self.progress < 1.0

    def play(self, slot: int, text: str) -> Step:
        """The step that shows ``text`` for colour slot ``slot``."""

        def start(amount: float) -> None:
            self.slot, self.text, self.progress = slot, text, amount

        def done() -> None:
            self.progress = 1.0

        return Tween(BANNER_SECONDS, 0.0, 1.0, linear, on_update=start, on_done=done)

    def draw(self, surface: pygame.Surface, board: pygame.Rect, scale: float) -> None:
        """Across ``board`` at its middle, never past its sides as it slides in and out."""
        if not self.is_active:
            return
        kept = surface.get_clip()
        surface.set_clip(pygame.Rect(board.x, 0, board.width, surface.get_height()).clip(kept))
        self._draw(surface, board, scale)
        surface.set_clip(kept)

    def _draw(self, surface: pygame.Surface, board: pygame.Rect, scale: float) -> None:
        p = self.progress
        presence = min(1.0, p / _EDGE, (1.0 - p) / _EDGE)  # in, hold, out
        style = theme.seat_style(self.slot)
        height = theme.px(96, scale)
        band = pygame.Rect(board.x, 0, board.width, height)
        band.centery = board.centery
        slide = round((1.0 - presence) * theme.px(60, scale)) * (1 if p < 0.5 else -1)
        band.x -= slide
        shade = _band(band.size, style.colour)
        paint.blit_alpha(surface, shade, band.topleft, presence)
        title_px = theme.text_px(TextSize.TITLE, scale)
        text = assets.shadowed_text(self.text, assets.fit_text_px(
            self.text, title_px, band.width - theme.px(160, scale), bold=True), style.ink,
            bold=True, shadow=(0, 0, 0, 90))
        disc_r = theme.px(30, scale)
        total = 2 * disc_r + theme.px(18, scale) + text.get_width()
        left = band.centerx - total // 2
        disc = (left + disc_r, band.centery)
        pygame.draw.circle(surface, theme.PAPER, disc, disc_r)
        pygame.draw.circle(surface, theme.darker(style.colour, 0.4), disc, disc_r, 2)
        theme.draw_seat_symbol(surface, self.slot, disc, disc_r * 0.62)
        paint.blit_alpha(surface, text, (left + 2 * disc_r + theme.px(18, scale),
                                         band.centery - text.get_height() // 2), presence)


def _band(size: tuple[int, int], colour: theme.Colour) -> pygame.Surface:
    return paint.gradient_panel(size, theme.lighter(colour, 0.1), theme.darker(colour, 0.15),
                                0, theme.darker(colour, 0.4), 2, True)

"""Review's open hands: in a replay every seat's hand lies face up, named, in the band
where the screen's own hand fans in play and on under the side panel, which stays empty
in review (nobody predicts there)."""

from __future__ import annotations

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand


class OpenHands:
    """Every seat's hand in its own cell, two to a row (one row for two seats)."""

    def __init__(self, hands: list[CardHand], slots: list[int]) -> None:
        self.hands = hands
        self.slots = slots
        self.cells: list[pygame.Rect] = []
        self.scale = 1.0

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Cut ``area`` into cells, each with a line at its top for the owner's name, and
        move every hand into its cell."""
        self.scale = scale
        seats = len(self.hands)
        columns = min(2, seats)
        rows = -(-seats // columns)
        gap = self.px(8)
        width = (area.width - gap * (columns - 1)) // columns
        height = (area.height - gap * (rows - 1)) // rows
        self.cells = [pygame.Rect(area.x + (seat % columns) * (width + gap),
                                  area.y + (seat // columns) * (height + gap), width, height)
                      for seat in range(seats)]
        header = theme.text_px(TextSize.SMALL, scale) + self.px(6)
        for hand, cell in zip(self.hands, self.cells, strict=True):
            hand.set_rect(pygame.Rect(cell.x + self.px(6), cell.y + header,
                                      cell.width - self.px(12), cell.height - header))

    def draw(self, surface: pygame.Surface, names: list[str]) -> None:
        """Each cell named by its owner's symbol and name, the hand face up inside."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        for slot, name, hand, cell in zip(self.slots, names, self.hands, self.cells,
                                          strict=True):
            paint.rounded_rect(surface, cell, theme.darker(theme.FELT, 0.15), self.px(8))
            x, y = cell.x + self.px(14), cell.y + self.px(3) + small // 2
            theme.draw_seat_symbol(surface, slot, (x, y), self.px(7))
            size = assets.fit_text_px(name, small, cell.width - self.px(30), bold=True)
            label = assets.text(name, size, theme.PAPER, bold=True)
            surface.blit(label, label.get_rect(midleft=(x + self.px(12), y)))
            hand.draw(surface)

"""Where the Winner's Circle die and its Roll button stand in the infield under the
podium, with the die's words under the die or beside it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.games.winners_circle.track import TrackGeometry
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize


@dataclass(frozen=True)
class DieRow:
    size: int
    home: pygame.Vector2
    button: pygame.Rect
    row: pygame.Rect
    """The die with its words and the Roll button."""
    words_beside: bool
    """The die's words stand in the Roll button's place (no room under the die)."""


def lay_die_row(geo: TrackGeometry, middle: pygame.Rect, limit: int, scale: float,
                above: int | None = None) -> DieRow:
    """The die and the Roll button side by side in ``middle``, the die's words under the
    die where they end above ``limit`` (the coach's card), else beside it; sized by
    ``middle``, its foot raised to ``above`` where it fits under the podium."""
    def px(value: float) -> int:
        return theme.px(value, scale)

    size = min(px(76), round(middle.height * 0.55))
    label_h = die_words_height(scale) + px(6)
    die_y = middle.centery - label_h // 2
    # Clear of the podium above: a short infield's, and six seats' with the coach on,
    # where the Roll button stood on the boxes' feet (issue #32).
    lowest = middle.y + max(size, px(50)) // 2
    if above is not None:
        die_y = min(die_y, above - (size - size // 2) - px(6) - label_h)
    die_y = max(die_y, lowest)
    beside = die_y - size // 2 + size + label_h > limit
    # The die and the Roll button side by side, as wide as the green is at their
    # height: the infield's box is narrower than a circle's middle, and half of it
    # (the log open) shrank the button's label to about 8 px (trial s12).
    green = geo.infield_width_at(die_y, px(50) // 2) - 2 * px(12)
    button = pygame.Rect(0, 0, min(px(230), green - size - px(20)), px(50))
    if beside:  # no words under it: the die as tall as the Roll button, where it fits
        # and leaves the button its width (under the coach's taller card it had shrunk
        # to 37 px at 1280x720)
        size = max(size, min(px(50), middle.height, green - button.width - px(20)))
    home = pygame.Vector2(middle.centerx - button.width // 2 - px(10), die_y)
    button.midleft = (round(home.x) + size // 2 + px(20), round(home.y))
    top = round(home.y) - size // 2
    row = pygame.Rect(middle.x, top, middle.width,
                      size if beside else size + px(6) + label_h).union(button)
    return DieRow(size, home, button, row, beside)


def die_words_height(scale: float) -> int:
    """How tall the die's words stand under it: a line of body text on its felt pill
    (the font's line, not its pixel size: the coach's card, placed by the smaller
    figure, lay over the words' foot at 1280x720)."""
    line = assets.text_size("Hg", theme.text_px(TextSize.BODY, scale), bold=True)[1]
    return line + 2 * max(1, line // 12)

"""The results' standings: the first three of a game of several seats on stepped blocks
(first in the middle), the rest in rank rows under them, centred in the room the panel
leaves above its caption; a game of one seat shows its score, big, under the player's
name (worded as a score, never as a win). Each score counts up to its end."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.counter import Counter
from scenes.widgets.tween import Pace
from tabletop.i18n import Words
from tabletop.session import GameSession

PODIUM_HEIGHT = 236
"""From the podium's floor up to the winner's symbol (reference pixels)."""

BLOCK_HEIGHTS = {1: 124, 2: 98, 3: 78}
"""Each place's block on the podium (reference pixels): the lowest still holds its number
with room to spare."""


class Standings:
    """Who came where in a finished game, in the results' standings panel."""

    def __init__(self, session: GameSession, scores: list[int], winners: list[int],
                 places: list[tuple[int, int]], format_score: Callable[[int], str],
                 pace: Pace) -> None:
        self.session = session
        self.winners = winners
        self.places = places
        """(place, seat) from first to last."""
        self.format_score = format_score
        self.scores = scores
        self.counters = [Counter(0, duration=1.2, pace=pace) for _ in scores]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bottom = 0
        """Where the room for the standings ends: over the panel's caption."""
        self.scale = 1.0

    def count_up(self) -> None:
        """The scores start counting up to their ends."""
        for counter, score in zip(self.counters, self.scores, strict=True):
            counter.set(score)

    def update(self, dt: float) -> None:
        for counter in self.counters:
            counter.update(dt)

    @property
    def is_moving(self) -> bool:
        return any(counter.is_moving for counter in self.counters)

    @property
    def is_solo(self) -> bool:
        return len(self.scores) == 1

    def place(self, panel: pygame.Rect, bottom: int, scale: float) -> None:
        """Stand in ``panel``, above ``bottom`` (the caption's top less its gap)."""
        self.panel, self.bottom, self.scale = panel, bottom, scale

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def font_px(self, role: TextSize) -> int:
        return theme.text_px(role, self.scale)

    def standing(self) -> tuple[int | None, int, int, int]:
        """Where the standings go in the panel: the heading's top (None when there is no
        room for it), the podium's floor, and the rank rows' top and height.

        The podium and the rows are centred in the room above the caption, so a table
        of two leaves no empty half; a heading says what the panel shows
        whenever it fits.
        """
        pad = self.px(theme.SPACE_L)
        top = self.panel.y + pad
        bottom = self.bottom
        rest = len(self.places[3:])
        row_h = self.px(52)
        content = self.px(PODIUM_HEIGHT) + (self.px(16) + rest * row_h if rest else 0)
        heading_h = self.font_px(TextSize.HEADING) + self.px(theme.SPACE_L)
        heading: int | None = None
        if content + heading_h <= bottom - top:  # heading and podium centred together
            heading = top + (bottom - top - content - heading_h) // 2
            top = heading + heading_h
        else:
            top += max(0, (bottom - top - content) // 2)
        floor = top + self.px(PODIUM_HEIGHT)
        rows_top = floor + self.px(16)
        if rest:
            row_h = min(row_h, (bottom - rows_top) // rest)
        return heading, floor, rows_top, row_h

    def rect(self) -> pygame.Rect:
        """Where the standings are read: the heading, the podium and its rows (for one
        seat, the name and the big score)."""
        heading, floor, rows_top, row_h = self.standing()
        rest = len(self.places[3:])
        top = heading if heading is not None else floor - self.px(PODIUM_HEIGHT)
        bottom = rows_top + rest * row_h if rest and not self.is_solo else floor
        if self.is_solo:  # the name and the big score
            top, bottom = self.panel.y, self.panel.y + self.px(theme.SPACE_L + 150 + 96)
        return pygame.Rect(self.panel.x, top, self.panel.width, bottom - top)

    def draw(self, surface: pygame.Surface, words: Words, age: float) -> None:
        """The standings ``age`` seconds after the results showed (the blocks rise)."""
        if self.is_solo:
            self._draw_solo(surface, words)
        else:
            self._draw_podium(surface, words, age)
            self._draw_rank_rows(surface, words)

    def _draw_solo(self, surface: pygame.Surface, words: Words) -> None:
        """One seat: the score, big, under the player's name; no podium, no "winner"."""
        inner = self.panel.inflate(-2 * self.px(theme.SPACE_L), -2 * self.px(theme.SPACE_L))
        seat = self.session.seats[0]
        theme.draw_seat_symbol(surface, seat.colour, (inner.centerx, inner.y + self.px(40)),
                               self.px(22))
        name_px = assets.fit_text_px(seat.name, self.font_px(TextSize.HEADING), inner.width,
                                     bold=True)
        name = assets.text(seat.name, name_px, theme.INK, bold=True)
        surface.blit(name, name.get_rect(midtop=(inner.centerx, inner.y + self.px(74))))
        caption = assets.text(words("app.results.your_score"), self.font_px(TextSize.BODY),
                              theme.INK_SOFT)
        surface.blit(caption, caption.get_rect(midtop=(inner.centerx, inner.y + self.px(124))))
        score = assets.text(self.format_score(self.counters[0].shown), self.px(96), theme.INK,
                            bold=True)
        surface.blit(score, score.get_rect(midtop=(inner.centerx, inner.y + self.px(150))))

    def blocks(self) -> list[pygame.Rect]:
        """The podium's blocks, risen, in the order of :attr:`places`: three stand second,
        first, third from the left; two stand first and second side by side about the
        middle, the winner on the left where reading starts (trial s35 R/016: second left
        and first right of the middle read as an off-centre podium missing its third)."""
        pad = self.px(theme.SPACE_L)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        podium = self.places[:3]
        column_w = inner.width // 3
        floor_y = self.standing()[1]
        # Each block's middle, in columns from the panel's middle.
        offsets = {1: [0.0], 2: [-0.5, 0.5]}.get(len(podium), [0.0, -1.0, 1.0])
        rects = []
        for (place, _seat), offset in zip(podium, offsets, strict=False):
            full_h = self.px(BLOCK_HEIGHTS.get(place, BLOCK_HEIGHTS[3]))
            left = inner.centerx + round((offset - 0.5) * column_w) + self.px(10)
            rects.append(pygame.Rect(left, floor_y - full_h, column_w - self.px(20), full_h))
        return rects

    def _draw_podium(self, surface: pygame.Surface, words: Words, age: float) -> None:
        """The first three places on stepped blocks (first in the middle), rising."""
        pad = self.px(theme.SPACE_L)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        podium = self.places[:3]
        heading = self.standing()[0]
        if heading is not None:
            title = assets.text(words("app.results.ranking"), self.font_px(TextSize.HEADING),
                                theme.INK_SOFT, bold=True)
            surface.blit(title, title.get_rect(midtop=(inner.centerx, heading)))
        for order, ((place, seat), risen) in enumerate(zip(podium, self.blocks(), strict=True)):
            appear = min(1.0, max(0.0, (age - (len(podium) - order) * 0.15) / 0.35))
            block_h = round(risen.height * (0.35 + 0.65 * appear))
            block = pygame.Rect(risen.x, risen.bottom - block_h, risen.width, block_h)
            is_winner = seat in self.winners
            if is_winner:
                paint.draw_glow(surface, block, self.px(8), self.px(8), intensity=appear)
            top, bottom = ((theme.GOLD_LIGHT, theme.GOLD) if is_winner
                           else (theme.PAPER, theme.PAPER_SHADE))
            surface.blit(paint.gradient_panel(block.size, top, bottom, self.px(8),
                                              theme.darker(bottom, 0.3), 2, True), block)
            # The place sits in the top of its block, the same height on every block, with
            # room to its box even on the lowest one; a growing block uncovers it.
            clip = surface.get_clip()
            surface.set_clip(block.clip(clip))
            number = assets.text(words("app.results.place", place=place),
                                 self.font_px(TextSize.TITLE),
                                 theme.INK if is_winner else theme.INK_SOFT, bold=True)
            surface.blit(number, number.get_rect(
                center=(block.centerx, block.y + self.px(BLOCK_HEIGHTS[3]) // 2)))
            surface.set_clip(clip)
            colour = self.session.seats[seat].colour
            name_px = self.font_px(TextSize.BODY)
            lines = assets.name_lines(self.session.name(seat), name_px, block.width, 2,
                                      bold=True)
            score_y = block.y - self.px(8)
            score = assets.text(self.format_score(self.counters[seat].shown),
                                self.font_px(TextSize.HEADING), theme.INK, bold=True)
            surface.blit(score, score.get_rect(midbottom=(block.centerx, score_y)))
            y = score_y - score.get_height() - self.px(2)
            for line in reversed(lines):
                text = assets.text(line, name_px, theme.INK, bold=True)
                surface.blit(text, text.get_rect(midbottom=(block.centerx, y)))
                y -= round(name_px * 1.25)
            theme.draw_seat_symbol(surface, colour, (block.centerx, y - self.px(12)),
                                   self.px(13))

    def _draw_rank_rows(self, surface: pygame.Surface, words: Words) -> None:
        """Places after the podium, one row each."""
        rest = self.places[3:]
        if not rest:
            return
        pad = self.px(theme.SPACE_L)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        _, _, top, row_h = self.standing()
        for index, (place, seat) in enumerate(rest):
            row = pygame.Rect(inner.x, top + index * row_h, inner.width, row_h - self.px(6))
            paint.rounded_rect(surface, row, theme.PAPER_SHADE, self.px(8))
            paint.rounded_rect(surface, row, theme.PAPER_RIM, self.px(8), 1)
            number = assets.text(words("app.results.place", place=place),
                                 self.font_px(TextSize.BODY), theme.INK, bold=True)
            surface.blit(number, number.get_rect(center=(row.x + self.px(30), row.centery)))
            theme.draw_seat_symbol(surface, self.session.seats[seat].colour,
                                   (row.x + self.px(74), row.centery), row.height * 0.3)
            name, name_px = assets.fit_label(self.session.name(seat),
                                             self.font_px(TextSize.BODY),
                                             row.width - self.px(200))
            text = assets.text(name, name_px, theme.INK)
            surface.blit(text, text.get_rect(midleft=(row.x + self.px(100), row.centery)))
            score = assets.text(self.format_score(self.counters[seat].shown),
                                self.font_px(TextSize.HEADING), theme.INK, bold=True)
            surface.blit(score, score.get_rect(midright=(row.right - self.px(16), row.centery)))

"""The payout table as a small printed card under the betting lanes (RULES.md §1.8, ART.md).

One column per possible number of chip points on a horse (at most two per
seat, so a three-seat game prints six columns, WC-D15), one row per paid
place, and a footnote with the pace bonus, the last-horse cost and race 3's
doubling (WC-D7, WC-D5, WC-D10). While a person bets, the column their
chip would bring the focused horse to is lit, so the card reads as "this
chip there pays this much".

The heading "Points on horse" takes a row of its own above the column numbers, with the
figures' unit at its right end, "$ a point": money is counted in $ everywhere (the
plates, the payout, the results) and a chip shows points; the figures once stood bare,
so "800" under "Points on horse" read as 800 points. On its own row the heading also
leaves the figures the label's width (beside them, six seats' twelve columns ran together,
"800600500400..."); every other column is shaded.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop.games.winners_circle_data import (
    LAST_HORSE_PENALTY,
    MAX_BETS,
    PACE_BONUS,
    PAID_PLACES,
)
from tabletop.games.winners_circle_rules import payout_rate
from tabletop.i18n import Words

ROWS = 1 + 1 + PAID_PLACES  # the heading, the column numbers, the three paid places


def rate_columns(seats: int) -> int:
    """How many columns of the table a game can reach: a 2-chip per seat on one horse."""
    return min(MAX_BETS, 2 * seats)


def _note_row(scale: float) -> int:
    return round(theme.text_px(TextSize.BODY, scale) * 1.2)


def _labels(words: Words) -> tuple[str, list[str]]:
    """The heading over the column numbers, and the paid places' names."""
    return (words("winners_circle_scene.rates_heading"),
            [words(f"winners_circle_scene.podium_{place}")
             for place in range(1, PAID_PLACES + 1)])


def rate_card_height(words: Words, width: int, seats: int, scale: float) -> int:
    """The card's height at ``width``: the heading's row and the table's rows at the small
    size, which stays readable from the sofa (figures grow a little where the columns
    allow), and the footnote's line at the body size (the bonuses are read as a sentence,
    not as figures in a grid)."""
    # The heading's row comes mostly out of the rows' spacing: the lanes above keep
    # their height, and their chips' figures their size.
    row = round(theme.text_px(TextSize.SMALL, scale) * 1.15)
    return ROWS * row + _note_row(scale) + theme.px(10, scale)


def draw_rate_card(words: Words, surface: pygame.Surface, rect: pygame.Rect, seats: int,
                   lit: int, scale: float) -> None:
    """The card at ``rect``; ``lit`` is the lit column's number of chip points (0: none)."""
    paint.draw_shadow(surface, rect, theme.px(8, scale), offset=(0, theme.px(3, scale)),
                      blur=theme.px(6, scale))
    surface.blit(_card(words, rect.size, rate_columns(seats), lit, scale), rect)


@lru_cache(maxsize=16)
def _card(words: Words, size: tuple[int, int], columns: int, lit: int,
          scale: float) -> pygame.Surface:
    width, height = size
    card = paint.paper_panel(size, theme.px(8, scale)).copy()
    pad = theme.px(8, scale)
    small = theme.text_px(TextSize.SMALL, scale)
    note_h = _note_row(scale)
    row_h = (height - theme.px(10, scale) - note_h) // ROWS
    top = theme.px(5, scale)
    heading, places = _labels(words)
    # The heading's own row, with the figures' unit at its right end; the table below it.
    _blit_left(card, assets.text(heading, small, theme.INK_SOFT, bold=True), pad, top, row_h)
    unit = assets.text(words("winners_circle_scene.rates_unit"), small, theme.INK, bold=True)
    card.blit(unit, unit.get_rect(midright=(width - pad, top + row_h // 2)))
    top += row_h
    label_w = max(assets.text_size(word, small, bold=True)[0] for word in places)
    cell_w = (width - 2 * pad - label_w - pad // 2) / columns
    widest = str(max(payout_rate(place, 1) for place in range(1, PAID_PLACES + 1)))
    # The figures as large as their columns and rows allow, up to the body size.
    largest = min(theme.text_px(TextSize.BODY, scale), row_h)
    figure = max(small, assets.fit_text_px(widest, largest, round(cell_w) - theme.px(10, scale)))
    left = pad + label_w + pad // 2
    # Every other column shaded, so twelve columns of figures stay apart.
    for index in range(1, columns, 2):
        band = pygame.Rect(round(left + index * cell_w), top, round(cell_w),
                           row_h * (1 + PAID_PLACES))
        pygame.draw.rect(card, theme.PAPER_SHADE, band, border_radius=theme.px(3, scale))
    if 0 < lit <= columns:  # the column this chip would bring the horse to
        column = pygame.Rect(round(left + (lit - 1) * cell_w), top, round(cell_w),
                             row_h * (1 + PAID_PLACES))
        pygame.draw.rect(card, theme.GOLD_LIGHT, column, border_radius=theme.px(4, scale))
        pygame.draw.rect(card, theme.GOLD_DARK, column, 2, border_radius=theme.px(4, scale))
    for index in range(columns):
        centre = round(left + (index + 0.5) * cell_w)
        _blit_centre(card, assets.text(str(index + 1), figure, theme.INK_SOFT, bold=True),
                     centre, top, row_h)
    rule_y = top + row_h - 1
    pygame.draw.line(card, theme.PAPER_RIM, (pad, rule_y), (width - pad, rule_y), 1)
    for place, word in enumerate(places, start=1):
        y = top + place * row_h
        _blit_left(card, assets.text(word, small, theme.INK, bold=True), pad, y, row_h)
        for index in range(columns):
            centre = round(left + (index + 0.5) * cell_w)
            rate = str(payout_rate(place, index + 1))
            _blit_centre(card, assets.text(rate, figure, theme.INK), centre, y, row_h)
    note = words("winners_circle_scene.rates_note", pace=PACE_BONUS, last=LAST_HORSE_PENALTY)
    note_px = max(small, assets.fit_text_px(note, theme.text_px(TextSize.BODY, scale),
                                            width - 2 * pad))
    _blit_left(card, assets.text(note, note_px, theme.INK), pad,
               top + (1 + PAID_PLACES) * row_h, note_h)
    return paint.ready(card)


def _blit_left(card: pygame.Surface, image: pygame.Surface, x: int, y: int, row_h: int) -> None:
    card.blit(image, image.get_rect(midleft=(x, y + row_h // 2)))


def _blit_centre(card: pygame.Surface, image: pygame.Surface, x: int, y: int,
                 row_h: int) -> None:
    card.blit(image, image.get_rect(center=(x, y + row_h // 2)))

"""The payout table as a small printed card under the betting lanes (RULES.md §1.8, ART.md).

One column per possible number of chip points on a horse (at most two per
seat, so a three-seat game prints six columns, WC-D15), one row per paid
place, and a footnote with the pace bonus, the last-horse cost and race 3's
doubling (WC-D7, WC-D5, WC-D10). While a person bets, the column their
chip would bring the focused horse to is lit, so the card reads as "this
chip there pays this much".

The heading "Chip points on the horse" takes a row of its own above the column numbers, with the
figures' unit at its right end, "$ a point": money is counted in $ everywhere (the
plates, the payout, the results) and a chip shows points; the figures once stood bare,
so "800" under the heading read as 800 points. On its own row the heading also
leaves the figures the label's width (beside them, six seats' twelve columns ran together,
"800600500400..."); every other column is shaded.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.games.winners_circle.art import small_px
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
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


def _pad(scale: float) -> int:
    """The card's margin at its sides: at 8 px "1st" and the last column's figures
    touched its edges (trial s32 K/006)."""
    return theme.px(12, scale)


def _margins(scale: float, roomy: bool = True) -> tuple[int, int]:
    """The room above the heading and below the footnote (at 5 px it touched the rim), where
    the card is wide enough for its figures' own size; else 5 px, as the lanes above need
    the height (at 800x450 a landing tag stood out of its row)."""
    return (theme.px(6, scale), theme.px(10, scale)) if roomy else (theme.px(5, scale),) * 2


def _least_row(scale: float) -> int:
    return round(small_px(scale) * 1.15)


def _note_row(scale: float) -> int:
    return round(theme.text_px(TextSize.BODY, scale) * 1.2)


def _labels(words: Words) -> tuple[str, list[str]]:
    """The heading over the column numbers, and the paid places' names."""
    return (words("winners_circle_scene.rates_heading"),
            [words(f"winners_circle_scene.podium_{place}")
             for place in range(1, PAID_PLACES + 1)])


def rate_card_width(words: Words, seats: int, scale: float) -> int:
    """The least width at which the table's figures keep the small size apart
    (:func:`_column_width`)."""
    return _fixed_width(words, scale) + rate_columns(seats) * _column_width(scale)


def rate_card_room(words: Words, seats: int, scale: float) -> int:
    """The width at which the table's figures keep their own size (:func:`figure_px`) with
    :func:`_figure_gap` between them: five or six seats' ten or twelve columns shrank them
    to 18 px of ink at 1920x1080 (trial s32 I/019). Narrower, they shrink, down to the
    small size (:func:`rate_card_width`)."""
    return _fixed_width(words, scale) + rate_columns(seats) * (
        _figure_width(figure_px(scale)) + _figure_gap(scale))


def card_lanes_width(words: Words, seats: int, scale: float, board_width: int) -> int:
    """How wide the lanes are for the card under them on a board ``board_width`` wide: as
    wide as its figures need to keep their own size where that leaves the track an oval,
    room inside it for a message (five seats' columns shrank them, trial s32 I/019; six
    seats' at 1920x1080 would take half the board, and a refusal found no free place);
    else as wide as their small size needs, up to half the board (the log open beside six
    seats' twelve columns ran together, trial s12: the track a circle then)."""
    room = rate_card_room(words, seats, scale)
    if room <= board_width * 0.45:
        return room
    return min(rate_card_width(words, seats, scale), board_width // 2)


def _fixed_width(words: Words, scale: float) -> int:
    """The card's width but for its columns: the padding and the places' names."""
    pad = _pad(scale)
    _, places = _labels(words)
    return 2 * pad + pad // 2 + max(assets.text_size(word, small_px(scale), bold=True)[0]
                                    for word in places)


def _column_width(scale: float) -> int:
    """The least width of a column: a figure at the small size with ``px(3)``, 4 px at
    least, beside it (their ink a few pixels more; every other column shaded): narrower
    (the log open beside six seats' twelve columns, trial s12) they ran together,
    "800600500400..."."""
    return _figure_width(small_px(scale)) + max(theme.px(3, scale), 4)


def _figure_width(size_px: int) -> int:
    return max(assets.text_size(str(payout_rate(place, column)), size_px)[0]
               for place in range(1, PAID_PLACES + 1) for column in range(1, MAX_BETS + 1))


def _figure_gap(scale: float) -> int:
    """The room a column keeps beside a figure of its own size."""
    return theme.px(10, scale)


def shown_columns(words: Words, width: int, seats: int, lit: int, scale: float
                  ) -> tuple[int, int]:
    """The first column the card shows and how many: all a game can reach where they fit
    at the small size, else as many as fit from the first, or up to the ``lit`` one (an
    800x450 window printed twelve columns at 10 px, trial s23; at 16 px, fewer at once)."""
    columns = rate_columns(seats)
    count = max(1, min(columns, (width - _fixed_width(words, scale)) // _column_width(scale)))
    return max(1, min(lit, columns) - count + 1), count


def note_lines(words: Words, width: int, scale: float) -> tuple[int, list[str]]:
    """The footnote's size and lines at ``width``: one line as large as fits, up to the
    body size; where even the small size does not fit (Korean at 1280x720 with the log
    open, trial s12: cut at "3번째 경주"), its parts broken at " · " onto lines of the
    small size."""
    note = words("winners_circle_scene.rates_note", pace=PACE_BONUS, last=LAST_HORSE_PENALTY)
    small = small_px(scale)
    room = width - 2 * _pad(scale)
    size = assets.fit_text_px(note, theme.text_px(TextSize.BODY, scale), room)
    if size >= small:
        return size, [note]
    lines: list[str] = []
    for part in note.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and assets.text_size(joined, small)[0] <= room:
            lines[-1] = joined
        else:
            lines.append(part)
    return small, lines


def rate_card_height(words: Words, width: int, seats: int, scale: float) -> int:
    """The card's height at ``width``: the heading's row and the table's rows, as tall as
    the figures' own size (:func:`figure_px`) where the card is wide enough for it (beside
    the open log, rows that tall shortened the lanes, and five seats' chips left a row's
    landing tag no room), and the footnote's line at the body size (the bonuses are read
    as a sentence, not as figures in a grid), or its lines at the small size where one
    does not fit."""
    # The heading's row comes mostly out of the rows' spacing: the lanes above keep
    # their height, and their chips' figures their size.
    row, roomy = _least_row(scale), width >= rate_card_room(words, seats, scale)
    if roomy:  # else the figures shrink: rows and margins too
        row = max(row, figure_px(scale))
    return ROWS * row + _note_height(words, width, scale) + sum(_margins(scale, roomy))


def figure_px(scale: float) -> int:
    """The figures' size, a little over the body size, their rows as tall: squeezed to the
    small size, 24 px at 1920x1080, their ink stood 18 px tall, too small to read from the
    sofa (trial s32 I/019)."""
    return round(theme.text_px(TextSize.BODY, scale) * 1.05)


def _note_height(words: Words, width: int, scale: float) -> int:
    size, lines = note_lines(words, width, scale)
    if len(lines) == 1:
        return _note_row(scale)
    return len(lines) * round(size * 1.3)


def draw_rate_card(words: Words, surface: pygame.Surface, rect: pygame.Rect, seats: int,
                   lit: int, scale: float) -> None:
    """The card at ``rect``; ``lit`` is the lit column's number of chip points (0: none)."""
    paint.draw_shadow(surface, rect, theme.px(8, scale), offset=(0, theme.px(3, scale)),
                      blur=theme.px(6, scale))
    first, count = shown_columns(words, rect.width, seats, lit, scale)
    surface.blit(_card(words, rect.size, count, lit, scale, first), rect)


@dataclass(frozen=True)
class Printed:
    """One text on the card: its words, size, weight, colour and where it stands."""

    text: str
    size_px: int
    bold: bool
    colour: theme.Colour
    rect: pygame.Rect


@dataclass(frozen=True)
class CardPlan:
    """Where the card's table lies (its columns and rows) and every text on it."""

    left: int
    cell_w: float
    top: int
    row_h: int
    texts: list[Printed]


def card_plan(words: Words, size: tuple[int, int], columns: int, scale: float,
              first: int = 1) -> CardPlan:
    """The card's texts laid out at ``size``: the heading and unit, the ``columns`` column
    numbers from ``first``, the places' names with their figures, and the footnote's
    lines."""
    width, height = size
    pad = _pad(scale)
    small = small_px(scale)
    note_h = _note_height(words, width, scale)
    # The margins :func:`rate_card_height` gave: the wide ones where they leave rows tall enough.
    margins = _margins(scale, (height - sum(_margins(scale)) - note_h) // ROWS >= _least_row(scale))
    row_h = (height - sum(margins) - note_h) // ROWS
    top = margins[0]
    heading, places = _labels(words)
    texts: list[Printed] = []

    def put(text: str, size_px: int, bold: bool, colour: theme.Colour, **where: object) -> None:
        box = pygame.Rect((0, 0), assets.text_size(text, size_px, bold=bold))
        for name, value in where.items():
            setattr(box, name, value)
        texts.append(Printed(text, size_px, bold, colour, box))

    # The heading's own row, with the figures' unit at its right end; the table below it.
    # The heading names the column numbers under it, "chip points on the horse": left
    # over the places' names, the numbers 1-8 read as having none (trial s32 K/006).
    label_w = max(assets.text_size(word, small, bold=True)[0] for word in places)
    unit = words("winners_circle_scene.rates_unit")
    end = width - 2 * pad - assets.text_size(unit, small, bold=True)[0]  # a gap, the unit
    over = pad + label_w + pad // 2  # the first column's left edge
    start = over if over + assets.text_size(heading, small, bold=True)[0] <= end else pad
    put(heading, small, True, theme.INK_SOFT, midleft=(start, top + row_h // 2))
    put(unit, small, True, theme.INK, midright=(width - pad, top + row_h // 2))
    top += row_h
    cell_w = (width - 2 * pad - label_w - pad // 2) / columns
    widest = str(max(payout_rate(place, 1) for place in range(1, PAID_PLACES + 1)))
    # The figures as large as their columns and rows allow, up to their own size.
    largest = min(figure_px(scale), row_h)
    figure = max(small, assets.fit_text_px(widest, largest, round(cell_w) - _figure_gap(scale)))
    left = pad + label_w + pad // 2
    for index in range(columns):
        put(str(first + index), figure, True, theme.INK_SOFT,
            center=(round(left + (index + 0.5) * cell_w), top + row_h // 2))
    for place, word in enumerate(places, start=1):
        y = top + place * row_h + row_h // 2
        put(word, small, True, theme.INK, midleft=(pad, y))
        for index in range(columns):
            put(str(payout_rate(place, first + index)), figure, False, theme.INK,
                center=(round(left + (index + 0.5) * cell_w), y))
    note_px, lines = note_lines(words, width, scale)
    line_h = note_h // len(lines)
    for index, line in enumerate(lines):
        put(line, note_px, False, theme.INK,
            midleft=(pad, top + (1 + PAID_PLACES) * row_h + index * line_h + line_h // 2))
    return CardPlan(left, cell_w, top, row_h, texts)


@sized_by_window(maxsize=16)
def _card(words: Words, size: tuple[int, int], columns: int, lit: int,
          scale: float, first: int = 1) -> pygame.Surface:
    width = size[0]
    card = paint.paper_panel(size, theme.px(8, scale)).copy()
    plan = card_plan(words, size, columns, scale, first)
    lit -= first - 1  # the lit column's place among those shown
    left, cell_w, top, row_h = plan.left, plan.cell_w, plan.top, plan.row_h
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
    rule_y = top + row_h - 1
    pad = _pad(scale)
    pygame.draw.line(card, theme.PAPER_RIM, (pad, rule_y), (width - pad, rule_y), 1)
    for printed in plan.texts:
        card.blit(assets.text(printed.text, printed.size_px, printed.colour, bold=printed.bold),
                  printed.rect)
    return paint.ready(card)

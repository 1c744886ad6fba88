"""The round summary of the Wizard Extreme table: a row per seat with the seals it kept
this round and what they cost (RULES.md §3.6), a column per round and the running total
(penalty points: lower is better)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from scenes.games.wizard_extreme.art import POOL_ORDER, draw_token, magician_figure
from scenes.games.wizard_extreme.panels import draw_paper_shadow
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.tween import Hold, Pace, Step
from tabletop.games.wizard_extreme import (
    MAGICIAN_BASE,
    MagicianTaken,
    RoundStarted,
    Seal,
    WizardExtremeEngine,
)
from tabletop.i18n import Words
from tabletop.session import GameSession

SUMMARY_FIND = 3.0
"""Seconds to find the round's score table and read its heading from the sofa, where nobody
at the screen is asked to press (every person on a phone, or computers alone)."""
SUMMARY_ROW = 3.0
"""And seconds for each seat's row: its name, the seals it kept, the round's points and the
total (trial s38: 4 s for the whole table was short for reading it from the sofa, and the
phones show only totals)."""
SUMMARY_HOLD = 600.0  # with a person at the screen: until a press (ten minutes at most)
SUMMARY_DWELL = 5.0
"""Its first seconds take no press: one meant for the last trick, or the next deliberate
press of a person going on by habit (trial I/025: a press 3 s in took it away unseen). Five
seconds to see the scores before a press may move on."""
SUMMARY_REST = 2.5
"""Nor does a press before the keys have rested this long, longer than the pace of a person
playing cards by Enter: a press every 2 s went on past the last cards, which play
themselves, and took the summary away unread (trial s25 D/061, D/186)."""


@dataclass(frozen=True)
class RoundSummary:
    """What the summary shows after a round.

    ``penalties`` holds a row per round played; ``magicians`` the magician's seat
    per round (None: nobody took him); ``kept`` the seals each seat held when the
    round ended, and ``magician_base`` what the round's magician started from.
    """

    names: Sequence[str]
    slots: Sequence[int]
    penalties: Sequence[Sequence[int]]
    rounds: int
    magicians: Sequence[int | None]
    kept: Sequence[Mapping[Seal, int]]
    magician_base: int
    go_on: bool = True
    """It says how to go on ("Click or press a key"); not in a replay, where keys play."""


def summarise(session: GameSession, table: WizardExtremeEngine,
              kept: Sequence[Mapping[Seal, int]], *, go_on: bool = True) -> RoundSummary:
    """The summary of the round just scored, from the public ``table`` (penalties and who
    took the magician are public); ``kept`` is what each seat held at its end; ``go_on``:
    a person at the table moves on with a press (not in a replay)."""
    state = table.state
    magicians: list[int | None] = []
    base = MAGICIAN_BASE
    for event in table.log:
        if isinstance(event, RoundStarted):
            magicians.append(None)
        elif isinstance(event, MagicianTaken) and magicians:
            magicians[-1], base = event.seat, event.base
    return RoundSummary([seat.name for seat in session.seats],
                        [seat.colour for seat in session.seats],
                        [list(row) for row in state.penalties], state.rounds, magicians,
                        [dict(counts) for counts in kept], base, go_on)


def summary_seconds(seats: int) -> float:
    """How long the summary stands where nobody at the screen is asked to press: as long as
    its rows take to read (a press still goes on at once)."""
    return SUMMARY_FIND + SUMMARY_ROW * seats


def seconds_left(hold: Step | None, pace: Pace) -> int | None:
    """Whole seconds, rounded up, before the summary held by ``hold`` goes on by itself,
    where nobody at the screen is awaited to press (every person on a phone, or computers
    alone: the readable pause); None where it waits for a press."""
    if not isinstance(hold, Hold) or hold.is_done or hold.awaited():
        return None
    return max(1, math.ceil(pace.seconds(hold.seconds - hold.elapsed) - 1e-6))


def go_on_words(words: Words, next_in: int | None) -> str:
    """How the summary goes on: by a press, or by itself in ``next_in`` seconds (trial
    W/009: with both persons on phones it said "Press Enter or click to go on." and went on
    by itself 4 s later)."""
    if next_in is None:
        return words("wizard_extreme_scene.summary_go_on")
    return words("wizard_extreme_scene.summary_going_on", seconds=next_in)


def _summary_layout(words: Words, board: pygame.Rect, summary: RoundSummary, scale: float,
                    ) -> tuple[pygame.Rect, int, int, int, int, pygame.Surface]:
    """The paper's rect, the row height, the names' and the seals' widths, a round
    column's width and the legend, as drawn."""
    s = scale
    names, rounds = summary.names, summary.rounds
    body = theme.text_px(TextSize.BODY, s)
    small = theme.text_px(TextSize.SMALL, s)
    row_h = round(body * 1.9)
    name_w = max(assets.text_size(name, body, bold=True)[0] for name in names) + theme.px(40, s)
    seals_w = max(_seals_width(words, summary, seat, body, small, s) for seat in range(len(names)))
    seals_w = max(seals_w, assets.text_size(words("wizard_extreme_scene.summary_kept"), small)[0])
    seals_w += theme.px(16, s)
    margin = theme.px(48, s)
    col_w = max(theme.px(34, s), min(theme.px(64, s), (board.width - margin - name_w - seals_w)
                                     // (rounds + 1)))
    width = min(board.width, max(theme.px(560, s), name_w + seals_w + col_w * (rounds + 1)
                                 + margin))
    legend = _legend(words, summary, width - margin, body)
    height = row_h * (len(names) + 1) + theme.px(110, s) + legend.get_height()
    panel = pygame.Rect(0, 0, width, min(board.height, height))
    # High on the board, over the places whose seals it counts: the side panel's column
    # beside it stays free (a lesson's card tells of the summary there).
    panel.midtop = (board.centerx, board.y + min(theme.px(16, s), board.height - panel.height))
    return panel, row_h, name_w, seals_w, col_w, legend


def _legend(words: Words, summary: RoundSummary, width: int, px: int,
            ready: bool = True, next_in: int | None = None) -> pygame.Surface:
    """The words under the table: what "*" means, where a magician was taken, and how to
    go on (where a person goes on). At the rows' size: at the small size a trial read them
    as small print from the sofa (s32 J/010). How to go on is said from the first frame,
    pale while a press does nothing yet (``ready`` False): the table once stood 3 s with no
    way on named (trial s37 T/002). Where it goes on by itself, it counts the seconds down
    (``next_in``, :func:`go_on_words`); the layout keeps the press's words' room, as long."""
    lines = []
    if any(magician is not None for magician in summary.magicians[:len(summary.penalties)]):
        lines.append(assets.text(words("wizard_extreme_scene.summary_legend"), px,
                                 theme.INK_MUTED, wrap_width=width))  # explains the "*"
    if summary.go_on:
        lines.append(assets.text(go_on_words(words, next_in), px,
                                 theme.INK_MUTED if ready else theme.DISABLED,
                                 wrap_width=width))  # trial H/013
    if len(lines) == 1:
        return lines[0]
    legend = pygame.Surface((max([1, *(line.get_width() for line in lines)]),
                             sum(line.get_height() for line in lines)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        legend.blit(line, (0, y))
        y += line.get_height()
    return legend


def summary_area(words: Words, board: pygame.Rect, beside: int, below: int,
                 summary: RoundSummary, scale: float) -> pygame.Rect:
    """Where the summary is laid out: under the places (``below``, their bottom), so it
    stands clear of the panels whose seals it counts (trial s29 G/072 found it across
    them, left of centre); there, left of ``beside`` (the side panel's column, where a
    lesson's card and the coach stand) when it is as wide there as on the whole board.
    Where it is too tall for the room under the places, it stands centred over the whole
    dimmed board."""
    whole = _summary_layout(words, board, summary, scale)[0]
    clear = pygame.Rect(board.x, below, board.width, max(0, board.bottom - below))
    left = pygame.Rect(clear.x, clear.y, max(0, beside - clear.x), clear.height)
    for area in (left, clear):
        if _summary_layout(words, area, summary, scale)[0].size == whole.size:
            return area
    top = board.y + max(0, (board.height - whole.height) // 2 - theme.px(16, scale))
    return pygame.Rect(board.x, top, board.width, board.bottom - top)


def summary_rect(words: Words, area: pygame.Rect, summary: RoundSummary,
                 scale: float) -> pygame.Rect:
    """The summary's paper, laid out in ``area`` (see :func:`summary_area`)."""
    return _summary_layout(words, area, summary, scale)[0]


@dataclass
class _Picture:
    """The summary's paper drawn once (:func:`draw_summary`), and what it was drawn for."""

    words: Words
    summary: RoundSummary
    look: tuple[object, ...]
    image: pygame.Surface
    at: tuple[int, int]


_kept: list[_Picture] = []


def draw_summary(words: Words, surface: pygame.Surface, board: pygame.Rect, summary: RoundSummary,
                 scale: float, *, go_on_shown: bool = True, next_in: int | None = None) -> None:
    """``go_on_shown``: "Press Enter or click to go on." is said plainly, where a press goes
    on now; before, palely (a press then does nothing). ``next_in``: the seconds before it
    goes on by itself, said instead, where nobody at the screen is awaited to press.

    The paper with its rows is drawn once and kept while it shows: drawn afresh every
    frame, it took 3.6 ms of the frames that stood longest at the round's end (the
    bench's p99, 9.3 ms at 1920x1080 against the 8 ms budget)."""
    surface.blit(paint.dim_overlay(surface.get_size(), 110), (0, 0))
    panel = _summary_layout(words, board, summary, scale)[0]
    draw_paper_shadow(surface, panel, scale)
    look = (tuple(board), scale, go_on_shown, next_in)
    kept = _kept[0] if _kept else None
    if kept is None or kept.words is not words or kept.summary is not summary or kept.look != look:
        # Its rows drawn on the paper itself: over its opaque face they blend as on the
        # screen, so the picture is the paper drawn afresh, to the pixel.
        image = paint.paper_panel(panel.size, theme.px(theme.RADIUS_M, scale)).copy()
        _paint_summary(words, image, board.move(-panel.x, -panel.y), summary, scale,
                       go_on_shown, next_in)
        kept = _Picture(words, summary, look, paint.ready(image), panel.topleft)
        _kept[:] = [kept]
    surface.blit(kept.image, kept.at)


def _paint_summary(words: Words, surface: pygame.Surface, board: pygame.Rect,
                   summary: RoundSummary, scale: float, go_on_shown: bool,
                   next_in: int | None) -> None:
    """The summary's rows on its paper (drawn beneath them), laid out in ``board``."""
    s = scale
    names, penalties, rounds = summary.names, summary.penalties, summary.rounds
    body = theme.text_px(TextSize.BODY, s)
    small = theme.text_px(TextSize.SMALL, s)
    margin = theme.px(48, s)
    panel, row_h, name_w, seals_w, col_w, legend = _summary_layout(words, board, summary, s)
    inner = panel.inflate(-margin, -theme.px(36, s))
    played = len(penalties)
    title = words("wizard_extreme_scene.summary_title", round=played, rounds=rounds)
    title_px = assets.fit_text_px(title, theme.text_px(TextSize.HEADING, s), inner.width,
                                  bold=True)
    image = assets.text(title, title_px, theme.INK, bold=True)
    surface.blit(image, image.get_rect(midtop=(inner.centerx, inner.y)))
    note = assets.text(words("wizard_extreme_scene.summary_note"), small, theme.INK_SOFT,
                       wrap_width=inner.width)
    surface.blit(note, note.get_rect(midtop=(inner.centerx, inner.y + image.get_height())))
    top = inner.y + image.get_height() + note.get_height() + theme.px(12, s)
    x_seals = inner.x + name_w
    x0 = x_seals + seals_w
    kept = assets.text(words("wizard_extreme_scene.summary_kept"), small, theme.INK, bold=True)
    surface.blit(kept, kept.get_rect(midleft=(x_seals, top + row_h // 2)))
    headers = [words("wizard_extreme_scene.summary_round", round=r + 1) for r in range(rounds)]
    headers.append(words("wizard_extreme_scene.summary_total"))
    for column, header in enumerate(headers):
        colour = theme.INK if column in (played - 1, rounds) else theme.INK_SOFT
        label = assets.text(header, small, colour, bold=column == rounds)
        surface.blit(label, label.get_rect(center=(x0 + col_w * column + col_w // 2,
                                                   top + row_h // 2)))
    totals = [sum(row[seat] for row in penalties) for seat in range(len(names))]
    best = min(totals)
    for seat, name in enumerate(names):
        y = top + row_h * (seat + 1)
        if seat % 2 == 0:
            band = pygame.Rect(inner.x, y, inner.width, row_h)
            pygame.draw.rect(surface, theme.PAPER_SHADE, band, border_radius=theme.px(6, s))
        theme.draw_seat_symbol(surface, summary.slots[seat],
                               (inner.x + theme.px(12, s), y + row_h / 2), theme.px(9, s))
        label = assets.text(name, body, theme.INK, bold=True)
        surface.blit(label, label.get_rect(midleft=(inner.x + theme.px(28, s), y + row_h / 2)))
        _draw_seals(words, surface, summary, seat, (x_seals, round(y + row_h / 2)), body, small, s)
        for column in range(min(played, rounds)):
            value = penalties[column][seat]
            text = str(value) + ("*" if summary.magicians[column] == seat else "")
            colour = theme.INK if column == played - 1 else theme.INK_SOFT
            cell = assets.text(text, body, colour, bold=column == played - 1)
            surface.blit(cell, cell.get_rect(center=(x0 + col_w * column + col_w // 2,
                                                     y + row_h / 2)))
        total = assets.text(str(totals[seat]), body,
                            theme.GOLD_INK if totals[seat] == best else theme.INK, bold=True)
        surface.blit(total, total.get_rect(center=(x0 + col_w * rounds + col_w // 2,
                                                   y + row_h / 2)))
    if not go_on_shown or next_in is not None:  # paler: no jump as they come alive
        legend = _legend(words, summary, panel.width - margin, body, go_on_shown, next_in)
    surface.blit(legend, legend.get_rect(midbottom=(inner.centerx, inner.bottom)))


def _cell(words: Words, summary: RoundSummary, seat: int) -> tuple[list[tuple[Seal, int]], str]:
    """The seals ``seat`` kept (kind, count) and the sum they make, in words."""
    points = summary.penalties[-1][seat]
    if summary.magicians[len(summary.penalties) - 1] == seat:
        blacks = sum(kept[Seal.BLACK] for other, kept in enumerate(summary.kept)
                     if other != seat)
        # His points never go below 0 (RULES.md §3.6): "4 − 5 = 0" read as a slip (trial s18).
        key = "summary_magician_floor" if blacks > summary.magician_base else "summary_magician_sum"
        return [], words(f"wizard_extreme_scene.{key}", base=summary.magician_base,
                         blacks=blacks, points=points)
    kept = [(seal, summary.kept[seat][seal]) for seal in POOL_ORDER if summary.kept[seat][seal]]
    if not kept:
        return [], words("wizard_extreme_scene.summary_clean")
    return kept, words("wizard_extreme_scene.summary_sum", points=points)


def _seals_width(words: Words, summary: RoundSummary, seat: int, body: int, small: int,
                 s: float) -> int:
    kept, said = _cell(words, summary, seat)
    d = round(body * 1.05)
    width = sum(d + theme.px(4, s) + (assets.text_size(f"×{count}", small)[0] if count > 1
                                      else 0) for _, count in kept)
    if summary.magicians[len(summary.penalties) - 1] == seat:
        width += round(body * 1.2 * 0.62) + theme.px(6, s)
    return width + assets.text_size(said, small, bold=True)[0] + theme.px(6, s)


def _draw_seals(words: Words, surface: pygame.Surface, summary: RoundSummary, seat: int,
                left: tuple[int, int], body: int, small: int, s: float) -> None:
    """The seals a seat kept this round, a token per kind ("×2" for two), then "= 7";
    the magician's figure and "4 − 2 = 2" for him; "no seals = 0" for a perfect round."""
    kept, said = _cell(words, summary, seat)
    x, y = left
    d = round(body * 1.05)
    if summary.magicians[len(summary.penalties) - 1] == seat:
        figure = magician_figure(round(body * 1.2))
        surface.blit(figure, figure.get_rect(midleft=(x, y)))
        x += figure.get_width() + theme.px(6, s)
    for seal, count in kept:
        draw_token(surface, seal, (x + d / 2, y), d)
        x += d + theme.px(2, s)
        if count > 1:
            times = assets.text(f"×{count}", small, theme.INK)
            surface.blit(times, times.get_rect(midleft=(x, y)))
            x += times.get_width()
        x += theme.px(2, s)
    sum_image = assets.text(said, small, theme.INK, bold=True)
    surface.blit(sum_image, sum_image.get_rect(midleft=(x + theme.px(4, s), y)))

"""The Yacht coach's card: the solver's expected final score for the best choices, and a
line saying in plain words what those numbers are.

The advice itself is :func:`tabletop.coach.yacht.advise`, a pure function of
the seat's view that the game scene runs in the thinker process
(:class:`scenes.games.worker.CoachDesk`); the card says "the coach is
thinking…" until it arrives, and a frame never waits.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.games.yacht.sheet_text import category_name
from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.coach_card import unbroken_tail
from tabletop.bots.yacht_solver import CategoryOption, KeepOption
from tabletop.coach.yacht import Advice
from tabletop.games.yacht import DICE_COUNT, ROLLS_PER_TURN
from tabletop.i18n import Words

MIN_TEXT_WIDTH = 60
"""Reference pixels of room inside the card below which it shows no text (a window of
odd proportions, or a lesson's narrow column, can leave the card a sliver)."""


def keep_indices(keep: Sequence[int], dice: Sequence[int], held: Sequence[bool]) -> set[int]:
    """Which dice show the kept faces (dice already held are preferred)."""
    wanted = list(keep)
    chosen: set[int] = set()
    for prefer_held in (True, False):
        for index, value in enumerate(dice):
            if index not in chosen and held[index] == prefer_held and value in wanted:
                wanted.remove(value)
                chosen.add(index)
    return chosen


def _format_total(total: float) -> str:
    return f"{total:.1f}"


def keep_line(words: Words, option: KeepOption) -> str:
    total = _format_total(option.expected_total)
    if not option.kept:
        return unbroken_tail(words("yacht_scene.coach_keep_none", total=total))
    if len(option.kept) == DICE_COUNT:
        return unbroken_tail(words("yacht_scene.coach_stop", total=total))
    dice = " ".join(str(face) for face in sorted(option.kept, reverse=True))
    return unbroken_tail(words("yacht_scene.coach_keep", dice=dice, total=total))


def category_line(words: Words, option: CategoryOption) -> str:
    return unbroken_tail(words("yacht_scene.coach_score",
                       category=category_name(words, option.category),
                       points=option.points, total=_format_total(option.expected_total)))


def draw_coach_card(words: Words, surface: pygame.Surface, rect: pygame.Rect,
                    advice: Advice | None, rolls_left: int, scale: float) -> None:
    """A small paper card: the coach's title, then best keeps and best scores side by side."""
    radius = theme.px(theme.RADIUS_M, scale)
    paint.draw_shadow(surface, rect, radius, offset=(0, theme.px(4, scale)),
                      blur=theme.px(8, scale), alpha=150)
    surface.blit(_coach_card(words, rect.size, advice, rolls_left, scale),
                 rect.topleft)


@sized_by_window(maxsize=8)
def _coach_card(words: Words, size: tuple[int, int], advice: Advice | None, rolls_left: int,
                scale: float) -> pygame.Surface:
    """The card's face, drawn once per piece of advice (``words`` keys the cache)."""
    rect = pygame.Rect((0, 0), size)
    card = paint.paper_panel(size, theme.px(theme.RADIUS_M, scale)).copy()
    pad = theme.px(12, scale)
    inner = rect.inflate(-2 * pad, -2 * pad)
    if inner.width < theme.px(MIN_TEXT_WIDTH, scale) or inner.height <= 0:
        return card  # no room for a word: the paper alone (text cannot wrap to nothing)
    title_px = theme.text_px(theme.TextSize.BODY, scale)
    title = assets.text(words("yacht_scene.coach_title"), title_px, theme.INK, bold=True)
    card.blit(title, inner.topleft)
    body_px = theme.text_px(theme.TextSize.SMALL, scale)
    y = inner.y + title.get_height() + theme.px(2, scale)
    pygame.draw.line(card, theme.PAPER_RIM, (inner.x, y), (inner.right, y))
    y += theme.px(6, scale)
    if advice is None:
        _wrapped(card, words("yacht_scene.coach_thinking"), body_px, theme.INK_MUTED, inner, y)
        return card
    if not advice.categories:
        _wrapped(card, unbroken_tail(words("yacht_scene.coach_expected",
                                   total=_format_total(advice.expected))),
                 body_px, theme.INK, inner, y)
        return card
    columns: list[tuple[str, list[str]]] = []
    if 0 < rolls_left < ROLLS_PER_TURN:
        columns.append((words("yacht_scene.coach_keeps"),
                        [keep_line(words, k) for k in advice.keeps]))
    else:
        columns.append((words("yacht_scene.coach_keeps"), [words("yacht_scene.coach_no_rolls")]))
    columns.append((words("yacht_scene.coach_scores"),
                    [category_line(words, c) for c in advice.categories]))
    gap = theme.px(14, scale)
    column_w = max(1, (inner.width - gap) // 2)
    # A card too narrow for both headings side by side at the small size (beside the open
    # log "Best keeps" shrank to 12 px at 1080, issue #32) stacks the columns instead.
    stacked = any(assets.text_size(heading, body_px, bold=True)[0] > column_w
                  for heading, _ in columns)
    # What the numbers are, in a beginner's words (issue #32, trial s35 Q/002), under the
    # title: the whole sentence, or in a lesson's narrow column the short one, where it
    # leaves room for each column's best line (it goes before the alternatives).
    best_only = [(heading, lines[:1]) for heading, lines in columns]
    least = (_stacked_height(best_only, body_px, inner.width, scale) if stacked else
             max(_stacked_height([column], body_px, column_w, scale) for column in best_only))
    for key in ("yacht_scene.coach_means", "yacht_scene.coach_means_short"):
        note = assets.text(words(key), body_px, theme.INK_MUTED, wrap_width=inner.width)
        if y + note.get_height() + least <= inner.bottom + pad // 2:
            card.blit(note, (inner.x, y))
            y += note.get_height() + theme.px(4, scale)
            break
    if stacked:
        # One above the other, each with its best line first and its alternatives only where
        # every column's best line still fits: in a lesson's narrow column the keeps'
        # alternatives took the room and "Best scores" stood with no line.
        column_w = inner.width
        for most in (2, 1):
            kept = [(heading, lines[:most]) for heading, lines in columns]
            if y + _stacked_height(kept, body_px, column_w, scale) <= inner.bottom + pad // 2:
                break
        columns = kept
    top = y
    for index, (heading, lines) in enumerate(columns):
        x = inner.x if stacked else inner.x + index * (column_w + gap)
        y = top if not stacked else y
        fitted = assets.fit_label(heading, body_px, column_w, bold=True, min_fraction=1.0)[0]
        head = assets.text(fitted, body_px, theme.GOLD_INK, bold=True)
        first = assets.text(lines[0], body_px, theme.INK, bold=True,
                            wrap_width=column_w).get_height() if lines else 0
        if y + head.get_height() + first > inner.bottom + pad // 2:
            break  # a heading never stands without its best line
        card.blit(head, (x, y))
        line_y = y + head.get_height()
        for rank, line in enumerate(lines):
            colour = theme.INK if rank == 0 else theme.INK_MUTED
            # Never below the small size: a line too long for the column wraps, and an
            # alternative with no room left below is left out rather than cut.
            label = assets.text(line, body_px, colour, bold=rank == 0, wrap_width=column_w)
            if line_y + label.get_height() > inner.bottom + pad // 2:
                break
            card.blit(label, (x, line_y))
            line_y += label.get_height()
        y = line_y + theme.px(6, scale)
    return card


def _stacked_height(columns: list[tuple[str, list[str]]], body_px: int, width: int,
                    scale: float) -> int:
    """How tall ``columns`` stand one above the other, each heading over its lines."""
    return sum(assets.text(heading, body_px, theme.GOLD_INK, bold=True).get_height()
               + sum(assets.text(line, body_px, theme.INK, bold=rank == 0,
                                 wrap_width=width).get_height()
                     for rank, line in enumerate(lines)) + theme.px(6, scale)
               for heading, lines in columns)


def _wrapped(surface: pygame.Surface, text: str, size: int, colour: theme.Colour,
             inner: pygame.Rect, y: int) -> None:
    label = assets.text(text, size, colour, wrap_width=inner.width)
    surface.blit(label, (inner.x, y))

"""The Yacht coach: the solver's expected final score for the best choices, on a paper card.

The solver's value table and each turn's tables take a noticeable moment to
build, so advice is computed on a worker thread (one request at a time) and
the card says "the coach is thinking…" until it arrives; a frame never waits.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes import assets, theme
from scenes.games.yacht_sheet import category_name
from scenes.widgets import paint
from tabletop.bots.yacht_solver import (
    CategoryOption,
    KeepOption,
    TurnState,
    category_options,
    expected_total,
    keep_options,
    load_value_table,
)
from tabletop.games.yacht import DICE_COUNT, ROLLS_PER_TURN
from tabletop.i18n import current_language, t

SHOWN_OPTIONS = 3


@dataclass(frozen=True)
class Advice:
    """What the coach says about one decision point (``position`` = actions so far)."""

    position: int
    expected: float
    keeps: tuple[KeepOption, ...]
    categories: tuple[CategoryOption, ...]

    @property
    def best_keep(self) -> tuple[int, ...] | None:
        """The faces the best reroll keeps, or None when scoring now is best."""
        if not self.keeps or len(self.keeps[0].kept) == DICE_COUNT:
            return None
        return self.keeps[0].kept


def advise(position: int, state: TurnState) -> Advice:
    """The solver's view of ``state`` (runs on the coach's worker thread)."""
    table = load_value_table()
    if not state.dice:
        return Advice(position, expected_total(state, table), (), ())
    keeps = tuple(keep_options(state, table)[:SHOWN_OPTIONS])
    categories = tuple(category_options(state, table)[:SHOWN_OPTIONS])
    return Advice(position, expected_total(state, table), keeps, categories)


class Coach:
    """Asks the solver in the background and keeps the latest answer for the current position."""

    def __init__(self) -> None:
        self.advice: Advice | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Advice] | None = None
        self._position = -1
        self._waiting: tuple[int, TurnState] | None = None

    @property
    def is_thinking(self) -> bool:
        return self.advice is None and self._position >= 0

    def request(self, position: int, state: TurnState) -> None:
        """Ask about ``state``; a newer request replaces any waiting one."""
        if position == self._position:
            return
        self._position = position
        self.advice = None
        self._waiting = (position, state)
        self._start_waiting()

    def forget(self) -> None:
        """No advice wanted now (a computer's turn, the game is over)."""
        self._position = -1
        self.advice = None
        self._waiting = None

    def poll(self) -> None:
        """Collect a finished answer (call every frame); stale answers are dropped."""
        if self._future is None or not self._future.done():
            return
        future, self._future = self._future, None
        advice = future.result()
        if advice.position == self._position:
            self.advice = advice
        self._start_waiting()

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self._future = None

    def _start_waiting(self) -> None:
        # One computation at a time: the newest waiting request goes next.
        if self._future is not None or self._waiting is None:
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="yacht-coach")
        position, state = self._waiting
        self._waiting = None
        self._future = self._executor.submit(advise, position, state)


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


def keep_line(option: KeepOption) -> str:
    total = _format_total(option.expected_total)
    if not option.kept:
        return t("yacht_scene.coach_keep_none", total=total)
    if len(option.kept) == DICE_COUNT:
        return t("yacht_scene.coach_stop", total=total)
    dice = " ".join(str(face) for face in sorted(option.kept, reverse=True))
    return t("yacht_scene.coach_keep", dice=dice, total=total)


def category_line(option: CategoryOption) -> str:
    return t("yacht_scene.coach_score", category=category_name(option.category),
             points=option.points, total=_format_total(option.expected_total))


def draw_coach_card(surface: pygame.Surface, rect: pygame.Rect, coach: Coach,
                    rolls_left: int, scale: float) -> None:
    """A small paper card: the coach's title, then best keeps and best scores side by side."""
    radius = theme.px(theme.RADIUS_M, scale)
    paint.draw_shadow(surface, rect, radius, offset=(0, theme.px(4, scale)),
                      blur=theme.px(8, scale), alpha=150)
    surface.blit(_coach_card(rect.size, coach.advice, rolls_left, scale, current_language()),
                 rect.topleft)


@lru_cache(maxsize=8)
def _coach_card(size: tuple[int, int], advice: Advice | None, rolls_left: int, scale: float,
                language: str) -> pygame.Surface:
    """The card's face, drawn once per piece of advice (``language`` keys the cache)."""
    rect = pygame.Rect((0, 0), size)
    card = paint.paper_panel(size, theme.px(theme.RADIUS_M, scale)).copy()
    pad = theme.px(12, scale)
    inner = rect.inflate(-2 * pad, -2 * pad)
    title_px = theme.text_px(theme.TextSize.BODY, scale)
    title = assets.text(t("yacht_scene.coach_title"), title_px, theme.INK, bold=True)
    card.blit(title, inner.topleft)
    unit_text = t("yacht_scene.coach_unit")
    unit = assets.text(unit_text, assets.fit_text_px(unit_text, theme.px(13, scale),
                                                     inner.width - title.get_width() - pad),
                       theme.INK_SOFT)
    card.blit(unit, unit.get_rect(bottomright=(inner.right, inner.y + title.get_height()
                                               - theme.px(4, scale))))
    y = inner.y + title.get_height() + theme.px(2, scale)
    pygame.draw.line(card, theme.PAPER_RIM, (inner.x, y), (inner.right, y))
    y += theme.px(6, scale)
    body_px = theme.text_px(theme.TextSize.SMALL, scale)
    if advice is None:
        _wrapped(card, t("yacht_scene.coach_thinking"), body_px, theme.INK_SOFT, inner, y)
        return card
    if not advice.categories:
        _wrapped(card, t("yacht_scene.coach_expected", total=_format_total(advice.expected)),
                 body_px, theme.INK, inner, y)
        return card
    columns: list[tuple[str, list[str]]] = []
    if 0 < rolls_left < ROLLS_PER_TURN:
        columns.append((t("yacht_scene.coach_keeps"), [keep_line(k) for k in advice.keeps]))
    else:
        columns.append((t("yacht_scene.coach_keeps"), [t("yacht_scene.coach_no_rolls")]))
    columns.append((t("yacht_scene.coach_scores"),
                    [category_line(c) for c in advice.categories]))
    gap = theme.px(14, scale)
    column_w = (inner.width - gap) // 2
    for index, (heading, lines) in enumerate(columns):
        x = inner.x + index * (column_w + gap)
        head = assets.text(heading, assets.fit_text_px(heading, body_px, column_w, bold=True),
                           theme.GOLD_DARK, bold=True)
        card.blit(head, (x, y))
        line_y = y + head.get_height()
        for rank, line in enumerate(lines):
            colour = theme.INK if rank == 0 else theme.INK_SOFT
            fitted = assets.fit_text_px(line, body_px, column_w, bold=rank == 0)
            if fitted < body_px * 0.75:  # too long for one line: wrap instead of shrinking
                label = assets.text(line, round(body_px * 0.85), colour, bold=rank == 0,
                                    wrap_width=column_w)
            else:
                label = assets.text(line, fitted, colour, bold=rank == 0)
            card.blit(label, (x, line_y))
            line_y += label.get_height()
    return card


def _wrapped(surface: pygame.Surface, text: str, size: int, colour: theme.Colour,
             inner: pygame.Rect, y: int) -> None:
    label = assets.text(text, size, colour, wrap_width=inner.width)
    surface.blit(label, (inner.x, y))

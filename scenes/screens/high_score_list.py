"""The results' high-score list: the kept table with this game's seats where their scores
stand (computers marked, never ranked), cut to the rows that fit, and its drawing."""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from scenes.screens.dialogs import PanelScene
from scenes.shell import theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop import storage
from tabletop.core.seats import SeatConfig
from tabletop.i18n import Words
from tabletop.storage.names import person_key, shown_name


@dataclass(frozen=True)
class ListedScore:
    """A row of the results' high-score list."""

    name: str
    score: int
    date: str
    rank: int | None
    """Its place in the kept table; None for a seat of this game that is not in it (a
    computer, which the table never keeps, or a person below its last entry)."""
    computer: bool = False
    this_game: bool = False
    after_gap: bool = False
    """Rows of the table are left out just above this one (a "…" line is drawn there)."""


def computer_row_name(name: str, words: Words) -> str:
    """A computer's name in the high-score list, marked "(computer)" unless the name
    already says so: a default "Computer 2" reads "Computer 2", not "Computer 2
    (computer)"."""
    if words("app.setup.computer").casefold() in name.casefold():
        return name
    return words("app.results.computer_row", name=name)


def listed_scores(table: Sequence[storage.HighScore], seats: Sequence[SeatConfig],
                  scores: Sequence[int], names: Sequence[str], *, lower_score_wins: bool,
                  today: str, capacity: int) -> list[ListedScore]:
    """The kept high-score ``table`` (people only: a hard computer would fill it), with
    this game's people in it where their scores stand, in order of score; then this
    game's computers, marked, with no place, below everyone ranked. One rule on both
    screens: Statistics ranks the same people in the same order, and says that computers
    are not ranked (a computer's 106 once stood unranked above "1. Mina 75"). At most
    ``capacity`` rows: the table's lowest rows that are not this game's give way first."""
    # The table keeps default names in one form (person_key); this game's are the screen's.
    keys = [person_key(name) for name in names]
    unplaced = Tally((key, score) for seat, key, score in zip(seats, keys, scores, strict=True)
                     if seat.is_person)
    rows: list[ListedScore] = []
    for place, entry in enumerate(table, start=1):
        fresh = entry.date == today and unplaced[(entry.name, entry.score)] > 0
        if fresh:
            unplaced[(entry.name, entry.score)] -= 1
        rows.append(ListedScore(entry.name, entry.score, entry.date, place, this_game=fresh))
    for seat, name, key, score in zip(seats, names, keys, scores, strict=True):
        if seat.is_person and unplaced[(key, score)] <= 0:
            continue  # already in the table, lit as this game's
        if seat.is_person:
            unplaced[(key, score)] -= 1
        rows.append(ListedScore(name, score, today, None, computer=not seat.is_person,
                                this_game=True))
    sign = 1 if lower_score_wins else -1
    # Stable: the table's entries stay ahead of an equal score; computers come last.
    rows.sort(key=lambda row: (row.computer, sign * row.score))
    return cut_to_fit(rows, capacity)


def cut_to_fit(rows: list[ListedScore], capacity: int) -> list[ListedScore]:
    """At most ``capacity`` slots of ``rows`` (in their order): always the top score,
    then this game's rows, then the rest from the top down, so the list is cut from the
    bottom and never shows "2." without "1.". Where rows are left out between two shown,
    the lower one is marked ``after_gap`` (a "…" line, which takes a slot)."""
    def cut(kept: set[int]) -> list[ListedScore]:
        shown, last = [], -1
        for index in sorted(kept):
            shown.append(replace(rows[index], after_gap=index > last + 1 and last >= 0))
            last = index
        return shown

    wanted = [*range(min(1, len(rows))), *(i for i, row in enumerate(rows) if row.this_game),
              *(i for i, row in enumerate(rows) if not row.this_game)]
    kept: set[int] = set()
    for index in dict.fromkeys(wanted):
        shown = cut(kept | {index})
        if len(shown) + sum(row.after_gap for row in shown) <= max(1, capacity):
            kept.add(index)
    return cut(kept)


def draw_high_score_rows(scene: PanelScene, surface: pygame.Surface, area: pygame.Rect,
                         entries: Sequence[ListedScore]) -> None:
    """Rows of place, name, score and date; this game's rows lit gold, a computer's marked
    "(computer)" with a dash for its place."""
    words = scene.context.words
    computers = next((index for index, entry in enumerate(entries) if entry.computer), None)
    # A slot for each row, for each gap's "…" and for a caption over the computers' rows.
    slots, slot_of = 0, []
    for index, entry in enumerate(entries):
        slots += entry.after_gap + (index == computers)
        slot_of.append(slots)
        slots += 1
    row_h = min(scene.px(34), area.height // max(1, slots))
    for index, entry in enumerate(entries):
        top = area.y + slot_of[index] * row_h
        if index == computers:
            scene.draw_text(surface, words("app.results.not_ranked"), TextSize.SMALL,
                            (area.x + scene.px(32), top - row_h // 2), colour=theme.INK_SOFT,
                            anchor="midleft", max_width=area.width - scene.px(32))
        if entry.after_gap:
            gap_y = top - row_h * (1 + (index == computers)) + row_h // 2
            scene.draw_text(surface, "…", TextSize.SMALL, (area.x + scene.px(16), gap_y),
                            colour=theme.INK_SOFT, anchor="center")
    for index, entry in enumerate(entries):
        row = pygame.Rect(area.x, area.y + slot_of[index] * row_h, area.width, row_h)
        if entry.this_game:
            paint.rounded_rect(surface, row.inflate(scene.px(8), 0),
                               theme.PAPER_SHADE if entry.computer else theme.GOLD_LIGHT,
                               scene.px(6))
        ink = theme.INK
        place = "–" if entry.rank is None else f"{entry.rank}."
        scene.draw_text(surface, place, TextSize.SMALL, (row.x + scene.px(22), row.centery),
                        colour=theme.INK_SOFT, anchor="midright")
        name = (computer_row_name(shown_name(entry.name, words, computer=True), words)
                if entry.computer
                else shown_name(entry.name, words))
        scene.draw_text(surface, name, TextSize.SMALL, (row.x + scene.px(32), row.centery),
                        colour=ink, bold=not entry.computer, anchor="midleft",
                        max_width=row.width - scene.px(190))
        scene.draw_text(surface, str(entry.score), TextSize.SMALL,
                        (row.right - scene.px(104), row.centery), colour=ink, bold=True,
                        anchor="midright")
        scene.draw_text(surface, entry.date, TextSize.SMALL, (row.right, row.centery),
                        colour=theme.INK_SOFT, anchor="midright")

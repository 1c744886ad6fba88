"""Polterfass's tally sheet: the innkeeper's pad, one line per round (innkeeper, served,
total ordered, what each seat won or lost that round) and the totals at its foot, beside
the table. Running totals alone had a penalty read as a bug (trial s33 M/005: 10 → 0)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop.games.polterfass import TallyRow
from tabletop.i18n import Words


@dataclass(frozen=True)
class TallyLine:
    round: int
    innkeeper: int
    failed: bool
    served: int
    ordered: int
    gains: tuple[int, ...]
    scores: tuple[int, ...]

    @classmethod
    def of(cls, row: TallyRow) -> TallyLine:
        """The sheet's line for one of the game's tally rows."""
        return cls(row.round, row.innkeeper, row.failed, row.served, row.ordered,
                   tuple(row.gains), tuple(row.scores))


def sofa_px(scale: float) -> int:
    """The least text size read from the sofa at layout ``scale``: 22 px at 1920x1080,
    as much of the window's height at other sizes (15 px at 1280x720)."""
    return math.ceil(round(22 * scale * 720 / 1080, 6))


WIDEST_FIGURES = ("+88", "−88", "188")
"""The widest figures a seat's column writes: a gain, a loss, a total, each in bold (the
innkeeper's gain and the totals are): columns measured by a plain "−88" left a bold "+10"
wider than its column with six seats (25 px for 28 at 1280x720)."""


def figure_width(size_px: int) -> int:
    """The width of the widest figure a seat's column writes, at ``size_px``."""
    return max(assets.text_size(figure, size_px, bold=True)[0] for figure in WIDEST_FIGURES)


def figure_px(size_px: int, width: int, floor: int) -> int:
    """The text size of a seat's figures in a column ``width`` wide: ``size_px``, or less
    where the widest figure would be wider than the column, never under ``floor`` (the
    sofa's least: six seats with the log open at 1280x720 drew them at 14 px, where a bold
    figure may now reach a little past its column's padding)."""
    while size_px > floor and figure_width(size_px) > width:
        size_px -= 1
    return size_px


def heading_gap(size_px: int) -> int:
    """How far a seat's name stands right of its symbol's left edge in its heading."""
    return round(size_px * 0.3 * 2 + size_px * 0.2)


def name_forms(name: str) -> tuple[str, str, str, str]:
    """``name`` whole, its first word, its initials ("Robo 2" → "R2"), its first letter
    ("민아" → "민"): each shorter than or as short as the one before."""
    words = name.split()
    initials = "".join(word[0] for word in words) if len(words) > 1 else name[:1]
    return name, words[0] if words else name, initials, name[:1]


def _fitting(form: str, size_px: int, width: int, floor: int) -> int | None:
    """The bold size at least ``floor`` at which ``form`` fits ``width``, if any."""
    px = assets.fit_text_px(form, size_px, width, bold=True)
    if px >= floor and assets.text_size(form, px, bold=True)[0] <= width:
        return px
    return None


def short_names(names: Sequence[str], size_px: int, widths: Sequence[int],
                floor: int) -> list[tuple[str, int]]:
    """Each of ``names`` and one bold size at least ``floor`` at which each fits its width,
    all shortened alike (:func:`name_forms`): all whole where each fits, else all their
    first words, else all initials, else all first letters, else each first letter cut
    with an ellipsis (:func:`assets.fit_label`). One name shortened alone read as another
    kind of heading: "M" beside "Zed" and "Jun" (trial Z2/016)."""
    for level in range(4):
        forms = [name_forms(name)[level] for name in names]
        sizes = [px for form, width in zip(forms, widths, strict=True)
                 if (px := _fitting(form, size_px, width, floor)) is not None]
        if len(sizes) == len(forms):
            return [(form, min(sizes)) for form in forms]
    return [assets.fit_label(name[:1], floor, width, bold=True, min_fraction=1.0)
            for name, width in zip(names, widths, strict=True)]


ROW_MIN = 1.5
"""A tally row is at least this many times its text tall, where every round fits so."""
ROW_TIGHT = 1.2
"""How close the rows may come, where that keeps every round on the paper (trial s35 Q/011:
the lesson's sheet left round 1 off with room for it in closer rows)."""


class TallySheet:
    """The tally: a paper pad with a line per round, each seat's gain in it, and the
    totals on the last line."""

    def __init__(self, slots: Sequence[int], names: Sequence[str]) -> None:
        self.slots = list(slots)
        self.names = list(names)
        """Each seat's name, heading its column (trial s39 Y/009: only a 12 px symbol did)."""
        self.rect = pygame.Rect(0, 0, 300, 300)
        self.scale = 1.0
        self.lines: list[TallyLine] = []
        self.innkeeper: int | None = None
        self.reach = 0
        """How far down the paper may grow where its rounds ask for the room (a lesson's
        bill, no button under it: trial s35 Q/011 found room for round 1 there); 0: none."""
        self._cache: tuple[tuple[object, ...], pygame.Surface, tuple[int, int]] | None = None

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = pygame.Rect(rect), scale
        self._cache = None

    def sync(self, lines: Sequence[TallyLine], innkeeper: int | None) -> None:
        self.lines = list(lines)
        self.innkeeper = innkeeper

    def write(self, line: TallyLine) -> None:
        if line not in self.lines:
            self.lines.append(line)

    def _columns(self, words: Words, size_px: int, seat_pad: int,
                 heading_pad: int) -> tuple[list[str], list[int]]:
        headings = [words("polterfass_scene.tally_round"), "",
                    words("polterfass_scene.tally_served"), words("polterfass_scene.tally_ordered")]
        widths = [assets.text_size(h, size_px, bold=True)[0] + heading_pad for h in headings]
        widths[0] = max(widths[0], assets.text_size("88", size_px)[0] + heading_pad)
        widths[1] = round(size_px * 1.2)  # the innkeeper's symbol, 0.8 of the text across
        seat_w = max(figure_width(size_px), round(size_px * 1.4)) + seat_pad
        return headings, widths + [seat_w] * len(self.slots)

    def fitted_columns(self, words: Words) -> tuple[int, list[str], list[int]]:
        """The text size, headings and column widths that fit the paper's width.

        Six seats' columns beside the headings outgrew the paper at every window size
        (618 px wanted in 558 at 1920x1080), so the last seat's scores were cut off:
        the gaps between the seats' columns narrow first, then those after the headings
        (never under a third of the text, so they never run together), then the text
        shrinks a pixel at a time, never under the sofa's least (22 px at 1080 lines,
        15 at 720: with the log open at 1280x720 the sheet's text was 14 px)."""
        room = self.rect.width - 2 * theme.px(10, self.scale)
        size = theme.text_px(TextSize.SMALL, self.scale)
        floor = min(size, sofa_px(self.scale))
        while True:
            pads = ((size // 2, size // 2), (size // 4, size // 2), (0, size // 2),
                    (0, size // 3))
            for seat_pad, heading_pad in pads:
                headings, widths = self._columns(words, size, seat_pad, heading_pad)
                if sum(widths) <= room:
                    return size, headings, widths
            if size <= floor:
                # The seats' columns share what the headings leave, their figures drawn
                # as small as they fit it (:func:`figure_px`): six seats with the log open
                # at 1280x720.
                seats = len(self.slots)
                return size, headings, widths[:4] + [(room - sum(widths[:4])) // seats] * seats
            size -= 1

    def _title_h(self, words: Words) -> int:
        return assets.text_size(words("polterfass_scene.tally_title"),
                                theme.text_px(TextSize.BODY, self.scale), bold=True)[1]

    def paper(self, words: Words) -> pygame.Rect:
        """The sheet as drawn: its place, grown down towards :attr:`reach` as far as every
        round in rows of ``ROW_MIN`` asks."""
        paper = pygame.Rect(self.rect)
        if self.reach > paper.bottom:
            size = theme.text_px(TextSize.SMALL, self.scale)
            wanted = (theme.px(10, self.scale) + self._title_h(words)
                      + (len(self.lines) + 2) * size * ROW_MIN)
            paper.height = max(paper.height, min(round(wanted), self.reach - paper.top))
        return paper

    def draw(self, surface: pygame.Surface, words: Words) -> None:
        paper = self.paper(words)
        key = (paper.size, self.scale, tuple(self.lines), self.innkeeper, words)
        if self._cache is None or self._cache[0] != key:
            # The sheet over its shadow in one surface: the shadow alone, blitted every
            # frame, was a 600x500 blend (1.5 ms a frame at 1920x1080 on a busy machine).
            self._cache = (key, *paint.with_shadow(
                self._render(words, paper.height), theme.px(theme.RADIUS_M, self.scale),
                offset=(0, theme.px(4, self.scale)), blur=theme.px(8, self.scale)))
        _, sheet, (left, top) = self._cache
        surface.blit(sheet, (paper.x - left, paper.y - top))

    def rows(self, title_h: int, height: int | None = None) -> tuple[int, float, int]:
        """Where the heading row starts, how tall a row is, and how many lines fit (on
        paper ``height`` tall, else as tall as the sheet's place).

        The rows share the paper below the title evenly, each at least ``ROW_MIN`` times
        the text tall, or closer, down to ``ROW_TIGHT``, where that keeps every round and
        the totals on the paper: a row height rounded up once and repeated lost the last
        line to the rounding, leaving room for one more line empty at the foot of a full
        tally.
        """
        size = theme.text_px(TextSize.SMALL, self.scale)
        margin = theme.px(10, self.scale)
        top = margin // 2 + title_h
        room = (self.rect.height if height is None else height) - top - margin // 2
        count = max(2, int(room // (size * ROW_MIN)))  # the heading row, then the lines
        wanted = len(self.lines) + 2  # the heading, every round and the totals
        if count < wanted:
            count = max(count, min(wanted, int(room // (size * ROW_TIGHT))))
        return top, max(room, size * ROW_MIN * 2) / count, count - 1

    def shown_lines(self, fits: int) -> list[TallyLine]:
        """The rounds' lines on the paper, the newest, with room kept for the totals."""
        return self.lines[-(fits - 1):] if fits > 1 and self.lines else []

    def written(self, words: Words) -> pygame.Rect:
        """The sheet from its top down to its last line shown (its title and headings and
        at least one line: the note of an empty sheet, or the totals), what a word about
        the tally is about; the paper below is blank."""
        paper = self.paper(words)
        top, row_h, fits = self.rows(self._title_h(words), paper.height)
        lines = len(self.shown_lines(fits)) + 1  # the rounds and the totals, or the note
        return pygame.Rect(paper.x, paper.y, paper.width,
                           min(paper.height, round(top + (lines + 1) * row_h)))

    def _render(self, words: Words, height: int) -> pygame.Surface:
        width = self.rect.width
        sheet = paint.paper_panel((width, height), theme.px(theme.RADIUS_M, self.scale)).copy()
        margin = theme.px(10, self.scale)
        size, headings, widths = self.fitted_columns(words)
        spare = width - 2 * margin - sum(widths)
        if spare > 0:  # the spare room goes to the seats' columns
            seats = len(self.slots)
            widths = widths[:4] + [w + spare // max(1, seats) for w in widths[4:]]
        least = min(size, sofa_px(self.scale))
        figures = (size, figure_px(size, min(widths[4:]), least))  # the headings', the seats'
        title = assets.text(words("polterfass_scene.tally_title"),
                            theme.text_px(TextSize.BODY, self.scale), theme.INK, bold=True)
        sheet.blit(title, (margin, margin // 2))
        top, row_h, fits = self.rows(title.get_height(), height)
        shown = self.shown_lines(fits)
        if len(shown) < len(self.lines):
            # The rounds off the top are said, not silently gone (trial s33 L/018).
            last = shown[0].round - 1 if shown else self.lines[-1].round
            self._draw_earlier(sheet, words, self.lines[0].round, last,
                               title.get_rect(topleft=(margin, margin // 2)), size)
        xs = [margin]
        for w in widths[:-1]:
            xs.append(xs[-1] + w)
        middle = round(top + row_h / 2)
        for index, heading in enumerate(headings):
            if heading:
                label = assets.text(heading, size, theme.INK_MUTED, bold=True)  # trial H/007
                sheet.blit(label, label.get_rect(midleft=(xs[index], middle)))
        gap = heading_gap(size)
        names = short_names(self.names, size, [width - gap - 2 for width in widths[4:]],
                            min(size, sofa_px(self.scale)))
        for seat, (slot, name) in enumerate(zip(self.slots, names, strict=True)):
            cell = pygame.Rect(xs[4 + seat], round(top), widths[4 + seat], round(row_h))
            self._draw_heading(sheet, seat, slot, cell, size, name)
        y = round(top + row_h)
        pygame.draw.line(sheet, theme.PAPER_RIM, (margin, y), (width - margin, y), 2)
        for index, line in enumerate(shown, start=1):
            self._draw_line(sheet, line, xs, widths, round(top + (index + 0.5) * row_h),
                            figures)
            y = round(top + (index + 1) * row_h)
            pygame.draw.line(sheet, theme.mix(theme.PAPER_RIM, theme.PAPER, 0.5),
                             (margin, y - 1), (width - margin, y - 1))
        if self.lines:
            pygame.draw.line(sheet, theme.PAPER_RIM, (margin, y), (width - margin, y), 2)
            self._draw_totals(sheet, words, xs, widths,
                              round(top + (len(shown) + 1.5) * row_h), figures)
        else:
            empty = assets.text(words("polterfass_scene.tally_empty"), size, theme.INK_MUTED)
            at = sheet.blit(empty, (margin, round(y + row_h / 3)))
            self._draw_rule(sheet, words, at.bottom + margin, size)
        return sheet

    def _draw_rule(self, sheet: pygame.Surface, words: Words, top: int, size: int) -> None:
        """What an order wins against the serve, under an empty sheet's note where it fits
        whole: in "Just play" nothing said it before the first bill (trial Y/011). RULES.md
        §2.5 phase 5 (the bill), PF-D5 (a failure), PF-D12 (no lower order gains)."""
        margin = theme.px(10, self.scale)
        rule = assets.paragraph(words("polterfass_scene.tally_rule"), size, theme.INK,
                                sheet.get_width() - 2 * margin, align="left")
        if top + rule.get_height() <= sheet.get_height() - margin // 2:
            sheet.blit(rule, (margin, top))

    def _draw_heading(self, sheet: pygame.Surface, seat: int, slot: int, cell: pygame.Rect,
                      size: int, shown: tuple[str, int]) -> None:
        """A seat's column headed by its symbol and its name in its colour, read from the
        sofa: ``shown``, the name and its size, whole where every name fits, else all
        alike shorter (:func:`short_names`); the innkeeper's underlined in gold."""
        radius = size * 0.3
        gap = heading_gap(size)
        name, px = shown
        # Three fifths ink: every seat colour reads at 4.5:1 or more on the tally's paper
        # (seat 1's orange the least, 4.9:1 on its shade; at 0.45 it read 3.9:1).
        label = assets.text(name, px, theme.mix(theme.seat_style(slot).colour, theme.INK, 0.6),
                            bold=True)
        left = cell.centerx - (gap + label.get_width()) // 2
        theme.draw_seat_symbol(sheet, slot, (left + radius, cell.centery), radius)
        sheet.blit(label, label.get_rect(midleft=(left + gap, cell.centery)))
        if seat == self.innkeeper:
            under = cell.bottom - 2
            pygame.draw.line(sheet, theme.GOLD_DARK, (left, under),
                             (left + gap + label.get_width(), under), 2)

    def _draw_earlier(self, sheet: pygame.Surface, words: Words, first: int, last: int,
                      title: pygame.Rect, size: int) -> None:
        """"Rounds 1–2 not shown" at the title's right: the totals count them."""
        text = (words("polterfass_scene.tally_earlier_one", first=first) if first == last
                else words("polterfass_scene.tally_earlier", first=first, last=last))
        room = sheet.get_width() - title.right - 2 * title.x
        label = assets.text(text, max(8, min(size, assets.fit_text_px(text, size, room))),
                            theme.INK_MUTED)
        sheet.blit(label, label.get_rect(midright=(sheet.get_width() - title.x,
                                                   title.centery)))

    def _draw_totals(self, sheet: pygame.Surface, words: Words, xs: list[int],
                     widths: list[int], middle: int, figures: tuple[int, int]) -> None:
        """The foot line: each seat's score after the last round, all in bold."""
        size, figure = figures
        label = assets.text(words("polterfass_scene.tally_total"), size, theme.INK_MUTED,
                            bold=True)
        sheet.blit(label, label.get_rect(midleft=(xs[0], middle)))
        for seat, score in enumerate(self.lines[-1].scores):
            total = assets.text(theme.number(score), figure, theme.INK, bold=True)
            sheet.blit(total, total.get_rect(center=(xs[4 + seat] + widths[4 + seat] // 2,
                                                     middle)))

    def _draw_line(self, sheet: pygame.Surface, line: TallyLine, xs: list[int],
                   widths: list[int], middle: int, figures: tuple[int, int]) -> None:
        size, figure = figures
        cells: list[tuple[int, str, theme.Colour]] = [
            (0, str(line.round), theme.INK_MUTED),
            (2, "—" if line.failed else str(line.served),
             theme.BRICK_DARK if line.failed else theme.INK),
            (3, str(line.ordered), theme.INK),
        ]
        for index, text, colour in cells:
            label = assets.text(text, size, colour)
            sheet.blit(label, label.get_rect(midleft=(xs[index], middle)))
        theme.draw_seat_symbol(sheet, self.slots[line.innkeeper],
                               (xs[1] + widths[1] // 2, middle), size * 0.4)
        for seat, gain in enumerate(line.gains):
            # A loss in the failure's brick, so a penalty reads as one.
            text = f"+{gain}" if gain > 0 else theme.number(gain)
            colour = theme.BRICK_DARK if gain < 0 else theme.INK if gain else theme.INK_MUTED
            label = assets.text(text, figure, colour, bold=seat == line.innkeeper)
            sheet.blit(label, label.get_rect(center=(xs[4 + seat] + widths[4 + seat] // 2,
                                                     middle)))

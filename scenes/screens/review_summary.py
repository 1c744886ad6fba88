"""The results screen's review: where each person's game was won and lost.

While the review is worked out (:class:`~scenes.games.review_desk.ReviewDesk`)
a bar shows how far it is, and under it a costly decision of each person's found so
far, which then stays put: a line a player may be reading is never swapped for another
(trial s25: "Round 1: ... 4.2" gave way to "Round 5: ... 9.2" under the reader's eyes).
The whole review then comes in once, fading in after the held lines fade out: for each person
at the table (every seat when only computers played), their accuracy and their two or
three most costly decisions (the held one among them) in the order they were played, one
line each with a Watch button that opens the replay at that moment; a person whose
decisions were all close to the best is told so.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from scenes.screens.review_words import accuracy_text, verdict_line
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop.i18n import Words
from tabletop.review import Review, Verdict
from tabletop.session import GameSession

LINES_PER_PERSON = 3
WATCH_W = 104
"""A Watch button's width (unscaled)."""
FADE_SECONDS = 0.5
"""How long the lines held while the review was worked out take to fade out and the whole
review to fade in after them (0.8 s, longer on a busy machine, read as pale grey text,
trial s33 L/016)."""


class ReviewSummary:
    """The review's lines and Watch buttons in a rectangle of the results screen."""

    def __init__(self, session: GameSession, on_watch: Callable[[int], None]) -> None:
        self.session = session
        self.on_watch = on_watch
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.buttons: list[Button] = []
        self._rows: list[tuple[int, Verdict | None, list[str]]] = []
        """(seat, verdict, its lines) per row; a person's heading has no lines."""
        self.held: dict[int, Verdict] = {}
        """Per seat, the decision shown while the review is worked out: it stays until the
        whole review comes in."""
        self._layer: pygame.Surface | None = None
        """Where the review is drawn to be laid on the screen half see-through as it fades."""

    def seats(self) -> list[int]:
        """Whose decisions are summed up: the people, or everyone when only computers
        played."""
        people = [seat for seat, config in enumerate(self.session.seats) if config.is_person]
        return people or list(range(len(self.session.seats)))

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def _words_right(self) -> int:
        """Where the words end: a clear gap before the Watch buttons' column (trial s19 at
        1280x720: 4 px apart, the sentences ran into the buttons)."""
        return self.rect.right - self.px(WATCH_W) - self.px(theme.SPACE_M)

    def layout(self, rect: pygame.Rect, scale: float, review: Review | None,
               words: Words) -> list[Button]:
        """Lay the lines out in ``rect``; the Watch buttons to put in the screen's ring.

        A person's heading row holds their name and accuracy; each decision's sentence
        wraps whole onto as many lines as it needs, and a person gets fewer decisions
        where the rectangle has no room for them. What still does not fit is left to the
        replay, and a last line says so: nothing is drawn past the rectangle's foot, and
        no sentence is cut (one cut after two lines with "…" lost the figure that says
        what the choice cost, trial s28 D/169)."""
        self.rect, self.scale = pygame.Rect(rect), scale
        self.buttons, self._rows = [], []
        if review is None:
            return []
        seats = self.seats()
        small = theme.text_px(TextSize.SMALL, scale)
        line_h = round(small * 1.3)
        room = self.rect.height - self._heading_height()
        for count in range(LINES_PER_PERSON, 0, -1):
            rows = self._lines(review, words, seats, count, small)
            if sum(self._height(row, line_h) for row in rows) <= room:
                break
        if sum(self._height(row, line_h) for row in rows) > room:
            rows = self._cut(rows, room, line_h, words("review.more_in_replay"))
        self._rows = rows
        y = self.rect.y + self._heading_height()
        width, height = self.px(WATCH_W), self.px(46)
        for row in rows:
            row_h = self._height(row, line_h)
            verdict = row[1]
            if verdict is not None:
                button = Button((self.rect.right - width, y + (row_h - height) // 2, width,
                                 height), "review.watch", style=ButtonStyle.SECONDARY,
                                on_click=partial(self.on_watch, verdict.start))
                self.buttons.append(button)
            y += row_h
        return self.buttons

    def _lines(self, review: Review, words: Words, seats: list[int], count: int,
               small: int) -> list[tuple[int, Verdict | None, list[str]]]:
        """Per seat a heading row, then its ``count`` costliest decisions worded and
        wrapped whole."""
        width = self._words_right() - self.rect.x - small
        rows: list[tuple[int, Verdict | None, list[str]]] = []
        game_id = self.session.spec.id
        for seat in seats:
            rows.append((seat, None, []))
            worst = self._shown_decisions(review, seat, count)
            for verdict in worst:
                text = verdict_line(words, game_id, verdict, self.session.name,
                                    len(self.session.seats))
                rows.append((seat, verdict, assets.wrap_lines(text, small, width)))
            if not worst:
                rows.append((seat, None, [words("review.none_marked")]))
        return rows

    def _shown_decisions(self, review: Review, seat: int, count: int) -> list[Verdict]:
        """``seat``'s ``count`` costliest decisions in the order of play, the one held while
        the review was worked out among them: it was read, and vanished when the whole
        review came in, the others listed costliest first (trial s28 E/181-182: "Round 2"
        gone, then rounds 12, 18, 13)."""
        worst = review.costliest(seat, count)
        held = self.held.get(seat)
        kept = next((verdict for verdict in review.of_seat(seat) if held is not None
                     and verdict.start == held.start and verdict.marked), None)
        if kept is not None and kept not in worst:
            worst = [*worst[:count - 1], kept]
        return sorted(worst, key=lambda verdict: verdict.start)

    def _cut(self, rows: list[tuple[int, Verdict | None, list[str]]], room: int, line_h: int,
             more: str) -> list[tuple[int, Verdict | None, list[str]]]:
        """The first ``rows`` that fit in ``room`` with a last line ``more`` under them (a
        heading is never left without a line of its own under it)."""
        note = (-1, None, assets.wrap_lines(more, theme.text_px(TextSize.SMALL, self.scale),
                                             self._words_right() - self.rect.x))
        left = room - self._height(note, line_h)
        kept: list[tuple[int, Verdict | None, list[str]]] = []
        for row in rows:
            height = self._height(row, line_h)
            if height > left:
                break
            kept.append(row)
            left -= height
        while kept and not kept[-1][2]:  # a heading with nothing under it
            kept.pop()
        return [*kept, note]

    def _height(self, row: tuple[int, Verdict | None, list[str]], line_h: int) -> int:
        """A row's height: its lines, and room for its Watch button."""
        height = line_h * max(1, len(row[2])) + line_h // 3
        return max(height, self.px(46) + self.px(6)) if row[1] is not None else height

    def _heading_height(self) -> int:
        return self.px(40)

    def drawn(self, review: Review | None) -> pygame.Rect:
        """The part of the rectangle drawn on: the heading with the bar while the review is
        worked out (or its failure), then the rows laid out; a notice may stand below."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        height = self._heading_height() + (
            round(small * 1.6) + self.px(14) if review is None
            else sum(self._height(row, round(small * 1.3)) for row in self._rows))
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.width,
                           min(self.rect.height, height))

    def draw(self, surface: pygame.Surface, words: Words, review: Review | None,
             progress: float, failed: bool, *, so_far: Review | None = None,
             fade: float = 1.0) -> None:
        """The review, or while it is worked out how far it is and ``so_far``, the part
        ready: a costly decision of each person's (:attr:`held`). As ``fade`` goes from 0
        to 1 the held lines fade out and then the whole review fades in (crossed, the two
        overlaid each other's words mid-way)."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        body = theme.text_px(TextSize.BODY, self.scale)
        title = assets.text(words("review.title"), body, theme.INK, bold=True)
        surface.blit(title, self.rect.topleft)
        top = self.rect.y + self._heading_height()
        if review is None:
            self._draw_working(surface, words, progress, failed, so_far, top, small)
        elif fade >= 1.0:
            self._draw_rows(surface, words, review, top, small)
        elif fade < 0.5:  # the held lines fade out, then the whole review in: never both
            self._blended(surface, 1.0 - 2 * fade, lambda layer: self._draw_working(
                layer, words, 1.0, False, review, top, small, whole=True))
        else:
            self._blended(surface, 2 * fade - 1.0, lambda layer: self._draw_rows(
                layer, words, review, top, small))

    def _draw_rows(self, surface: pygame.Surface, words: Words, review: Review, top: int,
                   small: int) -> None:
        """The whole review's rows as laid out, and their Watch buttons."""
        line_h = round(small * 1.3)
        y = top
        for seat, verdict, lines in self._rows:
            row_h = self._height((seat, verdict, lines), line_h)
            if not lines:  # a person's heading: name and accuracy
                self._draw_heading(surface, words, review, seat, y + row_h // 2, small)
            else:
                ink = theme.INK if verdict is not None else theme.INK_MUTED
                first = y + (row_h - line_h * len(lines)) // 2
                for number, line in enumerate(lines):
                    surface.blit(assets.text(line, small, ink),
                                 (self.rect.x + small, first + number * line_h))
            y += row_h
        for button in self.buttons:
            button.draw(surface)

    def _draw_heading(self, surface: pygame.Surface, words: Words, review: Review, seat: int,
                      middle: int, small: int, *, partial: bool = False) -> None:
        """A person's heading row: their symbol, name and good choices, these only once the
        whole game is reviewed (not while ``partial``): "Good so far: 5 of 5" stood beside
        Mina, who passed every auction and finished last (trial s23; s21 had a share of
        100% at 1% reviewed)."""
        theme.draw_seat_symbol(surface, self.session.seats[seat].colour,
                               (self.rect.x + small // 2, middle), small * 0.42)
        accuracy = assets.text("" if partial else accuracy_text(words, review.accuracy(seat)),
                               small, theme.INK_MUTED)
        surface.blit(accuracy, accuracy.get_rect(midright=(self._words_right(), middle)))
        name, size = assets.fit_label(self.session.name(seat), small,
                                      self.rect.width - accuracy.get_width() - small * 3,
                                      bold=True, min_fraction=1.0)
        shown = assets.text(name, size, theme.INK, bold=True)
        surface.blit(shown, shown.get_rect(midleft=(self.rect.x + small + self.px(6), middle)))

    def _draw_working(self, surface: pygame.Surface, words: Words, progress: float,
                      failed: bool, so_far: Review | None, top: int, small: int, *,
                      whole: bool = False) -> None:
        """How far the review is, its bar, and under them the part ready so far: each
        person's costliest decision when first shown, held from then on (trial s19: the
        panel stood blank but for "0%" for 15 s, and gave nothing of the decisions already
        judged; trial s25: the line shown was swapped for a costlier one while read).
        Once the review is ``whole`` (its held lines fading out) no note says Watch is yet
        to come, and only then does it read 100%: trial s26 E/288 read "Reviewing 100%"
        over "Watch comes once the whole game is reviewed" beside the Watch buttons."""
        percent = round(100 * progress) if whole else min(99, round(100 * progress))
        text = words("review.failed") if failed else words("review.working", percent=percent)
        surface.blit(assets.text(text, small, theme.INK_MUTED), (self.rect.x, top))
        if failed:
            return
        bar = pygame.Rect(self.rect.x, top + round(small * 1.6), self.rect.width, self.px(14))
        paint.rounded_rect(surface, bar, theme.PAPER_SHADE, bar.height // 2)
        filled = bar.copy()
        filled.width = max(bar.height, round(bar.width * progress))
        paint.rounded_rect(surface, filled, theme.GOLD, bar.height // 2)
        paint.rounded_rect(surface, bar, theme.PAPER_RIM, bar.height // 2, 1)
        if so_far is None:
            return
        line_h = round(small * 1.3)
        y, width = bar.bottom + line_h // 2, self._words_right() - self.rect.x - small
        note = [] if whole else assets.wrap_lines(words("review.so_far"), small,
                                                  self.rect.width)
        for seat in self.seats():
            worst = so_far.costliest(seat, 1)
            shown = self.held.get(seat, worst[0] if worst else None)
            lines = [] if shown is None else assets.wrap_lines(verdict_line(
                words, self.session.spec.id, shown, self.session.name,
                len(self.session.seats)), small, width)
            if y + line_h * (1 + len(lines) + len(note)) > self.rect.bottom:
                break
            if shown is not None:
                self.held[seat] = shown
            self._draw_heading(surface, words, so_far, seat, y + line_h // 2, small,
                               partial=True)
            y += line_h
            for line in lines:
                surface.blit(assets.text(line, small, theme.INK), (self.rect.x + small, y))
                y += line_h
            y += line_h // 3
        for line in note if y + line_h * len(note) <= self.rect.bottom else ():
            surface.blit(assets.text(line, small, theme.INK_MUTED), (self.rect.x, y))
            y += line_h


    def _blended(self, surface: pygame.Surface, opacity: float,
                 paint_on: Callable[[pygame.Surface], None]) -> None:
        """What ``paint_on`` draws in the rectangle, laid on ``surface`` at ``opacity`` (0
        to 1). The layer is kept, and only the rectangle cleared and laid: a new layer of
        the whole window each frame made the fade's frames slow, and the fade long."""
        layer = self._layer
        if layer is None or layer.get_size() != surface.get_size():
            layer = self._layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        area = self.rect.clip(layer.get_rect())
        layer.fill((0, 0, 0, 0), area)
        paint_on(layer)
        layer.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
        surface.blit(layer, area, area)

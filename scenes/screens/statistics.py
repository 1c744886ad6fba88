"""Statistics per game, about people: each person's games, wins, average and best, their scores
over their recent games and their accuracy over time, drawn as charts; wins per person and per
computer level; the high-score table.

The screen opens on the game played last (the newest game kept for replays), so after a game
its page is the one shown. One person's charts are shown at a time, the most active first;
the arrows beside their name (or Left/Right on the person's row of buttons) go to the next.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.screens.dialogs import GameTabsScene
from scenes.screens.replay_list import ReplayListScene, score_text
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Push, Transition
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.charts import LineChart, Series, draw_bars
from tabletop import storage
from tabletop.bots import LEVELS
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.storage.names import shown_name

MAX_PEOPLE_ROWS = 6
READ = TextSize.BODY
"""The page's tables, bars and captions: at the small size (24 px at 1920x1080) they were
hard to read from the sofa (trial s25 A/094, B/187)."""
MAX_BARS = 7
LINE_FROM = 3
"""A person's fewer games are drawn as labelled bars, not as a line."""


def last_played() -> str | None:
    """The game whose newest kept game is the newest of all (file names start with the
    moment the game ended)."""
    newest: tuple[str, str] | None = None
    for game_id in GAMES:
        entries = storage.list_finished(game_id)
        if entries and (newest is None or entries[0].file > newest[0]):
            newest = (entries[0].file, game_id)
    return None if newest is None else newest[1]


class StatisticsScene(GameTabsScene):
    """One page per registered game, chosen with tabs."""

    panel_width = 1200
    """The charts want the width a sofa can read them at."""

    def __init__(self, context: AppContext, game_id: str | None = None) -> None:
        super().__init__(context, game_id or last_played() or next(iter(GAMES), None))
        self.stats: dict[str, storage.GameStats] = {}
        self.person = 0
        """Whose charts are shown, an index into :meth:`people`."""
        self.columns: list[pygame.Rect] = []
        self.rows: list[pygame.Rect] = []
        """Where each person's row was drawn: a click there shows their charts."""
        self.replays: ReplayListScene | None = None
        """The replays opened from here, until the screen is back."""

    def enter(self) -> None:
        self.context.flush_statistics()  # an accuracy just worked out may be on its way
        self.stats, notice = storage.load_statistics()
        if notice is not None:
            self.context.notices.append(notice)
        super().enter()
        self.show_notices()

    def resume(self) -> None:
        # Back from the replays on the page of the game chosen there (trial s37 T/020).
        listing, self.replays = self.replays, None
        if listing is not None and listing.game_id not in (None, self.game_id):
            self.game_id, self.person = listing.game_id, 0
        super().resume()

    def select(self, game_id: str) -> None:
        self.person = 0
        super().select(game_id)

    @property
    def page(self) -> storage.GameStats:
        return self.stats.get(self.game_id or "", storage.GameStats())

    def people(self) -> list[tuple[str, storage.PersonRecord]]:
        """The people with a record, the most games first (then by name)."""
        return sorted(self.page.people.items(), key=lambda item: (-item[1].games, item[0]))

    def layout(self) -> None:
        super().layout()
        if self.game_id is None:
            return
        back = self.ring.buttons[-1]  # Back, centred under the page: the replays beside it
        replays = Button(back.rect.move(back.rect.width + self.px(24), 0), "replay.list_open",
                         style=ButtonStyle.SECONDARY, on_click=self.open_replays)
        pad = self.px(28)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        has_table = GAMES[self.game_id].keeps_high_scores
        shares = (0.34, 0.38, 0.28) if has_table else (0.42, 0.58)
        gap = self.px(28)
        usable = inner.width - gap * (len(shares) - 1)
        x = inner.x
        self.columns = []
        for share in shares:
            column_w = round(usable * share)
            self.columns.append(pygame.Rect(x, inner.y, column_w, inner.height))
            x += column_w + gap
        buttons = [*self.ring.buttons, replays]
        if len(self.people()) > 1:
            charts = self.columns[1]
            size = self.px(44)
            before = Button((charts.right - 2 * size - self.px(8), charts.y, size, size),
                            text="◀", style=ButtonStyle.SECONDARY,
                            on_click=lambda: self.next_person(-1))
            after = Button((charts.right - size, charts.y, size, size), text="▶",
                           style=ButtonStyle.SECONDARY, on_click=lambda: self.next_person(1))
            buttons[-2:-2] = [before, after]
        self.ring.set_buttons(buttons)
        self.ring.focus(back)

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.person = index
                    self.context.play("click")
                    return None
        return super().handle_event(event)

    def next_person(self, step: int) -> None:
        people = self.people()
        if people:
            self.person = (self.person + step) % len(people)

    def open_replays(self) -> None:
        """The list of the shown game's stored games, each opening its replay."""
        if self.game_id is not None:
            self.replays = ReplayListScene(self.context, self.game_id)
            self.go(Push(self.replays))

    # -- drawing ---------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_title(surface, words("app.stats.title"), self.px(52))
        self.draw_panel(surface, self.panel)
        if self.game_id is None or not self.columns:
            return
        stats = self.page
        left = self.columns[0]
        self.draw_text(surface, words(f"{self.game_id}.title"), TextSize.HEADING, left.topleft,
                       bold=True, max_width=left.width)
        counts = (words("app.stats.counts_uncounted", played=stats.played,
                        finished=stats.finished, uncounted=stats.uncounted)
                  if stats.uncounted else
                  words("app.stats.counts", played=stats.played, finished=stats.finished))
        self.draw_text(surface, counts, READ, (left.x, left.y + self.px(40)),
                       colour=theme.INK_MUTED, max_width=left.width)
        table_top = left.y + self.px(78)
        rows_bottom = self._draw_people(surface, pygame.Rect(left.x, table_top, left.width,
                                                             left.bottom - table_top))
        self._draw_wins(surface, pygame.Rect(left.x, rows_bottom, left.width,
                                             left.bottom - rows_bottom))
        for before, column in zip(self.columns, self.columns[1:], strict=False):
            divider = (before.right + column.x) // 2
            pygame.draw.line(surface, theme.PAPER_RIM, (divider, column.y),
                             (divider, column.bottom), 2)
        self._draw_charts(surface, self.columns[1])
        if len(self.columns) > 2:
            self._draw_high_scores(surface, self.columns[2])

    def _draw_people(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The people's table: name, games, wins, average, best; the shown person lit; the
        computer levels under them, in grey. Returns where the table ends."""
        words = self.context.words
        people = self.people()[:MAX_PEOPLE_ROWS]
        computers = sorted(self.page.computers.items(), key=lambda item: LEVELS.index(item[0]))
        computers = computers[:max(0, MAX_PEOPLE_ROWS - 1 - len(people))]  # 1: their heading
        text_px = self.font_px(READ)
        row_h = round(text_px * 1.55)
        columns = self._number_columns(area)
        y = area.y
        self.rows = []
        if not people and not computers:
            # As many lines as the words wrap to: at 1280x720 the English ran to three
            # body lines, more than three small rows, and into the Wins heading (trial s15).
            # Finished games among computers only are not "nobody finished" (trial s26 E/284).
            empty = "app.stats.only_computers" if self.page.finished else "app.stats.no_people"
            said = words(empty)
            if self.page.uncounted:  # why Replays lists games this page does not count
                said += "\n" + words("app.stats.uncounted", count=self.page.uncounted)
            drawn = self.draw_paragraph(surface, said, (area.x, y), area.width)
            return drawn.bottom + self.px(14)
        for key, x in zip(("app.stats.games", "app.stats.wins_short", "app.stats.average",
                           "app.stats.best"), columns, strict=True):
            self.draw_text(surface, words(key), READ, (x, y), colour=theme.INK_MUTED,
                           anchor="topright")
        y += row_h
        wins = self.page.wins
        for index, (name, record) in enumerate(people):
            row = pygame.Rect(area.x - self.px(8), y - self.px(3), area.width + self.px(16),
                              row_h)
            self.rows.append(row)
            if index == self.person:
                paint.rounded_rect(surface, row, theme.GOLD_LIGHT, self.px(6))
            # No seat symbol beside a name: a seat is chosen afresh at each game's setup, so
            # the row's place (games, then name) drew Jun with the circle Mina had worn in
            # the game (trial s21); nothing kept here says which seat a person sat in.
            self.draw_name(surface, shown_name(name, words), (area.x, y),
                           columns[0] - area.x - text_px * 3)
            self._draw_numbers(surface, record, wins.get(name, 0), columns, y, theme.INK)
            y += row_h
        # Computers too, by level as their wins are kept, under their own heading, in grey
        # and not bold: the computer that won stood under "Games won by" but nowhere in the
        # table (trial s31 I/031). "Computer (Hard)" on each row was cut short at 1280x720.
        if computers:
            self.draw_text(surface, words("app.stats.computers"), READ, (area.x, y),
                           colour=theme.INK_MUTED, max_width=columns[0] - area.x)
            y += row_h
        for level, record in computers:
            self.draw_text(surface, words(f"app.level.{level}"), READ,
                           (area.x + text_px, y), colour=theme.INK_MUTED)
            self._draw_numbers(surface, record, self.page.computer_wins.get(level, 0),
                               columns, y, theme.INK_MUTED)
            y += row_h
        if not people:  # why no person is listed (trial s26 E/284)
            y = self.draw_paragraph(surface, words("app.stats.only_computers"),
                                    (area.x, y + self.px(6)), area.width).bottom
        return y + self.px(14)

    def _draw_numbers(self, surface: pygame.Surface, record: storage.PersonRecord,
                      wins: int, columns: list[int], y: int, colour: theme.Colour) -> None:
        """One row's games, wins, average and best, right-aligned in ``columns``."""
        average = record.average
        cells = (str(record.games), str(wins),
                 "–" if average is None else self._score(round(average)),
                 "–" if record.best is None else self._score(record.best))
        for text, x in zip(cells, columns, strict=True):
            self.draw_text(surface, text, READ, (x, y), colour=colour, anchor="topright")

    def _number_columns(self, area: pygame.Rect) -> list[int]:
        """The right edges of the four number columns (games, wins, average, best), each as
        wide as its heading or a four-figure score, from the table's right."""
        words = self.context.words
        text_px = self.font_px(READ)
        widest = self._score(-9999 if self._score(1) != "1" else -999)  # with its unit
        widths = [max(assets.text_size(words(key), text_px)[0],
                      assets.text_size(widest, text_px)[0]) + text_px // 2
                  for key in ("app.stats.games", "app.stats.wins_short", "app.stats.average",
                              "app.stats.best")]
        edges, right = [], area.right
        for width in reversed(widths):
            edges.append(right)
            right -= width
        return list(reversed(edges))

    def _score(self, value: int) -> str:
        # With the game's unit, as its table writes it: Big Shot's "20" read as a bare
        # number, not 20M (trial s31 I/030).
        return score_text(self.context.words, self.game_id or "", value)

    def _draw_wins(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Wins per person and per computer level, as bars."""
        words = self.context.words
        if area.height < self.px(60):
            return
        self.draw_text(surface, words("app.stats.wins"), TextSize.BODY, area.topleft, bold=True)
        top = area.y + self.px(38)
        # As many as stand a line apart: a person and three computer levels squeezed into
        # the room under a five-row table, their names touching (s32). The table above
        # still gives every row's wins.
        fit = max(1, (area.bottom - top) // round(self.font_px(READ) * 1.3))
        rows = win_rows(words, self.page)[:min(MAX_BARS, fit)]
        if not rows:
            # Finished games with no winner (a game played alone) are not "none finished":
            # a trial read "No finished games yet" beside "finished 1".
            empty = "app.stats.no_winner_yet" if self.page.finished else "app.stats.no_wins"
            self.draw_paragraph(surface, words(empty), (area.x, top), area.width)
            return
        # People's bars in the felt's green, not a seat's colour (a seat is no one's across
        # games, see _draw_people); the computer levels' in grey.
        bars = [(shown_name(name, words), float(count),
                 theme.FELT_LIGHT if ink == theme.INK else theme.DISABLED)
                for name, count, ink in rows]
        height = min(area.bottom - top, round(self.font_px(READ) * 1.7) * len(bars))
        draw_bars(surface, pygame.Rect(area.x, top, area.width, height), bars,
                  self.font_px(READ))

    def _draw_charts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The shown person's scores over their recent games (wins in gold) and their
        accuracy in the games that were reviewed."""
        words = self.context.words
        people = self.people()
        if not people:
            self.draw_text(surface, words("app.stats.charts"), TextSize.BODY, area.topleft,
                           bold=True)
            self.draw_paragraph(surface, words("app.stats.no_charts"),
                                (area.x, area.y + self.px(44)), area.width)
            return
        self.person %= len(people)
        name, record = people[self.person]
        arrows = self.px(110) if len(people) > 1 else 0
        self.draw_text(surface, words("app.stats.games_of", name=shown_name(name, words)),
                       TextSize.BODY, area.topleft, bold=True, max_width=area.width - arrows)
        text_px = self.font_px(READ)
        # The charts are drawn in ink, never in a seat's colour: the first seat's amber read
        # as the gold that marks a win, so a lost game looked won (trial s18).
        colour = theme.INK_SOFT
        half = (area.height - self.px(60)) // 2
        scores_top = area.y + self.px(56)
        count = len(record.recent)  # "last 1 games" read oddly: one game is said as one
        self.draw_text(surface, words("app.stats.scores_chart_one") if count == 1 else
                       words("app.stats.scores_chart", count=count),
                       READ, (area.x, scores_top), colour=theme.INK_MUTED, max_width=area.width)
        points = [(float(index), float(outing.score)) for index, outing in
                  enumerate(record.recent)]
        chart = pygame.Rect(area.x, scores_top + round(text_px * 1.5), area.width,
                            half - round(text_px * 2.2))
        marks = [outing.won for outing in record.recent]
        if len(points) < LINE_FROM:
            self._draw_few(surface, chart, list(enumerate(marks, 1)), points,
                           lambda value: self._score(round(value)))
        else:
            LineChart(chart, [Series(colour, points, marks)], text_px,
                      y_format=lambda value: self._score(round(value)),
                      x_range=(-0.5, max(1.0, len(points) - 0.5))).draw(surface)
        accuracy_top = scores_top + half
        accuracies = record.accuracies()
        self.draw_text(surface, words("app.stats.accuracy_chart"), READ,
                       (area.x, accuracy_top), colour=theme.INK_MUTED)
        chart = pygame.Rect(area.x, accuracy_top + round(text_px * 1.5), area.width,
                            half - round(text_px * 2.2))
        if not accuracies:
            self.draw_paragraph(surface, words("app.stats.no_accuracy"),
                                (area.x, chart.y + self.px(8)), area.width)
            return
        values = [(float(index), 100 * value) for index, (_, value) in enumerate(accuracies)]
        if len(values) < LINE_FROM:
            reviewed = [number for number, outing in enumerate(record.recent, 1)
                        if outing.accuracy is not None]  # the games' own numbers
            self._draw_few(surface, chart, [(number, False) for number in reviewed], values,
                           lambda value: f"{round(value)}%", top=100.0)
            return
        LineChart(chart, [Series(colour, values)], text_px,
                  y_format=lambda value: f"{round(value)}%", y_range=(0.0, 100.0),
                  x_range=(-0.5, max(1.0, len(values) - 0.5))).draw(surface)

    def _draw_few(self, surface: pygame.Surface, area: pygame.Rect,
                  games: list[tuple[int, bool]], points: list[tuple[float, float]],
                  value_format: Callable[[float], str], top: float | None = None) -> None:
        """One or two games as labelled bars ("Game 1 ███ 117"), each (number, won) of
        ``games`` with its point's value, a won game's in gold: as a line chart they were
        a lone dot on a large empty axis (trial s31 I/031)."""
        words = self.context.words
        text_px = self.font_px(READ)
        bars = [(words("app.stats.game_number", number=number), value,
                 theme.GOLD if won else theme.FELT_LIGHT)
                for (number, won), (_, value) in zip(games, points, strict=True)]
        height = min(area.height, round(text_px * 2) * len(bars))
        draw_bars(surface, pygame.Rect(area.x, area.y + self.px(4), area.width, height), bars,
                  text_px, value_format, top=top)

    def _draw_high_scores(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        words = self.context.words
        self.draw_text(surface, words("app.stats.high_scores"), TextSize.BODY, area.topleft,
                       bold=True, max_width=area.width)
        entries = list(self.page.high_scores)
        if not entries:
            self.draw_paragraph(surface, words("app.stats.no_high_scores"),
                                (area.x, area.y + self.px(44)), area.width)
            return
        text_px = self.font_px(READ)
        # One row more for the rule both high-score lists keep, where a computer played
        # (files from before the count know it by a computer's win): computers are not
        # ranked. Under people's games alone it spoke of nobody (trial s26 D/207).
        computers_played = bool(self.page.computer_games or self.page.computer_wins)
        row_h = min(round(text_px * 1.6),
                    (area.height - self.px(44)) // (len(entries) + computers_played))
        y = area.y + self.px(44)
        date_w = assets.text_size("2026-12-31", text_px)[0]
        score_w = assets.text_size(self._score(max(abs(e.score) for e in entries)) + "−",
                                   text_px, bold=True)[0]
        for index, entry in enumerate(entries):
            middle = y + row_h // 2
            self.draw_text(surface, f"{index + 1}.", READ,
                           (area.x + round(text_px * 1.3), middle), colour=theme.INK_MUTED,
                           anchor="midright")
            name_x = area.x + text_px * 1.6
            score_right = area.right - date_w - text_px // 2
            self.draw_name(surface, shown_name(entry.name, words),
                           (name_x, middle - text_px * 0.65),
                           score_right - score_w - text_px // 2 - name_x)
            self.draw_text(surface, self._score(entry.score), READ,
                           (score_right, middle), bold=True, anchor="midright")
            self.draw_text(surface, entry.date, READ, (area.right, middle),
                           colour=theme.INK_MUTED, anchor="midright")
            y += row_h
        if not computers_played:
            return
        self.draw_text(surface, words("app.stats.not_ranked"), READ,
                       (area.x + round(text_px * 1.6), y + row_h // 2), colour=theme.INK_MUTED,
                       anchor="midleft", max_width=area.width - round(text_px * 1.6))

    def draw_name(self, surface: pygame.Surface, name: str, position: tuple[float, float],
                  width: float) -> None:
        """A person's name in bold at the page's reading size, shortened with an ellipsis
        (never shrunk: it is read from the sofa)."""
        text_px = self.font_px(READ)
        shown, size = assets.fit_label(name, text_px, max(text_px, round(width)), bold=True,
                                       min_fraction=1.0)
        surface.blit(assets.text(shown, size, theme.INK, bold=True),
                     (round(position[0]), round(position[1])))


def win_rows(words: Words, stats: storage.GameStats) -> list[tuple[str, int, theme.Colour]]:
    """People by wins (most first), then the computer levels in their own soft colour."""
    people = sorted(stats.wins.items(), key=lambda item: (-item[1], item[0]))
    computers = sorted(stats.computer_wins.items(), key=lambda item: (-item[1], item[0]))
    rows = [(name, count, theme.INK) for name, count in people]
    rows += [(words("app.stats.computer_level", level=words(f"app.level.{level}")), count,
              theme.INK_SOFT) for level, count in computers]
    return rows

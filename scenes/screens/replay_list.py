"""The stored games of one game, newest first, reached from Statistics, or of every game
(each row naming its game), reached from Replays on the main menu, where a player looks for
them (trial s28 D/216 found them only under Statistics, one game's tab at a time): one row
each (date, seats with their scores, the winner); choosing a row opens its replay. Tabs
above the list (every game, then each game; Ctrl+Tab as on Statistics) switch between
them: a player who came from another game's statistics had to go back to choose it
(trial s37 T/020).

The rows come from the archive's index (``storage.list_finished``), so the list opens at
once however many games are kept; the file itself is read and checked only when chosen
(``storage.load_finished``). A file that is refused (damaged, of other rules, or not
ending as it claims) shows the refusal's sentence and nothing else changes. A file the
list found refused is not listed, and a line under the rows says how many there are.

Each row has its Export button (a copy for a friend, in the user's Documents folder
under a readable name; a notice says where), and "Open a game file" below the list
picks a file another Tabletop exported (:mod:`scenes.screens.game_files`; dropping one on the
window does the same from any screen).
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import Any

import pygame

from scenes.screens.dialogs import PanelScene, tab_rects
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.games import GAMES
from tabletop.i18n import Words, has_key
from tabletop.session import GameSession
from tabletop.storage.names import shown_name

ROW_HEIGHT = 84
"""One stored game's row, two lines (reference pixels)."""
UNREADABLE_LINE = 40
"""The line under the rows that says how many files could not be read (reference px)."""


class ReplayListScene(PanelScene):
    """The stored games of ``game_id`` (of every game: None), a page of rows at a time."""

    def __init__(self, context: AppContext, game_id: str | None = None) -> None:
        super().__init__(context)
        self.game_id = game_id
        self.listed: list[tuple[str, storage.FinishedEntry]] = []
        """Each stored game with its game's id, newest first."""
        self.unreadable = 0
        """The game's files that could not be read as games (not listed)."""
        self.first = 0  # the newest row on the page
        self.per_page = 1
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tabs: list[Button] = []
        """The tabs: every game's list, then each game's, in the order of ``GAMES``."""

    def enter(self) -> None:
        self._read()
        super().enter()

    def resume(self) -> None:
        # Read again: a game opened from a file may have been added meanwhile. Never on
        # a layout: a resize must not read the folder (thousands of files took a minute).
        self._read()
        self.first = min(self.first, max(0, len(self.listed) - 1))
        super().resume()

    @property
    def entries(self) -> list[storage.FinishedEntry]:
        return [entry for _, entry in self.listed]

    def select(self, game_id: str | None) -> None:
        """Show the stored games of ``game_id`` (of every game: None), from the newest."""
        self.game_id, self.first = game_id, 0
        self._read()
        self.relayout()

    def switch_tab(self, step: int) -> None:
        choices = [None, *GAMES]
        index = choices.index(self.game_id) if self.game_id in choices else 0
        self.select(choices[(index + step) % len(choices)])

    def _read(self) -> None:
        self.listed, self.unreadable = [], 0
        for game_id in (list(GAMES) if self.game_id is None else [self.game_id]):
            listed = storage.listing(game_id)
            self.listed += [(game_id, entry) for entry in listed.entries]
            self.unreadable += listed.unreadable
        # Newest first across the games (each game's listing is already).
        self.listed.sort(key=lambda row: finished_moment(row[1]), reverse=True)

    def layout(self) -> None:
        width, height = self.size
        words = self.context.words
        focused_tab = (self.tabs.index(self.ring.focused) if self.ring.focused in self.tabs
                       else None)
        top = self.px(96)
        panel_w = min(self.px(1080), width - self.px(80))
        self.tabs = self._tabs((width - panel_w) // 2, panel_w, top)
        top = self.tabs[0].rect.bottom + self.px(16)
        button_h = self.px(58)
        button_y = height - self.px(32) - button_h
        self.panel = pygame.Rect(0, 0, panel_w, button_y - self.px(20) - top)
        self.panel.midtop = (width // 2, top)
        row_h = self.px(ROW_HEIGHT)
        inner = self.panel.inflate(-2 * self.px(24), -2 * self.px(24))
        if self.unreadable:
            inner.height -= self.px(UNREADABLE_LINE)
        self.per_page = max(1, inner.height // row_h)
        rows: list[Button] = []
        export_w = self.px(150)
        for index, (game_id, entry) in enumerate(
                self.listed[self.first:self.first + self.per_page]):
            y = inner.y + index * row_h
            text, seats = row_text(words, game_id, entry)
            if self.game_id is None:  # every game's list: which game each row is
                text = words("replay.list_row_of_game", game=words(f"{game_id}.title"),
                             row=text)
            rows.append(RowButton((inner.x, y, inner.width - export_w - self.px(8),
                                   row_h - self.px(8)), text, seats,
                                  style=ButtonStyle.SECONDARY,
                                  on_click=partial(self.open, entry.file, game_id)))
            rows.append(Button((inner.right - export_w, y, export_w, row_h - self.px(8)),
                               "replay.export", style=ButtonStyle.SECONDARY, words=words,
                               on_click=partial(self.export, entry, game_id)))
        # Back centred under the panel as on every other screen; the two page buttons
        # together on its left, the file picker on its right (trial s27 D/179 read
        # "Newer · Back · Older", Back between the pages).
        gap, pair_gap = self.px(24), self.px(12)
        back = Button((width // 2 - self.px(120), button_y, self.px(240), button_h), "app.back",
                      style=ButtonStyle.SECONDARY, on_click=lambda: self.go(Pop()), words=words)
        page_w = self.px(180)
        older = Button((back.rect.x - gap - page_w, button_y, page_w, button_h),
                       "replay.older", style=ButtonStyle.SECONDARY, words=words,
                       enabled=self.first + self.per_page < len(self.listed),
                       on_click=partial(self.page, 1))
        newer = Button((older.rect.x - pair_gap - page_w, button_y, page_w, button_h),
                       "replay.newer", style=ButtonStyle.SECONDARY, words=words,
                       enabled=self.first > 0, on_click=partial(self.page, -1))
        pick = Button((back.rect.right + gap, button_y, self.px(300), button_h),
                      "replay.open_file", style=ButtonStyle.SECONDARY, on_click=self.pick_file,
                      words=words)
        # The rows' Export at the size of the buttons below: sized by its taller face, its
        # word stood larger than theirs (trial s37 T/021).
        bottom = [newer, older, back, pick]
        size = min(button.label_px() for button in bottom)
        for button in (*rows[1::2], *bottom):
            button.label_cap = size
        self.ring.set_buttons([*self.tabs, *rows, *bottom])
        if focused_tab is not None:  # a tab chosen from the keys keeps the focus
            self.ring.focus(self.tabs[focused_tab])
        else:
            self.ring.focus(rows[0] if rows else back)

    def _tabs(self, left: int, width: int, top: int) -> list[Button]:
        """Every game's list, then one tab per game, the one shown in gold, their words
        at one size, over the list as Statistics' tabs over its page."""
        choices = [None, *GAMES]
        words = self.context.words
        tabs = []
        for game_id, rect in zip(choices, tab_rects(self, left, width, top, len(choices)),
                                 strict=True):
            style = ButtonStyle.PRIMARY if game_id == self.game_id else ButtonStyle.SECONDARY
            key = "replay.list_all" if game_id is None else f"{game_id}.title"
            tabs.append(Button(rect, key, style=style, words=words,
                               on_click=partial(self.select, game_id)))
        size = min(tab.label_px() for tab in tabs)
        for tab in tabs:
            tab.label_cap = size
        return tabs

    def page(self, step: int) -> None:
        self.first = max(0, min(self.first + step * self.per_page,
                                len(self.listed) - 1))
        self.relayout()

    def export(self, entry: storage.FinishedEntry, game_id: str | None = None) -> None:
        """A copy of ``entry`` (of ``game_id``, else the list's game) for a friend; the
        notice says where it went (or why not)."""
        written, notice = storage.export_to_folder(GAMES[self._game(game_id)], entry)
        if written is None:  # a failure waits for OK, like every file's
            self.context.notices.append(notice)
            self.show_notices()
        else:
            self.toasts.show(notice.text(self.context.words), error=False, seconds=8.0)

    def pick_file(self) -> None:
        from scenes.screens.game_files import FilePickerScene

        self.go(Push(FilePickerScene(self.context)))

    def _game(self, game_id: str | None) -> str:
        """``game_id``, else the game whose list this is."""
        chosen = game_id or self.game_id
        assert chosen is not None, "every game's list names each row's game"
        return chosen

    def open(self, file: str, game_id: str | None = None) -> None:
        """The chosen game's replay (of ``game_id``, else the list's game), once its file
        has been checked; else why not."""
        game_id = self._game(game_id)
        finished, notice = storage.load_finished(game_id, file, words=self.context.words)
        if finished is None:
            if notice is not None:  # why the replay cannot open stays until OK
                self.context.notices.append(notice)
                self.show_notices()
            return
        session = GameSession(GAMES[game_id], finished.game, finished.seats)
        self.go(Push(self.context.navigator.replay(session)))

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        title = (words("replay.list_open") if self.game_id is None else
                 words("replay.list_title", game=words(f"{self.game_id}.title")))
        self.draw_title(surface, title, self.px(52))
        self.draw_panel(surface, self.panel)
        if not self.listed:
            self._draw_empty(surface)
        if self.unreadable:
            self.draw_text(surface, words("replay.list_unreadable", count=self.unreadable),
                           TextSize.SMALL, (self.panel.x + self.px(24),
                                            self.panel.bottom - self.px(24)),
                           colour=theme.INK_SOFT, anchor="bottomleft",
                           max_width=self.panel.width - 2 * self.px(24))

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """No stored game yet, and why a game played may not be here: a quit game is
        not kept (trial s25 D/160 looked for one and was told only that none was)."""
        words = self.context.words
        headline = self.draw_text(surface, words("replay.list_empty"), TextSize.BODY,
                                  (self.panel.centerx, self.panel.centery - self.px(40)),
                                  anchor="midbottom", bold=True)
        body_px = self.font_px(TextSize.BODY)
        top = headline.bottom + self.px(theme.SPACE_S)
        for line in assets.wrap_lines(words("replay.list_empty_why"), body_px,
                                      self.panel.width - 2 * self.px(theme.SPACE_XL)):
            top = self.draw_text(surface, line, TextSize.BODY, (self.panel.centerx, top),
                                 colour=theme.INK_SOFT, anchor="midtop").bottom


def finished_moment(entry: storage.FinishedEntry) -> float:
    """When ``entry``'s game ended, as seconds: its time read with its zone (a file
    imported from a friend may carry another); an unreadable time sorts as oldest."""
    try:
        return datetime.fromisoformat(entry.finished_at).timestamp()
    except ValueError:
        return 0.0


def row_text(words: Words, game_id: str, entry: storage.FinishedEntry) -> tuple[str, str]:
    """One stored game's row, its two lines: ("2026-12-01 20:15 · Won by Mina",
    "Mina: 212, Jun: 187"), or ("2026-12-01 20:15 · Played alone: no winner", "Ana: 187").

    The index keeps the names as they were saved, so a default name ("Computer 2") is
    shown in the screen's language, as the table showed it; scores are written as the
    game's plates write them ("$2400" in a money game)."""
    when = entry.finished_at[:16].replace("T", " ")
    names = [shown_name(name, words) for name in entry.names]
    # A colon between name and score: "Computer 1 46" ran the name's number into the
    # score (trial s31 I/027).
    seats = ", ".join(words("replay.list_seat", name=name,
                            score=score_text(words, game_id, score))
                      for name, score in zip(names, entry.scores, strict=False))
    if len(names) < 2:  # a game played alone is a score, not a win, as in the statistics
        return words("replay.list_row_alone", when=when), seats
    winners = ", ".join(names[seat] for seat in entry.winners if 0 <= seat < len(names))
    return words("replay.list_row", when=when, winners=winners), seats


class RowButton(Button):
    """A stored game's row: when and who won above, each seat with its score below. On
    one line, six seats' names and scores shrank to unreadable (trial s31 I/027)."""

    def __init__(self, rect: tuple[int, int, int, int], text: str, seats: str,
                 **kwargs: Any) -> None:
        super().__init__(rect, text=text, **kwargs)
        self.seats = seats

    def label_px(self) -> int:
        """One size for both lines, as large as the face's half allows and both fit."""
        face_h = self.rect.height - max(2, self.rect.height // 12)
        width = self.rect.width - 2 * max(6, face_h // 6)
        start = round(face_h * 0.3)
        return min(assets.fit_text_px(self.label, start, width, bold=True),
                   assets.fit_text_px(self.seats, start, width))

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect,
                      ink: theme.Colour) -> None:
        size = self.label_px()
        top = assets.text(self.label, size, ink, bold=True)
        below = assets.text(self.seats, size, ink)
        gap = size // 5
        y = face.centery - (top.get_height() + gap + below.get_height()) // 2
        surface.blit(top, top.get_rect(midtop=(face.centerx, y)))
        surface.blit(below, below.get_rect(midtop=(face.centerx, y + top.get_height() + gap)))


def score_text(words: Words, game_id: str, points: int) -> str:
    """A score as the game's plates write it: with the game's money word when it counts
    money ("$2400", "−$100", "26M"), else the plain number."""
    key = f"{game_id}_scene.money"
    if not has_key(key):
        return theme.number(points)
    sign = "\N{MINUS SIGN}" if points < 0 else ""
    return sign + words(key, amount=theme.number(abs(points)))

"""Statistics per game: games played and finished, wins per person and per computer level,
the high-score table."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.dialogs import GameTabsScene
from scenes.replay_list import ReplayListScene
from scenes.results import draw_high_score_rows
from scenes.scene import Push
from scenes.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.games import GAMES
from tabletop.i18n import Words

MAX_WIN_ROWS = 8


class StatisticsScene(GameTabsScene):
    """One page per registered game, chosen with tabs."""

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, next(iter(GAMES), None))
        self.stats: dict[str, storage.GameStats] = {}

    def enter(self) -> None:
        self.stats, notice = storage.load_statistics()
        if notice is not None:
            self.context.notices.append(notice)
        super().enter()
        self.show_notices()

    def layout(self) -> None:
        super().layout()
        if self.game_id is None:
            return
        back = self.ring.buttons[-1]  # Back, centred under the page: the replays beside it
        replays = Button(back.rect.move(back.rect.width + self.px(24), 0), "replay.list_open",
                         style=ButtonStyle.SECONDARY, on_click=self.open_replays)
        self.ring.set_buttons([*self.ring.buttons, replays])
        self.ring.focus(back)

    def open_replays(self) -> None:
        """The list of this game's stored games, each opening its replay."""
        if self.game_id is not None:
            self.go(Push(ReplayListScene(self.context, self.game_id)))

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_title(surface, words("app.stats.title"), self.px(52))
        self.draw_panel(surface, self.panel)
        if self.game_id is None:
            return
        stats = self.stats.get(self.game_id, storage.GameStats())
        pad = self.px(32)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        # A game whose score means nothing across games (Polterfass, Big Shot...) keeps no
        # high scores: no empty column for them, its counts stand in the middle of the page.
        has_table = GAMES[self.game_id].keeps_high_scores
        column_w = (inner.width - pad) // 2
        left = pygame.Rect(inner.x, inner.y, column_w, inner.height)
        if not has_table:
            left.centerx = inner.centerx
        right = pygame.Rect(inner.x + column_w + pad, inner.y, column_w, inner.height)
        self.draw_text(surface, words(f"{self.game_id}.title"), TextSize.HEADING, left.topleft,
                       bold=True)
        y = left.y + self.px(52)
        for key, value in (("app.stats.played", stats.played),
                           ("app.stats.finished", stats.finished)):
            self.draw_text(surface, words(key), TextSize.BODY, (left.x, y))
            self.draw_text(surface, str(value), TextSize.BODY, (left.right, y), bold=True,
                           anchor="topright")
            y += self.px(34)
        y += self.px(16)
        self.draw_text(surface, words("app.stats.wins"), TextSize.HEADING, (left.x, y), bold=True)
        y += self.px(46)
        for name, count, colour in win_rows(words, stats)[:MAX_WIN_ROWS]:
            self.draw_text(surface, name, TextSize.BODY, (left.x, y), colour=colour,
                           max_width=column_w - self.px(80))
            self.draw_text(surface, str(count), TextSize.BODY, (left.right, y), bold=True,
                           anchor="topright", colour=colour)
            y += self.px(32)
        if not stats.wins and not stats.computer_wins:
            self.draw_text(surface, words("app.stats.no_wins"), TextSize.BODY, (left.x, y),
                           colour=theme.INK_SOFT)
        if not has_table:
            return
        pygame.draw.line(surface, theme.PAPER_RIM, (inner.x + column_w + pad // 2, inner.y),
                         (inner.x + column_w + pad // 2, inner.bottom), 2)
        self.draw_text(surface, words("app.stats.high_scores"), TextSize.HEADING, right.topleft,
                       bold=True)
        entries = list(stats.high_scores)
        if not entries:
            self.draw_paragraph(surface, words("app.stats.no_high_scores"),
                                (right.x, right.y + self.px(52)), right.width)
            return
        draw_high_score_rows(self, surface, right.move(0, self.px(52)), entries)


def win_rows(words: Words, stats: storage.GameStats) -> list[tuple[str, int, theme.Colour]]:
    """People by wins (most first), then the computer levels in their own soft colour."""
    people = sorted(stats.wins.items(), key=lambda item: (-item[1], item[0]))
    computers = sorted(stats.computer_wins.items(), key=lambda item: (-item[1], item[0]))
    rows = [(name, count, theme.INK) for name, count in people]
    rows += [(words("app.stats.computer_level", level=words(f"app.level.{level}")), count,
              theme.INK_SOFT) for level, count in computers]
    return rows

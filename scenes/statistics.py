"""Statistics per game: games played and finished, wins per name, the high-score table."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.context import AppContext
from scenes.dialogs import PanelScene
from scenes.results import draw_high_score_rows
from scenes.scene import Pop
from scenes.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.games import GAMES
from tabletop.i18n import t

MAX_WIN_ROWS = 8


class StatisticsScene(PanelScene):
    """One page per registered game, chosen with tabs."""

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.game_id = next(iter(GAMES), None)
        self.stats: dict[str, storage.GameStats] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.stats, notice = storage.load_statistics()
        if notice is not None:
            self.context.notices.append(notice)
        super().enter()
        self.show_notices()

    def select(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    def layout(self) -> None:
        width, height = self.size
        top = self.px(96)
        buttons: list[Button] = []
        ids = list(GAMES)
        if len(ids) > 1:
            tab_h, gap = self.px(48), self.px(10)
            tab_w = min(self.px(220), (width - self.px(120) - gap * (len(ids) - 1)) // len(ids))
            x = (width - (tab_w * len(ids) + gap * (len(ids) - 1))) // 2
            for game_id in ids:
                style = ButtonStyle.PRIMARY if game_id == self.game_id else ButtonStyle.SECONDARY
                buttons.append(Button((x, top, tab_w, tab_h), f"app.game.{game_id}", style=style,
                                      on_click=lambda game_id=game_id: self.select(game_id)))
                x += tab_w + gap
            top += tab_h + self.px(16)
        back_h = self.px(58)
        back_y = height - self.px(32) - back_h
        self.panel = pygame.Rect(0, 0, min(self.px(980), width - self.px(80)),
                                 back_y - self.px(20) - top)
        self.panel.midtop = (width // 2, top)
        back = Button((width // 2 - self.px(120), back_y, self.px(240), back_h), "app.back",
                      style=ButtonStyle.SECONDARY, on_click=lambda: self.go(Pop()))
        self.ring.set_buttons([*buttons, back])
        self.ring.focus(back)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("app.stats.title"), self.px(52))
        self.draw_panel(surface, self.panel)
        if self.game_id is None:
            return
        stats = self.stats.get(self.game_id, storage.GameStats())
        pad = self.px(32)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        column_w = (inner.width - pad) // 2
        left = pygame.Rect(inner.x, inner.y, column_w, inner.height)
        right = pygame.Rect(inner.x + column_w + pad, inner.y, column_w, inner.height)
        self.draw_text(surface, t(f"app.game.{self.game_id}"), TextSize.HEADING, left.topleft,
                       bold=True)
        y = left.y + self.px(52)
        for key, value in (("app.stats.played", stats.played),
                           ("app.stats.finished", stats.finished)):
            self.draw_text(surface, t(key), TextSize.BODY, (left.x, y))
            self.draw_text(surface, str(value), TextSize.BODY, (left.right, y), bold=True,
                           anchor="topright")
            y += self.px(34)
        y += self.px(16)
        self.draw_text(surface, t("app.stats.wins"), TextSize.HEADING, (left.x, y), bold=True)
        y += self.px(46)
        wins = sorted(stats.wins.items(), key=lambda item: (-item[1], item[0]))[:MAX_WIN_ROWS]
        if not wins:
            self.draw_text(surface, t("app.stats.no_wins"), TextSize.BODY, (left.x, y),
                           colour=theme.INK_SOFT)
        for name, count in wins:
            self.draw_text(surface, name, TextSize.BODY, (left.x, y), max_width=column_w - 80)
            self.draw_text(surface, str(count), TextSize.BODY, (left.right, y), bold=True,
                           anchor="topright")
            y += self.px(32)
        pygame.draw.line(surface, theme.PAPER_RIM, (inner.x + column_w + pad // 2, inner.y),
                         (inner.x + column_w + pad // 2, inner.bottom), 2)
        self.draw_text(surface, t("app.stats.high_scores"), TextSize.HEADING, right.topleft,
                       bold=True)
        entries = list(stats.high_scores)
        if not entries:
            self.draw_paragraph(surface, t("app.stats.no_high_scores"),
                                (right.x, right.y + self.px(52)), right.width)
            return
        draw_high_score_rows(self, surface, right.move(0, self.px(52)), entries)

"""The results screen: ranking, winners, the high-score table, Play again or Menu.

A finished game scene *replaces* itself with ``ResultsScene(context,
session)``, so the stack is ``[menu, results]``: Play again replaces the
results with a new game at the same seats, Menu pops back.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pygame

from scenes import assets, theme
from scenes.context import AppContext
from scenes.dialogs import PanelScene
from scenes.scene import Pop, Replace, Transition
from scenes.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.counter import Counter
from tabletop import storage
from tabletop.i18n import t
from tabletop.session import GameSession


class ResultsScene(PanelScene):
    """Who won, by how much, and the table of best scores; statistics recorded once."""

    def __init__(self, context: AppContext, session: GameSession) -> None:
        super().__init__(context)
        self.session = session
        game = session.game
        self.scores = list(game.scores())
        self.winners = list(game.winners())
        self.places = session.spec.places(game)
        self.counters = [Counter(0, duration=1.2) for _ in self.scores]
        self.recorded = False
        self.high_scores: list[storage.HighScore] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.score_panel = pygame.Rect(0, 0, 0, 0)
        self.age = 0.0

    @property
    def game_id(self) -> str:
        return self.session.spec.id

    def enter(self) -> None:
        if not self.recorded:
            self.recorded = True
            if self.context.persist:
                spec = self.session.spec
                notice = storage.record_result(
                    self.game_id, self.session.seats, self.scores, self.winners,
                    lower_score_wins=spec.lower_score_wins,
                    keeps_high_scores=spec.keeps_high_scores)
                if notice is not None:
                    self.context.notices.append(notice)
            self.context.delete_save()
            if self.session.spec.keeps_high_scores:
                self.high_scores = storage.high_scores(self.game_id)
            for counter, score in zip(self.counters, self.scores, strict=True):
                counter.set(score)
            self.context.play("cheer")
        super().enter()
        self.show_notices()

    def play_again(self) -> None:
        from scenes.games import make_game_scene

        session = GameSession.start(self.session.spec, self.session.seats,
                                    self.context.new_seed(), self.session.game.options,
                                    autosave=self.context.autosave)
        if self.context.persist:
            storage.record_started(self.game_id)
        self.go(Replace(make_game_scene(self.context, session)))

    def layout(self) -> None:
        width, height = self.size
        has_table = self.session.spec.keeps_high_scores
        top = self.px(150)
        button_h = self.px(58)
        button_y = height - self.px(36) - button_h
        bottom = button_y - self.px(24)
        gap = self.px(theme.SPACE_L)
        table_w = self.px(400) if has_table else 0
        panel_w = min(self.px(640), width - self.px(80) - table_w - (gap if has_table else 0))
        left = (width - panel_w - table_w - (gap if has_table else 0)) // 2
        self.panel = pygame.Rect(left, top, panel_w, bottom - top)
        self.score_panel = pygame.Rect(self.panel.right + gap, top, table_w, bottom - top)
        again = Button((width // 2 - self.px(12) - self.px(260), button_y, self.px(260), button_h),
                       "app.results.play_again", on_click=self.play_again)
        menu = Button((width // 2 + self.px(12), button_y, self.px(220), button_h),
                      "app.results.menu", style=ButtonStyle.SECONDARY,
                      on_click=lambda: self.go(Pop()))
        self.ring.set_buttons([again, menu])

    def update(self, dt: float) -> Transition | None:
        self.age += dt
        for counter in self.counters:
            counter.update(dt)
        return super().update(dt)

    def headline(self) -> str:
        names = [self.session.name(seat) for seat in self.winners]
        if len(self.scores) == 1:
            return t("app.results.solo", score=self.scores[0])
        if len(names) == 1:
            return t("app.results.winner", name=names[0])
        return t("app.results.shared", names=t("app.results.and").join(names))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("app.results.title", game=t(f"app.game.{self.game_id}")),
                        self.px(50))
        banner = assets.shadowed_text(self.headline(), assets.fit_text_px(
            self.headline(), self.px(36), self.size[0] - self.px(80), bold=True),
            theme.GOLD_LIGHT, bold=True)
        surface.blit(banner, banner.get_rect(center=(self.size[0] // 2, self.px(110))))
        self.draw_panel(surface, self.panel)
        self._draw_ranking(surface)
        if self.session.spec.keeps_high_scores:
            self.draw_panel(surface, self.score_panel)
            self._draw_high_scores(surface)

    def _draw_ranking(self, surface: pygame.Surface) -> None:
        pad = self.px(theme.SPACE_L)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        self.draw_text(surface, t("app.results.ranking"), TextSize.HEADING, inner.topleft,
                       bold=True)
        row_h = min(self.px(64), (inner.height - self.px(48)) // max(1, len(self.places)))
        y = inner.y + self.px(48)
        for index, (place, seat) in enumerate(self.places):
            row = pygame.Rect(inner.x, y, inner.width, row_h - self.px(6))
            appear = min(1.0, max(0.0, (self.age - index * 0.12) / 0.3))
            is_winner = seat in self.winners
            if is_winner:
                paint.draw_glow(surface, row, self.px(8), self.px(6), intensity=0.6 * appear)
            colour = theme.GOLD_LIGHT if is_winner else theme.PAPER_SHADE
            paint.rounded_rect(surface, row, colour, self.px(8))
            paint.rounded_rect(surface, row, theme.PAPER_RIM, self.px(8), 1)
            self.draw_text(surface, t("app.results.place", place=place), TextSize.HEADING,
                           (row.x + self.px(34), row.centery), bold=True, anchor="center")
            theme.draw_seat_symbol(surface, self.session.seats[seat].colour,
                                   (row.x + self.px(84), row.centery), row.height * 0.3)
            name_rect = self.draw_text(surface, self.session.name(seat), TextSize.BODY,
                                       (row.x + self.px(112), row.centery), bold=is_winner,
                                       anchor="midleft", max_width=row.width - self.px(260))
            if is_winner:
                self.draw_text(surface, t("app.results.winner_tag"), TextSize.SMALL,
                               (name_rect.right + self.px(10), row.centery),
                               colour=theme.BRICK_DARK, bold=True, anchor="midleft")
            self.draw_text(surface, str(self.counters[seat].shown), TextSize.HEADING,
                           (row.right - self.px(16), row.centery), bold=True, anchor="midright")
            y += row_h

    def _draw_high_scores(self, surface: pygame.Surface) -> None:
        pad = self.px(theme.SPACE_L)
        inner = self.score_panel.inflate(-2 * pad, -2 * pad)
        self.draw_text(surface, t("app.results.high_scores"), TextSize.HEADING, inner.topleft,
                       bold=True)
        if not self.high_scores:
            self.draw_paragraph(surface, t("app.stats.no_high_scores"),
                                (inner.x, inner.y + self.px(52)), inner.width)
            return
        today = date.today().isoformat()
        fresh = {(self.session.name(seat), score) for seat, score in enumerate(self.scores)}
        draw_high_score_rows(self, surface, inner.move(0, self.px(48)), self.high_scores,
                             lambda entry: entry.date == today and (entry.name, entry.score)
                             in fresh)


def draw_high_score_rows(
    scene: PanelScene,
    surface: pygame.Surface,
    area: pygame.Rect,
    entries: list[storage.HighScore],
    is_new: Callable[[storage.HighScore], bool] | None = None,
) -> None:
    """Numbered rows of name, score and date; rows ``is_new(entry)`` marks are lit gold."""
    row_h = min(scene.px(34), area.height // max(1, len(entries)))
    for index, entry in enumerate(entries):
        row = pygame.Rect(area.x, area.y + index * row_h, area.width, row_h)
        if is_new is not None and is_new(entry):
            paint.rounded_rect(surface, row.inflate(scene.px(8), 0), theme.GOLD_LIGHT,
                               scene.px(6))
        ink = theme.INK
        scene.draw_text(surface, f"{index + 1}.", TextSize.SMALL, (row.x + scene.px(22),
                                                                    row.centery),
                        colour=theme.INK_SOFT, anchor="midright")
        scene.draw_text(surface, entry.name, TextSize.SMALL, (row.x + scene.px(32), row.centery),
                        colour=ink, bold=True, anchor="midleft",
                        max_width=row.width - scene.px(190))
        scene.draw_text(surface, str(entry.score), TextSize.SMALL,
                        (row.right - scene.px(104), row.centery), colour=ink, bold=True,
                        anchor="midright")
        scene.draw_text(surface, entry.date, TextSize.SMALL, (row.right, row.centery),
                        colour=theme.INK_SOFT, anchor="midright")

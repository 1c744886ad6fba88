"""The pause menu over a game: resume, rules, settings, save and quit, or abandon the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.screens.dialogs import ConfirmScene, PanelScene
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Home, Pop, Push, Replace
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from tabletop.session import GameSession

if TYPE_CHECKING:
    from scenes.shell.navigator import PhoneSwitch

PauseEntry = tuple[str, Callable[[], None], ButtonStyle]
"""A pause menu button: its translation key, what it does, its style."""


class PauseScene(PanelScene):
    """Pushed over the game scene (Esc); the game stays drawn, dimmed, below it."""

    opaque = False
    pause_key_resumes = True

    def __init__(self, context: AppContext, session: GameSession,
                 phones: PhoneSwitch | None = None) -> None:
        """``phones`` are the table's (None: a table without any, a lesson's)."""
        super().__init__(context)
        self.session = session
        self.phones = phones
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_ink = pygame.Rect(0, 0, 0, 0)
        self.subtitle_ink = pygame.Rect(0, 0, 0, 0)
        """Where the letters of the title and of the game's name under it were last drawn."""

    def entries(self) -> Sequence[PauseEntry]:
        """The menu's rows, top to bottom: translation key, action, style.

        Every game has the same rows in the same order; the phones' row only where phones
        have a use (a game that hides something), since a greyed "Phones: not needed here"
        in Yacht was noise. It comes under Save and quit, so that row stands where it does
        in every game (trial s32 J/028), and the rows close up where it is missing (an
        empty row's gap looked like a button gone missing, trial s29 G/113, G/156). The
        danger row comes last, apart from the others (layout): right above "Use phones"
        a slip on the way to the phones ended the game (trial s38 W/019)."""
        phones = self.phones
        phones_row: list[PauseEntry] = []
        if phones is not None and phones.offered:
            phones_row = [("phones.show" if phones.running else "phones.use",
                           self.open_phones, ButtonStyle.SECONDARY)]
        return [
            ("app.pause.resume", lambda: self.go(Pop()), ButtonStyle.PRIMARY),
            ("app.pause.rules", self.open_rules, ButtonStyle.SECONDARY),
            ("app.pause.settings", self.open_settings, ButtonStyle.SECONDARY),
            # Where saving is off, the way out says so quietly: "Save and" would not be
            # true (leaving still asks before the game is lost: storage.leave_unsaved).
            ("app.pause.leave_unsaved" if self.context.saving_fails else "app.pause.save_quit",
             self.save_and_quit, ButtonStyle.SECONDARY),
            *phones_row,
            ("app.pause.quit_game", self.confirm_abandon, ButtonStyle.DANGER),
        ]

    def danger_gap(self) -> int:
        """The space above the danger row: three rows' gaps, so it reads as apart."""
        return self.px(36)

    def layout(self) -> None:
        button_w, button_h, gap = self.px(340), self.px(54), self.px(12)
        entries = self.entries()
        header = self.px(112)
        apart = self.danger_gap() - gap
        height = header + len(entries) * (button_h + gap) + apart + self.px(20)
        # Placed as if the phones' row were there where a table has none, so every other
        # row above the danger row stands where it does in a game with phones; the panel
        # ends under its last.
        missing = self.phones is not None and not self.phones.offered
        placed = height + (button_h + gap if missing else 0)
        self.panel = pygame.Rect(0, 0, button_w + self.px(80), height)
        self.panel.midtop = (self.size[0] // 2, (self.size[1] - placed) // 2)
        y = self.panel.y + header
        buttons = []
        for key, action, style in entries:
            if style is ButtonStyle.DANGER:
                y += apart
            buttons.append(Button((self.panel.centerx - button_w // 2, y, button_w, button_h),
                                  key, style=style, on_click=action))
            y += button_h + gap
        self.ring.set_buttons(buttons)
        self.ring.focus(buttons[0])

    def open_phones(self) -> None:
        """In the menu's place, the phones' codes over the game (phones turn on), over a
        curtain too if one is up: the codes need not wait for it."""
        screen = self.phones.codes_screen() if self.phones is not None else None
        self.go(Pop() if screen is None else Replace(screen))

    def open_rules(self) -> None:
        from scenes.screens.rules import RulesScene

        self.go(Push(RulesScene(self.context, self.session.spec.id)))

    def open_settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.go(Push(SettingsScene(self.context)))

    def save_and_quit(self) -> None:
        self.context.autosave(self.session)
        if self.context.unsaved_progress():
            # The save failed: leaving would lose the game, so say so first.
            self.go(Push(ConfirmScene(self.context, "storage.leave_unsaved",
                                      "app.pause.quit_game", Home)))
            return
        self.go(Home())

    def confirm_abandon(self) -> None:
        def abandon() -> Home:
            self.context.delete_save(self.session.spec.id)
            return Home()  # the dialog, this menu, a curtain and the game

        self.go(Push(ConfirmScene(self.context, "app.confirm.abandon", "app.pause.quit_game",
                                  abandon)))

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_panel(surface, self.panel)
        title = assets.text(words("app.pause.title"), self.font_px(TextSize.TITLE), theme.INK,
                            bold=True)
        game = assets.text(words(f"{self.session.spec.id}.title"),
                           self.font_px(TextSize.SMALL), theme.INK_SOFT)
        # Spaced by the letters' ink, not their boxes: the Korean title's box has less room
        # under its letters, and "일시 정지" touched "요트 다이스" at 720 (trial s14).
        title_ink, game_ink = title.get_bounding_rect(), game.get_bounding_rect()
        title_at = title.get_rect(midtop=(self.panel.centerx, self.panel.y + self.px(8)))
        self.title_ink = title_ink.move(title_at.topleft)
        game_at = game.get_rect(midtop=(self.panel.centerx,
                                        self.title_ink.bottom + self.px(8) - game_ink.top))
        self.subtitle_ink = game_ink.move(game_at.topleft)
        surface.blit(title, title_at)
        surface.blit(game, game_at)

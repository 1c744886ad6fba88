"""Settings: language, volume, fullscreen, animation speed and the coach, applied live."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

import tabletop
from scenes.screens.dialogs import PanelScene
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Transition
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop.i18n import LANGUAGES
from tabletop.storage.settings import ANIMATION_SPEEDS

VOLUME_STEP = 0.1


class ChoiceButton(Button):
    """One choice of a setting. The chosen one is gold and checked: the keyboard's focus
    is a ring around a button, and with the chosen choice gold and the focus ringing
    another ("English" ringed while 한국어 was gold, trial s10) a screen seemed to hold two
    selections; the check mark says which one is chosen whatever the ring is on."""

    def __init__(self, rect: tuple[int, int, int, int], label_key: str | None = None, *,
                 chosen: bool, **kwargs: Any) -> None:
        super().__init__(rect, label_key,
                         style=ButtonStyle.PRIMARY if chosen else ButtonStyle.SECONDARY,
                         **kwargs)
        self.chosen = chosen

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect,
                      ink: theme.Colour) -> None:
        if not self.chosen:
            super()._draw_content(surface, face, ink)
            return
        size = max(8, face.height * 2 // 5)
        gap = max(4, size // 3)
        self.side_room = (size + gap, 0)  # the label moves right by half the mark's room
        super()._draw_content(surface, face, ink)
        label_w = assets.text_size(self.label, self.label_px(), bold=True)[0]
        left = face.centerx + (size + gap) // 2 - label_w // 2 - gap - size
        top = face.centery - size // 2
        mark = [(left, top + size * 0.55), (left + size * 0.38, top + size * 0.9),
                (left + size, top + size * 0.12)]
        pygame.draw.lines(surface, ink, False, mark, max(2, size // 5))


class SettingsScene(PanelScene):
    """Every change is saved and applied at once: the screen re-renders in a new language."""

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.volume_bar = pygame.Rect(0, 0, 0, 0)
        self.coach_note = pygame.Rect(0, 0, 0, 0)
        self.version_at = (0, 0)

    def change(self, **changes: Any) -> None:
        self.context.apply_settings(replace(self.context.settings, **changes))
        self.relayout()

    def step_volume(self, delta: float) -> None:
        volume = round(min(1.0, max(0.0, self.context.settings.volume + delta)), 2)
        self.change(volume=volume)

    def layout(self) -> None:
        width, height = self.size
        settings = self.context.settings
        self.panel = pygame.Rect(0, 0, min(self.px(860), width - self.px(80)), self.px(490))
        self.panel.midtop = (width // 2, self.px(104))
        pad = self.px(32)
        row_h = self.px(76)
        control_x = self.panel.x + self.px(300)
        control_w = self.panel.right - pad - control_x
        button_h = self.px(50)
        buttons: list[Button] = []
        chosen_buttons: list[Button] = []
        self.rows = []

        def choice_row(label_key: str, choices: list[tuple[str, str | None, Any, bool]]) -> None:
            """A row of buttons; the chosen one is gold. Entries: key, literal text, action, on."""
            y = self.panel.y + pad + len(self.rows) * row_h
            self.rows.append((label_key, pygame.Rect(self.panel.x + pad, y, 260, button_h)))
            gap = self.px(10)
            each = (control_w - gap * (len(choices) - 1)) // len(choices)
            for index, (key, text, action, chosen) in enumerate(choices):
                rect = (control_x + index * (each + gap), y, each, button_h)
                button = ChoiceButton(rect, key if text is None else None, text=text,
                                      chosen=chosen, on_click=action)
                buttons.append(button)
                if chosen:
                    chosen_buttons.append(button)

        choice_row("app.settings.language", [
            ("", self.context.words(f"app.language.{language}"),
             lambda language=language: self.change(language=language),
             settings.language == language)
            for language in LANGUAGES
        ])

        y = self.panel.y + pad + len(self.rows) * row_h
        self.rows.append(("app.settings.volume", pygame.Rect(self.panel.x + pad, y, 260, button_h)))
        small = button_h
        buttons.append(Button((control_x, y, small, small), "app.setup.minus",
                              style=ButtonStyle.SECONDARY,
                              on_click=lambda: self.step_volume(-VOLUME_STEP),
                              enabled=settings.volume > 0))
        buttons.append(Button((control_x + control_w - small, y, small, small), "app.setup.plus",
                              style=ButtonStyle.SECONDARY,
                              on_click=lambda: self.step_volume(VOLUME_STEP),
                              enabled=settings.volume < 1))
        self.volume_bar = pygame.Rect(control_x + small + self.px(16),
                                      y + button_h // 2 - self.px(9),
                                      control_w - 2 * small - self.px(32), self.px(18))

        choice_row("app.settings.fullscreen", [
            ("app.off", None, lambda: self.change(fullscreen=False), not settings.fullscreen),
            ("app.on", None, lambda: self.change(fullscreen=True), settings.fullscreen),
        ])
        choice_row("app.settings.animation", [
            (f"app.speed.{speed}", None, lambda speed=speed: self.change(animation_speed=speed),
             settings.animation_speed == speed)
            for speed in ANIMATION_SPEEDS
        ])
        choice_row("app.settings.coach", [
            ("app.off", None, lambda: self.change(coach=False), not settings.coach),
            ("app.on", None, lambda: self.change(coach=True), settings.coach),
        ])
        # A player cannot guess what "Coach" does from its name: one line under it says so.
        self.coach_note = pygame.Rect(self.panel.x + pad, self.rows[-1][1].bottom + self.px(8),
                                      self.panel.width - 2 * pad, self.px(24))

        back_h = self.px(58)
        back = Button((width // 2 - self.px(120), height - self.px(40) - back_h, self.px(240),
                       back_h), "app.back", style=ButtonStyle.SECONDARY,
                      on_click=lambda: self.go(Pop()))
        # The version a player quotes when reporting a problem, beside Back, out of the way.
        self.version_at = (width - self.px(32), back.rect.centery)
        focused_rect = self.ring.focused.rect.copy() if self.ring.focused else None
        self.ring.set_buttons([*buttons, back])
        # Rebuilt buttons are new objects: keep the focus on the same spot. It starts on the
        # chosen language, not on the first choice beside it.
        same = [button for button in self.ring.buttons if button.rect == focused_rect]
        self.ring.focus(same[0] if same else chosen_buttons[0])

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.volume_bar.inflate(0, self.px(20)).collidepoint(event.pos)
        ):
            amount = (event.pos[0] - self.volume_bar.x) / max(1, self.volume_bar.width)
            self.change(volume=round(min(1.0, max(0.0, amount)), 2))
            return None
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_title(surface, words("app.settings.title"), self.px(56))
        self.draw_panel(surface, self.panel)
        for key, rect in self.rows:
            self.draw_text(surface, words(key), TextSize.BODY, (rect.x, rect.y + rect.height // 2),
                           bold=True, anchor="midleft", max_width=self.px(250))
        bar = self.volume_bar
        radius = bar.height // 2
        surface.blit(paint.inner_shadow(bar.size, radius, self.px(3)), bar)
        paint.rounded_rect(surface, bar, theme.PAPER_SHADE, radius)
        filled = bar.copy()
        filled.width = max(bar.height, round(bar.width * self.context.settings.volume))
        if self.context.settings.volume > 0:
            surface.blit(paint.gradient_panel(filled.size, theme.GOLD_LIGHT, theme.GOLD, radius,
                                              theme.GOLD_DARK, 1), filled)
        paint.rounded_rect(surface, bar, theme.PAPER_RIM, radius, 1)
        knob = (filled.right if self.context.settings.volume > 0 else bar.x + radius, bar.centery)
        pygame.draw.circle(surface, theme.IVORY, knob, round(bar.height * 0.85))
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, round(bar.height * 0.85), 2)
        self.draw_text(surface, words("app.settings.percent",
                                      value=round(self.context.settings.volume * 100)),
                       TextSize.SMALL, (bar.centerx, bar.bottom + self.px(4)),
                       colour=theme.INK_SOFT, anchor="midtop")
        self.draw_text(surface, words("app.settings.coach_note"), TextSize.SMALL,
                       self.coach_note.midtop, colour=theme.INK_SOFT, anchor="midtop",
                       max_width=self.coach_note.width)
        self.draw_text(surface, words("app.settings.hint"), TextSize.SMALL,
                       (self.panel.centerx, self.panel.bottom - self.px(16)),
                       colour=theme.INK_SOFT, anchor="midbottom")
        self.draw_text(surface, words("app.settings.version", version=tabletop.__version__),
                       TextSize.SMALL, self.version_at, colour=theme.PAPER, anchor="midright")

"""The rules viewer: each game's rules text in the current language, scrollable.

Rules files are Markdown-light (``tabletop/i18n/<lang>/rules/<game_id>.md``):
``#`` and ``##`` headings, paragraphs separated by blank lines, and ``-``
bullets. ``**bold**`` markers are dropped.
"""

from __future__ import annotations

import pygame

from scenes.screens.dialogs import GameTabsScene
from scenes.screens.lesson_menu import has_lesson
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Push, Transition
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets.button import Button
from tabletop.i18n import rules_text

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


def parse_rules(text: str) -> list[tuple[str, str]]:
    """Blocks of ``(kind, text)``: kind is ``h1``, ``h2``, ``bullet`` or ``para``."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("para", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip().replace("**", "")
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(("h1", line[2:].strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            blocks.append(("bullet", line[2:].strip()))
        elif blocks and blocks[-1][0] == "bullet" and not paragraph and raw.startswith("  "):
            kind, previous = blocks.pop()
            blocks.append((kind, f"{previous} {line}"))
        else:
            paragraph.append(line)
    flush()
    return blocks


@sized_by_window(maxsize=8)
def render_rules(game_id: str, language: str, width: int, scale: float) -> pygame.Surface:
    """The whole rules text of one game as one tall transparent surface."""
    body = theme.text_px(TextSize.BODY, scale)
    pieces: list[tuple[pygame.Surface, int, int]] = []  # surface, x offset, space above
    for kind, text in parse_rules(rules_text(game_id, language)):
        if kind == "h1":
            pieces.append((assets.text(text, theme.text_px(TextSize.TITLE, scale) - 4,
                                       theme.INK, bold=True, wrap_width=width), 0, 0))
        elif kind == "h2":
            surface = assets.text(text, theme.text_px(TextSize.HEADING, scale), theme.BRICK_DARK,
                                  bold=True, wrap_width=width)
            pieces.append((surface, 0, round(body * 1.1)))
        elif kind == "bullet":
            indent = round(body * 1.4)
            surface = assets.text(text, body, theme.INK, wrap_width=width - indent)
            pieces.append((surface, indent, round(body * 0.3)))
        else:
            surface = assets.text(text, body, theme.INK, wrap_width=width)
            pieces.append((surface, 0, round(body * 0.6)))
    height = sum(surface.get_height() + above for surface, _, above in pieces) + body
    page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for index, (surface, indent, above) in enumerate(pieces):
        y += above if index else 0
        if indent:
            dot_y = y + round(body * 0.78)
            pygame.draw.circle(page, theme.GOLD_DARK, (round(indent * 0.45), dot_y),
                               max(2, body // 6))
        page.blit(surface, (indent, y))
        y += surface.get_height()
    return page


class RulesScene(GameTabsScene):
    """Shows the rules of ``game_id``; tabs switch between the registered games."""

    def __init__(self, context: AppContext, game_id: str | None) -> None:
        super().__init__(context, game_id)
        self.scroll = 0.0
        self.target_scroll = 0.0
        self.view = pygame.Rect(0, 0, 0, 0)

    def select(self, game_id: str) -> None:
        self.scroll = self.target_scroll = 0.0
        super().select(game_id)

    def layout(self) -> None:
        super().layout()
        self.view = self.panel.inflate(-2 * self.px(40), -2 * self.px(24))
        # Beside Back: the game's lesson, the rules just read tried on the real table.
        back = self.ring.buttons[-1]
        try_it = Button((self.panel.right - self.px(260), back.rect.y, self.px(260),
                         back.rect.height), "lesson.try_it", on_click=self.open_lesson,
                        enabled=self.game_id is not None and has_lesson(self.game_id))
        self.ring.set_buttons([*self.ring.buttons, try_it])
        self.ring.focus(back)

    def open_lesson(self) -> None:
        if self.game_id is not None:
            self.go(Push(self.context.navigator.lesson(self.game_id)))

    def page(self) -> pygame.Surface | None:
        if self.game_id is None:
            return None
        return render_rules(self.game_id, self.context.words.language,
                            self.view.width - self.px(20), self.scale)

    def max_scroll(self) -> float:
        page = self.page()
        return max(0.0, (page.get_height() if page else 0) - self.view.height)

    def scroll_by(self, lines: float) -> None:
        step = self.font_px(TextSize.BODY) * 2.2
        self.target_scroll = min(self.max_scroll(), max(0.0, self.target_scroll + lines * step))

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 1.5)
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in SCROLL_KEYS:
                self.scroll_by(SCROLL_KEYS[event.key])
                return None
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.target_scroll = 0.0 if event.key == pygame.K_HOME else self.max_scroll()
                return None
        return super().handle_event(event)

    def update(self, dt: float) -> Transition | None:
        self.scroll += (self.target_scroll - self.scroll) * min(1.0, dt * 14)
        return super().update(dt)

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_title(surface, words("app.rules.title"), self.px(52))
        self.draw_panel(surface, self.panel)
        page = self.page()
        if page is None:
            self.draw_text(surface, words("app.rules.none"), TextSize.BODY, self.panel.center,
                           anchor="center")
            return
        offset = round(self.scroll)
        area = pygame.Rect(0, offset, self.view.width, self.view.height)
        surface.blit(page, self.view.topleft, area)
        maximum = self.max_scroll()
        if maximum > 0:
            track = pygame.Rect(self.panel.right - self.px(22), self.view.y, self.px(8),
                                self.view.height)
            pygame.draw.rect(surface, theme.PAPER_SHADE, track, border_radius=track.width // 2)
            thumb_h = max(self.px(40), round(track.height * self.view.height / page.get_height()))
            thumb_y = track.y + round((track.height - thumb_h) * self.scroll / maximum)
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, thumb_y, track.width, thumb_h),
                             border_radius=track.width // 2)

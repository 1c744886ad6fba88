"""Where the shared frame of every game scene goes: top bar, seat plates, board, prompt, log.

Derived from the window size alone, so a resize is one call to
:meth:`FrameLayout.for_size` and the game scene, its curtain and any overlay
agree on where the board is.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import theme


@dataclass(frozen=True)
class FrameLayout:
    """Where the common frame's parts go, derived from the window size alone."""

    window: pygame.Rect
    scale: float
    top_bar: pygame.Rect
    title: pygame.Rect
    plates: pygame.Rect
    menu_button: pygame.Rect
    undo_button: pygame.Rect
    board: pygame.Rect
    prompt: pygame.Rect
    log: pygame.Rect
    toasts: pygame.Rect

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> FrameLayout:
        width, height = max(1, size[0]), max(1, size[1])
        scale = theme.ui_scale((width, height))

        def s(value: float) -> int:
            return theme.px(value, scale)

        margin = s(16)
        top_bar = pygame.Rect(0, 0, width, s(64))
        button_h = s(42)
        menu_button = pygame.Rect(0, 0, s(132), button_h)
        menu_button.midright = (width - margin, top_bar.centery)
        undo_button = pygame.Rect(0, 0, s(124), button_h)
        undo_button.midright = (menu_button.left - s(10), top_bar.centery)
        title = pygame.Rect(margin, top_bar.y, s(230), top_bar.height)
        plates = pygame.Rect(title.right + s(12), top_bar.y + s(9),
                             undo_button.left - s(24) - title.right, top_bar.height - s(18))
        prompt = pygame.Rect(margin, height - s(10) - s(52), width - 2 * margin, s(52))
        log_tab = s(30)  # the closed log keeps a tab at the right edge; the board leaves room
        board = pygame.Rect(margin, top_bar.bottom + s(12), width - 2 * margin - log_tab,
                            prompt.top - s(12) - top_bar.bottom - s(12))
        log_w = min(s(330), width // 3)
        log = pygame.Rect(width - log_w - s(8), board.y, log_w, board.height)
        toasts = pygame.Rect(board.x, board.y, board.width, board.height - s(8))
        return cls(pygame.Rect(0, 0, width, height), scale, top_bar, title, plates, menu_button,
                   undo_button, board, prompt, log, toasts)



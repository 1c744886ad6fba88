"""Where the shared frame of every game scene goes: top bar, seat plates, board, prompt, log.

Derived from the window size alone, so a resize is one call to
:meth:`FrameLayout.for_size` and the game scene, its curtain and any overlay
agree on where the board is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint

PLATES_PER_ROW = 4
"""Seat plates in one row up to this many seats; more take a second row."""
BAR_LEAST_TEXT_PX = 14
"""The top bar's small text is not smaller in small windows (800x450 drew names, statuses
and the round counter at 10 px, trial s25) where its plates have room: the bar keeps the
height its plates need for two lines at this size; a plate comes down from it only as far
as keeps every name whole (TableFrame)."""
ROOMY_PLATE_WIDTH = 240
"""A plate this wide (at 1280x720's scale) holds a name and a score at BAR_LEAST_TEXT_PX."""


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
    prompt_line: pygame.Rect
    log: pygame.Rect
    toasts: pygame.Rect

    plate_rows: int = 1
    bar_scale: float = 1.0
    """The scale of the top bar's heights and small text (at least :attr:`scale`)."""

    @classmethod
    def for_size(cls, size: tuple[int, int], seats: int = 1) -> FrameLayout:
        """The frame for a window of ``size`` around a table of ``seats`` seats.

        Five or six seats put their plates in two rows in a taller top bar, so
        every plate keeps room for a readable name (never cut to two letters).
        """
        width, height = max(1, size[0]), max(1, size[1])
        rows = 2 if seats > PLATES_PER_ROW else 1
        scale = theme.ui_scale((width, height))

        def s(value: float) -> int:
            return theme.px(value, scale)

        # The bar's heights at no less than the scale that draws its small text at
        # BAR_LEAST_TEXT_PX, where one row of plates is wide enough for names at that
        # size; else (four plates at 800x450, two rows) at the window's scale, names whole.
        # Its title's area then holds a Korean round counter at that size, Menu its label.
        least_scale = max(scale, BAR_LEAST_TEXT_PX / TextSize.SMALL.value)
        plates_w = (width - s(16 + 12 + 24 + 16) - max(s(230), theme.px(200, least_scale))
                    - max(s(140), theme.px(120, least_scale)) - s(10) * (seats - 1))
        roomy = rows == 1 and plates_w >= seats * theme.px(ROOMY_PLATE_WIDTH, scale)
        bar_scale = least_scale if roomy else scale

        def bar(value: float) -> int:
            return theme.px(value, bar_scale)

        margin = s(16)
        top_bar = pygame.Rect(0, 0, width, bar(64) if rows == 1 else bar(112))
        button_h = s(42)
        menu_button = pygame.Rect(0, 0, max(s(140), bar(120)), bar(42))
        menu_button.midright = (width - margin, top_bar.centery)
        title = pygame.Rect(margin, top_bar.y, max(s(230), bar(200)), top_bar.height)
        plates = pygame.Rect(title.right + s(12), top_bar.y + bar(8),
                             menu_button.left - s(24) - title.right, top_bar.height - bar(16))
        prompt = pygame.Rect(margin, height - s(10) - s(52), width - 2 * margin, s(52))
        # Undo sits at the end of the prompt line, beside the sentence saying what the
        # person may do: in the top bar it took a plate's width from every seat, all game
        # long, cutting the statuses of four or five seats for a button shown only at times.
        # The prompt ends before Undo's room (``prompt_line``) wherever a move may be taken
        # back, all game long, and takes the whole bar (``prompt``) only where none ever
        # is (a lesson, a replay, computers alone; scenes.games.table_frame).
        undo_button = pygame.Rect(0, 0, s(180), button_h)
        undo_button.midright = prompt.midright
        prompt_line = pygame.Rect(prompt.x, prompt.y, undo_button.left - s(10) - prompt.x,
                                  prompt.height)
        log_tab = s(30)  # the closed log keeps a tab at the right edge; the board leaves room
        board = pygame.Rect(margin, top_bar.bottom + s(12), width - 2 * margin - log_tab,
                            prompt.top - s(12) - top_bar.bottom - s(12))
        log_w = min(s(330), width // 3)
        log = pygame.Rect(width - log_w - s(8), board.y, log_w, board.height)
        # Refusals stand just above the prompt line, where the player reads what to do,
        # never over it (it says whose turn it is and what to press) nor over the board's
        # controls (the Roll button, the dice, the sheet).
        toasts = pygame.Rect(board.x, board.y, board.width, prompt.top - s(8) - board.y)
        return cls(pygame.Rect(0, 0, width, height), scale, top_bar, title, plates, menu_button,
                   undo_button, board, prompt, prompt_line, log, toasts, rows, bar_scale)

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    @property
    def bar_text_px(self) -> int:
        """The top bar's small text: ART.md's small size, at the bar's scale."""
        return theme.text_px(TextSize.SMALL, max(self.scale, self.bar_scale))

    def board_beside(self, log_left: int | None) -> pygame.Rect:
        """The board a game lays out in: the whole board, or, with the log open (its paper
        starting at ``log_left``), the part that ends beside it.

        The open log is paper over the board's right edge; laid out under it, a game's
        controls there (the Polterfass Order button, the Big Shot cube hand) could not
        be seen or clicked, every click on them landing on the log.
        """
        board = self.board
        if log_left is None:
            return board
        right = log_left - self.px(theme.SPACE_S)
        return pygame.Rect(board.x, board.y, max(1, right - board.x), board.height)

    def plate_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` seat plates side by side in :attr:`plate_rows` rows, centred, in seat
        order round the table (:mod:`scenes.widgets.play_order`): the first row left to
        right, the second right to left under it, its first plate under the first row's
        last, with room past the rows' right end for the arrow leading from one to the
        other."""
        area, gap, rows = self.plates, self.px(10), self.plate_rows
        per_row = max(1, -(-count // rows))
        turn = 0 if rows == 1 else self.px(6) + self.px(20) + gap // 2
        width = min(theme.px(240, self.bar_scale),
                    (area.width - turn - gap * (per_row - 1)) // per_row)
        height = (area.height - gap // 2 * (rows - 1)) // rows
        block = width * per_row + gap * (per_row - 1)
        left = area.centerx - (block + turn) // 2
        rects = []
        for index in range(count):
            row, column = divmod(index, per_row)
            if row % 2:  # back the other way, from the right end
                column = per_row - 1 - column
            rects.append(pygame.Rect(left + column * (width + gap),
                                     area.y + row * (height + gap // 2), width, height))
        return rects

    def table_background(self, size: tuple[int, int],
                         draw_static: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """Felt, the wooden top bar, then the game's static parts (``draw_static``)."""
        layer = pygame.Surface(size)
        layer.blit(paint.felt_table(size), (0, 0))
        bar = self.top_bar
        paint.draw_shadow(layer, bar, 0, offset=(0, self.px(3)), blur=self.px(8), alpha=170)
        layer.blit(paint.wood_board(bar.size, 0), bar.topleft)
        draw_static(layer)
        if pygame.display.get_surface() is not None:
            layer = layer.convert()
        return layer

    def draw_title(self, surface: pygame.Surface, title_text: str, round_text: str,
                   tag: str = "") -> None:
        """The game's name in the top bar, with the round counter under it if any; ``tag``
        (a replay's "REPLAY") stands before the name on a brick-red label, as a broadcast
        marks a replay, so the table is not taken for a game in play."""
        area = self.title
        tag_image = self._title_tag(tag) if tag else None
        name_x = area.x if tag_image is None else area.x + tag_image.get_width() + self.px(10)
        title_px = assets.fit_text_px(title_text, theme.text_px(TextSize.HEADING, self.scale),
                                      area.right - name_x, bold=True)
        title = assets.shadowed_text(title_text, title_px, theme.PAPER, bold=True)
        top = area.centery - title.get_height() // 2
        small = None
        if round_text:
            # From the area's left edge, under the tag too, and within the area: after the
            # tag a Korean replay's "트릭 7/15" ran onto the first plate (trial s22).
            small = assets.text(round_text, assets.fit_text_px(
                round_text, self.bar_text_px, area.width), theme.GOLD_LIGHT)
            top = area.centery - (title.get_height() + small.get_height() - self.px(6)) // 2
            surface.blit(small, (area.x, top + title.get_height() - self.px(6)))
        surface.blit(title, (name_x, top))
        if tag_image is not None:
            surface.blit(tag_image, tag_image.get_rect(
                midleft=(area.x, top + title.get_height() // 2)))

    def _title_tag(self, tag: str) -> pygame.Surface:
        """``tag`` in bold paper letters on a brick-red label (7:1)."""
        words = assets.text(tag, self.bar_text_px, theme.PAPER, bold=True)
        pad = self.px(8)
        label = pygame.Surface((words.get_width() + 2 * pad, words.get_height() + self.px(4)),
                               pygame.SRCALPHA)
        paint.rounded_rect(label, label.get_rect(), theme.BRICK_DARK, self.px(5))
        label.blit(words, words.get_rect(center=label.get_rect().center))
        return label

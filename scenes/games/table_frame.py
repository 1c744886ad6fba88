"""The frame every game scene shares around its board (DESIGN §3): the top bar with the
game's name, its round counter, the seat plates with the direction of play between them,
Menu and Undo; the prompt line, the collapsible log, the toasts and the hand-over banner.

:class:`TableFrame` owns those widgets, lays them out from a :class:`FrameLayout`, caches
the felt and the bar's background, and draws itself under and over the game's board.
What the widgets say (the prompt's words, a plate's status) is the table driver's and the
scene's to decide.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.games.frame import FrameLayout
from scenes.shell import theme
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.play_order import draw_play_order, order_marks, wrap_arrow
from scenes.widgets.prompt import PromptLine
from scenes.widgets.seat_plate import SeatPlate
from scenes.widgets.toast import ToastStack
from scenes.widgets.turn_banner import TurnBanner, drawn_parts

if TYPE_CHECKING:
    from scenes.shell.context import AppContext
    from tabletop.core.seats import SeatConfig
    from tabletop.i18n import Words
    from tabletop.session import GameSession

FRAME_NAMESPACE = "table"
"""The one catalogue of the shared frame's words (Menu, Undo, thinking, pass to...),
``tabletop/i18n/<lang>/table.json``, used by every game scene."""


class TableFrame:
    """The shared frame's widgets, their places and their cached background."""

    def __init__(self, context: AppContext, session: GameSession, layout: FrameLayout, *,
                 format_score: Callable[[int], str], open_pause: Callable[[], None],
                 undo: Callable[[], None], log_open: bool,
                 keep_clear: Callable[[], Iterable[pygame.Rect]] = tuple,
                 message_clear: Callable[[], Iterable[pygame.Rect]] | None = None,
                 drawn_over: Callable[[], Iterable[pygame.Rect]] = tuple) -> None:
        self.layout = layout
        self.toasts = ToastStack(layout.toasts, self.keep_messages_clear, drawn_over)
        self.toasts.tip_clear = self._tip_clear
        self._keep_clear = keep_clear
        self._message_clear = message_clear or keep_clear
        self.banner = TurnBanner()
        self.prompt = PromptLine(layout.prompt, pace=context.pace,
                                 short_when=lambda: session.takes_back)
        self.log = LogPanel(layout.log, context.words, is_open=log_open, controller=context.input)
        self.plates = [SeatPlate(layout.plates, seat.colour, seat.name,
                                 format_score=format_score, pace=context.pace)
                       for seat in session.seats]
        self.menu_button = Button(layout.menu_button, f"{FRAME_NAMESPACE}.menu",
                                  on_click=open_pause, style=ButtonStyle.SECONDARY,
                                  hotkey=pygame.K_ESCAPE, pad_hint="Start",
                                  controller=context.input, words=context.words)
        self.undo_button = Button(layout.undo_button, f"{FRAME_NAMESPACE}.undo",
                                  on_click=undo, style=ButtonStyle.SECONDARY,
                                  enabled=False, hint="Ctrl+Z", pad_hint="Y",
                                  controller=context.input, words=context.words)
        self.round_text = ""
        """The counter under the game's name in the top bar ("Round 3 of 12")."""
        self.banner_area: pygame.Rect | None = None
        """Where the turn's banner crosses the board when that covers nothing kept clear: a
        part a game keeps for it (set as it lays its board out), else the board's middle."""
        self._tip_parts: list[pygame.Rect] | None = None
        """What is drawn on the board while a tip stands, read off the table once as it
        comes (:meth:`_tip_clear`); None: not read."""
        self._background: pygame.Surface | None = None
        self._board_beside_log = log_open
        self._plates_fitted: tuple[object, ...] = ()
        """What the plates' words were sized for (:meth:`_fit_plates`)."""

    def lay_out(self, layout: FrameLayout, words: Words) -> None:
        """Place every widget for ``layout``, speaking ``words`` (a resize, the log opened or
        closed, a new language: the cached background is painted again)."""
        self.layout = layout
        self.menu_button.words = self.undo_button.words = self.log.words = words
        # Toasts stand on the board above the prompt, nearest its part beside the log
        # when that is open; where the board has no room, over the open log's oldest
        # lines (its newest and its tab stay clear: _log_parts).
        place = layout.toasts
        self.toasts.rect = place
        self.toasts.home = pygame.Rect(place.x, place.y, self.board_area().right - place.x,
                                       place.height)
        self.prompt.rect, self.prompt.short_rect = layout.prompt, layout.prompt_line
        self.log.rect = layout.log
        self.menu_button.rect = layout.menu_button
        self.undo_button.rect = layout.undo_button
        for plate, rect in zip(self.plates, layout.plate_rects(len(self.plates)), strict=True):
            plate.rect = rect
            plate.min_px = layout.bar_text_px  # names never smaller, unless cut (_fit_plates)
        self._plates_fitted = ()
        self._background = None
        self._board_beside_log = self.log.is_open
        self.banner_area = None  # the game's board, laid out next, may give it a place
        self.banner.forget_place()
        self._tip_parts = None

    def rename(self, seats: Sequence[SeatConfig]) -> None:
        """The plates show ``seats``' names (default names after a language switch)."""
        for plate, seat in zip(self.plates, seats, strict=True):
            plate.name = seat.name

    def board_area(self) -> pygame.Rect:
        """The board the game lays out in, ending beside the log when it is open."""
        return self.layout.board_beside(self.log.open_left() if self.log.is_open else None)

    def keep_clear(self) -> list[pygame.Rect]:
        """What neither a toast nor the turn's banner may cover: the game's declared parts
        (its ``toast_clear``) and the log's."""
        return [*self._keep_clear(), *self._log_parts()]

    def _banner_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What the turn's banner keeps off: :meth:`keep_clear` and the notices standing
        (trial s22: "Joon's turn" came under the black seal's notice, a blue strip below
        it; drawn first, the toasts then cover it)."""
        return [*self.keep_clear(), *self.toasts.rects(size)]

    def _tip_clear(self) -> list[pygame.Rect]:
        """What a tip keeps off besides what a notice does: all the turn's banner keeps off,
        the part the game gives the banner (Wizard's trick, its slots empty too) and
        anything drawn on the board, read off the table itself as the banner's place is
        (Polterfass's tally, Big Shot's map), for every game at once."""
        return [*self.keep_clear(), *(() if self.banner_area is None else (self.banner_area,)),
                *(self._tip_parts or ())]

    def keep_messages_clear(self) -> list[pygame.Rect]:
        """What a toast may not cover: the game's ``message_clear`` and the log's parts."""
        return [*self._message_clear(), *self._log_parts()]

    def _log_parts(self) -> list[pygame.Rect]:
        """What of the log a toast leaves clear: its tab, and when open the lower half of
        its page, where the newest lines are (what just happened, a toast's reason). Where
        they stand once the log's slide is over: the board is laid out for that at once,
        and following the slide, every toast was searched for again on each of its frames
        (Winner's Circle: 15 searches, 94 ms, as the log opened)."""
        tab = self.log.tab_rect(settled=True)
        if not self.log.is_open:
            return [tab]
        page = self.log.panel_rect(settled=True)
        return [tab, pygame.Rect(page.x, page.centery, page.width, page.bottom - page.centery)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu and Undo by the mouse (their keys are the scene's, which knows when they
        apply) and the log's own input; True when one of them took ``event``."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and (
                self.menu_button.handle_event(event) or self.undo_button.handle_event(event)):
            return True
        return self.log.handle_event(event)

    def mark_turn(self, seat: int | None) -> None:
        """The glow on the plate of the seat to act (none once the game is over)."""
        for index, plate in enumerate(self.plates):
            plate.set_active(index == seat)

    def update(self, dt: float, undo_allowed: bool) -> bool:
        """One frame of the widgets' motion; True when the log was opened or closed, so the
        board must be laid out again beside it."""
        self.toasts.update(dt)
        self.prompt.update(dt)
        moved = self.update_log(dt)
        self.menu_button.update(dt)
        # Shown only with a prompt that left it room, so it never appears over a sentence
        # being read. The room is kept all game where a person plays: the bar grew and
        # shrank as Undo came and went, the table's foot shifting mid-turn (trial s33
        # L/019); only a table where nothing is ever taken back has the whole bar.
        self.undo_button.enabled = undo_allowed and self.prompt.short
        self.undo_button.update(dt)
        for plate in self.plates:
            plate.update(dt)
        return moved

    def update_log(self, dt: float) -> bool:
        """The log's slide (under a privacy curtain too); True when it was opened or closed
        and the board must be laid out again beside it."""
        self.log.update(dt)
        return self.log.is_open != self._board_beside_log

    def settle(self) -> None:
        """Freeze for the curtain: the prompt never half slid in, the glow on the seat whose
        turn it is, every score counted. The last person's messages go: one left up would
        greet the next (a public one runs its life on under the cover). Undo goes too: the
        cover waits for a press, and a take-back offered beside it is none (trial s28
        E/072); the frame's next update after the cover lifts offers it again."""
        self.toasts.clear_private()
        self.undo_button.enabled = False
        self.prompt.settle()
        for plate in self.plates:
            plate.settle()

    @property
    def is_still(self) -> bool:
        """True when no widget of the frame moves (nor a message waits to fade)."""
        return (not self.banner.is_active and not self.toasts.toasts
                and self.prompt.is_still and self.log.is_still
                and all(plate.is_still for plate in self.plates)
                and self.menu_button.is_settled and self.undo_button.is_settled)

    def draw_under(self, surface: pygame.Surface, title: str,
                   draw_static: Callable[[pygame.Surface], None],
                   refresh_static: Callable[[pygame.Surface], None], title_tag: str = "") -> None:
        """The felt with what never moves (``draw_static``, cached; ``refresh_static``
        repaints its rarely changing parts) and the top bar, its title marked by
        ``title_tag`` if any: beneath the game's board."""
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self.layout.table_background(surface.get_size(), draw_static)
        refresh_static(self._background)
        surface.blit(self._background, (0, 0))
        self.layout.draw_title(surface, title, self.round_text, title_tag)
        self._fit_plates()
        # Every score at one size, the one the most crowded plate allows (trial s19: a
        # computer guest's "Guest · Computer" made its score smaller than the others').
        shared = min(plate.score_px_alone() for plate in self.plates)
        for plate in self.plates:
            plate.score_px_cap = shared
            plate.draw(surface)
        # Which way play goes round the table: the arrows lessons and prompts point at.
        draw_play_order(surface, [plate.rect for plate in self.plates], self.layout.scale)
        if self.undo_button.enabled:
            self.undo_button.draw(surface)
        self.menu_button.draw(surface)

    def _fit_plates(self) -> None:
        """Every plate's words at one size: the bar's least text size where each name and
        status stays whole beside its score, else the largest smaller one that keeps them
        whole, down to the window's small size (at 800x450 Polterfass's "74 pts" leaves
        "Computer 1" room for 12 px)."""
        plates = self.plates
        look = tuple((plate.rect.size, plate.name, plate.subtitle,
                      plate.format_score(plate.counter.target)) for plate in plates)
        if look == self._plates_fitted:
            return
        self._plates_fitted = look
        least = theme.text_px(TextSize.SMALL, self.layout.scale)
        for size in range(self.layout.bar_text_px, least - 1, -1):
            for plate in plates:
                plate.min_px = size
            if size == least or all(plate.words_are_whole() for plate in plates):
                return

    def draw_over(self, surface: pygame.Surface) -> None:
        """The prompt, the banner, the log and the toasts: over the game's board. With no
        free felt the banner stands in the top bar beside the seats' plates, never over
        another seat's plate nor the title nor the prompt line, which says what to do; with
        no room there either, over the plate of the seat it names."""
        if not any(toast.spare for toast in self.toasts.toasts):
            self._tip_parts = None
        elif self._tip_parts is None:  # the board as drawn, before anything over it
            self._tip_parts = drawn_parts(surface, self.board_area(), self.layout.scale)
        self.prompt.draw(surface)
        own = next((plate.lit_rect() for plate in self.plates
                    if plate.seat_index == self.banner.slot), None)
        self.banner.draw(surface, self.board_area(), self.layout.scale, area=self.banner_area,
                         keep_clear=lambda: self._banner_clear(surface.get_size()),
                         fallback=self.bar_room(), own=own)
        self.log.draw(surface)
        self.toasts.draw(surface)

    def bar_room(self) -> list[pygame.Rect]:
        """The stretches of the top bar after the game's title no plate, arrow round the
        plates or Menu stands on, a plate tall, the widest first (the banner stood over the
        next seats' plates, hiding their names, chips and scores, trial s28 E/166, D/080;
        over the title, which names the game and its round, trial s29 G/148)."""
        layout = self.layout
        plates = [plate.rect for plate in self.plates]
        gap = layout.px(10)
        wrap = wrap_arrow(plates, layout.scale)  # drawn by some games only: kept for all
        arrows = [*order_marks(plates, layout.scale), *([wrap[0]] if wrap else [])]
        taken = sorted((part.left - gap, part.right + gap)
                       for part in [*plates, *arrows, layout.menu_button])
        stretches, left = [], layout.title.right + gap
        for start, end in taken:
            if start > left:
                stretches.append(pygame.Rect(left, 0, start - left, 0))
            left = max(left, end)
        height = min((plate.height for plate in plates), default=layout.plates.height)
        for stretch in stretches:
            stretch.height = height
            stretch.centery = layout.plates.centery
        return sorted(stretches, key=lambda stretch: -stretch.width)

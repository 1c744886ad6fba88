"""Shared pieces of the menu screens: the panel-scene base and the confirm dialog.

:class:`PanelScene` is what the menu, setup, settings, rules, pause, results
and statistics screens have in common: a layout rebuilt on every resize, a
:class:`~scenes.widgets.button.FocusRing` of buttons (mouse, Tab/arrows,
Enter), Esc for "back", a toast stack for notices, and button callbacks that
*request* a transition which the scene returns on its next
``handle_event``/``update`` (scenes never edit the stack themselves).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from scenes.shell import assets, theme
from scenes.shell.artwork import draw_soft_shadow, table_backdrop
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push, Scene, Transition
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.focus import FocusRing
from scenes.widgets.toast import ToastStack
from tabletop.storage import Notice


class PanelScene(Scene):
    """Base of the menu screens; subclasses build buttons in :meth:`layout`.

    Subclasses implement ``layout()`` (fill ``self.ring`` from ``self.size``)
    and ``draw_content(surface)``; they call :meth:`go` from button callbacks.
    """

    def __init__(self, context: AppContext) -> None:
        self.context = context
        self.size = context.size
        self.ring: FocusRing[Button] = FocusRing()
        self.toasts = ToastStack((0, 0, *self.size), self.toast_clear)
        self._next: Transition | None = None
        self._laid_out_words = context.words
        self._pointer: tuple[int, int] | None = None
        """Where the pointer last moved: a button laid out again under it stays lit."""

    # -- geometry ---------------------------------------------------------

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def font_px(self, role: TextSize) -> int:
        return theme.text_px(role, self.scale)

    # -- lifecycle --------------------------------------------------------

    def enter(self) -> None:
        self.relayout()

    def resume(self) -> None:
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.relayout()

    def relayout(self) -> None:
        bottom = self.size[1] - self.px(theme.SPACE_XL * 2)
        self.toasts.rect = pygame.Rect(0, 0, self.size[0], bottom)
        self._laid_out_words = self.context.words
        self.layout()
        for button in self.ring.buttons:  # the buttons speak the words the screen was laid out in
            button.words = self._laid_out_words
            # A button made anew (the results' review came in) lights under a still pointer.
            button.hovered = self._pointer is not None and button.contains(self._pointer)

    def layout(self) -> None:
        """Place the buttons for ``self.size``."""

    def toast_clear(self) -> list[pygame.Rect]:
        """What a toast on this screen never covers (DESIGN §3, "Toasts stand where nothing
        needed is"): its buttons, and what a screen adds that its player reads. (The
        results' hint stood over the top of Play again, Watch again and Menu, trial s15.)"""
        return [button.rect for button in self.ring.buttons]

    def go(self, transition: Transition) -> None:
        """Ask for ``transition``; it happens after the current event or frame."""
        self._next = transition

    @property
    def leaving(self) -> bool:
        """True once a transition is asked for (:meth:`go`) and not yet taken."""
        return self._next is not None

    pause_key_resumes = False
    """True on the pause menu: the Pause key (a controller's Start) closes it."""

    def back(self) -> Transition | None:
        """What Esc does (leave the screen)."""
        return Pop()

    def switch_tab(self, step: int) -> None:
        """Ctrl+Tab / Ctrl+Shift+Tab (a controller's shoulder buttons): next or previous tab."""

    def show_notices(self) -> None:
        """Waiting notices (a file that could not be read or written) in a dialog that
        stays until OK (:class:`NoticeScene`); a fading toast could go unread."""
        notices = self.context.take_notices()
        if notices and not self.leaving:
            self.go(Push(NoticeScene(self.context, notices)))
        else:
            self.context.notices[:0] = notices  # the screen about to open shows them

    # -- loop -------------------------------------------------------------

    def _take(self) -> Transition | None:
        transition, self._next = self._next, None
        return transition

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.back()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_PAUSE:
            # The controller's Start button: resumes from the pause menu, nothing elsewhere.
            return self.back() if self.pause_key_resumes else None
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
                and event.mod & pygame.KMOD_CTRL):
            self.switch_tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return self._take()
        self.ring.handle_event(event)
        return self._take()

    def follow_words(self) -> None:
        """Lay out again after a language switch: some labels are built from translated
        parts (a game's title, "today") and every button was handed the old words. Also
        when drawn, since a screen under an overlay is drawn without being updated."""
        if self._laid_out_words is not self.context.words:
            self.relayout()

    def update(self, dt: float) -> Transition | None:
        self.follow_words()
        self.ring.update(dt)
        if self._next is None:  # when leaving, the next screen shows them
            self.show_notices()  # e.g. a settings write that failed just now
        self.toasts.update(dt)
        return self._take()

    def is_still(self) -> bool:
        # A write under way may yet fail and have a toast to show: look every frame.
        return (self._next is None and not self.toasts.toasts and self.context.writes_done()
                and all(button.is_settled for button in self.ring.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_words()
        if self.opaque:
            surface.blit(table_backdrop(surface.get_size()), (0, 0))
        self.draw_content(surface)
        self.ring.draw(surface)
        self.toasts.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Everything except the buttons and toasts."""

    # -- drawing helpers --------------------------------------------------

    def draw_title(self, surface: pygame.Surface, text: str, center_y: int) -> pygame.Rect:
        """A screen title in warm paper colour with a soft shadow, centred."""
        size = assets.fit_text_px(text, self.font_px(TextSize.TITLE), self.size[0] - self.px(80),
                                  bold=True)
        title = assets.shadowed_text(text, size, theme.PAPER, bold=True)
        rect = title.get_rect(center=(self.size[0] // 2, center_y))
        surface.blit(title, rect)
        return rect

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A paper panel with a soft shadow under it."""
        radius = self.px(theme.RADIUS_M)
        draw_soft_shadow(surface, rect, radius, self.px(6), self.px(12))
        surface.blit(paint.paper_panel(rect.size, radius), rect)

    def draw_text(
        self,
        surface: pygame.Surface,
        text: str,
        role: TextSize,
        position: tuple[int, int],
        *,
        colour: tuple[int, ...] = theme.INK,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int = 0,
    ) -> pygame.Rect:
        """Blit one line of text anchored at ``position``; shrinks to ``max_width`` if given."""
        size = self.font_px(role)
        if max_width:
            size = assets.fit_text_px(text, size, max_width, bold=bold)
        rendered = assets.text(text, size, colour, bold=bold)
        rect = rendered.get_rect(**{anchor: position})
        surface.blit(rendered, rect)
        return rect


    def draw_paragraph(
        self,
        surface: pygame.Surface,
        text: str,
        position: tuple[int, int],
        width: int,
        *,
        colour: tuple[int, ...] = theme.INK_SOFT,
    ) -> pygame.Rect:
        """Body text wrapped to ``width`` pixels, top-left at ``position``; where it lies."""
        rendered = assets.text(text, self.font_px(TextSize.BODY), colour, wrap_width=width)
        return surface.blit(rendered, position)


class GameTabsScene(PanelScene):
    """A panel screen with one tab per game above a paper panel, and Back below.

    Shared by the rules viewer and the statistics screen: subclasses draw the
    selected game's page into ``self.panel`` and may extend :meth:`select`.
    """

    def __init__(self, context: AppContext, game_id: str | None) -> None:
        super().__init__(context)
        self.game_id = game_id
        self.panel = pygame.Rect(0, 0, 0, 0)

    def select(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    def switch_tab(self, step: int) -> None:
        from tabletop.games import GAMES

        ids = list(GAMES)
        if not ids:
            return
        index = ids.index(self.game_id) if self.game_id in ids else -step
        self.select(ids[(index + step) % len(ids)])

    panel_width = 980
    """The page's width at 1280x720 (less where the window is narrower)."""

    def layout(self) -> None:
        from tabletop.games import GAMES

        width, height = self.size
        top = self.px(96)
        panel_w = min(self.px(self.panel_width), width - self.px(60))
        tabs: list[Button] = []
        ids = list(GAMES)
        if len(ids) > 1:  # a single game needs no tabs
            for game_id, rect in zip(ids, tab_rects(self, (width - panel_w) // 2, panel_w,
                                                    top, len(ids)), strict=True):
                style = ButtonStyle.PRIMARY if game_id == self.game_id else ButtonStyle.SECONDARY
                tabs.append(Button(rect, f"{game_id}.title", style=style,
                                   words=self.context.words,
                                   on_click=partial(self.select, game_id)))
            size = min(tab.label_px() for tab in tabs)  # their words at one size
            for tab in tabs:
                tab.label_cap = size
            top = tabs[0].rect.bottom + self.px(16)
        back_h = self.px(58)
        back_y = height - self.px(32) - back_h
        self.panel = pygame.Rect(0, 0, panel_w, back_y - self.px(20) - top)
        self.panel.midtop = (width // 2, top)
        back = Button((width // 2 - self.px(120), back_y, self.px(240), back_h), "app.back",
                      style=ButtonStyle.SECONDARY, on_click=lambda: self.go(Pop()))
        self.ring.set_buttons([*tabs, back])
        self.ring.focus(back)


def tab_rects(scene: PanelScene, left: int, width: int, top: int, count: int
              ) -> list[pygame.Rect]:
    """``count`` tabs side by side over the panel from ``left`` ``width`` wide, centred and
    never wider than it: sized by the window, the replay list's six tabs stood out past
    both sides of its list and the rules' five past their page (trial s38)."""
    tab_h, gap = scene.px(48), scene.px(10)
    tab_w = min(scene.px(220), (width - gap * (count - 1)) // count)
    x = left + (width - (tab_w * count + gap * (count - 1))) // 2
    return [pygame.Rect(x + number * (tab_w + gap), top, tab_w, tab_h)
            for number in range(count)]


class ConfirmScene(PanelScene):
    """A yes/no question over the dimmed screen; Esc or "Cancel" closes it.

    ``on_confirm`` returns the transition to make once confirmed, counted
    from this dialog (e.g. ``Pop(3)`` closes the dialog, the pause menu and
    the game).
    """

    opaque = False

    def __init__(
        self,
        context: AppContext,
        message_key: str,
        confirm_key: str,
        on_confirm: Callable[[], Transition],
        *,
        danger: bool = True,
        message_args: dict[str, str] | None = None,
    ) -> None:
        super().__init__(context)
        self.message_key = message_key
        self.message_args = dict(message_args or {})
        self.confirm_key = confirm_key
        self.on_confirm = on_confirm
        self.danger = danger
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        """Where the question stands inside :attr:`panel`."""

    def layout(self) -> None:
        # The box grows with its question, a padding's width clear of every edge: a fixed
        # box had the new-game question's four lines touching its top.
        pad, button_h = self.px(theme.SPACE_L), self.px(56)
        width = min(self.px(600), self.size[0] - self.px(40))
        message = self.message_image(width - 2 * pad)
        height = max(self.px(250), pad + message.get_height() + pad + button_h + pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        button_w = self.px(220)
        gap = self.px(theme.SPACE_L)
        y = self.panel.bottom - pad - button_h
        # The question centred in what is left above the buttons (a padding below it).
        area = pygame.Rect(self.panel.x, self.panel.y + pad, width,
                           y - pad - self.panel.y - pad)
        self.message_rect = message.get_rect(center=area.center)
        left = self.panel.centerx - gap // 2 - button_w
        # The focus starts on Cancel, so Cancel wears the gold where nothing is at risk: a
        # gold Quit beside a focused Cancel said Enter would quit (trial s32 K/018).
        style = ButtonStyle.DANGER if self.danger else ButtonStyle.SECONDARY
        confirm = Button((left, y, button_w, button_h), self.confirm_key, style=style,
                         on_click=lambda: self.go(self.on_confirm()))
        cancel = Button((left + button_w + gap, y, button_w, button_h), "app.cancel",
                        style=ButtonStyle.SECONDARY if self.danger else ButtonStyle.PRIMARY,
                        on_click=lambda: self.go(Pop()))
        self.ring.set_buttons([cancel, confirm])
        self.ring.focus(cancel)

    def message_image(self, wrap: int) -> pygame.Surface:
        """The question, wrapped to ``wrap`` pixels, in the screen's words."""
        message = self.context.words(self.message_key, **self.message_args)
        return assets.text(message, self.font_px(TextSize.HEADING), theme.INK, bold=True,
                           wrap_width=wrap)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, self.panel)
        text = self.message_image(self.panel.width - 2 * self.px(theme.SPACE_L))
        surface.blit(text, text.get_rect(center=self.message_rect.center))


class NoticeScene(PanelScene):
    """Messages about the player's files (a damaged save or settings file set aside) over
    the dimmed screen, until OK, Enter, Esc or a click on OK closes them.

    They were toasts of a few seconds once, partly gone while the window was still black
    and lying over the games' Play and Learn buttons (trial s14 defect 8): two sentences
    with a long file name need their own reading time, and nothing under them is clickable
    while they stand.
    """

    opaque = False

    def __init__(self, context: AppContext, notices: list[Notice]) -> None:
        super().__init__(context)
        self.notices = list(notices)
        context.told(self.notices)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        self._font = 0

    def show_notices(self) -> None:
        """Notices arriving while this one is open join it (one dialog, one OK)."""
        added = [notice for notice in self.context.take_notices() if notice not in self.notices]
        if added:
            self.notices += added
            self.context.told(added)
            self.relayout()

    def message_image(self, wrap: int, size: int) -> pygame.Surface:
        """Every message, a blank line between them, wrapped to ``wrap`` pixels: a long file
        name breaks after its own dots and hyphens, its Korean particle kept on its last
        part (trial s23: "…json으" / "로")."""
        text = "\n\n".join(notice.text(self.context.words) for notice in self.notices)
        return assets.paragraph(text, size, theme.INK, wrap, align="left")

    def layout(self) -> None:
        pad, button_h = self.px(theme.SPACE_L), self.px(56)
        width = min(self.px(820), self.size[0] - self.px(40))
        room = self.size[1] - self.px(40) - 3 * pad - button_h
        # Large enough for the sofa; smaller only when many messages would not fit.
        self._font = self.font_px(TextSize.HEADING)
        message = self.message_image(width - 2 * pad, self._font)
        while message.get_height() > room and self._font > self.font_px(TextSize.SMALL):
            self._font -= 1
            message = self.message_image(width - 2 * pad, self._font)
        self.panel = pygame.Rect(0, 0, width, pad + message.get_height() + pad + button_h + pad)
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        self.message_rect = message.get_rect(midtop=(self.panel.centerx, self.panel.y + pad))
        button_w = self.px(220)
        ok = Button((self.panel.centerx - button_w // 2, self.panel.bottom - pad - button_h,
                     button_w, button_h), "app.notice_ok", style=ButtonStyle.PRIMARY,
                    on_click=lambda: self.go(Pop()))
        self.ring.set_buttons([ok])
        self.ring.focus(ok)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, self.panel)
        text = self.message_image(self.panel.width - 2 * self.px(theme.SPACE_L), self._font)
        surface.blit(text, text.get_rect(midtop=self.message_rect.midtop))

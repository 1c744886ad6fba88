"""A collapsible panel at the right edge listing, in words, what happened."""

from __future__ import annotations

import unicodedata

import pygame

from scenes.shell import assets, theme
from scenes.shell.input import ControllerInput
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.button import key_hint, key_label
from tabletop.i18n import Words


class LogPanel:
    """The game log: newest entry at the bottom, mouse wheel scrolls, a key or tab toggles it.

    ``rect`` is the area of the open panel along the right edge. When closed
    only a small wooden tab shows at the right edge; clicking it or pressing
    ``toggle_key`` (L by default) slides the panel in or out. Entries are
    already-translated sentences, optionally led by a seat's symbol.
    """

    _SLIDE_RATE = 7.0  # panel widths per second

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        words: Words,
        *,
        is_open: bool = True,
        toggle_key: int = pygame.K_l,
        controller: ControllerInput | None = None,
    ) -> None:
        self.controller = controller  # the toggle hint names a controller's button if one is used
        self.words = words
        """Its title and hints' language; the screen hands over new ones on a language switch."""
        self.rect = pygame.Rect(rect)
        self.is_open = is_open
        self.toggle_key = toggle_key
        self.entries: list[tuple[str, int | None]] = []
        self.scroll = 0  # pixels scrolled up from the newest entry
        self._openness = 1.0 if is_open else 0.0

    # ------------------------------------------------------------ content

    def add(self, text: str, seat_index: int | None = None) -> None:
        """Append an entry; the view stays pinned to the newest unless scrolled back."""
        self.entries.append((text, seat_index))
        if self.scroll:
            self.scroll += self._entry_height(len(self.entries) - 1)

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0

    def toggle(self) -> None:
        self.is_open = not self.is_open

    # ------------------------------------------------------------ geometry

    def _scale(self) -> float:
        # The panel is about 560 px tall and 330 wide at 1280x720. By its height alone, a
        # tall portrait window (800x1000) made the tab half again as wide as the room the
        # board keeps for it, and it covered what the table drew at its right edge.
        return min(self.rect.height / 560, self.rect.width / 330)

    def _font_px(self) -> int:
        # Never under the small size: a panel narrower than its 330 px (six seats at
        # 1280x720) drew its tab's "Log" and its entries at 15 px.
        return max(theme.TextSize.SMALL.value, theme.px(theme.TextSize.SMALL.value, self._scale()))

    def panel_rect(self, *, settled: bool = False) -> pygame.Rect:
        """Where the panel is drawn now (slides right, off the edge, as it closes), or,
        ``settled``, where it stands once its slide is over."""
        openness = float(self.is_open) if settled else self._openness
        # Closed, the panel stands just right of its place, so its tab ends where the open
        # panel ends, whole inside the window (beyond it, its rounded end was cut off at
        # the window's edge at 1280x720 and below: trial s18, 1000x800).
        shift = round((1 - openness) * (self.rect.width - 2))
        return self.rect.move(shift, 0)

    def tab_rect(self, *, settled: bool = False) -> pygame.Rect:
        """The handle at the panel's left edge, visible even when closed (``settled``: as
        :meth:`panel_rect`)."""
        scale = self._scale()
        width, height = theme.px(30, scale), theme.px(96, scale)
        panel = self.panel_rect(settled=settled)
        return pygame.Rect(panel.x - width + 2, panel.y + theme.px(20, scale), width, height)

    def open_left(self) -> int:
        """The left edge of the open panel with its tab: what lies right of it is covered."""
        return self.rect.x - theme.px(30, self._scale()) + 2

    def _body_rect(self) -> pygame.Rect:
        panel = self.panel_rect()
        pad = theme.px(12, self._scale())
        # Below the title and its rule as _chrome draws them, by the panel's height: by the
        # narrower width's scale, lines scrolled over the title in a tall narrow panel
        # (trial s14 defect 10: 1000x800).
        header = theme.px(44, _header_scale(panel.height))
        return pygame.Rect(panel.x + pad, panel.y + header, panel.width - 2 * pad,
                           panel.height - header - pad)

    def _entry_height(self, index: int) -> int:
        return self._entry_surface(index).get_height()

    def _entry_surface(self, index: int) -> pygame.Surface:
        text, seat = self.entries[index]
        return _entry(text, seat, self._body_rect().width, self._font_px(), index % 2 == 1)

    def _content_height(self) -> int:
        return sum(self._entry_height(i) for i in range(len(self.entries)))

    # ------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Toggle key, tab clicks and wheel scrolling over the panel; True when used."""
        if event.type == pygame.KEYDOWN and event.key == self.toggle_key:
            self.toggle()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.tab_rect().collidepoint(event.pos):
                self.toggle()
                return True
            return self.is_open and self.panel_rect().collidepoint(event.pos)
        if (
            event.type == pygame.MOUSEWHEEL
            and self.is_open
            and self.panel_rect().collidepoint(pygame.mouse.get_pos())
        ):
            self.scroll_by(event.y * theme.px(40, self._scale()))
            return True
        return False

    def scroll_by(self, pixels: int) -> None:
        """Positive scrolls back in time (up); clamped to the content."""
        limit = max(0, self._content_height() - self._body_rect().height)
        self.scroll = max(0, min(limit, self.scroll + pixels))

    # ------------------------------------------------------------ drawing

    @property
    def is_still(self) -> bool:
        """True when the panel is not sliding."""
        return self._openness == (1.0 if self.is_open else 0.0)

    def update(self, dt: float) -> None:
        target = 1.0 if self.is_open else 0.0
        step = self._SLIDE_RATE * dt
        if self._openness < target:
            self._openness = min(target, self._openness + step)
        elif self._openness > target:
            self._openness = max(target, self._openness - step)

    def draw(self, surface: pygame.Surface) -> None:
        scale = self._scale()
        radius = theme.px(theme.RADIUS_M, scale)
        self._draw_tab(surface, scale)
        if self._openness <= 0.0:
            return
        panel = self.panel_rect()
        words = self.words
        toggle = key_label(words, self.toggle_key, self.controller)
        chrome, (left, top) = _chrome(panel.size, radius, words("widgets.log_title"),
                                      words("widgets.log_hint", key=toggle), self._font_px())
        surface.blit(chrome, (panel.x - left, panel.y - top))
        body = self._body_rect()
        previous_clip = surface.get_clip()
        surface.set_clip(body.clip(previous_clip) if previous_clip else body)
        if not self.entries:
            empty = assets.text(self.words("widgets.log_empty"), self._font_px(), theme.INK_SOFT)
            surface.blit(empty, (body.x + theme.px(6, scale), body.y + theme.px(6, scale)))
        y = body.bottom + self.scroll
        for index in range(len(self.entries) - 1, -1, -1):
            entry = self._entry_surface(index)
            y -= entry.get_height()
            if y > body.bottom:
                continue
            if y < body.y:
                break  # only whole lines at the top: a sliver under the title read as a cut line
            surface.blit(entry, (body.x, y))
        surface.set_clip(previous_clip)
        if self.scroll > 0:
            self._draw_newer_marker(surface, body, scale)

    def _draw_tab(self, surface: pygame.Surface, scale: float) -> None:
        """The wooden handle: an arrow where the panel will go, then the log's name and its
        key on a keycap, so the closed log says what it is and how to open it (trial s39
        Y/013: an unlabelled arrow, and the L key named only inside the open log)."""
        tab = self.tab_rect()
        radius = theme.px(8, scale)
        paint.draw_shadow(surface, tab, radius, offset=(-2, 3), blur=theme.px(4, scale))
        surface.blit(paint.wood_board(tab.size, radius), tab.topleft)
        pad = self.controller is not None and self.controller.button_label(self.toggle_key)
        face = _tab_face(self.words("widgets.log_tab"),
                         key_label(self.words, self.toggle_key, self.controller), bool(pad),
                         self._font_px(), theme.px(7, scale), self.is_open)
        surface.blit(face, face.get_rect(center=(tab.centerx + theme.px(1, scale), tab.centery)))

    def _draw_newer_marker(self, surface: pygame.Surface, body: pygame.Rect, scale: float) -> None:
        """A small gold marker at the bottom: newer entries are below, scroll down."""
        size = theme.px(6, scale)
        cx, y = body.centerx, body.bottom - size
        pygame.draw.polygon(surface, theme.GOLD_DARK,
                            [(cx - size, y - size), (cx + size, y - size), (cx, y)])


def _header_scale(height: int) -> float:
    """The scale of the panel's title row: by its height, as the title was always drawn."""
    return height / 560


@sized_by_window(maxsize=4)
def _chrome(
    size: tuple[int, int], radius: int, title_text: str, hint_text: str, hint_px: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Shadow, paper, title and key hint of the open panel as one cached surface; the hint
    is as large as the entries (``hint_px``): how to hide the panel is read from the sofa."""
    scale = _header_scale(size[1])
    body = paint.paper_panel(size, radius).copy()
    title = assets.text(title_text, theme.px(20, scale), theme.INK, bold=True)
    header_mid = theme.px(24, scale)
    body.blit(title, title.get_rect(midleft=(theme.px(14, scale), header_mid)))
    hint = assets.text(hint_text, hint_px, theme.INK_SOFT)
    body.blit(hint, hint.get_rect(midright=(size[0] - theme.px(14, scale), header_mid)))
    line_y = theme.px(40, scale)
    pad = theme.px(12, scale)
    pygame.draw.line(body, theme.PAPER_RIM, (pad, line_y), (size[0] - pad, line_y), 1)
    return paint.with_shadow(body, radius, offset=(-3, 4), blur=theme.px(8, scale))


@sized_by_window(maxsize=8)
def _tab_face(word: str, key: str, pad: bool, size_px: int, arrow: int,
              is_open: bool) -> pygame.Surface:
    """The tab's arrow (pointing where the panel will go), word and keycap, top to bottom,
    as narrow as the tab: a word of wide letters ("기록") stands letter under letter, as
    Korean is written down a sign; another ("Log") is turned to read downwards."""
    if all(unicodedata.east_asian_width(letter) == "W" for letter in word):
        letters = [assets.text(letter, size_px, theme.PAPER, bold=True) for letter in word]
        label = pygame.Surface((max(part.get_width() for part in letters),
                                sum(part.get_height() for part in letters)), pygame.SRCALPHA)
        y = 0
        for part in letters:
            label.blit(part, part.get_rect(midtop=(label.get_width() // 2, y)))
            y += part.get_height()
    else:
        label = pygame.transform.rotate(assets.text(word, size_px, theme.PAPER, bold=True), -90)
    cap = key_hint(key, size_px, pad)
    gap = max(2, size_px // 4)
    width = max(2 * arrow, label.get_width(), cap.get_width())
    face = pygame.Surface((width, 2 * arrow + label.get_height() + cap.get_height() + 2 * gap),
                          pygame.SRCALPHA)
    cx = width // 2
    direction = 1 if is_open else -1
    tip, back = cx + direction * arrow // 2, cx - direction * arrow // 2
    pygame.draw.polygon(face, theme.PAPER, [(back, 0), (tip, arrow), (back, 2 * arrow)])
    face.blit(label, label.get_rect(midtop=(cx, 2 * arrow + gap)))
    face.blit(cap, cap.get_rect(midbottom=(cx, face.get_height())))
    return face


@sized_by_window(maxsize=512)
def _entry(text: str, seat: int | None, width: int, size_px: int, shaded: bool) -> pygame.Surface:
    """One log line, wrapped to ``width``, with the seat symbol as its bullet."""
    pad = max(3, size_px // 4)
    bullet = round(size_px * 1.3)
    label = assets.text(text, size_px, theme.INK, wrap_width=max(20, width - bullet - 2 * pad))
    height = label.get_height() + 2 * pad
    entry = pygame.Surface((width, height), pygame.SRCALPHA)
    if shaded:
        entry.fill((*theme.PAPER_SHADE, 120))
    if seat is not None:
        line_height = assets.font(size_px).get_linesize()
        theme.draw_seat_symbol(entry, seat, (pad + bullet // 2, pad + line_height // 2),
                               max(3, round(size_px * 0.36)))
    entry.blit(label, (pad + bullet, pad))
    return entry

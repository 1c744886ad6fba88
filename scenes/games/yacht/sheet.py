"""The Yacht Dice score sheet: paper, one column per seat, previews, flashes, counting totals.

The sheet keeps its own copy of every seat's written scores so the scene can
write a cell at the moment its animation plays; :meth:`ScoreSheet.sync`
snaps the copy back to the engine whenever the timeline is idle. Each
category row of the seat to move is a focusable :class:`SheetRow` for the
scene's focus ring.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from scenes.games.yacht.sheet_text import NAME_LINES, category_name, header_lines, italic_text
from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.counter import Counter
from scenes.widgets.dice import die_face
from scenes.widgets.focus import FocusGlow, Pressable
from scenes.widgets.tween import Pace, Step, Tween, linear
from tabletop.games.yacht import (
    CATEGORIES,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    UPPER_FACE,
    YACHT_POINTS,
    Category,
    score_category,
    sheet_total,
    upper_subtotal,
)
from tabletop.i18n import Words

UPPER = CATEGORIES[:6]
LOWER = CATEGORIES[6:]
# Row order on the paper: header, Ones…Sixes, subtotal, bonus, Choice…Yacht, total.
ROWS: tuple[str | Category, ...] = (
    "header", *UPPER, "subtotal", "bonus", *LOWER, "total",
)
_ROW_WEIGHT = {"header": 1.35, "total": 1.2}
TALL_HEADER_WEIGHT = 2.9
"""With narrow columns the header row grows to hold a symbol and a name in three lines."""
FLASH_SECONDS = 0.6


class ScoreSheet:
    """A paper score sheet for ``seat_count`` seats; all sizes derive from :attr:`rect`."""

    def __init__(self, names: Sequence[str], slots: Sequence[int] | None = None, *,
                 on_pick: Callable[[Category], None] | None = None, pace: Pace) -> None:
        self.names = list(names)
        self.slots = list(slots) if slots is not None else list(range(len(self.names)))
        """Each seat's colour and symbol slot, chosen at setup (``SeatConfig.colour``)."""
        self.min_px = 16
        """No text on the sheet is smaller (the scene sets ART.md's small size, scaled)."""
        self.labels: dict[Category, str] = {}
        """The category names in the screen's language (the scene sets them before
        :meth:`set_rect`): the label column is made wide enough for the longest."""
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.sheets: list[dict[Category, int]] = [{} for _ in names]
        self.current: int | None = None
        self.dice: tuple[int, ...] = ()
        self.show_previews = False
        self.pickable = False
        """A person may pick a row now (the scene sets it): only then are rows focusable."""
        self.rows = [SheetRow(self, category, on_pick) for category in CATEGORIES]
        """The current seat's category rows as focusable pieces (clicking scores there)."""
        self.totals = [Counter(0, pace=pace) for _ in names]
        self.uppers = [Counter(0, pace=pace) for _ in names]
        self._flash: dict[tuple[int, Category], float] = {}
        self.marked: tuple[int, Category] | None = None
        """The cell written last (seat, category): ringed in its seat's colour, its symbol
        beside the number, until the next roll (the scene clears it). A computer's write
        came and went within its turn, its Yacht unnoticed (trial s38 W/002)."""
        self._paper: pygame.Surface | None = None  # the static sheet, copied from the background
        self._canvas_key: tuple[object, ...] = ()  # what the background's numbers show
        self.set_rect(self.rect)

    # ------------------------------------------------------------ layout

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.pad = max(6, self.rect.height // 48)
        inner = self.rect.inflate(-2 * self.pad, -2 * self.pad)
        count = max(1, len(self.names))
        # From four seats the labels take the least that holds the longest category, so a
        # name like "Alexandra-Maria" stays whole over its column in two lines.
        label_w = round(inner.width * (0.42 if count <= 3 else 0.3))
        # Every category name at the sheet's one size: the label column widens for the
        # longest (Korean "스몰 스트레이트" was drawn smaller than the other rows at
        # 1000x800, trial s14), while each column keeps room for a three-digit score.
        unit = inner.height / sum(_ROW_WEIGHT.get(row, 1.0) if isinstance(row, str) else 1.0
                                  for row in ROWS)
        size = max(self.min_px, round(unit * 0.5))
        least_column = assets.text_size("000", size, bold=True)[0] + self.pad
        label_w = max(label_w, min(self._labels_width(unit, size),
                                   inner.width - count * least_column))
        column_w = (inner.width - label_w) / count
        self.tall_header = any(
            assets.text_size(name, self.min_px, bold=True)[0] > column_w - self.pad
            for name in self.names)
        weights = [_ROW_WEIGHT.get(row, 1.0) if isinstance(row, str) else 1.0 for row in ROWS]
        if self.tall_header:
            weights[0] = TALL_HEADER_WEIGHT
        unit = inner.height / sum(weights)
        self.row_rects: dict[str | Category, pygame.Rect] = {}
        y = float(inner.y)
        for row, weight in zip(ROWS, weights, strict=True):
            self.row_rects[row] = pygame.Rect(inner.x, round(y), inner.width,
                                              round(y + unit * weight) - round(y))
            y += unit * weight
        self.row_h = round(unit)
        self.label_rect = pygame.Rect(inner.x, inner.y, label_w, inner.height)
        self.column_rects = [
            pygame.Rect(round(inner.x + label_w + column_w * i), inner.y,
                        round(column_w), inner.height)
            for i in range(count)
        ]
        self.font_px = max(self.min_px, round(self.row_h * 0.5))

    def _labels_width(self, row_h: float, size: int) -> int:
        """The label column's width that holds every category name at ``size`` in rows
        ``row_h`` tall, with its die face where it has one."""
        icon = max(8, round(row_h * 0.62)) + self.pad
        return max((assets.text_size(name, size)[0] + 2 * self.pad
                    + (icon if category in UPPER_FACE else 0)
                    for category, name in self.labels.items()), default=0)

    def cell_rect(self, seat: int, row: str | Category) -> pygame.Rect:
        column, band = self.column_rects[seat], self.row_rects[row]
        return pygame.Rect(column.x, band.y, column.width, band.height)

    def row_at(self, point: tuple[int, int]) -> tuple[int | None, Category] | None:
        """The (seat column or None for the label, category) under ``point``."""
        for category in CATEGORIES:
            band = self.row_rects[category]
            if not band.collidepoint(point):
                continue
            for seat, column in enumerate(self.column_rects):
                if column.left <= point[0] < column.right:
                    return seat, category
            return None, category
        return None

    # ------------------------------------------------------------ state

    def sync(self, sheets: Sequence[Mapping[Category, int]], current: int | None,
             dice: Sequence[int], can_score: bool) -> None:
        self.sheets = [dict(sheet) for sheet in sheets]
        self.current = current
        self.dice = tuple(dice)
        self.show_previews = can_score and len(self.dice) == 5
        for seat, sheet in enumerate(self.sheets):
            self.totals[seat].set(sheet_total(sheet))
            self.uppers[seat].set(upper_subtotal(sheet))
        self._flash.clear()
        if self.marked is not None and self.marked[1] not in self.sheets[self.marked[0]]:
            self.marked = None  # taken back (an undo)

    def is_open(self, category: Category) -> bool:
        return self.current is not None and category not in self.sheets[self.current]

    def write(self, seat: int, category: Category, points: int) -> Step:
        """The chosen cell flashes gold while its points and the totals count up."""
        self.sheets[seat][category] = points
        self.show_previews = False
        self.totals[seat].set(sheet_total(self.sheets[seat]))
        self.uppers[seat].set(upper_subtotal(self.sheets[seat]))
        key = self.marked = (seat, category)

        def flash(amount: float) -> None:
            self._flash[key] = amount

        def forget() -> None:
            self._flash.pop(key, None)

        return Tween(FLASH_SECONDS, 0.0, 1.0, linear, on_update=flash, on_done=forget)

    # ------------------------------------------------------------ drawing

    def update(self, dt: float) -> None:
        for counter in (*self.totals, *self.uppers):
            counter.update(dt)
        for row in self.rows:
            row.update(dt)

    def draw_static(self, layer: pygame.Surface, words: Words) -> None:
        """Paper, row bands, rules and category labels: drawn once per layout."""
        rect = self.rect
        radius = max(8, self.pad * 2)
        blur = max(6, self.pad * 2)
        shadow = soft_shadow(rect.size, radius, blur, 160)
        layer.blit(shadow, (rect.x - 2 * blur, rect.y - 2 * blur + max(3, self.pad // 2)))
        layer.blit(paint.paper_panel(rect.size, radius), rect.topleft)
        header = self.row_rects["header"]
        for category in (*UPPER, *LOWER):
            if CATEGORIES.index(category) % 2 == 1:
                band = self.row_rects[category]
                pygame.draw.rect(layer, theme.mix(theme.PAPER, theme.PAPER_SHADE, 0.55), band)
        for band_row in ("subtotal", "bonus"):
            pygame.draw.rect(layer, theme.mix(theme.PAPER_SHADE, theme.PAPER_RIM, 0.25),
                             self.row_rects[band_row])
        total = self.row_rects["total"]
        pygame.draw.rect(layer, theme.mix(theme.PAPER_SHADE, theme.GOLD_LIGHT, 0.35), total)
        ink_line = theme.mix(theme.PAPER_RIM, theme.INK_SOFT, 0.25)
        pygame.draw.line(layer, theme.INK_SOFT, (rect.x + self.pad, header.bottom),
                         (rect.right - self.pad - 1, header.bottom), 2)
        for rule_row in ("subtotal", "total", LOWER[0]):
            y = self.row_rects[rule_row].top
            pygame.draw.line(layer, ink_line, (rect.x + self.pad, y),
                             (rect.right - self.pad - 1, y), 2 if rule_row == "total" else 1)
        for column in self.column_rects:
            pygame.draw.line(layer, ink_line, (column.x, header.y + self.pad // 2),
                             (column.x, total.bottom - self.pad // 2))
        self._draw_labels(layer, words)
        self._draw_header(layer)
        self._paper = layer.subsurface(rect.clip(layer.get_rect())).copy()
        self._canvas_key = ()

    def _draw_labels(self, layer: pygame.Surface, words: Words) -> None:
        size = self.font_px
        label_x = self.label_rect.x + self.pad
        available = self.label_rect.width - 2 * self.pad
        head = words("yacht_scene.sheet_category")
        head_px = max(self.min_px, assets.fit_text_px(head, round(size * 0.85), available))
        head_s = assets.text(head, head_px, theme.INK_SOFT)
        layer.blit(head_s, head_s.get_rect(midleft=(label_x, self.row_rects["header"].centery)))
        # One size for every category name: the one the longest fits (the label column is
        # laid out for them to fit at the sheet's size, set_rect), never one row smaller.
        icons = {category: die_face(max(8, round(self.row_rects[category].height * 0.62)),
                                    face) for category, face in UPPER_FACE.items()}
        lefts = {category: label_x + (icons[category].get_width() + self.pad
                                      if category in icons else 0) for category in CATEGORIES}
        names = {category: category_name(words, category) for category in CATEGORIES}
        px_size = max(self.min_px, min(
            assets.fit_text_px(names[category], size,
                               self.label_rect.right - lefts[category] - self.pad)
            for category in CATEGORIES))
        for category in CATEGORIES:
            band = self.row_rects[category]
            if category in icons:
                layer.blit(icons[category], icons[category].get_rect(
                    midleft=(label_x, band.centery)))
            label = assets.text(names[category], px_size, theme.INK)
            layer.blit(label, label.get_rect(midleft=(lefts[category], band.centery)))
        for row, key, colour in (("subtotal", "sheet_subtotal", theme.INK_SOFT),
                                 ("bonus", "sheet_bonus", theme.INK_SOFT),
                                 ("total", "sheet_total", theme.INK)):
            text = words(f"yacht_scene.{key}")
            bold = row == "total"
            label_px = max(self.min_px, assets.fit_text_px(text, size, available, bold=bold))
            label = assets.text(text, label_px, colour, bold=bold)
            band = self.row_rects[row]
            layer.blit(label, label.get_rect(midleft=(label_x, band.centery)))
            if row == "bonus" and self.fits_bonus_rule(words):
                rule = assets.text(words("yacht_scene.sheet_bonus_rule"),
                                   self._bonus_rule_px(), theme.INK_SOFT)
                right = self.label_rect.right - self.pad
                layer.blit(rule, rule.get_rect(midright=(right, band.centery)))

    def _bonus_rule_px(self) -> int:
        return max(self.min_px, round(self.font_px * 0.72))

    def fits_bonus_rule(self, words: Words) -> bool:
        """True if "63+ → 35" stands beside the Bonus label (the scene widens the sheet
        until it does: beside the open log it was left out, trial s35 Q/003)."""
        available = self.label_rect.width - 2 * self.pad
        text = words("yacht_scene.sheet_bonus")
        label_px = max(self.min_px, assets.fit_text_px(text, self.font_px, available))
        rule_w = assets.text_size(words("yacht_scene.sheet_bonus_rule"),
                                  self._bonus_rule_px())[0]
        return assets.text_size(text, label_px)[0] + rule_w + 2 * self.pad < available

    def header_name_lines(self, seat: int) -> tuple[str, ...]:
        """A seat's name as the header draws it under its symbol, in narrow columns."""
        column = self.column_rects[seat]
        return header_lines(self.names[seat], self.min_px, column.width - self.pad // 2,
                            NAME_LINES, column.width - 4)

    def cuts_names(self) -> bool:
        """True if a seat's name is shortened with an ellipsis over its column."""
        return any(line.endswith("…") for seat in range(len(self.names))
                   for line in self.header_name_lines(seat))

    def cuts_labels(self) -> bool:
        """True if a category name is drawn smaller than the sheet's size to fit its
        column (the scene then gives the sheet more of the board)."""
        return self.label_rect.width < self._labels_width(self.row_h, self.font_px)

    def _draw_header(self, layer: pygame.Surface) -> None:
        """Each seat's symbol and name: side by side when every name fits so, else every
        symbol above its name in up to three lines (never shrunk below the small size). One
        way for all: "Computer" alone under its symbol beside "Ann" and "Ben" beside
        theirs read as a wrap (trial s24 A/025)."""
        header = self.row_rects["header"]
        radius = max(4, round(min(header.height, self.row_h * 1.35) * 0.17))
        names_px = [assets.fit_text_px(name, self.font_px,
                                       column.width - self.pad - 2 * radius - self.pad,
                                       bold=True)
                    for name, column in zip(self.names, self.column_rects, strict=True)]
        side_by_side = not self.tall_header and min(names_px, default=0) >= self.min_px
        for seat, column in enumerate(self.column_rects):
            name, name_px = self.names[seat], names_px[seat]
            if side_by_side:
                label = assets.text(name, name_px, theme.INK, bold=True)
                width = 2 * radius + self.pad // 2 + label.get_width()
                x = column.centerx - width // 2
                theme.draw_seat_symbol(layer, self.slots[seat], (x + radius, header.centery),
                                       radius)
                layer.blit(label, label.get_rect(midleft=(x + 2 * radius + self.pad // 2,
                                                          header.centery)))
                continue
            lines = self.header_name_lines(seat)
            step = round(self.min_px * 1.2)
            top = header.y + 2 * radius + self.pad // 2 + 2
            theme.draw_seat_symbol(layer, self.slots[seat], (column.centerx, header.y + radius + 3),
                                   radius)
            block_top = max(top, header.bottom - 2 - step * len(lines))
            for index, line in enumerate(lines):
                text = assets.text(line, self.min_px, theme.INK, bold=True)
                layer.blit(text, text.get_rect(midtop=(column.centerx,
                                                       block_top + index * step - 2)))

    def refresh(self, layer: pygame.Surface) -> None:
        """Repaint the numbers into the cached background when any of them changed."""
        key = self._values_key()
        if key == self._canvas_key:
            return
        self._canvas_key = key
        if self._paper is not None:
            layer.blit(self._paper, self.rect)
        if self.current is not None:
            column = self.column_rects[self.current]
            lit = pygame.Rect(column.x + 1, self.row_rects["header"].y, column.width - 1,
                              self.row_rects["total"].bottom - self.row_rects["header"].y)
            layer.blit(_tint(lit.size, (*theme.GOLD, 46)), lit.topleft)
            pygame.draw.rect(layer, theme.GOLD_DARK, lit, 2, border_radius=3)
        for seat in range(len(self.names)):
            self._draw_column(layer, seat)

    def draw(self, surface: pygame.Surface) -> None:
        """Per frame, over the refreshed background: the focused row and flashes."""
        for row in self.rows:
            row.draw(surface)
        self._draw_flashes(surface)
        self._draw_mark(surface)

    @property
    def is_still(self) -> bool:
        """No total counts up and no row's focus glow eases in or out."""
        return (not any(counter.is_moving for counter in (*self.totals, *self.uppers))
                and all(row.glow.is_settled for row in self.rows))

    def body_rect(self) -> pygame.Rect:
        """The sheet below the names' rule (2 px, on Ones' top edge): its rows."""
        below = self.row_rects["header"].bottom + 2
        return pygame.Rect(self.rect.x, below, self.rect.width, self.rect.bottom - below)

    def row_outline(self, category: Category) -> pygame.Rect:
        """The current seat's row from its label to its cell: what the focus outlines."""
        band = self.row_rects[category]
        cell = self.cell_rect(self.current or 0, category)
        return pygame.Rect(self.label_rect.x, band.y, cell.right - self.label_rect.x,
                           band.height)

    def _values_key(self) -> tuple[object, ...]:
        # Everything the numbers depend on; while it stays the same, nothing is repainted.
        return (
            self.rect.topleft, self.rect.size, self.current, self.dice, self.show_previews,
            tuple(tuple(sorted((c.value, p) for c, p in sheet.items())) for sheet in self.sheets),
            tuple(counter.shown for counter in self.totals),
            tuple(counter.shown for counter in self.uppers),
        )

    def _draw_column(self, surface: pygame.Surface, seat: int) -> None:
        size = self.font_px
        sheet = self.sheets[seat]
        previews = self.show_previews and seat == self.current
        for category in CATEGORIES:
            cell = self.cell_rect(seat, category)
            if category in sheet:
                value = assets.text(str(sheet[category]), size, theme.INK, bold=True)
                surface.blit(value, value.get_rect(center=cell.center))
            elif previews:
                points = score_category(category, self.dice)
                # A zero is as readable as any preview: scoring one is a choice to weigh.
                preview = italic_text(str(points), size, theme.INK_MUTED)
                surface.blit(preview, preview.get_rect(center=cell.center))
        self._draw_subtotal(surface, seat, size)
        bonus_cell = self.cell_rect(seat, "bonus")
        upper = self.uppers[seat].shown
        if upper >= UPPER_BONUS_THRESHOLD:
            bonus = assets.text(f"+{UPPER_BONUS}", size, theme.GOLD_INK,
                                bold=True)
            surface.blit(bonus, bonus.get_rect(center=bonus_cell.center))
        elif all(category in sheet for category in UPPER):
            zero = assets.text("0", size, theme.INK_SOFT)
            surface.blit(zero, zero.get_rect(center=bonus_cell.center))
        counter = self.totals[seat]
        colour = theme.GOLD_INK if counter.is_moving else theme.INK
        total = assets.text(str(counter.shown), round(size * 1.15), colour, bold=True)
        surface.blit(total, total.get_rect(center=self.cell_rect(seat, "total").center))

    def _draw_flashes(self, surface: pygame.Surface) -> None:
        """The chosen cell: two quick gold pulses over the written number."""
        for (seat, category), amount in self._flash.items():
            cell = self.cell_rect(seat, category)
            intensity = abs(math.sin(amount * math.pi * 2)) * (1 - amount * 0.4)
            paint.draw_glow(surface, cell.inflate(-6, -4), 4, max(5, cell.height // 4),
                            intensity=intensity)
            surface.blit(_tint(cell.size, (*theme.GOLD, round(140 * intensity))), cell)
            points = self.sheets[seat].get(category)
            if points is not None:
                value = assets.text(str(points), self.font_px, theme.INK, bold=True)
                surface.blit(value, value.get_rect(center=cell.center))

    def mark_rect(self) -> pygame.Rect | None:
        """Where the ring of the cell written last is drawn (None: no cell is marked)."""
        if self.marked is None:
            return None
        return self.cell_rect(*self.marked).inflate(-2, -2)

    def _draw_mark(self, surface: pygame.Surface) -> None:
        """The cell written last: a ring in the writer's colour and, for those who cannot
        tell the colours apart, the writer's symbol at the cell's left (ART.md, seats)."""
        ring = self.mark_rect()
        if ring is None or self.marked is None:
            return
        seat, category = self.marked
        slot = self.slots[seat]
        style = theme.seat_style(slot)
        width = max(3, ring.height // 9)
        if category is Category.YACHT and self.sheets[seat].get(category) == YACHT_POINTS:
            # A Yacht (50) keeps a gold glow too: a click skips its confetti and banner.
            paint.draw_glow(surface, ring, 4, max(6, ring.height // 3), intensity=0.9)
        pygame.draw.rect(surface, theme.darker(style.colour, 0.25), ring, width + 2,
                         border_radius=max(3, ring.height // 5))
        pygame.draw.rect(surface, style.colour, ring.inflate(-2, -2), width,
                         border_radius=max(3, ring.height // 5))
        radius = max(4, round(ring.height * 0.2))
        symbol = theme.seat_symbol_surface(slot, radius)
        surface.blit(symbol, symbol.get_rect(midleft=(ring.x + width + max(2, radius // 2),
                                                      ring.centery)))

    def subtotal_bar(self, seat: int) -> pygame.Rect:
        """The thin bar under ``seat``'s upper subtotal, its progress toward 63."""
        cell = self.cell_rect(seat, "subtotal")
        bar = pygame.Rect(0, 0, round(cell.width * 0.7), max(3, cell.height // 7))
        bar.midbottom = (cell.centerx, cell.bottom - max(2, cell.height // 8))
        return bar

    def _draw_subtotal(self, surface: pygame.Surface, seat: int, size: int) -> None:
        """The upper subtotal as progress toward 63: a number over a thin bar."""
        cell = self.cell_rect(seat, "subtotal")
        upper = self.uppers[seat].shown
        reached = upper >= UPPER_BONUS_THRESHOLD
        label = assets.text(f"{upper}/{UPPER_BONUS_THRESHOLD}",
                            max(self.min_px, round(size * 0.78)),
                            theme.GOLD_INK if reached else theme.INK_MUTED,
                            bold=reached)
        bar = self.subtotal_bar(seat)
        bar_h = bar.height
        surface.blit(label, label.get_rect(midbottom=(cell.centerx, bar.top - 1)))
        pygame.draw.rect(surface, theme.PAPER_RIM, bar, border_radius=bar_h // 2)
        filled = round(bar.width * min(1.0, upper / UPPER_BONUS_THRESHOLD))
        if filled > 0:
            pygame.draw.rect(surface, theme.GOLD if reached else theme.GOLD_DARK,
                             (bar.x, bar.y, filled, bar_h), border_radius=bar_h // 2)


class SheetRow(Pressable):
    """One category row of the seat to move, as a focusable piece: a click on its label or
    the seat's cell, or Enter on its focus, scores there.

    The focus outlines the row and leaves its inside clear, so the label and the
    preview stay readable.
    """

    def __init__(self, sheet: ScoreSheet, category: Category,
                 on_pick: Callable[[Category], None] | None) -> None:
        self.sheet = sheet
        self.category = category
        self.on_pick = on_pick
        self.focused = False
        self.hovered = False
        self.glow = FocusGlow()

    @property
    def enabled(self) -> bool:
        return self.sheet.pickable and self.sheet.is_open(self.category)

    def bounds(self) -> pygame.Rect:
        return self.sheet.row_outline(self.category)

    def is_under(self, point: tuple[int, int]) -> bool:
        # A filled row still answers a click: the engine says why it cannot score there.
        hit = self.sheet.row_at(point)
        return (self.sheet.current is not None and hit is not None
                and hit[1] is self.category and hit[0] in (None, self.sheet.current))

    def activate(self) -> bool:
        if self.on_pick is None or not self.sheet.pickable:
            return False
        self.on_pick(self.category)
        return True

    def update(self, dt: float) -> None:
        self.glow.update(dt, self.focused and self.enabled)

    def draw(self, surface: pygame.Surface) -> None:
        if self.glow.amount <= 0.02 or self.sheet.current is None:
            return
        row = self.bounds().clip(self.sheet.body_rect())
        # The focus stays inside its row, at its edges, and below the names' rule: the
        # glow's band around the row lay over the rule and "Ana" above Ones (trial s26
        # A/031), and a band moved inward crossed the row's own label. A pointer in the
        # margin makes it read from the sofa.
        paint.blit_alpha(surface, _row_focus(row.size), row.topleft, self.glow.amount)
        if not (self.focused and self.enabled):
            return
        tip = (row.x - 2, row.centery)
        size = max(5, row.height // 4)
        pygame.draw.polygon(surface, theme.GOLD_DARK, [
            tip, (tip[0] - size, tip[1] - size), (tip[0] - size, tip[1] + size)])


@sized_by_window(maxsize=8)
def _row_focus(size: tuple[int, int]) -> pygame.Surface:
    """A focused row's look, all inside it and clear of its die and words (the die is
    0.62 of the row's height, :meth:`ScoreSheet._draw_labels`): a thick gold outline at
    its edge and a bright line within that."""
    radius = max(3, size[1] // 5)
    thick = max(3, size[1] // 9)
    look = pygame.Surface(size, pygame.SRCALPHA)
    box = look.get_rect()
    pygame.draw.rect(look, theme.GOLD_DARK, box, thick, border_radius=radius)
    pygame.draw.rect(look, theme.GOLD_LIGHT, box.inflate(-2 * thick, -2 * thick),
                     max(1, thick // 2), border_radius=max(1, radius - thick))
    return paint.ready(look)


@sized_by_window(maxsize=8)
def soft_shadow(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    """A big piece's soft shadow, ``2 * blur`` larger on every side.

    Blurring a full-size 1080p panel takes seconds; blurring it at a quarter
    of the size and scaling up looks the same and takes milliseconds.
    """
    factor = 4
    pad = 2 * blur
    width, height = size[0] + 2 * pad, size[1] + 2 * pad
    small = pygame.Surface((max(1, width // factor), max(1, height // factor)), pygame.SRCALPHA)
    pygame.draw.rect(small, (*theme.SHADOW[:3], alpha),
                     (pad // factor, pad // factor, size[0] // factor, size[1] // factor),
                     border_radius=max(1, radius // factor))
    small = pygame.transform.gaussian_blur(small, max(1, blur // factor))
    return pygame.transform.smoothscale(small, (width, height))


@sized_by_window(maxsize=64)
def _tint(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    layer = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    layer.fill(colour)
    return layer

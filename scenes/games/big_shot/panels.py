"""Paper panels of the Big Shot table: the money rows, the auction's words, the fortune table.

Every figure of money drawn here passes through :class:`MoneyRow`, built by
the scene from the current viewer's view only: a colour whose money that
view hides arrives as None and is drawn as "?" (BS-D17).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.games.big_shot.art import draw_cube, draw_loan_tokens, star_points
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.button import key_label
from scenes.widgets.focus import RectPiece
from tabletop.i18n import Words

if TYPE_CHECKING:
    from scenes.shell.input import ControllerInput


@dataclass(frozen=True)
class MoneyRow:
    """One bidding colour in the panel: its cube, its person, money, loans and a note.

    ``lit`` marks the colour to act; ``leading`` the high bidder, ``rolled`` the colour
    that rolled the lot, each marked its own way (the high bidder wore the actor's gold
    and nobody could tell whose turn it was, trial s25 B/014-016); ``dim`` one that
    passed; ``note`` is its auction status or the coach's projection.
    """

    colour: int
    look: int
    name: str
    cash: int | None
    loans: int | None
    lit: bool = False
    dim: bool = False
    note: str = ""
    leading: bool = False
    rolled: bool = False
    short_note: str = ""
    """The note with the coach's projection in its short form ("worth 34M"), where the
    whole one would be cut or part its label from its figure (trial s25 B/195)."""


@dataclass(frozen=True)
class FortuneRow:
    """One seat in the final count (the colours of a 2-seat person summed, BS-D16)."""

    looks: tuple[int, ...]
    name: str
    cash: int
    regions: int
    doubled: int
    loans: int
    fortune: int
    owned: int
    winner: bool


def draw_paper(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    radius = theme.px(theme.RADIUS_M, scale)
    paint.draw_shadow(surface, rect, radius, offset=(0, theme.px(4, scale)),
                      blur=theme.px(6, scale))
    surface.blit(paint.paper_panel(rect.size, radius), rect.topleft)


STATUS_JOINER = " · "
"""Between two statuses of a money row's note (big_shot_scene.status_and)."""
NOTE_LINES = 3
"""A note's lines at most beside a hand-over's cover."""
WEDGE = 5
"""How far the wedge pointing at the lit money row stands out at its left (px at 720p)."""


def money(words: Words, amount: int | None) -> str:
    return "?" if amount is None else words("big_shot_scene.money", amount=amount)


def draw_money_rows(words: Words, surface: pygame.Surface, rect: pygame.Rect,
                    rows: Sequence[MoneyRow], scale: float, public_width: int | None = None,
                    row_h: int | None = None) -> list[pygame.Rect]:
    """The money rows inside ``rect``, each name and note within ``public_width`` of its
    left edge if given (clear of a cover over the money); returns where each row's cube,
    name and note lie. Each row is ``row_h`` high (by default an even share of ``rect``),
    a note wrapped beside the cover a line more (:func:`notes_growth`).

    Painted once per change into a cached surface: a frame costs one blit.
    """
    if not rows:
        return []
    pad = _rows_pad(scale)
    row_h = rect.height // len(rows) if row_h is None else row_h
    image, public = _money_rows_image(words, tuple(rows), rect.size, row_h, scale, public_width)
    surface.blit(image, (rect.x - pad, rect.y))
    return [part.move(rect.x - pad, rect.y) for part in public]


def _rows_pad(scale: float) -> int:
    """The rows' image reaches this far past them each side: the lit band's edge (4) and,
    at its left, the wedge pointing at it (:func:`_mark_row`)."""
    return theme.px(8, scale) // 2 + theme.px(WEDGE, scale) + 2


def note_lines(rows: Sequence[MoneyRow], width: int, row_h: int, scale: float,
               public_width: int | None) -> list[tuple[str, ...]]:
    """Each row's note as drawn, line by line: one line under the name, said short or cut
    with "…" if it must be; beside a hand-over's cover (``public_width``) where a person
    bids with two colours, wrapped onto more lines instead (:func:`note_room`), for the
    cover stands over the money only (trial s20: Ben's row read "rolled 6 · high···")."""
    return list(_note_lines(tuple((row.note, row.short_note) for row in rows), width, row_h,
                            scale, public_width, note_room(rows, public_width)))


def note_room(rows: Sequence[MoneyRow], public_width: int | None) -> int:
    """The lines a row's note may take: one, so that the rows keep one height as bids come
    (trial s28 E/133, 157: "rolled 3 ·" above "high bid: 5M", the rows below jumped and
    the last stood over the rule); beside a hand-over's cover (``public_width``) where a
    person bids with two colours, :data:`NOTE_LINES` (BS-D16: the same name on two rows,
    the colour's word leads each note and leaves a status no room beside it)."""
    shared = len({row.name for row in rows}) < len(rows)
    return NOTE_LINES if public_width is not None and shared else 1


def notes_growth(rows: Sequence[MoneyRow], width: int, row_h: int, scale: float,
                 public_width: int | None) -> int:
    """How much taller than ``row_h`` each the rows stand together: a line per note
    wrapped beside a cover."""
    lines = note_lines(rows, width, row_h, scale, public_width)
    step = note_step(scale)
    return sum(max(0, len(note) - 1) for note in lines) * step


def public_need(rows: Sequence[MoneyRow], row_h: int, scale: float) -> int:
    """From the rows' left edge, how wide their names and notes stand beside a hand-over's
    cover: each name whole with the roller's die, each note or its short form whole."""
    body, small = theme.text_px(TextSize.BODY, scale), theme.text_px(TextSize.SMALL, scale)
    die = theme.px(6, scale) + _cube_size(row_h, scale)
    widest = 0
    for row in rows:
        notes = [assets.text_size(note, small)[0] for note in (row.note, row.short_note) if note]
        widest = max(widest, assets.text_size(row.name, body, bold=True)[0] + die * row.rolled,
                     min(notes, default=0))
    return _name_indent(row_h, scale) + widest


def note_step(scale: float) -> int:
    """From one line of a note to the next."""
    return assets.font(theme.text_px(TextSize.SMALL, scale)).get_linesize()


def _name_indent(row_h: int, scale: float) -> int:
    """From a row's left edge to its name and note, past the cube."""
    return round(_cube_size(row_h, scale) * 1.6)


def _cube_size(row_h: int, scale: float) -> int:
    return min(theme.px(22, scale), row_h // 2)


@sized_by_window(maxsize=64)
def _note_lines(notes: tuple[tuple[str, str], ...], width: int, row_h: int, scale: float,
                public_width: int | None, most: int) -> tuple[tuple[str, ...], ...]:
    """Each (note, short form) as drawn on ``most`` lines: the note where it fits whole,
    each status on a line of its own; else its short form; what still does not fit is cut
    with "…"."""
    small = theme.text_px(TextSize.SMALL, scale)
    indent = _name_indent(row_h, scale)
    room = (width if public_width is None else public_width) - indent
    lines_of = _one_line if most == 1 else _two_lines
    shown = []
    for note, short in notes:
        lines, whole = lines_of(note, small, room)
        if not whole and short:
            lines, _ = lines_of(short, small, room)
        shown.append(lines)
    return tuple(shown)


def _one_line(note: str, small: int, room: int) -> tuple[tuple[str, ...], bool]:
    """``note`` on one line, cut with "…" if it must be; and whether it fits whole."""
    if not note:
        return (), True
    fitted = assets.fit_label(note, small, room, min_fraction=1.0)[0]
    return (fitted,), fitted == note


def _two_lines(note: str, small: int, room: int) -> tuple[tuple[str, ...], bool]:
    """``note`` beside a hand-over's cover, on three lines at most, its statuses side by
    side where they fit, none parted over two lines (trial s25 B/195: "if it ended now:"
    above "34M"); and whether it fits whole. Three: a person's colour word leads the
    note of a status or two ("sky blue ·", "rolled 6 ·", "high bid: 6M", trial s25 D/074)."""
    if not note:
        return (), True
    parts = note.split(STATUS_JOINER)  # big_shot_scene.status_and
    lines: list[str] = []
    for part in parts:
        joined = f"{lines[-1]}{STATUS_JOINER}{part}" if lines else ""
        if lines and assets.text_size(joined, small)[0] <= room:
            lines[-1] = joined
        else:
            if lines:
                lines[-1] += STATUS_JOINER.rstrip()
            lines.append(part)
    whole = all(assets.text_size(line, small)[0] <= room for line in lines)
    if not whole:  # a status wider than the room: the words wrap where they must
        lines = assets.wrap_lines(note, small, room)
    if len(lines) > NOTE_LINES:  # what still does not fit is cut with "…"
        whole = False
        lines = [*lines[:NOTE_LINES - 1], assets.fit_label(
            " ".join(lines[NOTE_LINES - 1:]), small, room, min_fraction=1.0)[0]]
    return tuple(lines), whole


@sized_by_window(maxsize=16)
def _money_rows_image(words: Words, rows: tuple[MoneyRow, ...], size: tuple[int, int],
                      row_h: int, scale: float, public_width: int | None,
                      ) -> tuple[pygame.Surface, list[pygame.Rect]]:
    pad = _rows_pad(scale)
    layer = pygame.Surface((size[0] + 2 * pad, size[1] + pad), pygame.SRCALPHA)
    public = _paint_money_rows(words, layer, pygame.Rect(pad, 0, size[0], size[1]), rows,
                               row_h, scale, public_width)
    return paint.ready(layer), public


def _paint_money_rows(words: Words, surface: pygame.Surface, rect: pygame.Rect,
                      rows: Sequence[MoneyRow], row_h: int, scale: float,
                      public_width: int | None,
                      ) -> list[pygame.Rect]:
    """Each row on two lines: cube, name, loan slips and cash; under the name, its note at
    the full small size, however long the name (notes squeezed to 11 px, or
    dropped beside loan slips), on a third line where a cover leaves it too little room.
    Returns each row's cube, name and note, as one rect."""
    public: list[pygame.Rect] = []
    small = theme.text_px(TextSize.SMALL, scale)
    body = theme.text_px(TextSize.BODY, scale)
    step = note_step(scale)
    notes = note_lines(rows, rect.width, row_h, scale, public_width)
    cube = _cube_size(row_h, scale)
    gap = theme.px(6, scale)
    y = rect.y
    for row, note_words in zip(rows, notes, strict=True):
        line = pygame.Rect(rect.x, y, rect.width, row_h + max(0, len(note_words) - 1) * step)
        y = line.bottom
        _mark_row(surface, line.inflate(theme.px(8, scale), 0), row, scale)
        top = line.y + round(body * 0.62)  # the first line's middle
        draw_cube(surface, (line.x + cube * 0.7, top), cube, row.look)
        cash = assets.text(money(words, row.cash), body, theme.INK, bold=True)
        cash_rect = cash.get_rect(midright=(line.right, top))
        surface.blit(cash, cash_rect)
        right = cash_rect.left - gap
        if row.loans:
            right = draw_loan_tokens(surface, (right, top), row.loans, body, gap,
                                     words("big_shot_scene.loan_slip")) - gap
        left = line.x + _name_indent(row_h, scale)
        if public_width is not None:  # the names and notes end where the cover begins
            right = min(right, line.x + public_width)
        # Neither under the small size (beside the open log a note was 19 px at 1080,
        # issue #32): what still does not fit is cut with "…".
        name_text, name_px = assets.fit_label(row.name, body, max(20, right - left), bold=True,
                                              min_fraction=small / body)
        ink = theme.INK_SOFT if row.dim else theme.INK
        name = assets.text(name_text, name_px, ink, bold=True)
        shown = surface.blit(name, name.get_rect(midleft=(left, top)))
        shown.union_ip(pygame.Rect(line.x, top - cube // 2, cube * 2, cube))
        if row.rolled and shown.right + gap + cube <= right:
            _draw_roller_die(surface, (shown.right + gap + cube // 2, top), cube)
        # The auction status or the coach's projection, under the name.
        for index, words_line in enumerate(note_words):
            note = assets.text(words_line, small, theme.INK_SOFT)
            # A little under the name's ink, its own clear of the band's edge (U/008).
            shown.union_ip(surface.blit(note, (left, top + round(body * 0.35) + index * step)))
        public.append(shown)
    return public


def _mark_row(surface: pygame.Surface, band: pygame.Rect, row: MoneyRow,
              scale: float) -> None:
    """The one to act on a gold band edged in ink, a wedge in the margin at its left
    pointing at it (drawn inside the band's edge, half of it stood under the ink and the
    rounded corner, trial s25 D); the high bidder only outlined in gold."""
    radius = theme.px(6, scale)
    if row.lit:
        pygame.draw.rect(surface, theme.GOLD_LIGHT, band, border_radius=radius)
        pygame.draw.rect(surface, theme.INK, band, max(2, theme.px(3, scale)),
                         border_radius=radius)
        wedge = theme.px(WEDGE, scale)
        tip = (band.x - 1, band.y + theme.px(14, scale))
        pygame.draw.polygon(surface, theme.INK, [(tip[0] - wedge, tip[1] - wedge), tip,
                                                 (tip[0] - wedge, tip[1] + wedge)])
    elif row.leading:
        pygame.draw.rect(surface, theme.GOLD, band, max(2, theme.px(3, scale)),
                         border_radius=radius)


def _draw_roller_die(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small ivory die beside the name of the colour that rolled the lot."""
    face = pygame.Rect(0, 0, size, size)
    face.center = centre
    pygame.draw.rect(surface, theme.IVORY, face, border_radius=max(2, size // 5))
    pygame.draw.rect(surface, theme.INK_SOFT, face, max(1, size // 12),
                     border_radius=max(2, size // 5))
    pip = max(1, size // 9)
    for dx, dy in ((-1, -1), (0, 0), (1, 1)):
        pygame.draw.circle(surface, theme.INK, (centre[0] + dx * size // 4,
                                                centre[1] + dy * size // 4), pip)


def draw_words(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str | tuple[str, ...]],
               scale: float, *, first_bold: bool = True, bottom: int | None = None,
               shown: list[str] | None = None, kept: int | None = None,
               spare: Sequence[str] = (), inked: int | None = None) -> int:
    """Lines of words from the top of ``rect`` (the first one bold); returns the y below.
    Where they would run past ``bottom``, the first lines take their shorter forms, so
    that the later ones still fit: a line's own (a tuple, longest first: "if everybody
    passes" kept in a shorter sentence, trial s25 D), else it loses its last sentences;
    a line that still does not fit is left out whole, and where line ``kept`` would not,
    the lines before it first. ``shown`` gets the words drawn. ``spare`` lines follow, small,
    only in the room left: they shorten none (what the SOLD signs mean, trial s33 M/002).
    Line ``inked`` is in ink, not the soft grey of a side note (a rule that binds)."""
    forms = [list(line) if isinstance(line, tuple) else _shortened(line) for line in lines]
    chosen = [0] * len(lines)
    gap = theme.px(2, scale)

    def picked() -> list[tuple[int, str]]:
        return [(index, form[pick]) for index, (form, pick) in enumerate(zip(forms, chosen,
                                                                             strict=True)) if form]

    def images() -> list[pygame.Surface]:
        return [_words_image(words, first_bold and index == 0, scale, rect.width,
                             inked=index == inked) for index, words in picked()]

    shortening = 0
    while (bottom is not None and shortening < len(lines)
           and rect.y + sum(image.get_height() + gap for image in images()) - gap > bottom):
        if chosen[shortening] + 1 < len(forms[shortening]):
            chosen[shortening] += 1
        else:
            shortening += 1
    drawn = list(zip(images(), picked(), strict=True))
    while (bottom is not None and kept is not None and drawn and drawn[0][1][0] < kept
           and rect.y + sum(image.get_height() + gap for image, _ in drawn) - gap > bottom):
        drawn.pop(0)
    y = rect.y
    for image, (_, words) in drawn:
        if bottom is None or y + image.get_height() <= bottom:
            surface.blit(image, (rect.x, y))
            y += image.get_height() + gap
            if shown is not None:
                shown.append(words)
    for words in spare:
        image = _words_image(words, False, scale, rect.width)
        if bottom is None or y + image.get_height() <= bottom:
            surface.blit(image, (rect.x, y))
            y += image.get_height() + gap
            if shown is not None:
                shown.append(words)
    return y


def _words_image(words: str, bold: bool, scale: float, width: int, *,
                 inked: bool = False) -> pygame.Surface:
    size = theme.text_px(TextSize.BODY if bold else TextSize.SMALL, scale)
    return assets.text(words, size, theme.INK if bold or inked else theme.INK_SOFT, bold=bold,
                       wrap_width=width)


def draw_beside(surface: pygame.Surface, rect: pygame.Rect, words: str,
                scale: float) -> pygame.Rect:
    """``words`` in ink, centred down ``rect`` at its left: at the body size in one line,
    else at the small size (two lines beside a button); returns where."""
    image = assets.text(words, theme.text_px(TextSize.BODY, scale), theme.INK)
    if image.get_width() > rect.width:
        image = assets.text(words, theme.text_px(TextSize.SMALL, scale), theme.INK,
                            wrap_width=rect.width)
    return surface.blit(image, image.get_rect(midleft=rect.midleft))


def _shortened(line: str) -> list[str]:
    """``line``, then each shorter form of it that ends a sentence earlier (". " ends a
    sentence in English and in Korean)."""
    sentences = line.split(". ") if line else []
    return [". ".join(sentences[:count]) + ("." if count < len(sentences) else "")
            for count in range(len(sentences), 0, -1)]


def draw_lot(surface: pygame.Surface, centre: tuple[int, int], cubes: Sequence[int],
             looks: Sequence[int], size: int) -> None:
    """The lot up for auction (or the cubes in hand), large, in one row."""
    step = size * 1.3
    for index, cube in enumerate(cubes):
        x = centre[0] + (index - (len(cubes) - 1) / 2) * step
        draw_cube(surface, (x, centre[1]), size, looks[cube])


def draw_fortune_table(words: Words, surface: pygame.Surface, board: pygame.Rect,
                       city: pygame.Rect, rows: Sequence[FortuneRow], notes: Sequence[str],
                       scale: float) -> None:
    """The final count: cash + regions (doubling shown) − loans = fortune; the winner starred.

    The whole ``board`` is dimmed, the table stands over the ``city`` part of it: the side
    panel stays whole beside it (it stood over the panel's left edge, leaving "ity is sold
    out" and the money rows' names cut off). Painted once into a cached surface.
    """
    over = city.move(-board.x, -board.y)
    image = _fortune_image(words, tuple(rows), tuple(notes), board.size,
                           (over.x, over.y, over.width, over.height), scale)
    surface.blit(image, board.topleft)


@sized_by_window(maxsize=4)
def _fortune_image(words: Words, rows: tuple[FortuneRow, ...], notes: tuple[str, ...],
                   size: tuple[int, int], over: tuple[int, int, int, int],
                   scale: float) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((8, 14, 10, 110))
    _paint_fortune_table(words, layer, pygame.Rect(over), rows, notes, scale)
    return paint.ready(layer)


def _paint_fortune_table(words: Words, surface: pygame.Surface, board: pygame.Rect,
                         rows: Sequence[FortuneRow], notes: Sequence[str], scale: float) -> None:
    s = scale
    body = theme.text_px(TextSize.BODY, s)
    small = theme.text_px(TextSize.SMALL, s)
    heads = [words("big_shot_scene.table_cash"), words("big_shot_scene.table_regions"),
             words("big_shot_scene.table_loans"), words("big_shot_scene.table_fortune"),
             words("big_shot_scene.table_owned")]
    col_w = max(theme.px(92, s), max(assets.text_size(h, small, bold=True)[0] for h in heads)
                + theme.px(14, s))
    name_w = max(assets.text_size(row.name, body, bold=True)[0] for row in rows) + theme.px(70, s)
    width = min(board.width - theme.px(20, s), name_w + col_w * len(heads) + theme.px(48, s))
    row_h = round(body * 2.0)
    inner_w = width - theme.px(48, s)
    note_images = [assets.text(note, small, theme.INK_SOFT, wrap_width=inner_w) for note in notes]
    bonuses = [_doubling_image(words, row, small, col_w - theme.px(6, s)) for row in rows]
    row_hs = [_fortune_row_height(row_h, body, bonus, s) for bonus in bonuses]
    height = (theme.px(70, s) + row_h + sum(row_hs) + theme.px(16, s)
              + sum(image.get_height() + theme.px(4, s) for image in note_images))
    panel = pygame.Rect(0, 0, width, min(board.height, height))
    panel.center = board.center
    draw_paper(surface, panel, s)
    inner = panel.inflate(-theme.px(48, s), -theme.px(36, s))
    title = assets.text(words("big_shot_scene.table_title"), theme.text_px(TextSize.HEADING, s),
                        theme.INK, bold=True)
    surface.blit(title, (inner.x, inner.y))
    y = inner.y + title.get_height() + theme.px(10, s)
    col_x = inner.x + inner.width - col_w * len(heads)
    for index, head in enumerate(heads):
        image = assets.text(head, small, theme.INK_SOFT, bold=True)
        surface.blit(image, image.get_rect(midtop=(col_x + col_w * index + col_w // 2, y)))
    y += row_h // 2 + theme.px(6, s)
    cube = theme.px(20, s)
    for row, bonus, height in zip(rows, bonuses, row_hs, strict=True):
        line = pygame.Rect(inner.x, y, inner.width, height)
        if row.winner:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, line.inflate(theme.px(12, s), 0),
                             border_radius=theme.px(8, s))
            pygame.draw.polygon(surface, theme.GOLD_DARK,
                                star_points((line.x + cube // 2, line.centery), cube * 0.6))
        x = line.x + cube + theme.px(8, s)
        for look in row.looks:
            draw_cube(surface, (x + cube / 2, line.centery), cube, look)
            x += cube + theme.px(4, s)
        name = assets.text(row.name, body, theme.INK, bold=True)
        surface.blit(name, name.get_rect(midleft=(x + theme.px(6, s), line.centery)))
        cells = [str(row.cash), str(row.regions),
                 theme.number(-row.loans), theme.number(row.fortune), str(row.owned)]
        for index, cell in enumerate(cells):
            bold = index == 3
            size = assets.fit_text_px(cell, body, col_w - theme.px(6, s), bold=bold)
            colour = theme.BRICK_DARK if index == 2 and row.loans else theme.INK
            image = assets.text(cell, size, colour, bold=bold)
            centre = (col_x + col_w * index + col_w // 2, line.centery)
            if index == 1 and bonus is not None:  # the doubling on a line of its own
                top = line.centery - _stacked_height(image.get_height(), bonus, s) // 2
                image_rect = image.get_rect(midtop=(centre[0], top))
                surface.blit(bonus, bonus.get_rect(midtop=(centre[0], image_rect.bottom
                                                           - theme.px(3, s))))
                surface.blit(image, image_rect)
                continue
            surface.blit(image, image.get_rect(center=centre))
        y += height
    y += theme.px(10, s)
    for image in note_images:
        surface.blit(image, (inner.x, y))
        y += image.get_height() + theme.px(4, s)


def _doubling_image(words: Words, row: FortuneRow, small: int,
                    width: int) -> pygame.Surface | None:
    """The parks' doubling ("parks +30": "×2: +10" was hard to read, trial I/010) under the
    regions' value, if it has one, within the column's ``width``."""
    if not row.doubled:
        return None
    label = words("big_shot_scene.table_doubled", bonus=row.doubled)
    return assets.text(label, assets.fit_text_px(label, small, width, bold=True),
                       theme.GOLD_INK, bold=True)


def _stacked_height(value_h: int, bonus: pygame.Surface, scale: float) -> int:
    return value_h + bonus.get_height() - theme.px(3, scale)


def _fortune_row_height(row_h: int, body: int, bonus: pygame.Surface | None,
                        scale: float) -> int:
    """A row whose regions cell has two lines is tall enough for both: with the usual
    height the doubling hung into the row below, under its highlight (trial s21)."""
    if bonus is None:
        return row_h
    value_h = assets.text_size("0", body)[1]
    return max(row_h, _stacked_height(value_h, bonus, scale) + theme.px(8, scale))


class HandCube(RectPiece):
    """A bought cube waiting in the panel: click it (or focus it and press Enter) to make
    it the next one to drop on the map."""

    enabled = True

    def __init__(self, cube: int, look: int) -> None:
        super().__init__()
        self.cube = cube
        self.look = look
        self.chosen = False
        self.on_activate: Callable[[int], None] | None = None

    def activate(self) -> bool:
        if self.on_activate is None:
            return False
        self.on_activate(self.cube)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        radius = max(3, self.rect.width // 6)
        self.glow.draw(surface, self.rect, radius)
        lift = self.rect.height * 0.18 if self.chosen else 0.0
        draw_cube(surface, self.rect.center, self.rect.width, self.look, lift=lift)
        if self.chosen:
            mark = pygame.Rect(0, 0, self.rect.width // 2, max(3, self.rect.height // 10))
            mark.midtop = (self.rect.centerx, self.rect.bottom + max(2, self.rect.height // 8))
            pygame.draw.rect(surface, theme.GOLD_DARK, mark, border_radius=mark.height // 2)


def placing_keys(words: Words, controller: ControllerInput) -> tuple[str, str]:
    """The keys that confirm the cubes placed and take one back, named as the keyboard
    or the controller in use has them: "Space" stood in a controller's prompt."""
    pad = controller.using_controller
    back = "Y" if pad else key_label(words, pygame.K_BACKSPACE, None)  # Y sends Ctrl+Z
    return key_label(words, pygame.K_SPACE, controller), back

"""Paper pieces of the Winner's Circle table: podium boxes, the payout sheet, notices, coach.

The payout sheet is the race summary between races: who finished where,
then for every player each chip's line (rate × chip, pace bonus, last-horse
penalty, doubled in race 3) and the money counting up. Its words and lines
are rendered once per content; only the counting money is drawn each frame.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

import pygame

from scenes.games.winners_circle.art import horse_token, small_px
from scenes.games.winners_circle.log_words import horse_name, money_text
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.counter import Counter
from scenes.widgets.tween import Pace
from tabletop.games.winners_circle_data import LAST_HORSE_PENALTY, PACE_BONUS
from tabletop.games.winners_circle_events import PayoutKind
from tabletop.games.winners_circle_rules import payout_rate
from tabletop.i18n import Words

PODIUM_PLACES = (1, 2, 3, 0)  # 0: the last horse's box
MEDAL_COLOURS = {1: theme.GOLD, 2: (0xC8, 0xC8, 0xD0), 3: (0xC8, 0x8A, 0x50), 0: theme.BRICK}

RIBBON_HEIGHT, RIBBON_GAP = 56, 2
"""The ribbon's height and its least gap from what it spares, at the scale of 1."""
RIBBON_TALL = 92
"""A narrow ribbon's height, for three lines of words (clear.ribbon_place)."""


def podium_boxes(infield: pygame.Rect, piece: int, scale: float,
                 least_top: int = 0) -> dict[int, pygame.Rect]:
    """The four boxes along the top of the infield: 1st, 2nd, 3rd and last, their tops at
    ``least_top`` or lower."""
    gap = theme.px(10, scale)
    box_w = round(piece * 1.7)
    box_h = round(piece * 1.2) + _label_h(scale)
    total = 4 * box_w + 3 * gap
    x = infield.centerx - total // 2
    top = max(least_top, infield.y + piece // 2)  # room above for the pace token at 18
    return {place: pygame.Rect(x + i * (box_w + gap), top, box_w, box_h)
            for i, place in enumerate(PODIUM_PLACES)}


def _label_h(scale: float) -> int:
    """The height a podium box's word takes at its top."""
    return round(small_px(scale) * 1.3)


def podium_label(box: pygame.Rect, scale: float) -> pygame.Rect:
    """The strip at a podium box's top where its word ("2nd") stands."""
    return pygame.Rect(box.x, box.y, box.width, _label_h(scale))


def podium_spot(box: pygame.Rect, scale: float) -> pygame.Vector2:
    """Where a horse stands in its podium box (below the label)."""
    label = _label_h(scale)
    return pygame.Vector2(box.centerx, box.y + label + (box.height - label) / 2)


def paint_podium(words: Words, layer: pygame.Surface, boxes: dict[int, pygame.Rect],
                 scale: float) -> None:
    """The boxes as wooden trays with a medal-coloured label (static: painted once)."""
    small = small_px(scale)
    for place, box in boxes.items():
        radius = theme.px(8, scale)
        paint.draw_shadow(layer, box, radius, offset=(0, theme.px(3, scale)),
                          blur=theme.px(5, scale))
        layer.blit(paint.wood_board(box.size, radius), box.topleft)
        well = box.inflate(-theme.px(8, scale), 0)
        well.height = box.height - _label_h(scale) - theme.px(3, scale)
        well.bottom = box.bottom - theme.px(3, scale)
        pygame.draw.rect(layer, theme.darker(theme.FELT, 0.2), well, border_radius=radius // 2)
        colour = MEDAL_COLOURS[place]
        word = words(f"winners_circle_scene.podium_{place}")
        label_px = assets.fit_text_px(word, small, box.width - theme.px(6, scale), bold=True)
        label = assets.shadowed_text(word, label_px, theme.lighter(colour, 0.45), bold=True)
        where = label.get_rect(midtop=(box.centerx, box.y + theme.px(2, scale)))
        # A dark band under the word: the medal colours alone fade into the wood.
        band = pygame.Rect(well.x, where.y, well.width, well.y - where.y)
        pygame.draw.rect(layer, theme.darker(theme.WOOD_DARK, 0.5), band,
                         border_radius=radius // 2)
        layer.blit(label, where)


def ribbon_face(rect: pygame.Rect, text: str, scale: float) -> pygame.Rect:
    """Where the ribbon placed at ``rect`` is drawn: ``rect``, or taller about its middle
    when even the small size needs more lines than it holds (a long name, a narrow place)."""
    label = _ribbon_label(rect.size, text, scale, False)
    height = max(rect.height, label.get_height() + 2 * _ribbon_pad(scale))
    return pygame.Rect(rect.x, rect.centery - height // 2, rect.width, height)


def draw_ribbon(surface: pygame.Surface, rect: pygame.Rect, text: str, scale: float,
                danger: bool = False) -> None:
    """A ribbon across the infield saying what just happened (first bettor, blocked)."""
    face = ribbon_face(rect, text, scale)
    paint.draw_shadow(surface, face, face.height // 4, offset=(0, theme.px(4, scale)),
                      blur=theme.px(8, scale), alpha=160)
    surface.blit(_ribbon(face.size, rect.size, text, scale, danger), face)


def _ribbon_pad(scale: float) -> int:
    return theme.px(4, scale)


@sized_by_window(maxsize=32)
def _ribbon_label(size: tuple[int, int], text: str, scale: float,
                  danger: bool) -> pygame.Surface:
    """The words at the largest size from body down to small whose lines fit the ribbon
    placed at ``size`` (a third line at the body size ran out of its edges, trial s14)."""
    width, height = size
    colour = theme.GOLD_LIGHT if not danger else theme.PAPER
    small, room = theme.text_px(TextSize.SMALL, scale), width - height // 3
    for px in range(theme.text_px(TextSize.BODY, scale), small, -1):
        # Measured, not painted: each size's lines painted cost a new ribbon's frame 8 ms.
        lines = len(assets.wrap_lines(text, px, room, bold=True))
        if lines * assets.font(px, True).get_linesize() + 2 * _ribbon_pad(scale) <= height:
            return assets.paragraph(text, px, colour, room, bold=True)
    return assets.paragraph(text, small, colour, room, bold=True)


@sized_by_window(maxsize=16)
def _ribbon(size: tuple[int, int], placed: tuple[int, int], text: str, scale: float,
            danger: bool) -> pygame.Surface:
    width, height = size
    top, bottom = ((theme.lighter(theme.BRICK, 0.1), theme.BRICK_DARK) if danger
                   else (theme.WOOD_LIGHT, theme.WOOD_DARK))
    ribbon = paint.gradient_panel(size, top, bottom, min(height, placed[1]) // 4,
                                  theme.darker(bottom, 0.3), 2).copy()
    label = _ribbon_label(placed, text, scale, danger)
    ribbon.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return paint.ready(ribbon)


# ---------------------------------------------------------------- the payout sheet


@dataclass(frozen=True)
class PayoutLine:
    """One chip's line on the sheet; ``kind`` None is a bluff, a 0 chip that paid and
    cost nothing: listed all the same, or people never saw why a bluff mattered (trial
    s35 R/011: a 0 on the last horse spared its owner the loss, unsaid)."""

    horse: int
    chip: int
    kind: PayoutKind | None
    rate: int
    multiplier: int
    amount: int


@dataclass
class PayoutSheet:
    """One race's payout as it is settled, line by line (events fill it in)."""

    race: int
    podium: tuple[int, ...]
    last: int
    pace: int | None
    names: list[str]
    slots: list[int]
    animation: Pace
    """The context's animation speed, which the money counters run at."""
    multiplier: int = 1
    lines: list[list[PayoutLine]] = field(default_factory=list)
    money: list[Counter] = field(default_factory=list)
    paid: list[int] = field(default_factory=list)
    settled: list[bool] = field(default_factory=list)

    def __post_init__(self) -> None:
        seats = len(self.names)
        self.lines = [[] for _ in range(seats)]
        self.money = [Counter(0, duration=0.6, pace=self.animation) for _ in range(seats)]
        self.paid = [0] * seats
        self.settled = [False] * seats

    def update(self, dt: float) -> None:
        for counter in self.money:
            counter.update(dt)

    @property
    def is_moving(self) -> bool:
        return any(counter.is_moving for counter in self.money)


def draw_payout(words: Words, surface: pygame.Surface, rect: pygame.Rect, sheet: PayoutSheet,
                scale: float) -> None:
    """The sheet over the board: the race's result, then one column per player."""
    paint.draw_shadow(surface, rect, theme.px(theme.RADIUS_M, scale),
                      offset=(0, theme.px(6, scale)), blur=theme.px(12, scale), alpha=180)
    body, columns, _written = _payout_body(words, rect.size, _sheet_key(sheet), scale)
    surface.blit(body, rect.topleft)
    body_px = theme.text_px(TextSize.BODY, scale)
    for seat, column in enumerate(columns):
        if not sheet.settled[seat]:
            continue
        counter = sheet.money[seat]
        colour = theme.GOLD_DARK if counter.direction > 0 else (
            theme.BRICK if counter.direction < 0 else theme.INK)
        money = assets.text(money_text(words, counter.shown), body_px, colour, bold=True)
        surface.blit(money, money.get_rect(midbottom=(rect.x + column.centerx,
                                                      rect.y + column.bottom)))


def payout_written(words: Words, rect: pygame.Rect, sheet: PayoutSheet,
                   scale: float) -> list[pygame.Rect]:
    """The sheet's written parts at ``rect``: the race's result, each player's lines down
    to the last, and the foot with the race's balance and the money."""
    _body, columns, written = _payout_body(words, rect.size, _sheet_key(sheet), scale)
    foot = min(column.bottom for column in columns) - _foot_height(scale)
    return [pygame.Rect(rect.x, rect.y, rect.width, columns[0].y),
            *(pygame.Rect(rect.x + column.x, rect.y + column.y, column.width, bottom - column.y)
              for column, bottom in zip(columns, written, strict=True)),
            pygame.Rect(rect.x, rect.y + foot, rect.width, rect.height - foot)]


def _foot_height(scale: float) -> int:
    """A column's foot: its money and two lines of its race's balance."""
    return round(theme.text_px(TextSize.BODY, scale) * 1.5) + 2 * round(
        theme.text_px(TextSize.SMALL, scale) * 1.4)


def _sheet_key(sheet: PayoutSheet) -> tuple[object, ...]:
    return (sheet.race, sheet.podium, sheet.last, sheet.pace, tuple(sheet.names),
            tuple(sheet.slots), sheet.multiplier, tuple(tuple(lines) for lines in sheet.lines),
            tuple(sheet.paid), tuple(sheet.settled))


def _kind_word(words: Words, kind: PayoutKind) -> str:
    return words(f"winners_circle_scene.kind_{kind.value}")


@sized_by_window(maxsize=8)
def _payout_body(words: Words, size: tuple[int, int], key: tuple[object, ...],
                 scale: float) -> tuple[pygame.Surface, list[pygame.Rect], list[int]]:
    """The sheet's paper with its words, each player's column, and the foot of the lines
    written in each."""
    (race, podium, last, pace, names, slots, multiplier, lines, paid, settled) = key
    assert isinstance(names, tuple) and isinstance(slots, tuple) and isinstance(lines, tuple)
    assert isinstance(paid, tuple) and isinstance(settled, tuple) and isinstance(podium, tuple)
    assert isinstance(multiplier, int)
    width, height = size
    card = paint.paper_panel(size, theme.px(theme.RADIUS_M, scale), 2).copy()
    pad = theme.px(14, scale)
    small = theme.text_px(TextSize.SMALL, scale)
    body = theme.text_px(TextSize.BODY, scale)
    heading = theme.text_px(TextSize.HEADING, scale)
    title_text = words("winners_circle_scene.payout_title", race=race)
    if multiplier > 1:
        title_text += " · " + words("winners_circle_scene.doubled")
    title = assets.text(title_text, assets.fit_text_px(title_text, heading, width - 2 * pad,
                                                       bold=True), theme.INK, bold=True)
    card.blit(title, (pad, pad // 2))
    y = pad // 2 + title.get_height() + theme.px(2, scale)
    # The result line: 1st, 2nd, 3rd, last and the pace horse, each with its piece.
    token = round(small * 1.1)
    x = pad
    entries = [(_kind_word(words, kind), horse) for kind, horse in zip(
        (PayoutKind.WIN, PayoutKind.PLACE, PayoutKind.SHOW), podium, strict=False)]
    entries.append((_kind_word(words, PayoutKind.LAST), last))
    if pace is not None:
        entries.append((_kind_word(words, PayoutKind.PACE), pace))
    for word, horse in entries:
        assert isinstance(horse, int)
        label = assets.text(word, small, theme.INK_SOFT, bold=True)
        name = assets.text(horse_name(words, horse), small, theme.INK, bold=True)
        if x + label.get_width() + token + name.get_width() + theme.px(24, scale) > width - pad:
            break
        card.blit(label, label.get_rect(midleft=(x, y + token // 2)))
        x += label.get_width() + theme.px(4, scale)
        card.blit(horse_token(horse, token, False), (x, y))
        x += token + theme.px(3, scale)
        card.blit(name, name.get_rect(midleft=(x, y + token // 2)))
        x += name.get_width() + theme.px(16, scale)
    y += token + theme.px(8, scale)
    pygame.draw.line(card, theme.PAPER_RIM, (pad, y), (width - pad, y), 2)
    y += theme.px(6, scale)
    seats = len(names)
    column_w = (width - 2 * pad) // max(1, seats)
    columns: list[pygame.Rect] = []
    money_h = round(body * 1.5)
    written = []
    inner_w = column_w - 2 * theme.px(4, scale)
    iconed = _rows_iconed(words, inner_w, [line for seat_lines in lines
                                           for line in seat_lines], scale)
    # Every line stays on the sheet: where a column's lines with their formulas would run
    # into its foot (the lesson's lower sheet), every column drops the formulas, which
    # the amounts already carry; a line left off made the balance look wrong (trial s34
    # N/001: "+$950 (−$200 included)" under three lines that made $1,150).
    # Every column's balance the same way, "this race:" and its sum on one line, or all
    # on two (written three ways side by side, trial s38 X/002).
    one_line = all(len(_race_sum(words, _race_net(seat_lines, debt), debt, small, inner_w,
                                 True)) == 1
                   for seat_lines, debt, done in zip(lines, paid, settled, strict=True)
                   if done and isinstance(seat_lines, tuple) and isinstance(debt, int))
    room = (height - y - pad // 2 - _foot_height(scale)
            - round(body * 1.2) - (0 if one_line else assets.font(small).get_linesize()))
    formulas = all(sum(_payout_row(words, inner_w, line, scale, iconed)[1] + theme.px(2, scale)
                       for line in seat_lines) <= room
                   for seat_lines in lines if isinstance(seat_lines, tuple))
    for seat in range(seats):
        column = pygame.Rect(pad + seat * column_w, y, column_w, height - y - pad // 2)
        columns.append(column)
        if seat:
            pygame.draw.line(card, theme.PAPER_RIM, (column.x, column.y),
                             (column.x, column.bottom), 1)
        slot = slots[seat]
        assert isinstance(slot, int)
        theme.draw_seat_symbol(card, slot, (column.x + theme.px(12, scale), column.y + body * 0.7),
                               max(4, round(small * 0.5)))
        name_w = column.width - theme.px(26, scale)
        name_text, name_px = assets.fit_label(str(names[seat]), body, name_w, bold=True)
        name = assets.text(name_text, max(small, name_px), theme.INK, bold=True)
        card.blit(name, (column.x + theme.px(22, scale), column.y))
        row_y = column.y + name.get_height() + theme.px(4, scale)
        inner = column.inflate(-2 * theme.px(4, scale), 0)
        seat_lines = lines[seat]
        assert isinstance(seat_lines, tuple)
        debt = paid[seat]
        assert isinstance(debt, int)
        footer_top = column.bottom - money_h
        if settled[seat]:  # the race's balance over the money counting up
            won = _race_net(seat_lines, debt)
            said = _race_sum(words, won, debt, small, inner.width, one_line)
            colour = theme.BRICK if won < 0 else theme.INK_SOFT
            for part in reversed(said):
                text, _ = assets.fit_label(part, small, inner.width, min_fraction=1.0)
                balance = assets.text(text, small, colour)
                card.blit(balance, balance.get_rect(midbottom=(column.centerx, footer_top)))
                footer_top -= balance.get_height()
        if settled[seat] and all(line.kind is None for line in seat_lines):
            for text in assets.wrap_lines(words("winners_circle_scene.payout_nothing"), small,
                                          inner.width):
                nothing = assets.text(text, small, theme.INK_SOFT)
                card.blit(nothing, (inner.x, row_y))
                row_y += nothing.get_height()
        for line in seat_lines:
            assert isinstance(line, PayoutLine)
            pieces, row_h = _payout_row(words, inner.width, line, scale, iconed, formulas)
            if row_y + row_h > footer_top:
                break
            if iconed:
                card.blit(horse_token(line.horse, _row_token(scale), False),
                          (inner.x, row_y + theme.px(3, scale)))
            for piece, (x, piece_y) in pieces:
                card.blit(piece, (inner.x + x, row_y + piece_y))
            row_y += row_h + theme.px(2, scale)
        owed = -sum(line.amount for line in seat_lines if line.amount < 0)
        if settled[seat] and owed > debt:  # WC-D4, WC-D5: a loss is cut at $0 (trial s23, A/190)
            floor = words("winners_circle_scene.never_below_zero", amount=money_text(words, 0))
            for text in assets.wrap_lines(floor, small, inner.width):
                if row_y + small > footer_top:
                    break
                note = assets.text(text, small, theme.INK_SOFT)
                card.blit(note, (inner.x, row_y))
                row_y += note.get_height()
        written.append(row_y)
    return paint.ready(card), columns, written


def _payout_row(words: Words, width: int, line: PayoutLine, scale: float,
                iconed: bool | None = None, formula: bool = True
                ) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]], int]:
    """One chip's line ``width`` wide, as pieces at their spots and the height they take:
    what it is for and the amount, right of its horse's piece (which the sheet draws) when
    ``iconed`` (the sheet decides for all its lines; None: where the line alone has room,
    :func:`_rows_iconed`); under it
    chip × rate (× 2), unless ``formula`` is False (a sheet without room for every line's).
    The amount stands beside the words, else beside the formula, else under the words, and
    the words wrap: every text keeps to its column (trial s12)."""
    small = theme.text_px(TextSize.SMALL, scale)
    if iconed is None:
        iconed = _rows_iconed(words, width, [line], scale)
    indent = _row_indent(scale) if iconed else 0
    room = width - indent
    word_text, amount, formula_text = _row_texts(words, line, small)
    gap = theme.px(6, scale)
    amount_w = amount.get_width() + gap
    beside = assets.text_size(word_text, small, bold=True)[0] + amount_w <= room
    formula = formula and bool(formula_text)  # a bluff's line has none
    word_lines = assets.wrap_lines(word_text, small, room, bold=True)
    under = not beside and formula and assets.text_size(formula_text, small)[0] + amount_w <= room
    formula_lines = assets.wrap_lines(formula_text, small, room) if formula else []
    step = assets.font(small, True).get_linesize() - theme.px(3, scale)
    pieces: list[tuple[pygame.Surface, tuple[int, int]]] = []
    y = 0
    for text in word_lines:
        pieces.append((assets.text(text, small, theme.INK, bold=True), (indent, y)))
        y += step
    pieces.append((amount, (width - amount.get_width(), 0 if beside or under else y)))
    y += 0 if beside or under else step
    for text in formula_lines:
        pieces.append((assets.text(text, small, theme.INK_SOFT), (indent, y)))
        y += step
    return pieces, y + theme.px(3, scale)


def _race_net(lines: tuple[PayoutLine, ...], paid: int) -> int:
    """A column's race balance: its gains less what it paid."""
    return sum(line.amount for line in lines if line.amount > 0) - paid


def _race_sum(words: Words, net: int, paid: int, px: int, width: int,
              one_line: bool) -> list[str]:
    """A column's race balance, "this race: +$500", with a debt the sum written out,
    "this race: +$1,150 − $200 = +$950" ("· paid $200" read as $200 more to take off,
    trial s13, 111; "+$950 (after −$200)" was hard to parse, trial s34 P/011): on one
    line where ``one_line`` and it fits, else the sum on its own line under "this race:",
    its spaces thinner where it must be; a narrow column's sum broken after "this race:"
    and again before "=" ran over three lines (trial s37 T/015). Only a sum no spacing
    fits breaks, between its terms."""
    label = words("winners_circle_scene.race_sum_label")
    total = (words("winners_circle_scene.race_sum", won=signed_money(words, net + paid),
                   paid=money_text(words, paid), net=signed_money(words, net))
             if paid else signed_money(words, net))
    # Thin spaces, then hair spaces (neither draws a glyph of its own in Noto Sans KR).
    for said in ([[f"{label} {total}"]] if one_line else []) + [
            [label, total.replace(" ", space)] for space in (" ", "\u2009", "\u200a")]:
        if all(assets.text_size(line, px)[0] <= width for line in said):
            return said
    return [label, *assets.wrap_lines(total.replace(" − ", "\u00a0−\u00a0"), px, width)]


def _row_token(scale: float) -> int:
    """The diameter of the horse's piece before a payout line's words."""
    return round(theme.text_px(TextSize.SMALL, scale) * 0.9)


def _row_indent(scale: float) -> int:
    """Where a payout line's words start: right of its horse's piece."""
    return _row_token(scale) + theme.px(4, scale)


def _row_texts(words: Words, line: PayoutLine, small: int) -> tuple[str, pygame.Surface, str]:
    """A payout line's words ("2nd · Yellow"), its amount drawn, and its formula (none for
    a bluff's one line, "0 (bluff) · Red $0")."""
    if line.kind is None:
        word_text = words("winners_circle_scene.payout_bluff", horse=horse_name(words, line.horse))
        return word_text, assets.text(money_text(words, 0), small, theme.INK_SOFT, bold=True), ""
    word_text = f"{_kind_word(words, line.kind)} · {horse_name(words, line.horse)}"
    amount = assets.text(signed_money(words, line.amount), small,
                         theme.GOLD_DARK if line.amount > 0 else theme.BRICK, bold=True)
    # The chip's points times the dollars a point pays: "1 × $800 a point" (a bare
    # "1 × 800" read as points, where the plates and the payout count money in $).
    formula = words("winners_circle_scene.payout_formula", chip=line.chip,
                    rate=money_text(words, line.rate)) + (
        f" × {line.multiplier}" if line.multiplier > 1 else "")
    return word_text, amount, formula


def _rows_iconed(words: Words, width: int, lines: Iterable[PayoutLine], scale: float) -> bool:
    """Whether every payout line of a sheet keeps its two lines ``width`` wide with its
    horse's piece before the words: then all have it, else none. Each line deciding alone,
    "2nd · Yellow +$300" lost its piece and its indent among lines that kept theirs (trial
    s27 D/104); in a narrow column (five seats beside the open log) the words alone, as
    "−$400" and "× 2" went onto lines of their own (trial s14)."""
    small = theme.text_px(TextSize.SMALL, scale)
    room = width - _row_indent(scale)
    gap = theme.px(6, scale)
    for line in lines:
        word_text, amount, formula = _row_texts(words, line, small)
        words_w = assets.text_size(word_text, small, bold=True)[0]
        formula_w = assets.text_size(formula, small)[0]
        amount_w = amount.get_width() + gap
        if max(words_w, formula_w) > room or min(words_w, formula_w) + amount_w > room:
            return False
    return True


# ---------------------------------------------------------------- coach


def coach_lines(words: Words, advice: object, focused_horse: int | None,
                lifted_chip: int | None, finished: Collection[int] = ()) -> list[str]:
    """The coach's advice in words for the decision on the table (never empty).

    Betting: the best bet, what the lifted chip would pay on the focused (or best) horse
    as the bets stand, and that horse's odds. Before a roll: what the seat's chips are
    worth this race, chip by chip. After a roll: the best horse to move and what it
    brings. Last, the odds of the horse in question.
    """
    horses = getattr(advice, "horses", ())
    if not horses:
        return []
    said: list[str] = []
    best_bet = getattr(advice, "best_bet", None)
    best_move = getattr(advice, "best_move", None)
    own_bets: tuple[tuple[int, int, float], ...] = getattr(advice, "own_bets", ())
    horse = focused_horse
    if best_bet is not None:
        # The chip in hand, as the next line's: "A 1 chip on it…" over a lifted 2 read as
        # the coach speaking of another chip (trial s27 D/051); a bluff's 0 earns nothing.
        if lifted_chip:
            said.append(words("winners_circle.coach.best_bet_chip",
                              horse=horse_name(words, best_bet), chip=lifted_chip,
                              value=money_text(words, int(round(_chip_worth(
                                  advice, horses[best_bet], best_bet, lifted_chip), -1)))))
        elif lifted_chip == 0:  # "if you bet the 1 chip" over a lifted 0 (trial s29 G/015)
            said.append(words("winners_circle.coach.best_bet_bluff",
                              horse=horse_name(words, best_bet)))
        else:
            said.append(words("winners_circle.coach.best_bet",
                              horse=horse_name(words, best_bet), value=money_text(
                                  words, int(round(horses[best_bet].chip_value, -1)))))
        horse = best_bet if horse is None else horse
        if lifted_chip:
            said.append(_chip_pays(words, advice, horse, lifted_chip))
    elif best_move is not None:
        gain = dict(getattr(advice, "move_values", ())).get(best_move, 0.0)
        said.append(words("winners_circle.coach.best_move_gain", horse=horse_name(words, best_move),
                          amount=signed_money(words, int(round(gain, -1)))))
        horse = best_move if horse is None else horse
    elif own_bets:
        total = int(round(sum(value for _, _, value in own_bets), -1))  # "about": to the ten
        said.append(words("winners_circle.coach.chips_worth", amount=signed_money(words, total)))
        # A bluff's 0 is worth nothing anywhere: four chips' worths wrapped onto a second
        # row and pushed the horse's odds off the card (trial s29 G/193).
        worths = [words("winners_circle.coach.chip_worth", horse=horse_name(words, h), chip=chip,
                        amount=signed_money(words, int(round(value, -1))))
                  for h, chip, value in own_bets if chip]
        if worths:
            said.append(_broken_at_dots(worths))
        running_bets = [bet for bet in own_bets if bet[0] not in finished]
        if horse is None and running_bets:
            horse = max(running_bets, key=lambda bet: (horses[bet[0]].win, -bet[0]))[0]
    # The horse in question; with nothing of one's own known, the three favourites. The
    # ``finished`` horses' places are settled: "White: win 100%" stood over the rest after
    # White finished 1st (trial s29 wc_auto_014).
    shown = [horse] if horse is not None else sorted(
        (h for h in range(len(horses)) if h not in finished),
        key=lambda h: (-horses[h].win, h))[:3]
    for horse in shown:
        odds = horses[horse]
        said.append(_broken_at_dots(words(
            "winners_circle_scene.coach_odds", horse=horse_name(words, horse),
            win=round(odds.win * 100), place=round(odds.place * 100),
            show=round(odds.show * 100), last=round(odds.last * 100)).split(" · ")))
    return said


def _broken_at_dots(items: list[str]) -> str:
    """``items`` joined by " · ", each whole on its line: a wrapped line breaks only after
    a dot ("· last" and "3%" stood on two lines, trial s26 A/213)."""
    return "\u00a0· ".join(item.replace(" ", "\u00a0") for item in items)


def _chip_worth(advice: object, odds: object, horse: int, chip: int) -> float:
    """What ``chip`` on ``horse`` earns on average, as the bets stand now: the odds of each
    paid place at the rate its points would make, the pace bonus and the last horse's loss
    for each of its points (RULES.md §1.5); ``odds`` are the horse's."""
    bets_on = getattr(advice, "bets_on", ())
    points = round((bets_on[horse] if bets_on else 0.0) + chip)
    chances = [getattr(odds, name) for name in ("win", "place", "show", "pace_bonus", "last")]
    per_point = sum(chance * payout_rate(place, points)
                    for place, chance in enumerate(chances[:3], start=1))
    per_point += chances[3] * PACE_BONUS - chances[4] * LAST_HORSE_PENALTY
    return float(chip * per_point * getattr(advice, "multiplier", 1))


def _chip_pays(words: Words, advice: object, horse: int, chip: int) -> str:
    """What ``chip`` on ``horse`` would pay for 1st, 2nd and 3rd, as the bets stand now."""
    bets_on = getattr(advice, "bets_on", ())
    multiplier = getattr(advice, "multiplier", 1)
    points = round((bets_on[horse] if bets_on else 0.0) + chip)
    pays = [money_text(words, chip * payout_rate(place, points) * multiplier)
            for place in (1, 2, 3)]
    return words("winners_circle.coach.chip_pays", chip=chip, horse=horse_name(words, horse),
                 win=pays[0], place=pays[1], show=pays[2])


def signed_money(words: Words, amount: int) -> str:
    """A gain or loss: "+$450", "−$20" (a true minus sign), "±$0"."""
    sign = "+" if amount > 0 else ("\N{MINUS SIGN}" if amount < 0 else "±")
    return sign + money_text(words, abs(amount))

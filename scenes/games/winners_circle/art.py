"""Winner's Circle pieces drawn in code: horses, the four die symbols, cards, chips, the die.

Every piece is drawn once per size (antialiased: drawn large, then scaled
down) and cached, so a frame only blits. Horses are drawn as horses, like
the menu card's, and carry their number on the saddle cloth; chips carry
their owner's seat symbol, so nothing depends on colour alone (ART.md).
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import Colour, TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from tabletop.games.winners_circle_data import SYMBOLS, Symbol

HORSE_COLOURS: tuple[Colour, ...] = (
    (0x2A, 0x2A, 0x2E),  # black
    (0xEE, 0xEA, 0xE0),  # white
    (0xC8, 0x2E, 0x2A),  # red
    (0x2E, 0x5F, 0xC4),  # blue
    (0xF0, 0xC8, 0x2C),  # yellow
    (0x2E, 0x96, 0x4A),  # green
    (0x7A, 0x3E, 0xA6),  # purple
)
"""Horses 1–7 as in the seed (WC-D13): black, white, red, blue, yellow, green, purple."""

SUPERSAMPLE = 4


def horse_ink(horse: int) -> Colour:
    """Readable text colour on horse ``horse``'s colour."""
    return theme.INK if horse in (1, 4) else theme.PAPER


def horse_rim(horse: int) -> Colour:
    colour = HORSE_COLOURS[horse]
    return theme.darker(colour, 0.5) if horse != 0 else (0x0C, 0x0C, 0x0E)


def _scaled(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return paint.ready(pygame.transform.smoothscale(big, size))


# ---------------------------------------------------------------- the four die symbols


def _saddle_seat() -> list[tuple[float, float]]:
    """A saddle's seat and skirt from the side, facing right: the seat dips from a broad
    cantle behind to the horn's neck in front, over a skirt longer than the seat."""
    steps = [i / 16 for i in range(17)]
    cantle = [(0.06 + 0.10 * math.sin(math.pi / 2 * t), 0.44 - 0.24 * t) for t in steps]
    seat = [(0.16 + 0.56 * t, 0.20 + 0.20 * math.sin(math.pi / 2 * min(1.0, 2.2 * t))
             - 0.06 * max(0.0, t - 0.6) / 0.4) for t in steps]
    return [(0.02, 0.50), *cantle, *seat, (0.72, 0.30), (0.76, 0.30), (0.78, 0.36),
            (0.94, 0.38), (0.98, 0.46), (0.96, 0.58), (0.04, 0.58)]


# A Western riding saddle (trial s26 A/134: the old one, a horn and a cantle in two
# points over a square flap, read as a bull's head): the seat on its long skirt, the horn
# a knob in front (drawn by symbol_icon), the fender hanging behind the middle and the
# stirrup's iron under it, an open loop.
_SADDLE = [
    _saddle_seat(),
    [(0.30, 0.56), (0.58, 0.56), (0.60, 0.76), (0.54, 0.82), (0.34, 0.82), (0.28, 0.76)],
]


def _symbol_points(symbol: Symbol, side: float) -> list[list[tuple[float, float]]]:
    """Outline polygons of ``symbol`` in a ``side`` square (head, cap, saddle, horseshoe)."""

    def scale(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x * side, y * side) for x, y in points]

    if symbol is Symbol.HEAD:  # a horse's head in profile, looking right
        return [scale([(0.22, 0.96), (0.24, 0.50), (0.33, 0.20), (0.38, 0.03), (0.46, 0.14),
                       (0.56, 0.17), (0.93, 0.52), (0.91, 0.66), (0.78, 0.70), (0.60, 0.58),
                       (0.70, 0.96)])]
    if symbol is Symbol.CAP:  # a jockey's cap: dome and peak, filling the square's height
        dome = [(0.44 + 0.40 * math.cos(a), 0.72 - 0.58 * math.sin(a))
                for a in (math.pi * i / 16 for i in range(17))]
        return [scale(dome), scale([(0.40, 0.64), (0.99, 0.74), (0.97, 0.84), (0.40, 0.84)])]
    if symbol is Symbol.SADDLE:
        return [scale(points) for points in _SADDLE]
    # A horseshoe, open at the bottom.
    outer, inner = [], []
    for i in range(25):
        angle = math.radians(-35 + 250 * i / 24)
        outer.append((0.5 + 0.44 * math.cos(angle), 0.52 - 0.44 * math.sin(angle)))
        inner.append((0.5 + 0.24 * math.cos(angle), 0.52 - 0.24 * math.sin(angle)))
    return [scale(outer + inner[::-1])]


@sized_by_window(maxsize=64)
def symbol_icon(symbol: Symbol, size: int, colour: Colour = theme.INK) -> pygame.Surface:
    """The die symbol ``symbol`` as an antialiased icon ``size`` pixels square."""
    size = max(4, size)
    big = size * SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    for polygon in _symbol_points(symbol, big):
        pygame.draw.polygon(layer, colour, polygon)
    if symbol is Symbol.HEAD:  # the eye
        pygame.draw.circle(layer, theme.IVORY, (big * 0.58, big * 0.34), big * 0.045)
    if symbol is Symbol.SADDLE:  # the horn's knob; the stirrup's iron, an open loop
        pygame.draw.ellipse(layer, colour, (big * 0.66, big * 0.14, big * 0.20, big * 0.11))
        pygame.draw.rect(layer, colour, (big * 0.72, big * 0.20, big * 0.08, big * 0.12))
        iron = [(0.34, 0.84), (0.54, 0.84), (0.58, 0.98), (0.30, 0.98)]
        pygame.draw.polygon(layer, colour, [(big * x, big * y) for x, y in iron],
                            max(2, round(big * 0.07)))
    if symbol is Symbol.SHOE:  # nail holes
        for i in (2, 6, 18, 22):
            angle = math.radians(-35 + 250 * i / 24)
            pygame.draw.circle(layer, theme.IVORY, (big * (0.5 + 0.34 * math.cos(angle)),
                                                    big * (0.52 - 0.34 * math.sin(angle))),
                               big * 0.035)
    return _scaled(layer, (size, size))


# ---------------------------------------------------------------- horses


def _horse_shapes(unit: float) -> tuple[list[list[tuple[float, float]]],
                                         list[tuple[float, float, float, float]],
                                         list[tuple[tuple[float, float], tuple[float, float]]]]:
    """A racehorse seen from the side, facing right, in a 10 x 10 ``unit`` square:
    polygons (neck, head, ears, tail), ellipses (body, haunch) and legs."""

    def at(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x * unit, y * unit) for x, y in points]

    polygons = [
        at([(6.2, 4.4), (7.0, 1.8), (8.0, 1.2), (8.4, 2.2), (7.9, 5.2)]),  # neck
        at([(7.2, 1.5), (8.1, 0.8), (9.7, 2.3), (9.5, 3.1), (8.7, 3.0), (7.7, 2.6)]),  # head
        at([(7.5, 1.3), (7.8, 0.1), (8.2, 1.0)]),  # ear
        at([(1.9, 4.0), (0.6, 5.0), (0.2, 7.4), (0.9, 7.2), (1.5, 5.6), (2.2, 5.0)]),  # tail
    ]
    ellipses = [(1.5, 3.3, 6.6, 3.5), (1.4, 3.5, 2.8, 3.3)]  # body, haunch
    legs = [((2.4, 6.0), (2.0, 9.4)), ((3.2, 6.2), (3.6, 9.4)),  # hind legs
            ((6.3, 6.0), (6.0, 9.4)), ((7.1, 5.8), (7.8, 9.2))]  # forelegs, one reaching
    return polygons, ellipses, legs


NUMBER_SHARE = 0.5
"""A horse token's number, in text px, per px of the token's size."""


@cache  # asked some fifty times a frame, of the one scale
def small_px(scale: float) -> int:
    """The table's words and figures a player reads (the track's numbers, the podium's
    words, the cards', chips' and tokens' figures, the rate card): the small size, never
    smaller than at 1280x720 (DESIGN.md, Window; a 1000x760 window drew them 12 px and
    800x450 10 px, trials s22 and s23)."""
    return max(theme.text_px(TextSize.SMALL, scale), TextSize.SMALL.value)


@sized_by_window(maxsize=64)
def horse_token(horse: int, diameter: int, numbered: bool = True,
                facing_left: bool = False, number_px: int = 8) -> pygame.Surface:
    """A horse's racing piece: a horse in its colour, outlined, with a paper saddle cloth
    carrying its number (the menu card's horses, ART.md: never colour alone).

    A token too small for a readable number (``numbered`` False) goes beside the horse's
    name instead. ``facing_left`` mirrors the horse (the number stays readable); the
    number is never under ``number_px``, its cloth grown to hold it.
    """
    diameter = max(8, diameter)
    big = diameter * SUPERSAMPLE
    colour, rim = HORSE_COLOURS[horse], horse_rim(horse)
    unit = big / 10
    silhouette = pygame.Surface((big, big), pygame.SRCALPHA)
    polygons, ellipses, legs = _horse_shapes(unit)
    leg_w = max(2, round(unit * 0.75))
    for top, bottom in legs:
        pygame.draw.line(silhouette, colour, (top[0] * unit, top[1] * unit),
                         (bottom[0] * unit, bottom[1] * unit), leg_w)
    for x, y, w, h in ellipses:
        pygame.draw.ellipse(silhouette, colour, (x * unit, y * unit, w * unit, h * unit))
    for polygon in polygons:
        pygame.draw.polygon(silhouette, colour, polygon)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    outline = pygame.mask.from_surface(silhouette).to_surface(
        setcolor=(*rim, 255), unsetcolor=(0, 0, 0, 0))
    edge = max(2, round(unit * 0.35))
    for dx, dy in ((edge, 0), (-edge, 0), (0, edge), (0, -edge)):
        layer.blit(outline, (dx, dy))
    layer.blit(silhouette, (0, 0))
    # Light from the top left: a sheen along the back; the mane and hooves in the rim colour.
    pygame.draw.ellipse(layer, theme.lighter(colour, 0.2), (2.4 * unit, 3.5 * unit,
                                                            4.6 * unit, 1.0 * unit))
    pygame.draw.line(layer, rim, (6.6 * unit, 3.9 * unit), (7.5 * unit, 1.5 * unit),
                     max(2, round(unit * 0.45)))
    for _, (x, y) in legs:
        pygame.draw.circle(layer, rim, (x * unit, y * unit), unit * 0.45)
    # The cloth holds the whole number: a digit reaching onto a black or white horse
    # cannot be read.
    cloth = pygame.Rect(round(2.6 * unit), round(2.7 * unit), round(5.0 * unit),
                        round(5.0 * unit))
    pygame.draw.rect(layer, theme.darker(theme.PAPER, 0.03), cloth, border_radius=round(unit))
    pygame.draw.rect(layer, rim, cloth, max(2, round(unit * 0.3)), border_radius=round(unit))
    if facing_left:
        layer = pygame.transform.flip(layer, True, False)
        cloth.x = big - cloth.right
    surface = _scaled(layer, (diameter, diameter)).copy()
    if numbered:
        number = assets.text(str(horse + 1), max(number_px, round(diameter * NUMBER_SHARE)),
                             theme.INK, bold=True)
        centre = (cloth.centerx / SUPERSAMPLE, cloth.centery / SUPERSAMPLE + 1)
        place = number.get_rect(center=(round(centre[0]), round(centre[1])))
        # A small token's digit is wider than its cloth: the cloth grows to hold every
        # inked pixel and one more, or the black horse's "1" stood on the black horse
        # (1.49:1 in the lane card at 1280x720).
        shown = pygame.Rect(cloth.x // SUPERSAMPLE, cloth.y // SUPERSAMPLE,
                            -(-cloth.width // SUPERSAMPLE), -(-cloth.height // SUPERSAMPLE))
        ink = number.get_bounding_rect().move(place.topleft).inflate(4, 4)
        if not shown.contains(ink):
            patch = shown.union(ink)
            radius = max(1, round(unit / SUPERSAMPLE))
            pygame.draw.rect(surface, theme.darker(theme.PAPER, 0.03), patch,
                             border_radius=radius)
            pygame.draw.rect(surface, rim, patch, 1, border_radius=radius)
        surface.blit(number, place)
    return paint.ready(surface)


@sized_by_window(maxsize=32)
def horse_ghost(horse: int, diameter: int, min_px: int = 8) -> pygame.Surface:
    """Where a horse would land: a translucent ring in its colour with its number on a
    solid disc (never smaller than ``min_px``, however small the ring sharing a space).
    The disc is as large as the number needs, past the ring where a shared space made it
    small: a number over the translucent ring stood 1.3:1 on the wood beside it."""
    diameter = max(8, diameter)
    number_px = max(min_px, round(diameter * 0.46))
    number = assets.text(str(horse + 1), number_px, horse_ink(horse), bold=True)
    disc = max(round(diameter * 0.7), round(number.get_bounding_rect().height * 1.6),
               round(number.get_bounding_rect().width * 1.8))
    side = max(diameter, disc + 2)
    big = side * SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = HORSE_COLOURS[horse]
    middle = (big / 2, big / 2)
    ring = diameter * SUPERSAMPLE / 2
    pygame.draw.circle(layer, (*theme.GOLD_LIGHT, 230), middle, ring)
    pygame.draw.circle(layer, (*colour, 150), middle, ring * 0.9)
    pygame.draw.circle(layer, theme.GOLD_DARK, middle, disc * SUPERSAMPLE / 2 + SUPERSAMPLE)
    pygame.draw.circle(layer, legible_fill(horse), middle, disc * SUPERSAMPLE / 2)
    surface = _scaled(layer, (side, side)).copy()
    surface.blit(number, number.get_rect(center=(side // 2, side // 2 + 1)))
    return paint.ready(surface)


def _luminance(colour: Colour) -> float:
    """WCAG's relative luminance."""
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
              for c in (part / 255 for part in colour[:3])]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def legible_fill(horse: int) -> Colour:
    """The horse's colour, deepened (or lightened) until its number's ink stands 4.5:1 on
    it (green under ivory came to 3.0:1)."""
    colour, ink = HORSE_COLOURS[horse], horse_ink(horse)
    for _ in range(12):
        dark, light = sorted((_luminance(colour), _luminance(ink)))
        if (light + 0.05) / (dark + 0.05) >= 4.6:
            break
        colour = theme.darker(colour, 0.1) if ink == theme.PAPER else theme.lighter(colour, 0.1)
    return colour


# ---------------------------------------------------------------- cards


@sized_by_window(maxsize=64)
def card_face(horse: int, values: tuple[int, ...], size: tuple[int, int], lit: int,
              face_up: bool, number_min: int = 9,
              back_words: tuple[str, ...] = ()) -> pygame.Surface:
    """A horse card: a band in the horse's colour, then the four symbols with their moves.

    ``lit`` is the index of the rolled symbol (its column glows), or -1; ``number_min`` the
    smallest the moves' numbers are written (the window's small text size).
    Face down, the card shows its back in a diamond pattern with ``back_words`` (what it
    means, as many lines as fit), or, with none that fit, a dot in the horse's colour.
    """
    width, height = size
    radius = max(3, height // 8)
    colour = HORSE_COLOURS[horse]
    if not face_up:
        card = paint.gradient_panel(size, theme.CARD_BACK, theme.CARD_BACK_DARK, radius,
                                    theme.darker(theme.CARD_BACK_DARK, 0.3), 2).copy()
        step = max(6, height // 3)
        for x in range(-height, width + height, step):
            pygame.draw.line(card, theme.lighter(theme.CARD_BACK, 0.12), (x, 2),
                             (x + height, height - 2), 1)
            pygame.draw.line(card, theme.lighter(theme.CARD_BACK, 0.12), (x + height, 2),
                             (x, height - 2), 1)
        if not _write_on_back(card, back_words, number_min):
            dot = max(4, height // 5)
            pygame.draw.circle(card, colour, (width // 2, height // 2), dot)
            pygame.draw.circle(card, horse_rim(horse), (width // 2, height // 2), dot, 2)
        return paint.ready(card)
    card = paint.gradient_panel(size, theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.25), 2).copy()
    band = max(4, width // 14)
    pygame.draw.rect(card, colour, (2, 2, band, height - 4), border_radius=radius)
    pygame.draw.line(card, horse_rim(horse), (band + 2, 3), (band + 2, height - 4))
    cell_w = (width - band - 6) / len(SYMBOLS)
    # Symbols as large as the cell allows above their numbers: read from the sofa (at
    # least 22 px at 1920x1080, where a trial's player saw 12 px ones).
    number_px = max(number_min, min(round(height * 0.4), round(cell_w * 0.5)))
    # Down to the top of the number's digits (a line box's top fifth is empty), so the
    # symbol never lies behind them.
    line_h = assets.text("0", number_px, theme.INK, bold=True).get_height()
    icon = max(6, min(round(cell_w * 0.86), round(height * 0.56),
                      height - 6 - round(line_h * 0.8)))
    beside = card_side_by_side(height, number_px)
    if beside:  # too low for a symbol over its figure: the symbol left of it
        icon = max(6, min(height - 6, round(number_px * 0.8)))
    for index, symbol in enumerate(SYMBOLS):
        left = round(band + 4 + index * cell_w)
        cell = pygame.Rect(left, 3, round(cell_w) - 1, height - 6)
        if index == lit:
            pygame.draw.rect(card, theme.GOLD_LIGHT, cell, border_radius=radius)
            pygame.draw.rect(card, theme.GOLD_DARK, cell, 2, border_radius=radius)
        # Full ink on the cream, every column: the soft grey ones (5.5:1 at the card's
        # foot) read as faint smudges from a sofa (trial s24 A/185); the rolled column is
        # told by its gold cell.
        image = symbol_icon(symbol, icon, theme.INK)
        number = assets.text(str(values[index]), number_px, theme.INK, bold=True)
        if beside:
            card.blit(image, image.get_rect(midleft=(cell.x + 2, cell.centery)))
            card.blit(number, number.get_rect(midright=(cell.right - 2, cell.centery + 1)))
            continue
        card.blit(image, image.get_rect(midtop=(cell.centerx, cell.y)))
        card.blit(number, number.get_rect(midbottom=(cell.centerx, cell.bottom + 1)))
    return paint.ready(card)


def _write_on_back(card: pygame.Surface, words: tuple[str, ...], px: int) -> bool:
    """``words`` on a card's back, the first bold, as many lines as fit whole at ``px``
    (by their ink: a low lane's card is not a line box tall) on a plain band over the
    pattern; False where not even the first fits. A new player did not know what the dark
    red block with a dot meant (trial s25 D/114)."""
    room = card.get_rect().inflate(-2 * max(4, px // 3), -4)
    lines: list[pygame.Surface] = []
    for index, text in enumerate(words):
        label = assets.text(text, px, theme.IVORY, bold=index == 0)
        step = round(label.get_height() * 0.8)  # a line box's empty foot overlaps the next
        if label.get_width() > room.width or \
                step * len(lines) + label.get_bounding_rect().height > room.height:
            break
        lines.append(label)
    if not lines:
        return False
    step = round(lines[0].get_height() * 0.8)
    top = lines[0].get_bounding_rect().top
    height = step * (len(lines) - 1) + lines[-1].get_bounding_rect().bottom - top
    band = pygame.Rect(0, 0, max(line.get_width() for line in lines) + px, height + px // 2)
    band.center = room.center
    pygame.draw.rect(card, theme.CARD_BACK_DARK, band.clip(card.get_rect().inflate(-4, -4)),
                     border_radius=px // 2)
    first = band.centery - height / 2 - top
    for index, line in enumerate(lines):
        card.blit(line, line.get_rect(midtop=(band.centerx, round(first + index * step))))
    return True


def card_side_by_side(height: int, number_px: int) -> bool:
    """Whether a card ``height`` tall writes each symbol beside its figure, not over it:
    too low for both at ``number_px`` (a lane in an 800x450 window, trial s23)."""
    line_h = assets.text_size("0", number_px, bold=True)[1]
    return height - 6 - round(line_h * 0.8) < round(number_px * 0.7)


def side_by_side_width(number_px: int) -> int:
    """How wide a card writing its symbols beside their figures must be: four cells of a
    symbol and a two-digit figure, with the colour band."""
    cells = len(SYMBOLS) * (round(number_px * 0.8) + assets.text_size(
        "14", number_px, bold=True)[0] + 5)
    return (cells + 6) * 14 // 13 + 1


# ---------------------------------------------------------------- chips and tokens


@sized_by_window(maxsize=128)
def chip_image(slot: int, value: int | None, diameter: int, number_px: int = 8
               ) -> pygame.Surface:
    """A betting chip in a seat's colour with its value (never under ``number_px``), or
    its back (the seat's symbol).

    ``value`` None draws the back: a face-down chip whose value the viewer may not know.
    """
    diameter = max(8, diameter)
    big = diameter * SUPERSAMPLE
    style = theme.seat_style(slot)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big / 2, big / 2)
    rim = theme.darker(style.colour, 0.45)
    pygame.draw.circle(layer, rim, centre, big / 2)
    pygame.draw.circle(layer, style.colour, centre, big / 2 - big * 0.06)
    for i in range(8):  # the edge marks of a casino chip
        angle = math.pi * i / 4
        x, y = centre[0] + big * 0.39 * math.cos(angle), centre[1] + big * 0.39 * math.sin(angle)
        pygame.draw.circle(layer, theme.PAPER, (x, y), big * 0.055)
    inner = theme.PAPER if value is not None else theme.darker(style.colour, 0.15)
    pygame.draw.circle(layer, inner, centre, big * 0.29)
    surface = _scaled(layer, (diameter, diameter)).copy()
    if value is None:
        theme.draw_seat_symbol(surface, slot, (diameter / 2, diameter / 2),
                               max(3, round(diameter * 0.2)), fill=theme.PAPER, outline=rim)
    else:
        number = assets.text(str(value), max(number_px, round(diameter * 0.48)), theme.INK,
                             bold=True)
        surface.blit(number, number.get_rect(center=(diameter // 2, diameter // 2 + 1)))
        spot, radius = symbol_spot(pygame.Vector2(diameter / 2, diameter / 2), diameter)
        theme.draw_seat_symbol(surface, slot, (spot.x, spot.y), radius)
    return paint.ready(surface)


def symbol_spot(centre: pygame.Vector2, diameter: int) -> tuple[pygame.Vector2, int]:
    """Where a face-up chip centred on ``centre`` shows its owner's seat symbol, and the
    symbol's radius: at the chip's lower left, which the next chip in a lane's row (laid
    to its right, over it) leaves in sight; at the lower right, five seats' chips hid
    every symbol but the top one's (trial s14), the owner told by colour alone."""
    return (centre + pygame.Vector2(-0.34, 0.34) * diameter,
            max(3, round(diameter * 0.14)))


@sized_by_window(maxsize=8)
def pace_token(diameter: int) -> pygame.Surface:
    """The pace token: a gold disc with a little flag."""
    diameter = max(8, diameter)
    big = diameter * SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big / 2, big / 2)
    pygame.draw.circle(layer, theme.GOLD_DARK, centre, big / 2)
    pygame.draw.circle(layer, theme.GOLD, centre, big / 2 - big * 0.07)
    pygame.draw.circle(layer, theme.GOLD_LIGHT, (big * 0.44, big * 0.42), big * 0.28)
    pygame.draw.circle(layer, theme.GOLD, centre, big * 0.26)
    pole = pygame.Rect(round(big * 0.36), round(big * 0.22), max(2, big // 18), round(big * 0.56))
    pygame.draw.rect(layer, theme.INK, pole)
    pygame.draw.polygon(layer, theme.BRICK, [(pole.right, pole.y), (big * 0.72, big * 0.33),
                                             (pole.right, big * 0.46)])
    return _scaled(layer, (diameter, diameter))


@sized_by_window(maxsize=32)
def die_face(symbol: Symbol | None, size: int) -> pygame.Surface:
    """The symbol die: an ivory cube face with the symbol in ink (heads in brick red);
    ``symbol`` None, before a race's first roll, a blank face with a soft "?"."""
    size = max(8, size)
    face = paint.gradient_panel((size, size), theme.IVORY, theme.IVORY_SHADE, size // 6,
                                theme.darker(theme.IVORY_SHADE, 0.2), max(2, size // 24)).copy()
    if symbol is None:
        mark = assets.text("?", round(size * 0.5), theme.INK_SOFT, bold=True)
        face.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
        return paint.ready(face)
    colour = theme.BRICK_DARK if symbol is Symbol.HEAD else theme.INK
    icon = symbol_icon(symbol, round(size * 0.7), colour)
    face.blit(icon, icon.get_rect(center=(size // 2, size // 2)))
    return paint.ready(face)


@sized_by_window(maxsize=256)
def rotated_die(symbol: Symbol | None, size: int, angle: int) -> pygame.Surface:
    face = die_face(symbol, size)
    return face if angle == 0 else paint.ready(pygame.transform.rotozoom(face, angle, 1.0))


def clear_art_caches() -> None:
    """Forget every cached piece (pygame may have been restarted: tests)."""
    for cached in (symbol_icon, horse_token, horse_ghost, card_face, chip_image, pace_token,
                   die_face, rotated_die):
        cached.cache_clear()

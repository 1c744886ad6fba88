"""Menu artwork drawn in code: the table backdrop and one illustration per game.

Every picture is drawn once per size with pygame primitives at twice the
final size and smoothscaled down (cheap antialiasing), then cached. The
illustrations carry no words, so they need no translation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from scenes import theme
from scenes.theme import Colour
from scenes.widgets import paint

Size = tuple[int, int]
SUPERSAMPLE = 2


# ---------------------------------------------------------------- backdrop


@lru_cache(maxsize=4)
def table_backdrop(size: Size) -> pygame.Surface:
    """Felt with a wooden rim around the window: the room every menu sits in."""
    width, height = size
    surface = pygame.Surface(size)
    surface.blit(paint.felt_table(size), (0, 0))
    rim = max(6, round(theme.ui_scale(size) * 14))
    # The felt sinks under the rim: a few translucent bands instead of a full-window blur.
    band = pygame.Surface(size, pygame.SRCALPHA)
    for step in range(rim * 2):
        alpha = round(80 * (1 - step / (rim * 2)) ** 2)
        pygame.draw.rect(band, (0, 0, 0, alpha), (rim + step, rim + step, width - 2 * (rim + step),
                                                  height - 2 * (rim + step)), 1)
    surface.blit(band, (0, 0))
    horizontal = wood_panel((width, rim), 0)
    vertical = pygame.transform.rotate(wood_panel((height, rim), 0), 90)
    surface.blit(horizontal, (0, 0))
    surface.blit(pygame.transform.flip(horizontal, False, True), (0, height - rim))
    surface.blit(vertical, (0, 0))
    surface.blit(pygame.transform.flip(vertical, True, False), (width - rim, 0))
    return surface


@lru_cache(maxsize=32)
def wood_panel(size: Size, radius: int) -> pygame.Surface:
    """A rounded wooden board: warm gradient, a few grain streaks, a dark rim (cheap to build)."""
    width, height = max(1, size[0]), max(1, size[1])
    board = paint.gradient_panel((width, height), theme.WOOD_LIGHT, theme.WOOD_DARK, radius,
                                 theme.darker(theme.WOOD_DARK, 0.3), max(1, min(width, height) // 60
                                                                          + 1)).copy()
    grain = pygame.Surface((width, height), pygame.SRCALPHA)
    streaks = max(3, height // 9)
    for index in range(streaks):
        y = round((index + 0.5) * height / streaks + math.sin(index * 2.3) * height / streaks / 3)
        wobble = [(x, y + round(math.sin(x / max(8, width / 5) + index) * 2))
                  for x in range(0, width + 16, 16)]
        if len(wobble) > 1:
            pygame.draw.lines(grain, (*theme.WOOD_GRAIN, 70), False, wobble, 1)
    mask = paint.rounded_mask((width, height), radius)
    grain.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    board.blit(grain, (0, 0))
    return board


@lru_cache(maxsize=32)
def soft_shadow(size: Size, radius: int, blur: int, alpha: int = 140) -> pygame.Surface:
    """A soft shadow for a rounded shape, ``blur`` pixels bigger on every side.

    Blurred at a quarter of the size and smoothscaled up: a big menu tile's
    shadow costs about a millisecond instead of a tenth of a second.
    """
    return _soft_halo(size, radius, blur, (0, 0, 0), alpha)


@lru_cache(maxsize=32)
def soft_glow(size: Size, radius: int, spread: int) -> pygame.Surface:
    """The gold focus halo for a large shape (same look as the buttons' glow, cheaper)."""
    halo = _soft_halo(size, radius, spread, theme.GOLD, 235).copy()
    pygame.draw.rect(halo, (*theme.lighter(theme.GOLD, 0.25), 255),
                     (spread - 2, spread - 2, size[0] + 4, size[1] + 4), 3,
                     border_radius=radius + 2)
    return halo


def _soft_halo(size: Size, radius: int, blur: int, colour: Colour, alpha: int) -> pygame.Surface:
    factor = 4
    width, height = size[0] + 2 * blur, size[1] + 2 * blur
    small = pygame.Surface((max(1, width // factor), max(1, height // factor)), pygame.SRCALPHA)
    inset = max(1, blur // factor)
    pygame.draw.rect(small, (*colour, alpha),
                     (inset, inset, max(1, size[0] // factor), max(1, size[1] // factor)),
                     border_radius=max(0, radius // factor))
    small = pygame.transform.box_blur(small, max(1, blur // (2 * factor)))
    return pygame.transform.smoothscale(small, (width, height))


def draw_soft_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int, blur: int
) -> None:
    """Blit :func:`soft_shadow` under ``rect``, dropped ``offset`` pixels toward the viewer."""
    shadow = soft_shadow(rect.size, radius, blur)
    surface.blit(shadow, (rect.x - blur, rect.y - blur + offset))


@lru_cache(maxsize=16)
def game_art(game_id: str, size: Size) -> pygame.Surface:
    """The illustration on ``game_id``'s menu tile, ``size`` pixels, rounded corners."""
    width, height = max(8, size[0]), max(8, size[1])
    big = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    painter = _PAINTERS.get(game_id, _paint_generic)
    painter(big)
    art = pygame.transform.smoothscale(big, (width, height))
    radius = max(4, min(width, height) // 14)
    rounded = paint.rounded_mask((width, height), radius).copy()
    rounded.blit(art, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return rounded


def _background(surface: pygame.Surface, top: Colour, bottom: Colour) -> None:
    surface.blit(paint.vertical_gradient(surface.get_size(), top, bottom), (0, 0))
    width, height = surface.get_size()
    # A soft vignette of light in the middle, like a lamp over the table.
    light = pygame.Surface((width, height), pygame.SRCALPHA)
    for step in range(8, 0, -1):
        radius = round(max(width, height) * 0.09 * step)
        pygame.draw.circle(light, (255, 240, 200, 5), (width // 2, height // 2), radius)
    surface.blit(light, (0, 0))


def _shadow_ellipse(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 90) -> None:
    """A soft contact shadow: stacked ellipses, each smaller and darker."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    steps = 6
    for step in range(steps):
        inset = layer.get_rect().inflate(-rect.width * step / (steps * 1.6),
                                         -rect.height * step / (steps * 1.6))
        pygame.draw.ellipse(layer, (0, 0, 0, alpha // steps + 4), inset)
    surface.blit(layer, rect)


def _rotated_blit(
    surface: pygame.Surface, piece: pygame.Surface, center: tuple[float, float], angle: float
) -> None:
    turned = pygame.transform.rotozoom(piece, angle, 1.0)
    surface.blit(turned, turned.get_rect(center=(round(center[0]), round(center[1]))))


# ---------------------------------------------------------------- yacht: dice

_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def die_face(value: int, side: int, *, held: bool = False) -> pygame.Surface:
    """An ivory die seen from above, with a darker rim and pips."""
    face = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 6
    body = paint.gradient_panel((side, side), theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.25), max(1, side // 28))
    face.blit(body, (0, 0))
    if held:
        pygame.draw.rect(face, theme.GOLD, face.get_rect(), max(2, side // 14),
                         border_radius=radius)
    pip_radius = max(2, side // 11)
    for fx, fy in _PIPS[value]:
        center = (round(fx * side), round(fy * side))
        pygame.draw.circle(face, theme.INK, center, pip_radius)
        pygame.draw.circle(face, theme.lighter(theme.INK, 0.25),
                           (center[0] - pip_radius // 3, center[1] - pip_radius // 3),
                           max(1, pip_radius // 3))
    return face


def _paint_yacht(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    _background(surface, theme.FELT_LIGHT, theme.FELT_DARK)
    # The wooden dice tray.
    tray = pygame.Rect(0, 0, round(width * 0.84), round(height * 0.62))
    tray.center = (width // 2, round(height * 0.56))
    wall = max(6, tray.height // 9)
    draw_soft_shadow(surface, tray, tray.height // 8, wall // 2, wall)
    surface.blit(wood_panel(tray.size, tray.height // 8), tray)
    floor = tray.inflate(-2 * wall, -2 * wall)
    surface.blit(paint.gradient_panel(floor.size, theme.FELT, theme.FELT_DARK, wall // 2,
                                      None, 0, False), floor)
    surface.blit(paint.inner_shadow(floor.size, wall // 2, wall), floor)
    side = round(min(width, height) * 0.24)
    dice = ((5, -0.30, 0.62, 12), (5, -0.02, 0.50, -8), (5, 0.27, 0.63, 20), (2, 0.10, 0.22, -14),
            (6, -0.22, 0.21, 6))
    for index, (value, dx, fy, angle) in enumerate(dice):
        center = (width / 2 + dx * width, height * fy)
        held = index >= 3
        shadow = pygame.Rect(0, 0, round(side * 1.1), round(side * 0.55))
        shadow.center = (round(center[0] + side * 0.08), round(center[1] + side * 0.5))
        _shadow_ellipse(surface, shadow, 110)
        _rotated_blit(surface, die_face(value, side, held=held), center, angle)


# ---------------------------------------------------------------- polterfass: barrels on a mat


def _barrel_side(length: int, thickness: int) -> pygame.Surface:
    """A barrel lying on its side: staves with two iron hoops."""
    barrel = pygame.Surface((length, thickness), pygame.SRCALPHA)
    body = paint.gradient_panel((length, thickness), (0xB5, 0x7A, 0x42), (0x7A, 0x4A, 0x24),
                                thickness // 3, (0x4E, 0x2D, 0x14), max(1, thickness // 16))
    barrel.blit(body, (0, 0))
    for fraction in (0.33, 0.66):
        y = round(thickness * fraction)
        pygame.draw.line(barrel, (0x5E, 0x38, 0x1B), (thickness // 4, y),
                         (length - thickness // 4, y), max(1, thickness // 20))
    for fraction in (0.2, 0.8):
        x = round(length * fraction)
        pygame.draw.line(barrel, (0x3A, 0x3A, 0x40), (x, 2), (x, thickness - 3),
                         max(2, thickness // 7))
        pygame.draw.line(barrel, (0x8A, 0x8A, 0x92), (x - 1, 3), (x - 1, thickness // 2),
                         max(1, thickness // 18))
    return barrel


def _barrel_top(radius: int) -> pygame.Surface:
    """A standing barrel seen from above: a lid with rings and a bung."""
    side = 2 * radius + 2
    top = pygame.Surface((side, side), pygame.SRCALPHA)
    center = (side // 2, side // 2)
    pygame.draw.circle(top, (0x3A, 0x3A, 0x40), center, radius)
    pygame.draw.circle(top, (0xA9, 0x70, 0x3C), center, round(radius * 0.84))
    pygame.draw.circle(top, (0x8A, 0x55, 0x2C), center, round(radius * 0.84),
                       max(1, radius // 10))
    for offset in (-0.35, 0.0, 0.35):
        x = round(center[0] + offset * radius)
        half = round(math.sqrt(max(0.0, 0.7 - offset * offset)) * radius)
        pygame.draw.line(top, (0x7A, 0x4A, 0x24), (x, center[1] - half), (x, center[1] + half),
                         max(1, radius // 14))
    pygame.draw.circle(top, (0x4E, 0x2D, 0x14), (center[0] + radius // 3, center[1]),
                       max(2, radius // 7))
    return top


def _paint_polterfass(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    _background(surface, theme.WOOD_LIGHT, theme.WOOD_DARK)
    # Grain lines on the tavern table.
    for index in range(9):
        y = round(height * (index + 0.5) / 9)
        pygame.draw.line(surface, theme.darker(theme.WOOD_DARK, 0.15), (0, y), (width, y + 6), 2)
    mat_radius = round(min(width, height) * 0.42)
    center = (width // 2, round(height * 0.53))
    shadow = pygame.Rect(0, 0, mat_radius * 2 + 10, mat_radius * 2 + 10)
    shadow.center = (center[0] + 6, center[1] + 10)
    _shadow_ellipse(surface, shadow, 120)
    # A scalloped beer mat: cream with a red ring and a dotted border.
    pygame.draw.circle(surface, (0xE9, 0xDD, 0xC0), center, mat_radius)
    for index in range(36):
        angle = index * math.tau / 36
        point = (center[0] + math.cos(angle) * mat_radius, center[1] + math.sin(angle) * mat_radius)
        pygame.draw.circle(surface, (0xE9, 0xDD, 0xC0), point, mat_radius // 12)
    pygame.draw.circle(surface, theme.BRICK, center, round(mat_radius * 0.86),
                       max(3, mat_radius // 16))
    pygame.draw.circle(surface, theme.PAPER, center, round(mat_radius * 0.74))
    pygame.draw.circle(surface, theme.BRICK, center, round(mat_radius * 0.74),
                       max(1, mat_radius // 40))
    thickness = round(mat_radius * 0.34)
    length = round(thickness * 1.5)
    lying = ((-0.32, 0.18, 18), (0.30, 0.26, -24), (0.02, 0.42, 6))
    for fx, fy, angle in lying:
        spot = (center[0] + fx * mat_radius * 1.6, center[1] + fy * mat_radius * 1.1)
        shadow = pygame.Rect(0, 0, round(length * 1.05), round(thickness * 0.55))
        shadow.center = (round(spot[0] + 4), round(spot[1] + thickness * 0.45))
        _shadow_ellipse(surface, shadow, 100)
        _rotated_blit(surface, _barrel_side(length, thickness), spot, angle)
    for fx, fy in ((-0.22, -0.32), (0.24, -0.28)):
        spot = (center[0] + fx * mat_radius * 1.6, center[1] + fy * mat_radius * 1.2)
        radius = round(thickness * 0.62)
        shadow = pygame.Rect(0, 0, radius * 2 + 8, radius * 2 + 8)
        shadow.center = (round(spot[0] + 6), round(spot[1] + 8))
        _shadow_ellipse(surface, shadow, 120)
        top = _barrel_top(radius)
        surface.blit(top, top.get_rect(center=(round(spot[0]), round(spot[1]))))


# ---------------------------------------------------------------- winner's circle: horses, track

HORSE_COLOURS: tuple[Colour, ...] = (
    (0x22, 0x22, 0x22), (0xF5, 0xF5, 0xF0), (0xC6, 0x28, 0x28), (0x1E, 0x5A, 0xC8),
    (0xF2, 0xC6, 0x1F), (0x2E, 0x8B, 0x3E), (0x7B, 0x3F, 0xA0),
)


def _horse(side: int, colour: Colour) -> pygame.Surface:
    """A standing horse piece seen from the side: body, neck, head, legs and a saddle cloth."""
    horse = pygame.Surface((side, side), pygame.SRCALPHA)
    coat = (0x8B, 0x5A, 0x2B)
    dark = theme.darker(coat, 0.35)
    unit = side / 10
    body = pygame.Rect(round(unit * 2), round(unit * 3.6), round(unit * 5.2), round(unit * 2.6))
    for leg_x in (2.5, 3.4, 6.0, 6.8):
        pygame.draw.line(horse, dark, (round(unit * leg_x), body.centery),
                         (round(unit * leg_x), round(unit * 8.6)), max(2, round(unit * 0.55)))
    pygame.draw.ellipse(horse, coat, body)
    neck = [(unit * 6.2, unit * 4.6), (unit * 7.0, unit * 2.0), (unit * 8.0, unit * 2.2),
            (unit * 7.4, unit * 5.0)]
    pygame.draw.polygon(horse, coat, neck)
    head = pygame.Rect(round(unit * 7.0), round(unit * 1.4), round(unit * 2.6), round(unit * 1.4))
    pygame.draw.ellipse(horse, coat, head)
    pygame.draw.line(horse, dark, (unit * 6.6, unit * 2.1), (unit * 6.0, unit * 4.0),
                     max(2, round(unit * 0.5)))
    pygame.draw.line(horse, dark, (unit * 2.1, unit * 4.2), (unit * 1.0, unit * 6.4),
                     max(2, round(unit * 0.6)))
    cloth = pygame.Rect(round(unit * 3.4), round(unit * 3.5), round(unit * 2.4), round(unit * 2.2))
    pygame.draw.rect(horse, colour, cloth, border_radius=max(1, round(unit * 0.4)))
    pygame.draw.rect(horse, theme.darker(colour, 0.4) if colour[0] > 60 else theme.PAPER, cloth,
                     max(1, round(unit * 0.25)), border_radius=max(1, round(unit * 0.4)))
    return horse


def _paint_winners_circle(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    _background(surface, (0x4E, 0x9A, 0x4A), (0x2C, 0x6A, 0x33))
    outer = pygame.Rect(0, 0, round(width * 0.92), round(height * 0.8))
    outer.center = (width // 2, round(height * 0.52))
    lane = round(min(outer.size) * 0.24)
    inner = outer.inflate(-2 * lane, -2 * lane)
    pygame.draw.ellipse(surface, (0x2A, 0x5C, 0x2C), outer.move(4, 8))
    pygame.draw.ellipse(surface, (0xC2, 0x93, 0x5C), outer)
    pygame.draw.ellipse(surface, (0xA8, 0x78, 0x44), outer, max(2, lane // 10))
    # Space marks around the track, like the 36 printed spaces.
    for index in range(36):
        angle = index * math.tau / 36
        a = (outer.centerx + math.cos(angle) * outer.width / 2 * 0.99,
             outer.centery + math.sin(angle) * outer.height / 2 * 0.99)
        b = (inner.centerx + math.cos(angle) * inner.width / 2,
             inner.centery + math.sin(angle) * inner.height / 2)
        pygame.draw.line(surface, (0xA8, 0x78, 0x44), a, b, 2)
    pygame.draw.ellipse(surface, (0x3F, 0x8A, 0x40), inner)
    pygame.draw.ellipse(surface, theme.PAPER, inner, max(2, lane // 8))
    pygame.draw.ellipse(surface, theme.PAPER, outer, max(2, lane // 8))
    # The finish line: a chequered strip across the lane at the bottom.
    cell = max(3, lane // 6)
    x0 = outer.centerx - cell
    for row in range(lane // cell + 1):
        for column in range(2):
            colour = theme.INK if (row + column) % 2 else theme.PAPER
            pygame.draw.rect(surface, colour, (x0 + column * cell, inner.bottom + row * cell,
                                               cell, cell))
    side = round(lane * 1.5)
    positions = ((0.40, 0.98, 3), (0.62, 0.93, 5), (0.84, 0.70, 1), (0.18, 0.86, 6))
    for fx, fy, colour_index in positions:
        x = outer.x + fx * outer.width
        y = outer.y + fy * outer.height - side * 0.62
        shadow = pygame.Rect(0, 0, round(side * 0.7), round(side * 0.18))
        shadow.center = (round(x + side * 0.05), round(y + side * 0.36))
        _shadow_ellipse(surface, shadow, 110)
        piece = _horse(side, HORSE_COLOURS[colour_index])
        surface.blit(piece, piece.get_rect(center=(round(x), round(y))))


# ---------------------------------------------------------------- wizard extreme: cards and seals

SUIT_COLOURS: tuple[Colour, ...] = (
    (0xE8, 0xC0, 0x2A), (0x2F, 0x6F, 0xC8), (0x7C, 0x4C, 0xB0), (0x2F, 0x9A, 0x50),
    (0xC8, 0x3A, 0x32),
)


def _emblem(surface: pygame.Surface, suit: int, center: tuple[int, int], radius: int,
            colour: Colour) -> None:
    """Each suit's emblem: sun, drop, moon, leaf, flame (shape, not only colour)."""
    cx, cy = center
    if suit == 0:
        for index in range(8):
            angle = index * math.tau / 8
            pygame.draw.line(surface, colour, center,
                             (cx + math.cos(angle) * radius, cy + math.sin(angle) * radius),
                             max(2, radius // 5))
        pygame.draw.circle(surface, colour, center, round(radius * 0.6))
    elif suit == 1:
        pygame.draw.circle(surface, colour, (cx, cy + radius // 3), round(radius * 0.62))
        pygame.draw.polygon(surface, colour, [(cx, cy - radius), (cx - round(radius * 0.58),
                                              cy + radius // 4), (cx + round(radius * 0.58),
                                                                  cy + radius // 4)])
    elif suit == 2:
        pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, theme.IVORY, (cx + radius // 2, cy - radius // 4),
                           round(radius * 0.85))
    elif suit == 3:
        leaf = pygame.Rect(0, 0, round(radius * 1.1), radius * 2)
        leaf.center = center
        pygame.draw.ellipse(surface, colour, leaf)
        pygame.draw.line(surface, theme.IVORY, (cx, cy - radius), (cx, cy + radius),
                         max(1, radius // 6))
    else:
        points = [(cx, cy - radius), (cx + round(radius * 0.7), cy + round(radius * 0.3)),
                  (cx + round(radius * 0.35), cy + radius), (cx - round(radius * 0.35),
                                                             cy + radius),
                  (cx - round(radius * 0.7), cy + round(radius * 0.3))]
        pygame.draw.polygon(surface, colour, points)


def _card(width: int, height: int, suit: int, value: int) -> pygame.Surface:
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 9
    card.blit(paint.gradient_panel((width, height), theme.IVORY, theme.IVORY_SHADE, radius,
                                   theme.darker(theme.IVORY_SHADE, 0.3), max(1, width // 40)),
              (0, 0))
    colour = SUIT_COLOURS[suit]
    inset = pygame.Rect(0, 0, width, height).inflate(-width // 7, -width // 7)
    pygame.draw.rect(card, colour, inset, max(2, width // 22), border_radius=radius // 2)
    _emblem(card, suit, (width // 2, height // 2), width // 4, colour)
    for corner in ((inset.x + width // 9, inset.y + width // 9),
                   (inset.right - width // 9, inset.bottom - width // 9)):
        for pip in range(min(value, 3)):
            pygame.draw.circle(card, colour, (corner[0], corner[1] + (pip - 1) * width // 12),
                               max(2, width // 30))
    return card


def _seal(radius: int, colour: Colour) -> pygame.Surface:
    side = 2 * radius + 2
    seal = pygame.Surface((side, side), pygame.SRCALPHA)
    center = (side // 2, side // 2)
    pygame.draw.circle(seal, theme.darker(colour, 0.4), center, radius)
    pygame.draw.circle(seal, colour, center, round(radius * 0.86))
    pygame.draw.circle(seal, theme.lighter(colour, 0.3), center, round(radius * 0.55),
                       max(1, radius // 8))
    for index in range(5):
        angle = -math.pi / 2 + index * math.tau / 5
        pygame.draw.circle(seal, theme.lighter(colour, 0.45),
                           (center[0] + math.cos(angle) * radius * 0.3,
                            center[1] + math.sin(angle) * radius * 0.3), max(1, radius // 9))
    return seal


def _paint_wizard_extreme(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    _background(surface, (0x4A, 0x2E, 0x6A), (0x1E, 0x14, 0x34))
    # Stars in the night sky.
    for index in range(28):
        x = (index * 97 + 31) % width
        y = (index * 53 + 17) % max(1, height // 2)
        pygame.draw.circle(surface, (0xF6, 0xE7, 0xB0), (x, y), 1 + index % 3)
    card_w = round(min(width * 0.2, height * 0.36))
    card_h = round(card_w * 1.45)
    pivot = (width // 2, round(height * 1.12))
    for index, (suit, value) in enumerate(((4, 3), (1, 2), (0, 1), (3, 3), (2, 2))):
        angle = (index - 2) * 13
        card = _card(card_w, card_h, suit, value)
        distance = card_h * 1.25
        radians = math.radians(90 + angle)
        center = (pivot[0] - math.cos(radians) * distance, pivot[1] - math.sin(radians) * distance)
        shadow = pygame.Rect(0, 0, card_w, card_h // 5)
        shadow.center = (round(center[0] + 4), round(center[1] + card_h * 0.45))
        _shadow_ellipse(surface, shadow, 80)
        _rotated_blit(surface, card, center, -angle)
    seal_radius = round(card_w * 0.26)
    for index, colour in enumerate((SUIT_COLOURS[4], SUIT_COLOURS[2], SUIT_COLOURS[1])):
        center = (round(width * 0.12 + index * seal_radius * 0.5),
                  round(height * 0.28 - index * seal_radius * 0.35))
        shadow = pygame.Rect(0, 0, seal_radius * 2, seal_radius)
        shadow.center = (center[0] + 4, center[1] + seal_radius // 2 + 4)
        _shadow_ellipse(surface, shadow, 110)
        seal = _seal(seal_radius, colour)
        surface.blit(seal, seal.get_rect(center=center))
    for index, colour in enumerate((SUIT_COLOURS[0], SUIT_COLOURS[3])):
        center = (round(width * 0.86 - index * seal_radius * 0.6),
                  round(height * 0.22 + index * seal_radius * 0.4))
        seal = _seal(seal_radius, colour)
        surface.blit(seal, seal.get_rect(center=center))


# ---------------------------------------------------------------- big shot: city blocks with cubes

CUBE_COLOURS: tuple[Colour, ...] = (
    theme.SEAT_STYLES[0].colour, theme.SEAT_STYLES[1].colour, theme.SEAT_STYLES[2].colour,
    theme.SEAT_STYLES[4].colour,
)


def _cube(surface: pygame.Surface, center: tuple[float, float], side: float,
          colour: Colour) -> None:
    """A small isometric cube: light top, mid left face, dark right face."""
    cx, cy = center
    half = side / 2
    top = [(cx, cy - half), (cx + half, cy - half / 2), (cx, cy), (cx - half, cy - half / 2)]
    left = [(cx - half, cy - half / 2), (cx, cy), (cx, cy + half), (cx - half, cy + half / 2)]
    right = [(cx + half, cy - half / 2), (cx, cy), (cx, cy + half), (cx + half, cy + half / 2)]
    pygame.draw.polygon(surface, theme.lighter(colour, 0.3), top)
    pygame.draw.polygon(surface, colour, left)
    pygame.draw.polygon(surface, theme.darker(colour, 0.3), right)
    rim = theme.darker(colour, 0.5)
    for face in (top, left, right):
        pygame.draw.polygon(surface, rim, face, 1)


def _paint_big_shot(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    _background(surface, (0x5A, 0x6E, 0x86), (0x2E, 0x3A, 0x4E))
    board = pygame.Rect(0, 0, round(width * 0.86), round(height * 0.8))
    board.center = (width // 2, round(height * 0.52))
    draw_soft_shadow(surface, board, 10, 8, 12)
    pygame.draw.rect(surface, (0xB8, 0xB4, 0xA8), board, border_radius=10)
    columns, rows = 4, 3
    street = max(6, board.width // 30)
    cell_w = (board.width - street * (columns + 1)) / columns
    cell_h = (board.height - street * (rows + 1)) / rows
    block_colours = ((0xE8, 0xDC, 0xC0), (0xD9, 0xC9, 0xA6), (0xCF, 0xE0, 0xB8))
    cubes = {(0, 0): (0, 1), (1, 1): (2,), (2, 0): (1, 1, 3), (3, 2): (3,), (0, 2): (0,),
             (2, 2): (2, 0)}
    for row in range(rows):
        for column in range(columns):
            rect = pygame.Rect(round(board.x + street + column * (cell_w + street)),
                               round(board.y + street + row * (cell_h + street)),
                               round(cell_w), round(cell_h))
            is_park = (row, column) == (1, 2)
            colour = block_colours[2] if is_park else block_colours[(row + column) % 2]
            pygame.draw.rect(surface, colour, rect, border_radius=street // 2)
            pygame.draw.rect(surface, theme.darker(colour, 0.25), rect, max(1, street // 4),
                             border_radius=street // 2)
            if is_park:
                for tree in range(3):
                    tx = rect.x + rect.width * (0.25 + tree * 0.25)
                    ty = rect.centery + (tree % 2) * rect.height * 0.12
                    pygame.draw.circle(surface, (0x2F, 0x7A, 0x3A), (tx, ty), rect.height * 0.2)
                    pygame.draw.circle(surface, (0x4C, 0x9A, 0x52), (tx - 2, ty - 3),
                                       rect.height * 0.11)
                continue
            for index, cube in enumerate(cubes.get((column, row), ())):
                _cube(surface, (rect.x + rect.width * (0.28 + index * 0.24),
                                rect.centery + (index % 2) * rect.height * 0.1),
                      min(rect.height * 0.5, rect.width * 0.3), CUBE_COLOURS[cube])
    # The broker's pawn on the street.
    pawn_x, pawn_y = board.x + street // 2 + 2 * (cell_w + street), board.bottom - street // 2
    pygame.draw.circle(surface, theme.INK, (pawn_x, pawn_y - street * 2.2), street * 0.9)
    pygame.draw.polygon(surface, theme.INK, [(pawn_x - street * 1.3, pawn_y),
                                             (pawn_x + street * 1.3, pawn_y),
                                             (pawn_x, pawn_y - street * 2.2)])


def _paint_generic(surface: pygame.Surface) -> None:
    _background(surface, theme.FELT_LIGHT, theme.FELT_DARK)


_PAINTERS: dict[str, Callable[[pygame.Surface], None]] = {
    "yacht": _paint_yacht,
    "polterfass": _paint_polterfass,
    "winners_circle": _paint_winners_circle,
    "wizard_extreme": _paint_wizard_extreme,
    "big_shot": _paint_big_shot,
}

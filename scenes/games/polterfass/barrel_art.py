"""Polterfass pieces drawn in code: barrels standing or lying, the beer mat, the shelf.

Every surface is built once per size (and per face, roll phase or angle step)
and cached, so a frame only blits. A standing barrel is seen from above: its
iron hoop, the wooden head with end grain, and the number or symbol on its
upper end. A lying barrel is seen from the side: staves along its length, two
hoops, darker ends; its roll is shown by the staves sliding across it.
Number barrels are light oak, the two special barrels dark wood (RULES.md
§2.2), and the specials' ends carry a symbol (X, arrow) as well as a colour.
"""

from __future__ import annotations

import math

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import Colour
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from tabletop.games.polterfass import Special

OAK: Colour = (0xC8, 0x8E, 0x4E)
OAK_DARK: Colour = (0x8E, 0x5C, 0x2C)
STAIN: Colour = (0x5A, 0x36, 0x22)  # the special barrels' dark wood
STAIN_DARK: Colour = (0x3A, 0x22, 0x15)
HOOP: Colour = (0x4A, 0x46, 0x42)
HOOP_LIGHT: Colour = (0x8C, 0x86, 0x7E)
MAT: Colour = (0xE9, 0xDD, 0xC0)
MAT_SHADE: Colour = (0xD9, 0xC9, 0xA4)
ROLL_PHASES = 6
"""How many stave offsets a rolling barrel cycles through."""
ANGLE_STEP = 6
"""Rotations are cached per this many degrees; finer steps are invisible at this size."""
X_MARK: Colour = (0xA6, 0xD4, 0xF2)
"""The X barrel's mark: a cool blue, never the failure's red (a standing X read as a
failed throw, trial s28 D/191)."""
FACE_X = "x"
FACE_ARROW = "arrow"


def face_key(face: int | Special | None) -> int | str | None:
    """A hashable, cache-friendly name for what a barrel's upper end shows."""
    if isinstance(face, Special):
        return FACE_X if face is Special.X else FACE_ARROW
    return face


def _woods(special: bool) -> tuple[Colour, Colour]:
    return (STAIN, STAIN_DARK) if special else (OAK, OAK_DARK)


def draw_arrow(surface: pygame.Surface, centre: tuple[float, float], size: float,
               colour: Colour, rim: Colour) -> None:
    """The doubler's mark: a bold upward arrow (a shape, so it reads without colour)."""
    cx, cy = centre
    half = size / 2
    shaft = size * 0.17
    head_y = cy - half * 0.05
    points = [(cx, cy - half), (cx + half * 0.78, head_y), (cx + shaft, head_y),
              (cx + shaft, cy + half), (cx - shaft, cy + half), (cx - shaft, head_y),
              (cx - half * 0.78, head_y)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, rim, points, max(1, round(size / 14)))


def draw_cross(surface: pygame.Surface, centre: tuple[float, float], size: float,
               colour: Colour, width: int) -> None:
    """The destroyer's mark: a bold X."""
    cx, cy = centre
    half = size / 2
    for sign in (-1, 1):
        pygame.draw.line(surface, colour, (cx - half, cy - sign * half),
                         (cx + half, cy + sign * half), width)
        pygame.draw.circle(surface, colour, (cx - half, cy - sign * half), width // 2)
        pygame.draw.circle(surface, colour, (cx + half, cy + sign * half), width // 2)


@sized_by_window(maxsize=64)
def standing_top(diameter: int, face: int | str | None, special: bool) -> pygame.Surface:
    """A standing barrel from above: hoop, end grain, and the upper end's number or symbol."""
    factor = 3
    big = diameter * factor
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big / 2, big / 2)
    radius = big / 2 - factor
    wood, dark = _woods(special)
    pygame.draw.circle(surface, theme.darker(HOOP, 0.3), centre, radius)
    pygame.draw.circle(surface, HOOP, centre, radius - factor * 1.5)
    pygame.draw.circle(surface, HOOP_LIGHT, centre, radius - factor * 1.5, factor)
    head = radius * 0.8
    pygame.draw.circle(surface, dark, centre, head)
    pygame.draw.circle(surface, wood, (centre[0] - factor, centre[1] - factor), head - factor * 2)
    # End grain: faint rings, and the seams of the head's boards.
    for ring in (0.35, 0.55, 0.75):
        pygame.draw.circle(surface, theme.mix(wood, dark, 0.35), centre, head * ring, factor)
    for offset in (-0.42, 0.0, 0.42):
        x = centre[0] + head * offset
        reach = math.sqrt(max(0.0, head * head - (x - centre[0]) ** 2)) * 0.92
        pygame.draw.line(surface, theme.mix(wood, dark, 0.5), (x, centre[1] - reach),
                         (x, centre[1] + reach), max(1, factor // 2))
    label_colour = theme.PAPER if special else theme.INK
    if face == FACE_X:
        draw_cross(surface, centre, head * 1.0, X_MARK, max(3, round(head * 0.22)))
    elif face == FACE_ARROW:
        draw_arrow(surface, centre, head * 1.25, theme.GOLD, theme.darker(theme.GOLD, 0.5))
    elif isinstance(face, int):
        # A paper disc behind the number keeps it readable on any wood.
        pygame.draw.circle(surface, theme.IVORY, centre, head * 0.66)
        pygame.draw.circle(surface, theme.darker(theme.IVORY_SHADE, 0.2), centre, head * 0.66,
                           factor)
        number = assets.text(str(face), round(head * 1.0), label_colour, bold=True)
        surface.blit(number, number.get_rect(center=(round(centre[0]),
                                                      round(centre[1] + head * 0.02))))
    return paint.ready(pygame.transform.smoothscale(surface, (diameter, diameter)))


def _lying_shape(width: int, height: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
    """A lying barrel's silhouette: the bulging body with rounded ends, axis horizontal."""
    shape = pygame.Surface((width, height), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, width, height)
    pygame.draw.ellipse(shape, colour, box.inflate(-width * 0.02, 0))
    pygame.draw.rect(shape, colour, box.inflate(-width * 0.18, -height * 0.08),
                     border_radius=height // 3)
    return shape


@sized_by_window(maxsize=16)
def lying_outline(length: int, thickness: int) -> pygame.Surface:
    """The silhouette every part of a lying barrel stays inside (tests compare against it)."""
    factor = 2
    shape = _lying_shape(length * factor, thickness * factor, (255, 255, 255, 255))
    return paint.ready(pygame.transform.smoothscale(shape, (length, thickness)))


@sized_by_window(maxsize=64)
def lying_side(length: int, thickness: int, special: bool, phase: int) -> pygame.Surface:
    """A lying barrel from the side, axis horizontal; ``phase`` shifts the staves (rolling).

    Staves, hoops and the darker ends are clipped to the silhouette, so nothing pokes
    past the outline; the dark ends show it lies on its side, where a
    standing barrel is seen from above as a round head.
    """
    factor = 2
    width, height = length * factor, thickness * factor
    wood, dark = _woods(special)
    body = _lying_shape(width, height, (*dark, 255))
    # The bulge: lighter along the top where the light falls.
    shape = pygame.Rect(0, 0, width, height)
    shade = paint.vertical_gradient((width, height), theme.lighter(wood, 0.18),
                                    theme.darker(wood, 0.25))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), shape.inflate(-width * 0.06, -height * 0.1))
    pygame.draw.rect(mask, (255, 255, 255, 255), shape.inflate(-width * 0.22, -height * 0.16),
                     border_radius=height // 3)
    shaded = pygame.Surface((width, height), pygame.SRCALPHA)
    shaded.blit(shade, (0, 0))
    shaded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    body.blit(shaded, (0, 0))
    details = pygame.Surface((width, height), pygame.SRCALPHA)
    # Staves: lines along the length, slid across by the roll phase.
    stave_gap = height / 5
    y = stave_gap * phase / ROLL_PHASES
    while y < height:
        curve = abs(y - height / 2) / (height / 2)
        inset = width * (0.05 + 0.06 * curve * curve)
        pygame.draw.line(details, (*theme.darker(wood, 0.4), 150), (inset, y),
                         (width - inset, y), factor)
        y += stave_gap
    # Two hoops and the darker ends.
    for fraction in (0.2, 0.8):
        x = width * fraction
        pygame.draw.line(details, HOOP, (x, 0), (x, height), factor * 3)
        pygame.draw.line(details, HOOP_LIGHT, (x - factor, height * 0.1),
                         (x - factor, height * 0.4), factor)
    for x in (width * 0.045, width * 0.955):
        end = pygame.Rect(0, 0, round(width * 0.07), round(height * 0.8))
        end.center = (round(x), height // 2)
        pygame.draw.ellipse(details, theme.darker(dark, 0.2), end)
    details.blit(_lying_shape(width, height, (255, 255, 255, 255)), (0, 0),
                 special_flags=pygame.BLEND_RGBA_MIN)
    body.blit(details, (0, 0))
    return paint.ready(pygame.transform.smoothscale(body, (length, thickness)))


@sized_by_window(maxsize=768)
def lying_rotated(length: int, thickness: int, special: bool, phase: int,
                  angle: int) -> pygame.Surface:
    side = lying_side(length, thickness, special, phase)
    return side if angle == 0 else paint.ready(pygame.transform.rotate(side, angle))


MAT_REACH = 0.94 * (1 + 1 / 11) + 0.02
"""How far the mat's scallops and their rim reach from its centre, in mat radii."""


def mat_reach(radius: int) -> int:
    """How far the top of a mat of ``radius`` (its scallops' tips) is from its centre."""
    return math.ceil(radius * MAT_REACH)


@sized_by_window(maxsize=8)
def beer_mat(radius: int) -> pygame.Surface:
    """The round, scalloped cardboard beer mat with a printed red ring, centred on a
    surface :data:`MAT_REACH` times ``radius`` out from its centre: the scallops reach past
    ``radius`` and were once cut flat by a surface only ``radius`` wide."""
    factor = 2
    half = mat_reach(radius) * factor
    mat = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    centre = (half, half)
    outer = radius * factor * 0.94
    scallop = outer / 11
    for index in range(40):
        angle = index * math.tau / 40
        point = (centre[0] + math.cos(angle) * outer, centre[1] + math.sin(angle) * outer)
        pygame.draw.circle(mat, theme.darker(MAT_SHADE, 0.15), point, scallop + factor)
    pygame.draw.circle(mat, theme.darker(MAT_SHADE, 0.15), centre, outer + factor)
    for index in range(40):
        angle = index * math.tau / 40
        point = (centre[0] + math.cos(angle) * outer, centre[1] + math.sin(angle) * outer)
        pygame.draw.circle(mat, MAT, point, scallop)
    pygame.draw.circle(mat, MAT, centre, outer)
    # A gentle light toward the upper left: stacked translucent discs, no blur needed.
    light_centre = (centre[0] - outer * 0.18, centre[1] - outer * 0.2)
    glow = pygame.Surface(mat.get_size(), pygame.SRCALPHA)
    for step in range(8):
        pygame.draw.circle(glow, (255, 255, 255, 10), light_centre, outer * (0.7 - step * 0.07))
    mat.blit(glow, (0, 0))
    redraw = pygame.Surface(mat.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(redraw, theme.BRICK, centre, outer * 0.84, max(3, round(outer * 0.05)))
    pygame.draw.circle(redraw, theme.BRICK, centre, outer * 0.74, max(1, round(outer * 0.015)))
    for index in range(48):  # a dotted inner band, as printed on real mats
        angle = index * math.tau / 48
        point = (centre[0] + math.cos(angle) * outer * 0.79,
                 centre[1] + math.sin(angle) * outer * 0.79)
        pygame.draw.circle(redraw, theme.darker(theme.BRICK, 0.1), point, max(1, outer * 0.011))
    mat.blit(redraw, (0, 0))
    size = (2 * half // factor, 2 * half // factor)
    return paint.ready(pygame.transform.smoothscale(mat, size))


@sized_by_window(maxsize=8)
def shelf_board(size: tuple[int, int], slots: tuple[tuple[int, int], ...],
                diameter: int) -> pygame.Surface:
    """The wooden shelf the standing barrels line up on, with a worn ring for each place."""
    radius = max(4, size[1] // 8)
    board = paint.wood_board(size, radius).copy()
    for x, y in slots:
        ring = pygame.Rect(0, 0, diameter, diameter)
        ring.center = (x, y)
        pygame.draw.ellipse(board, (*theme.darker(theme.WOOD_DARK, 0.2), 255), ring,
                            max(2, diameter // 24))
        pygame.draw.ellipse(board, (*theme.WOOD_GRAIN, 255), ring.inflate(-diameter // 5,
                                                                          -diameter // 5), 1)
    return paint.ready(board)

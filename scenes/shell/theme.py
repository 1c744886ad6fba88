"""The one look of Tabletop: palette, seat styles, type sizes and spacing.

Every scene draws with these values so the five games feel like one product
(see ART.md). Sizes are given at the 1280x720 reference and scaled by
:func:`ui_scale`, so layouts grow with the window and text is rendered at its
final pixel size (never smoothscaled).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

import pygame

from scenes.shell.window_caches import sized_by_window

Colour = tuple[int, int, int]

REFERENCE_SIZE: tuple[int, int] = (1280, 720)

# ---------------------------------------------------------------- palette

FELT: Colour = (0x1F, 0x5A, 0x3D)
FELT_LIGHT: Colour = (0x2E, 0x78, 0x53)  # centre of the radial light
FELT_DARK: Colour = (0x12, 0x3B, 0x27)  # corners, where the light falls off
WOOD_DARK: Colour = (0x6B, 0x42, 0x26)
WOOD_LIGHT: Colour = (0x8A, 0x5A, 0x35)
WOOD_GRAIN: Colour = (0x55, 0x33, 0x1C)
PAPER: Colour = (0xF4, 0xEC, 0xD8)
PAPER_SHADE: Colour = (0xE6, 0xDA, 0xBE)  # bottom of a paper gradient
PAPER_RIM: Colour = (0xC9, 0xB8, 0x93)  # the 1-2 px darker rim on paper
INK: Colour = (0x2B, 0x26, 0x23)
INK_SOFT: Colour = (0x5E, 0x55, 0x4C)  # secondary text: 4.8:1 on PAPER_SHADE
INK_MUTED: Colour = (0x53, 0x4B, 0x44)  # secondary text read from the sofa (Yacht previews): ~7:1
GOLD: Colour = (0xE8, 0xB8, 0x4A)
GOLD_LIGHT: Colour = (0xF6, 0xD7, 0x8A)
GOLD_DARK: Colour = (0xB0, 0x84, 0x2A)
GOLD_INK: Colour = (0x7A, 0x55, 0x10)  # gold words on paper (a card's title): 4.8:1 on its shade
BRICK: Colour = (0xC0, 0x39, 0x2B)
BRICK_DARK: Colour = (0x8E, 0x26, 0x1C)
IVORY: Colour = (0xFB, 0xF6, 0xEA)  # dice and card faces
IVORY_SHADE: Colour = (0xE8, 0xDF, 0xCB)
SHADOW: tuple[int, int, int, int] = (0x0B, 0x14, 0x0E, 150)  # soft shadow on felt
DISABLED: Colour = (0xA8, 0xA1, 0x94)
DISABLED_INK: Colour = (0x6E, 0x64, 0x5A)
"""Only a disabled control's label: it reads as out of use on :data:`DISABLED`, where
WCAG asks no contrast of an inactive control (the sofa-text measure leaves it out)."""
CARD_BACK: Colour = (0x7A, 0x2E, 0x2A)  # deep red card back
CARD_BACK_DARK: Colour = (0x55, 0x1E, 0x1B)


def mix(a: Colour, b: Colour, amount: float) -> Colour:
    """The colour ``amount`` (0..1) of the way from ``a`` to ``b``."""
    amount = min(1.0, max(0.0, amount))
    return (
        round(a[0] + (b[0] - a[0]) * amount),
        round(a[1] + (b[1] - a[1]) * amount),
        round(a[2] + (b[2] - a[2]) * amount),
    )


def darker(colour: Colour, amount: float = 0.25) -> Colour:
    return mix(colour, (0, 0, 0), amount)


def lighter(colour: Colour, amount: float = 0.25) -> Colour:
    return mix(colour, (255, 255, 255), amount)


def contrast(first: Colour, second: Colour) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def luminance(colour: Colour) -> float:
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
                  for c in (channel / 255 for channel in colour[:3])]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# ---------------------------------------------------------------- seats


class SeatSymbol(Enum):
    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    STAR = "star"
    HEXAGON = "hexagon"


@dataclass(frozen=True)
class SeatStyle:
    """A seat's colour and symbol; both are drawn so colour-blind players can tell seats apart."""

    colour: Colour
    symbol: SeatSymbol
    ink: Colour  # readable text colour on top of ``colour``


# Okabe-Ito colours (ART.md), each paired with its own shape; vermillion darkened to rust
# and blue deepened, so that no two seats are closer than CIEDE2000 30: seat 1's orange
# chips and seat 4's vermillion ones looked alike from the sofa (issue #32).
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((0xE6, 0x9F, 0x00), SeatSymbol.CIRCLE, INK),
    SeatStyle((0x56, 0xB4, 0xE9), SeatSymbol.SQUARE, INK),
    SeatStyle((0x00, 0x9E, 0x73), SeatSymbol.TRIANGLE, PAPER),
    SeatStyle((0xA6, 0x36, 0x03), SeatSymbol.DIAMOND, PAPER),
    SeatStyle((0xCC, 0x79, 0xA7), SeatSymbol.STAR, INK),
    SeatStyle((0x1F, 0x4E, 0x9C), SeatSymbol.HEXAGON, PAPER),
)


def seat_style(seat_index: int) -> SeatStyle:
    """The style of seat ``seat_index`` (0-based); wraps past six seats."""
    return SEAT_STYLES[seat_index % len(SEAT_STYLES)]


def symbol_points(symbol: SeatSymbol, center: tuple[float, float], radius: float) -> list[
    tuple[float, float]
]:
    """Polygon outline of ``symbol`` (empty for the circle, which is drawn as a circle)."""
    cx, cy = center

    def ring(count: int, r: float, start_degrees: float) -> list[tuple[float, float]]:
        return [
            (
                cx + r * math.cos(math.radians(start_degrees + i * 360 / count)),
                cy + r * math.sin(math.radians(start_degrees + i * 360 / count)),
            )
            for i in range(count)
        ]

    if symbol is SeatSymbol.CIRCLE:
        return []
    if symbol is SeatSymbol.SQUARE:
        half = radius * 0.8  # a square the size of the circle looks heavier; shrink it
        return [(cx - half, cy - half), (cx + half, cy - half), (cx + half, cy + half),
                (cx - half, cy + half)]
    if symbol is SeatSymbol.TRIANGLE:
        # Shift down so the triangle's visual centre sits on ``center``.
        return [(x, y + radius * 0.12) for x, y in ring(3, radius * 1.08, -90)]
    if symbol is SeatSymbol.DIAMOND:
        return ring(4, radius * 1.05, -90)
    if symbol is SeatSymbol.STAR:
        outer = ring(5, radius * 1.08, -90)
        inner = ring(5, radius * 0.46, -54)
        return [point for pair in zip(outer, inner, strict=True) for point in pair]
    return ring(6, radius, 0)


def draw_seat_symbol(
    surface: pygame.Surface,
    seat_index: int,
    center: tuple[float, float],
    radius: float,
    *,
    outline: Colour | None = None,
    fill: Colour | None = None,
) -> None:
    """Draw the seat's symbol, filled with its colour and rimmed with a darker edge.

    ``radius`` is the symbol's outer radius in pixels. ``fill`` and
    ``outline`` override the colours (a paper symbol on a seat-coloured band).
    """
    image = seat_symbol_surface(seat_index, max(2, round(radius)), outline, fill)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


@sized_by_window(maxsize=256)
def seat_symbol_surface(
    seat_index: int, radius: int, outline: Colour | None = None, fill: Colour | None = None
) -> pygame.Surface:
    """The seat symbol as a cached, antialiased surface (drawn 4x larger, then scaled down)."""
    style = seat_style(seat_index)
    colour = fill if fill is not None else style.colour
    rim = outline if outline is not None else darker(style.colour, 0.45)
    factor = 4
    big_radius = radius * factor
    side = 2 * big_radius + 2 * factor
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    center = (side / 2, side / 2)
    rim_width = max(factor, round(big_radius / 6))
    points = symbol_points(style.symbol, center, big_radius)
    if not points:
        pygame.draw.circle(big, rim, center, big_radius)
        pygame.draw.circle(big, colour, center, big_radius - rim_width)
    else:
        pygame.draw.polygon(big, colour, points)
        pygame.draw.polygon(big, rim, points, rim_width)
    small_side = side // factor
    return pygame.transform.smoothscale(big, (small_side, small_side))


# ---------------------------------------------------------------- type


class TextSize(Enum):
    """Text roles with their pixel size at 1280x720."""

    TITLE = 44
    HEADING = 28
    BODY = 20
    SMALL = 16


def number(value: int) -> str:
    """A whole number as a player reads it, with a true minus sign (−13), not a hyphen.

    >>> number(-13), number(0), number(42)
    ('−13', '0', '42')
    """
    return f"\N{MINUS SIGN}{-value}" if value < 0 else str(value)


def ui_scale(size: tuple[int, int]) -> float:
    """The layout scale of a window: 1.0 at 1280x720, grows with the smaller ratio."""
    width, height = size
    return max(0.25, min(width / REFERENCE_SIZE[0], height / REFERENCE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """A reference-size length in pixels at ``scale`` (never below one pixel)."""
    return max(1, round(value * scale))


def text_px(role: TextSize, scale: float) -> int:
    """The font pixel size for ``role`` at ``scale``."""
    return px(role.value, scale)


# ---------------------------------------------------------------- spacing (reference pixels)

SPACE_XS = 4
SPACE_S = 8
SPACE_M = 16
SPACE_L = 24
SPACE_XL = 40
RADIUS_S = 6  # buttons, dice
RADIUS_M = 12  # panels, cards
RADIUS_L = 20  # big frames
SHADOW_OFFSET = 4  # how far pieces' shadows fall toward the viewer
SHADOW_BLUR = 6
GLOW_SPREAD = 10  # how far the gold glow reaches beyond a shape

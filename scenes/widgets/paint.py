"""Cached drawing helpers for the table look: felt, wood, paper, shadows and glows.

Everything expensive is built once per size and kept in an LRU cache, so a
frame only blits finished surfaces (the budget is 8 ms at 1920x1080). The
returned surfaces are shared: blit them, never draw on them.

The three cheap touches that make a product of a prototype (ART.md): a soft
shadow under every piece, a 1-2 px darker rim on flat shapes, and gentle
gradients.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.shell import theme
from scenes.shell.theme import Colour
from scenes.shell.window_caches import sized_by_window

Size = tuple[int, int]
RectLike = pygame.Rect | tuple[int, int, int, int]


def _size(size: Size) -> Size:
    return max(1, int(size[0])), max(1, int(size[1]))


def ready(surface: pygame.Surface, *, alpha: bool = True, rle: bool = False) -> pygame.Surface:
    """``surface`` in the display's pixel format once a window exists (blits 2-3x faster).

    Every cached surface passes through here; without a window (tests) it is
    returned as is. ``rle`` run-length encodes a large, static composite
    whose pixels are mostly fully clear or fully opaque: its blit then costs
    about half (measured on a 930x680 tray). Never draw on an RLE surface.
    """
    if pygame.display.get_surface() is None:
        return surface
    converted = surface.convert_alpha() if alpha else surface.convert()
    if rle:
        converted.set_alpha(255, pygame.RLEACCEL)
    return converted


# ---------------------------------------------------------------- shapes


@sized_by_window(maxsize=128)
def rounded_mask(size: Size, radius: int) -> pygame.Surface:
    """White rounded rectangle with antialiased corners on a transparent surface."""
    width, height = _size(size)
    radius = max(0, min(int(radius), width // 2, height // 2))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    if radius < 2:
        mask.fill((255, 255, 255, 255))
        return mask
    white = (255, 255, 255, 255)
    pygame.draw.rect(mask, white, (radius, 0, width - 2 * radius, height))
    pygame.draw.rect(mask, white, (0, radius, width, height - 2 * radius))
    # aacircle gives smooth corners; a plain border_radius rect looks jagged when scaled up.
    for cx, cy in ((radius, radius), (width - radius - 1, radius), (radius, height - radius - 1),
                   (width - radius - 1, height - radius - 1)):
        pygame.draw.aacircle(mask, white, (cx, cy), radius)
    return mask


def rounded_rect(
    surface: pygame.Surface,
    rect: RectLike,
    colour: tuple[int, ...],
    radius: int,
    width: int = 0,
) -> None:
    """Draw a rounded rectangle (filled, or an outline ``width`` pixels thick)."""
    pygame.draw.rect(surface, colour, rect, width, border_radius=max(0, int(radius)))


def vertical_gradient(size: Size, top: Colour, bottom: Colour) -> pygame.Surface:
    """An opaque top-to-bottom gradient."""
    width, height = _size(size)
    # One pixel wide, then stretched: far cheaper than drawing every row at full width.
    strip = pygame.Surface((1, height))
    for y in range(height):
        strip.set_at((0, y), theme.mix(top, bottom, y / max(1, height - 1)))
    return pygame.transform.scale(strip, (width, height))


@sized_by_window(maxsize=128)
def gradient_panel(
    size: Size,
    top: Colour,
    bottom: Colour,
    radius: int,
    rim: Colour | None = None,
    rim_width: int = 2,
    sheen: bool = True,
) -> pygame.Surface:
    """A rounded panel with a vertical gradient, an optional darker rim and a top sheen."""
    width, height = _size(size)
    panel = rounded_mask((width, height), radius).copy()
    panel.blit(vertical_gradient((width, height), top, bottom), (0, 0),
               special_flags=pygame.BLEND_RGBA_MULT)
    if sheen and height > 8:
        # A faint light line just inside the top edge reads as a bevel.
        light = theme.lighter(top, 0.35)
        inset = max(radius, rim_width + 1)
        pygame.draw.line(panel, light, (inset, rim_width), (width - inset - 1, rim_width))
    if rim is not None and rim_width > 0:
        pygame.draw.rect(panel, rim, (0, 0, width, height), rim_width,
                         border_radius=max(0, int(radius)))
    return ready(panel)


def soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian blur that stays cheap for big radii.

    A direct blur costs time in proportion to the radius (a 14 px shadow
    under a dice tray took 220 ms); blurring a quarter-size copy and scaling
    it back looks the same for soft shapes and takes a few milliseconds.
    """
    radius = max(1, int(radius))
    if radius <= 3:
        return pygame.transform.gaussian_blur(surface, radius)
    factor = radius // 3
    width, height = surface.get_size()
    small_size = (max(1, width // factor), max(1, height // factor))
    small = pygame.transform.smoothscale(surface, small_size)
    blurred = pygame.transform.gaussian_blur(small, max(1, round(radius / factor)))
    return pygame.transform.smoothscale(blurred, (width, height))


# ---------------------------------------------------------------- materials


@sized_by_window(maxsize=8)
def felt_table(size: Size) -> pygame.Surface:
    """The green felt table with a soft radial light toward the centre and a fine nap."""
    width, height = _size(size)
    # The light is computed on a small grid and smoothscaled: smooth and cheap.
    grid_w, grid_h = 64, 36
    small = pygame.Surface((grid_w, grid_h))
    for gy in range(grid_h):
        for gx in range(grid_w):
            dx = (gx + 0.5) / grid_w - 0.5
            dy = ((gy + 0.5) / grid_h - 0.45) * 0.8
            distance = min(1.0, math.hypot(dx, dy) / 0.62)
            light = 1.0 - distance**1.6
            colour = theme.mix(theme.FELT_DARK, theme.FELT, min(1.0, light * 1.6))
            if light > 0.55:
                colour = theme.mix(colour, theme.FELT_LIGHT, (light - 0.55) / 0.45 * 0.6)
            small.set_at((gx, gy), colour)
    table = pygame.transform.smoothscale(small, (width, height))
    _tile(table, _felt_nap_dark(), pygame.BLEND_RGB_SUB)
    _tile(table, _felt_nap(), pygame.BLEND_RGB_ADD)
    return ready(table, alpha=False)


def _tile(target: pygame.Surface, tile: pygame.Surface, flags: int) -> None:
    tile_w, tile_h = tile.get_size()
    for y in range(0, target.get_height(), tile_h):
        for x in range(0, target.get_width(), tile_w):
            target.blit(tile, (x, y), special_flags=flags)


@lru_cache(maxsize=1)
def _felt_nap() -> pygame.Surface:
    return _noise_tile(seed=11, strength=7)


@lru_cache(maxsize=1)
def _felt_nap_dark() -> pygame.Surface:
    return _noise_tile(seed=23, strength=7)


def _noise_tile(seed: int, strength: int) -> pygame.Surface:
    rng = random.Random(seed)  # fixed seed: the cloth looks the same every run
    # Random bytes through a lookup table, then a grey palette: no per-pixel Python.
    curve = bytes(int((value / 255) ** 3 * strength) for value in range(256))
    indexed = pygame.image.frombytes(rng.randbytes(128 * 128).translate(curve), (128, 128), "P")
    indexed.set_palette([(value, value, value) for value in range(256)])
    tile = pygame.Surface((128, 128))
    tile.blit(indexed, (0, 0))
    return tile


@sized_by_window(maxsize=32)
def wood_board(size: Size, radius: int, rim: bool = True) -> pygame.Surface:
    """A rounded wooden board with horizontal grain, a bevel light and a dark rim."""
    width, height = _size(size)
    board = vertical_gradient((width, height), theme.WOOD_LIGHT, theme.WOOD_DARK)
    rng = random.Random(width * 7919 + height)
    # Grain: long, slightly wavy darker and lighter streaks, all on one layer.
    grain = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(max(6, height // 5)):
        y0 = rng.uniform(0, height)
        amplitude = rng.uniform(0.5, 2.5)
        wavelength = rng.uniform(80, 240)
        phase = rng.uniform(0, math.tau)
        shade = theme.WOOD_GRAIN if rng.random() < 0.65 else theme.lighter(theme.WOOD_LIGHT, 0.12)
        alpha = rng.randint(40, 95)
        points = [(x, y0 + amplitude * math.sin(x / wavelength * math.tau + phase))
                  for x in range(0, width + 8, 8)]
        if len(points) > 1:
            pygame.draw.lines(grain, (*shade, alpha), False, points, rng.choice((1, 1, 2)))
    board.blit(grain, (0, 0))
    shaped = rounded_mask((width, height), radius).copy()
    shaped.blit(board, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    bevel = theme.lighter(theme.WOOD_LIGHT, 0.25)
    inset = max(2, radius)
    pygame.draw.line(shaped, bevel, (inset, 1), (width - inset - 1, 1))
    if rim:
        pygame.draw.rect(shaped, theme.darker(theme.WOOD_DARK, 0.35), (0, 0, width, height), 2,
                         border_radius=radius)
    return ready(shaped)


@sized_by_window(maxsize=16)
def wood_frame(size: Size, thickness: int, radius: int) -> pygame.Surface:
    """A wooden frame of ``thickness`` pixels around a transparent opening (e.g. a dice tray).

    The opening has a dark lip along its top and left, so whatever is drawn
    inside looks recessed.
    """
    width, height = _size(size)
    frame = wood_board((width, height), radius).copy()
    inner = pygame.Rect(thickness, thickness, width - 2 * thickness, height - 2 * thickness)
    inner_radius = max(2, radius - thickness // 2)
    hole = rounded_mask(inner.size, inner_radius)
    cut = pygame.Surface((width, height), pygame.SRCALPHA)
    cut.fill((255, 255, 255, 255))
    cut.blit(hole, inner.topleft, special_flags=pygame.BLEND_RGBA_SUB)
    frame.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(frame, theme.darker(theme.WOOD_DARK, 0.4), inner.inflate(2, 2), 2,
                     border_radius=inner_radius)
    return ready(frame)


@sized_by_window(maxsize=8)
def inner_shadow(size: Size, radius: int, depth: int) -> pygame.Surface:
    """A shadow falling inward from the top-left edges: makes a felt floor look sunk in a box."""
    width, height = _size(size)
    pad = depth * 2
    frame = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    frame.fill((0, 0, 0, 170))
    pygame.draw.rect(frame, (0, 0, 0, 0), (pad + depth // 2, pad + depth // 2, width, height),
                     border_radius=radius)
    blurred = soft_blur(frame, max(1, depth // 2))
    result = blurred.subsurface((pad, pad, width, height)).copy()
    result.blit(rounded_mask((width, height), radius), (0, 0),
                special_flags=pygame.BLEND_RGBA_MIN)
    return ready(result)


@sized_by_window(maxsize=64)
def paper_panel(size: Size, radius: int, rim_width: int = 2) -> pygame.Surface:
    """A cream paper panel with a gentle gradient and a darker 1-2 px rim."""
    return gradient_panel(_size(size), theme.PAPER, theme.PAPER_SHADE, radius, theme.PAPER_RIM,
                          rim_width, True)


# ---------------------------------------------------------------- shadows and glow


@sized_by_window(maxsize=128)
def drop_shadow(size: Size, radius: int, blur: int, alpha: int = 150) -> pygame.Surface:
    """A soft shadow for a rounded shape of ``size``, ``2 * blur`` pixels bigger on every side."""
    width, height = _size(size)
    blur = max(1, int(blur))
    shadow = pygame.Surface((width + 4 * blur, height + 4 * blur), pygame.SRCALPHA)
    # Transparent pixels carry the shadow colour, so blurring does not grey the edge.
    shadow.fill((*theme.SHADOW[:3], 0))
    pygame.draw.rect(shadow, (*theme.SHADOW[:3], alpha), (2 * blur, 2 * blur, width, height),
                     border_radius=radius)
    return ready(soft_blur(shadow, blur))


def with_shadow(
    body: pygame.Surface,
    radius: int,
    *,
    offset: tuple[int, int] = (0, 4),
    blur: int = 6,
    alpha: int = 150,
) -> tuple[pygame.Surface, tuple[int, int]]:
    """``body`` composed over its soft shadow in one surface, and where ``body`` sits in it.

    Widgets cache the result so a static piece costs one blit per frame:
    blit at ``(rect.x - pos[0], rect.y - pos[1])``.
    """
    shadow = drop_shadow(body.get_size(), radius, blur, alpha)
    margin = 2 * blur
    left = margin - min(0, offset[0])
    top = margin - min(0, offset[1])
    width = body.get_width() + 2 * margin + abs(offset[0])
    height = body.get_height() + 2 * margin + abs(offset[1])
    result = pygame.Surface((width, height), pygame.SRCALPHA)
    result.blit(shadow, (left - margin + offset[0], top - margin + offset[1]))
    result.blit(body, (left, top))
    return ready(result, rle=True), (left, top)


def draw_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int,
    *,
    offset: tuple[int, int] = (0, 4),
    blur: int = 6,
    alpha: int = 150,
) -> None:
    """Blit a soft shadow under ``rect`` (call before drawing the piece itself)."""
    shadow = drop_shadow(rect.size, radius, blur, alpha)
    surface.blit(shadow, (rect.x - 2 * blur + offset[0], rect.y - 2 * blur + offset[1]))


@sized_by_window(maxsize=128)
def glow(size: Size, radius: int, spread: int, colour: Colour = theme.GOLD) -> pygame.Surface:
    """A warm halo around a rounded shape of ``size``, ``2 * spread`` pixels bigger on every side.

    The halo is a blurred, brighter band hugging the shape: a focus or
    legal-move highlight, never a thin 1-px outline (ART.md). Its inside is left
    clear, so a glow that lands over a piece's face (a score-sheet cell, a district
    with its number and cubes) never washes out what is written there.
    """
    width, height = _size(size)
    spread = max(2, int(spread))
    pad = spread * 2
    halo = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    halo.fill((*colour, 0))  # see drop_shadow: keeps the blurred fringe gold, not grey
    ring = spread // 2 + 1
    pygame.draw.rect(halo, (*colour, 255), (pad - ring, pad - ring, width + 2 * ring,
                                            height + 2 * ring), border_radius=radius + ring)
    halo = soft_blur(halo, max(1, spread // 2))
    # A crisp, bright band right at the edge keeps the glow readable from the sofa.
    pygame.draw.rect(halo, (*theme.lighter(colour, 0.25), 255),
                     (pad - 2, pad - 2, width + 4, height + 4), 3, border_radius=radius + 2)
    inside = pygame.Rect(pad, pad, width, height).inflate(-2, -2)
    pygame.draw.rect(halo, (0, 0, 0, 0), inside, border_radius=max(0, radius - 1))
    return ready(halo)


def draw_glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int,
    spread: int,
    *,
    intensity: float = 1.0,
    colour: Colour = theme.GOLD,
) -> None:
    """Blit a gold glow around ``rect``; ``intensity`` 0..1 fades it (for pulses and fades)."""
    if intensity <= 0.01:
        return
    blit_alpha(surface, glow(rect.size, radius, spread, colour),
               (rect.x - 2 * spread, rect.y - 2 * spread), intensity)


def draw_halo(surface: pygame.Surface, piece: pygame.Rect, radius: int, spread: int, *,
              intensity: float = 1.0) -> None:
    """A gold halo around the piece a person is pointed to (a lesson's move, a review's
    better choice), drawn under the pieces and never inside it: a score sheet's cell has
    no face of its own to cover the gold, and the 17 it previews must stay readable."""
    outer = piece.inflate(4 * spread, 4 * spread)
    bands = (pygame.Rect(outer.x, outer.y, outer.width, piece.y - outer.y),
             pygame.Rect(outer.x, piece.bottom, outer.width, outer.bottom - piece.bottom),
             pygame.Rect(outer.x, piece.y, piece.x - outer.x, piece.height),
             pygame.Rect(piece.right, piece.y, outer.right - piece.right, piece.height))
    kept = surface.get_clip()
    for band in bands:
        surface.set_clip(band.clip(kept))
        draw_glow(surface, piece, radius, spread, intensity=intensity)
    surface.set_clip(kept)


def draw_pointer_ring(surface: pygame.Surface, piece: pygame.Rect, gap: int,
                      widths: tuple[int, int], radius: int) -> None:
    """A bright ring ``gap`` outside the piece, over everything (``widths``: its dark
    edge's and its light middle's): gold on ivory dice or paper rows is faint, and the
    ring says "here" from across the room."""
    ring = piece.inflate(2 * gap, 2 * gap)
    pygame.draw.rect(surface, theme.GOLD_DARK, ring, widths[0], border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD_LIGHT, ring.inflate(-2, -2), widths[1],
                     border_radius=radius)


@sized_by_window(maxsize=8)
def dim_overlay(size: Size, alpha: int = 150) -> pygame.Surface:
    """A translucent dark sheet for modal overlays drawn over the dimmed scene below."""
    sheet = pygame.Surface(_size(size), pygame.SRCALPHA)
    sheet.fill((8, 14, 10, alpha))
    return ready(sheet)


def blit_alpha(
    target: pygame.Surface, source: pygame.Surface, position: tuple[int, int], alpha: float
) -> None:
    """Blit ``source`` at opacity ``alpha`` (0..1) without copying it.

    The surface-wide alpha is set for this one blit and restored, so shared
    cached surfaces stay untouched for the next caller.
    """
    if alpha <= 0.004:
        return
    if alpha >= 0.996:
        target.blit(source, position)
        return
    previous = source.get_alpha()
    source.set_alpha(round(255 * alpha))
    target.blit(source, position)
    source.set_alpha(previous)


FELT_LABEL_ALPHA = 150
"""How dark the pill under words on felt is: light words keep 4.5:1 even where the
felt's radial light is brightest."""


@sized_by_window(maxsize=64)
def _felt_pill(size: Size) -> pygame.Surface:
    pill = pygame.Surface(_size(size), pygame.SRCALPHA)
    pygame.draw.rect(pill, (*theme.FELT_DARK, FELT_LABEL_ALPHA), pill.get_rect(),
                     border_radius=size[1] // 2)
    return ready(pill)


def felt_pill_rect(words: pygame.Rect) -> pygame.Rect:
    """The soft dark pill :func:`blit_on_felt` lays under words standing at ``words``."""
    return words.inflate(2 * max(4, words.height // 3), 2 * max(1, words.height // 12))


def blit_on_felt(surface: pygame.Surface, label: pygame.Surface, **anchor: object) -> pygame.Rect:
    """Blit light words ``label`` on a soft dark pill, placed by one rect anchor
    (``midbottom=(x, y)``); returns the words' rect."""
    where = label.get_rect(**anchor)
    pill = felt_pill_rect(where)
    surface.blit(_felt_pill(pill.size), pill.topleft)
    surface.blit(label, where)
    return where


def rim_strips(rect: pygame.Rect, reach: int) -> list[pygame.Rect]:
    """Four strips along ``rect``'s rim, reaching ``reach`` to either side of it."""
    outer = rect.inflate(2 * reach, 2 * reach)
    side = 2 * reach
    return [pygame.Rect(outer.x, outer.y, outer.width, side),
            pygame.Rect(outer.x, outer.bottom - side, outer.width, side),
            pygame.Rect(outer.x, outer.y, side, outer.height),
            pygame.Rect(outer.right - side, outer.y, side, outer.height)]

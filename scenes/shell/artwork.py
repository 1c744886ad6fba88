"""Menu artwork drawn in code: the table backdrop, the wooden sign with the program's
name, the wood and shadows, and the
frame every game's tile illustration is painted into.

Each game paints its own tile in ``scenes/games/<id>/tile.py`` with the
helpers below (:func:`scenes.games.game_art` frames it). Every picture is drawn
once per size with pygame primitives at twice the final size and smoothscaled
down (cheap antialiasing), then cached. The illustrations carry no words, so
they need no translation.
"""

from __future__ import annotations

import math

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import Colour
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint

Size = tuple[int, int]
SUPERSAMPLE = 2


# ---------------------------------------------------------------- backdrop and sign


@sized_by_window(maxsize=4)
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


@sized_by_window(maxsize=32)
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


def sign_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the menu's wooden sign with the program's name stands on a screen of ``size``."""
    scale = theme.ui_scale(size)
    sign = pygame.Rect(0, 0, theme.px(560, scale), theme.px(112, scale))
    sign.midtop = (size[0] // 2, theme.px(26, scale))
    return sign


def draw_sign(surface: pygame.Surface, title: str) -> None:
    """The menu's wooden sign with the program's name: also the first thing the window
    shows, before the menu is ready (:meth:`scenes.shell.app.App.show_first_frame`):
    drawn here, in the shell, so the first frame waits for no game's module."""
    scale = theme.ui_scale(surface.get_size())
    sign = sign_rect(surface.get_size())
    radius = theme.px(theme.RADIUS_L, scale)
    draw_soft_shadow(surface, sign, radius, theme.px(8, scale), theme.px(14, scale))
    surface.blit(wood_panel(sign.size, radius), sign)
    inset = sign.inflate(-theme.px(14, scale), -theme.px(14, scale))
    surface.blit(paint.gradient_panel(inset.size, theme.FELT_LIGHT, theme.FELT_DARK,
                                      theme.px(theme.RADIUS_M, scale),
                                      theme.darker(theme.FELT_DARK), 2, True), inset)
    text = assets.shadowed_text(title, theme.px(58, scale), theme.GOLD_LIGHT, bold=True,
                                shadow=(0, 0, 0, 150))
    surface.blit(text, text.get_rect(center=(inset.centerx, inset.centery - theme.px(2, scale))))


@sized_by_window(maxsize=32)
def soft_shadow(size: Size, radius: int, blur: int, alpha: int = 140) -> pygame.Surface:
    """A soft shadow for a rounded shape, ``blur`` pixels bigger on every side.

    Blurred at a quarter of the size and smoothscaled up: a big menu tile's
    shadow costs about a millisecond instead of a tenth of a second.
    """
    return _soft_halo(size, radius, blur, (0, 0, 0), alpha)


@sized_by_window(maxsize=32)
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


def tile_background(surface: pygame.Surface, top: Colour, bottom: Colour) -> None:
    """A tile's ground: a vertical gradient from ``top`` to ``bottom`` under a lamp's glow."""
    surface.blit(paint.vertical_gradient(surface.get_size(), top, bottom), (0, 0))
    width, height = surface.get_size()
    # A soft vignette of light in the middle, like a lamp over the table.
    light = pygame.Surface((width, height), pygame.SRCALPHA)
    for step in range(8, 0, -1):
        radius = round(max(width, height) * 0.09 * step)
        pygame.draw.circle(light, (255, 240, 200, 5), (width // 2, height // 2), radius)
    surface.blit(light, (0, 0))


def shadow_ellipse(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 90) -> None:
    """A soft contact shadow: stacked ellipses, each smaller and darker."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    steps = 6
    for step in range(steps):
        inset = layer.get_rect().inflate(-rect.width * step / (steps * 1.6),
                                         -rect.height * step / (steps * 1.6))
        pygame.draw.ellipse(layer, (0, 0, 0, alpha // steps + 4), inset)
    surface.blit(layer, rect)


def rotated_blit(
    surface: pygame.Surface, piece: pygame.Surface, center: tuple[float, float], angle: float
) -> None:
    """Blit ``piece`` turned by ``angle`` degrees, centred on ``center``."""
    turned = pygame.transform.rotozoom(piece, angle, 1.0)
    surface.blit(turned, turned.get_rect(center=(round(center[0]), round(center[1]))))

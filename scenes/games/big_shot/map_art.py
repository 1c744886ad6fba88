"""The city map's drawn parts that are pictures of their own: the focus's glow around a
district and a district's value badge (drawn by :mod:`scenes.games.big_shot.city`)."""

from __future__ import annotations

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint

Point = tuple[float, float]


@sized_by_window(maxsize=32)
def region_glow(polygon: tuple[Point, ...], origin: tuple[int, int]) -> tuple[pygame.Surface, int]:
    """A gold glow hugging a region's outline (never a thin 1-px line, ART.md), the look of
    the focus on the map."""
    pad = 10
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    width = round(max(xs) - min(xs)) + 2 * pad + 2
    height = round(max(ys) - min(ys)) + 2 * pad + 2
    local = [(x - origin[0] + pad, y - origin[1] + pad) for x, y in polygon]
    halo = pygame.Surface((width, height), pygame.SRCALPHA)
    halo.fill((*theme.GOLD, 0))
    pygame.draw.polygon(halo, (*theme.GOLD, 255), local, 10)
    halo = paint.soft_blur(halo, 4)
    # A bright line with dark edges, as the focus ring's band: gold alone faded into the
    # tan of the expensive districts, where the keys' focus must be seen from the sofa.
    pygame.draw.polygon(halo, (*theme.GOLD_DARK, 255), local, 10)
    pygame.draw.polygon(halo, (*theme.GOLD_LIGHT, 255), local, 5)
    inner = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(inner, (*theme.GOLD, 46), local)
    halo.blit(inner, (0, 0))
    return paint.ready(halo), pad


@sized_by_window(maxsize=32)
def value_badge(radius: int, text: str, rich: bool, park: bool = False) -> pygame.Surface:
    """A round coin-like plaque with the district's value (or "×2" on a park)."""
    if park:
        face, rim = (0x2F, 0x6B, 0x34), (0x1C, 0x44, 0x20)
        ink = theme.PAPER
    elif rich:
        face, rim, ink = theme.GOLD, theme.GOLD_DARK, theme.INK
    else:
        face, rim, ink = theme.PAPER, theme.PAPER_RIM, theme.INK
    side = radius * 2
    body = paint.gradient_panel((side, side), theme.lighter(face, 0.15), theme.darker(face, 0.06),
                                radius, theme.darker(rim, 0.1), max(2, radius // 7), True)
    # Across 0.86 of the disc, "A10" reads at 15 px at 1280x720 (over the 14.7 px floor:
    # 22 px at 1080); across 0.8 it was 14.
    size = assets.fit_text_px(text, round(radius * 1.1), round(side * 0.86), bold=True)
    label = assets.text(text, size, ink, bold=True)
    plate = body.copy()
    plate.blit(label, label.get_rect(center=(radius, radius)))
    composed, _ = paint.with_shadow(plate, radius, offset=(0, max(1, radius // 6)),
                                    blur=max(2, radius // 5))
    return composed


@sized_by_window(maxsize=32)
def owned_wash(polygon: tuple[Point, ...], colour: theme.Colour,
               keep: tuple[tuple[int, int, int, int], ...], line: int) -> pygame.Surface:
    """A sold district's ground in its owner's colour: a light wash and stripes ``line``
    px wide, its outline's box in size, holes left at ``keep`` (its badge, a park's name)
    so the labels read as before. From the sofa the city's owners read as its colours."""
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    left, top = round(min(xs)), round(min(ys))
    width, height = round(max(xs)) - left + 1, round(max(ys)) - top + 1
    local = [(x - left, y - top) for x, y in polygon]
    shape = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255), local)
    wash = pygame.Surface((width, height), pygame.SRCALPHA)
    wash.fill((*colour, 70))
    for start in range(-height, width, 4 * line):
        pygame.draw.line(wash, (*colour, 150), (start, height), (start + height, 0), line)
    wash.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    for rect in keep:  # round holes (pygame.draw writes the clear pixels as they are)
        hole = pygame.Rect(rect).move(-left, -top)
        pygame.draw.rect(wash, (0, 0, 0, 0), hole, border_radius=min(hole.size) // 2)
    return paint.ready(wash)

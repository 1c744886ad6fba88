"""Celebrations: confetti and a banner for a Yacht (and a smaller one for the bonus)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.tween import Call, Parallel, Sequence, Step, Tween, linear, out_back

CELEBRATION_SECONDS = 1.5
CONFETTI_COUNT = 140
_CONFETTI_COLOURS = (theme.GOLD, theme.GOLD_LIGHT, theme.BRICK, theme.IVORY,
                     *(style.colour for style in theme.SEAT_STYLES))


@dataclass
class Confetto:
    position: pygame.Vector2
    velocity: pygame.Vector2
    colour: theme.Colour
    size: float
    angle: float
    spin: float


class Celebration:
    """Confetti bursting from a point plus a banner that pops in; skippable like any step."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)  # presentation only: never the game's generator
        self.confetti: list[Confetto] = []
        self.banner: str = ""
        self.subtitle: str = ""
        self.banner_amount = 0.0
        self.center = pygame.Vector2()
        self.scale = 1.0
        self._time = 0.0

    @property
    def is_active(self) -> bool:
        return bool(self.banner) or bool(self.confetti)

    def play(self, center: tuple[int, int], banner: str, subtitle: str, scale: float, *,
             big: bool = True) -> Step:
        """The step: cheer, burst, banner; ``big`` False is the short bonus version."""
        seconds = CELEBRATION_SECONDS if big else CELEBRATION_SECONDS * 0.6

        def start() -> None:
            self.center = pygame.Vector2(center)
            self.scale = scale
            self.banner, self.subtitle = banner, subtitle
            self._time = 0.0
            self.confetti = self._burst(CONFETTI_COUNT if big else CONFETTI_COUNT // 3)
            audio.play("cheer", volume=1.0 if big else 0.6)

        def banner_in(amount: float) -> None:
            self.banner_amount = amount

        def end() -> None:
            self.confetti = []
            self.banner = self.subtitle = ""
            self.banner_amount = 0.0

        return Sequence(
            Call(start),
            Parallel(Tween(0.35, 0.0, 1.0, out_back, on_update=banner_in),
                     Tween(seconds, 0.0, 1.0, linear)),
            Call(end),
        )

    def _burst(self, count: int) -> list[Confetto]:
        rng = self._rng
        pieces = []
        for _ in range(count):
            angle = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)  # upward fan
            speed = rng.uniform(360, 860) * self.scale
            pieces.append(Confetto(
                position=pygame.Vector2(self.center),
                velocity=pygame.Vector2(math.cos(angle) * speed, math.sin(angle) * speed),
                colour=rng.choice(_CONFETTI_COLOURS),
                size=rng.uniform(8, 15) * self.scale,
                angle=rng.uniform(0, math.tau),
                spin=rng.uniform(-9, 9),
            ))
        return pieces

    def update(self, dt: float) -> None:
        if not self.confetti:
            return
        self._time += dt
        gravity = 900 * self.scale
        drag = math.exp(-1.6 * dt)
        for piece in self.confetti:
            piece.velocity.y += gravity * dt
            piece.velocity *= drag
            piece.position += piece.velocity * dt
            piece.angle += piece.spin * dt

    def draw(self, surface: pygame.Surface) -> None:
        for piece in self.confetti:
            # A flat paper square seen turning: its width breathes with the flip.
            half_w = piece.size * (0.35 + 0.65 * abs(math.cos(piece.angle * 1.7))) / 2
            half_h = piece.size * 0.6 / 2
            cos_a, sin_a = math.cos(piece.angle), math.sin(piece.angle)
            x, y = piece.position
            points = [(x + dx * cos_a - dy * sin_a, y + dx * sin_a + dy * cos_a)
                      for dx, dy in ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h),
                                     (-half_w, half_h))]
            pygame.draw.polygon(surface, piece.colour, points)
        if self.banner and self.banner_amount > 0.01:
            self._draw_banner(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        scale = self.scale
        banner = _banner_surface(self.banner, self.subtitle, theme.px(76, scale),
                                 theme.text_px(theme.TextSize.BODY, scale))
        amount = max(0.05, self.banner_amount)
        size = (max(1, round(banner.get_width() * amount)),
                max(1, round(banner.get_height() * amount)))
        shown = banner if amount >= 0.999 else pygame.transform.smoothscale(banner, size)
        rect = shown.get_rect(center=(round(self.center.x), round(self.center.y)))
        paint.draw_glow(surface, rect.inflate(-rect.width // 8, -rect.height // 4),
                        rect.height // 4, max(8, rect.height // 5), intensity=0.8 * amount)
        surface.blit(shown, rect)


_banner_cache: dict[tuple[str, str, int, int], pygame.Surface] = {}


def _banner_surface(title: str, subtitle: str, title_px: int, sub_px: int) -> pygame.Surface:
    key = (title, subtitle, title_px, sub_px)
    cached = _banner_cache.get(key)
    if cached is not None:
        return cached
    big = assets.shadowed_text(title, title_px, theme.GOLD_LIGHT, bold=True,
                               shadow=(40, 20, 5, 200))
    small = assets.text(subtitle, sub_px, theme.PAPER) if subtitle else None
    pad = title_px // 3
    width = max(big.get_width(), small.get_width() if small else 0) + 4 * pad
    height = big.get_height() + (small.get_height() if small else 0) + pad
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    card.blit(paint.wood_board((width, height), pad), (0, 0))
    inner = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(card, theme.GOLD, inner.inflate(-pad // 2, -pad // 2), 2,
                     border_radius=pad)
    card.blit(big, big.get_rect(midtop=(inner.centerx, inner.y + pad // 3)))
    if small is not None:
        card.blit(small, small.get_rect(midbottom=(inner.centerx, inner.bottom - pad // 2)))
    if len(_banner_cache) > 16:
        _banner_cache.clear()
    _banner_cache[key] = card
    return card

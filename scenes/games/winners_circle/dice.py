"""The symbol die: three heads, a cap, a saddle and a horseshoe; it tumbles before it lands."""

from __future__ import annotations

import math
import random

import pygame

from scenes.games.winners_circle.art import rotated_die
from scenes.shell import audio
from scenes.widgets import paint
from scenes.widgets.tween import Call, Sequence, Step, Tween, linear, out_cubic
from tabletop.games.winners_circle_data import DIE_FACES, Symbol

TUMBLE_SECONDS = 0.7  # ART.md: several random faces, slight rotation and bounce, then rest


class SymbolDie:
    """The die in the infield: at rest it shows the last roll (faded until the next one,
    with ``roller``, who rolled it, to say so beside the next person's Roll button), and
    before a race's first roll a blank face, no symbol anybody rolled."""

    def __init__(self) -> None:
        self.size = 64
        self.home = pygame.Vector2()
        self.symbol: Symbol | None = None  # the roll the mover must use now
        self.shown: Symbol | None = None  # None: not rolled yet this race
        self.roller: int | None = None  # the seat whose roll is shown
        self.last: Symbol | None = None  # the roller's face, the race's last roll
        self.mover_lit = False  # the roller's plate still glows: their face shows, faded
        self.angle = 0.0
        self.lift = 0.0
        self.offset = pygame.Vector2()
        self.rolling = False
        self.start = pygame.Vector2()  # where the tumble now under way began
        self._rng = random.Random(7)

    def settle(self, symbol: Symbol | None, roller: int | None, *, fresh: bool = False,
               last: Symbol | None = None) -> None:
        """Snap to the engine: ``symbol`` is the roll to use now, or None before a roll;
        ``roller`` the seat that rolled last, ``last`` the face they rolled; ``fresh``:
        nobody has rolled since the last move (or in this race)."""
        self.symbol, self.roller, self.last = symbol, roller, last
        if symbol is not None or fresh:
            self.shown = symbol
        self.angle, self.lift, self.rolling = 0.0, 0.0, False
        self.offset = pygame.Vector2()

    def roll(self, symbol: Symbol, roller: int) -> Step:
        faces = [DIE_FACES[self._rng.randrange(len(DIE_FACES))] for _ in range(9)]
        spin = self._rng.choice((-1, 1)) * self._rng.uniform(240, 420)
        rest = self._rng.uniform(-8, 8)
        start = pygame.Vector2(self._rng.uniform(-1.2, 1.2) * self.size, -0.9 * self.size)

        def begin() -> None:
            self.rolling, self.start = True, start
            self.symbol, self.roller = symbol, roller
            audio.play("dice_rattle")

        def frame(progress: float) -> None:
            travel = out_cubic(progress)
            self.offset = start.lerp(pygame.Vector2(), travel)
            self.lift = abs(math.sin(progress * math.pi * 3.2)) * (1 - progress) ** 1.6 * 0.6
            self.angle = rest + spin * (1 - travel)
            index = min(len(faces) - 1, int(progress * len(faces)))
            self.shown = symbol if progress > 0.82 else faces[index]

        def land() -> None:
            self.rolling = False
            self.shown, self.angle, self.lift = symbol, rest, 0.0
            self.offset = pygame.Vector2()
            audio.play("dice_land")

        return Sequence(Call(begin), Tween(TUMBLE_SECONDS, 0.0, 1.0, linear, on_update=frame,
                                           on_done=land))

    @property
    def face(self) -> Symbol | None:
        """The face drawn: the one shown, or, "?" since the move but the mover's plate
        still lit (a lesson's card telling of the move), the face they moved by."""
        if self.shown is None and self.mover_lit and not self.rolling:
            return self.last
        return self.shown

    def rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, self.size, self.size)
        rect.center = (round(self.home.x + self.offset.x), round(self.home.y + self.offset.y))
        return rect

    def extent(self) -> pygame.Rect:
        """Where the die stands at rest, or, tumbling, the whole of the way it goes: what a
        message keeps clear of stays put the while (followed frame by frame, each toast's
        place was searched again every frame of a roll, 10 ms a frame at 1920x1080)."""
        rest = pygame.Rect(0, 0, self.size, self.size)
        rest.center = (round(self.home.x), round(self.home.y))
        if not self.rolling:
            return rest
        return rest.union(rest.move(round(self.start.x), round(self.start.y)))

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        lift = round(self.lift * self.size)
        paint.draw_shadow(surface, rect, self.size // 6,
                          offset=(round(self.size * 0.06), round(self.size * 0.1 + lift * 0.4)),
                          blur=max(3, self.size // 12 + lift // 5))
        image = rotated_die(self.face, self.size, round(self.angle) % 360)
        alpha = 1.0 if (self.symbol is not None or self.rolling) else 0.6
        paint.blit_alpha(surface, image, image.get_rect(center=(rect.centerx,
                                                               rect.centery - lift)).topleft,
                         alpha)

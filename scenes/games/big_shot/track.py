"""The 18 auction circles around the map and the broker walking over them.

Spaces 0-8 run left to right along the top, 9-17 right to left along the
bottom: one clockwise loop (RULES.md 4.2). Each circle shows its four cubes;
the broker pawn hops space by space along the path the engine reports,
empty spaces are not counted (BS-T8) but the pawn passes over them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.games.big_shot.art import PAWN_WIDTH, draw_cube, draw_pawn
from scenes.shell import assets, audio, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.tween import Call, Step, Tween, arch, linear
from scenes.widgets.tween import Sequence as Steps
from tabletop.games.big_shot import SPACES

PER_ROW = SPACES // 2
HOP_SECONDS = 0.16  # per space walked (ART.md: 0.12 s per space for a piece on a track)
CUBE_SHARE = 0.55
"""A lot's cube beside the radius its circle has where the row is wide enough."""
LOT_GAP = 0.58
"""How far a lot's cubes' centres lie from its middle, in cube sizes, across and down."""
LOT_SPAN = LOT_GAP + 0.5
"""A 2x2 lot's half width in cube sizes."""
NUMBER_TEXT = 23
# The spaces' numbers stand half on the plates' wooden rims: a paler gold than GOLD_LIGHT
# reads 4.8:1 there (GOLD_LIGHT read 4.3:1) and 7.4:1 on the felt.
NUMBER_INK = (0xFC, 0xE4, 0xA0)
"""A space's number (at 1280x720; 34 px at 1080): at the small size, 18 px of ink on the
felt, the numbers were not read from the sofa (trial s35 Q/016)."""


class AuctionTrack:
    """Circle centres, the lots drawn in them, and the broker pawn."""

    def __init__(self) -> None:
        self.centres: list[tuple[float, float]] = [(0.0, 0.0)] * SPACES
        self.radius = 30
        self.pitch = 60.0
        """From one circle's centre to the next one's in a row."""
        self.cube_size = 17
        """A lot's cube: sized by the row's height, which the open log leaves alone, as
        large as its circle holds where the circles narrow beside the log."""
        self.scale = 1.0
        self.broker = 0
        self.standing: int | None = 0
        """The space the broker stands still on (None while it walks): its lot makes room."""
        self.pawn_position: tuple[float, float] = (0.0, 0.0)
        self.hop = 0.0

    def set_layout(self, top: pygame.Rect, bottom: pygame.Rect, scale: float) -> None:
        self.scale = scale
        self.pitch = pitch = top.width / PER_ROW
        tall = top.height // 2 - theme.px(2, scale)
        # Beside the open log the row narrows (92 px a space at 1080): the circles close up
        # and their cubes fill them to the rim, where the cubes and their colour marks
        # shrank from 31 to 21 px (14 at 720), unreadable from the sofa (trial s29 G/184).
        self.radius = max(12, min(round(pitch * 0.47), tall))
        self.cube_size = max(8, min(round(tall * CUBE_SHARE), _fitting(self.radius, 0.0)))
        for column in range(PER_ROW):
            x = top.x + pitch * (column + 0.5)
            self.centres[column] = (x, top.centery)
            self.centres[SPACES - 1 - column] = (x, bottom.centery)
        self.pawn_position = self.foot(self.broker)

    def foot(self, space: int) -> tuple[float, float]:
        """Where the broker stands on ``space``: on the circle's lower right rim, beside the
        lot there (:meth:`lot_spots`), a gap clear of the next circle to the right and its
        number: beside the open log the circles close up, and on the rim the broker stood
        over the next one (trial V/010: circle 4 under it)."""
        x, y = self.centres[space]
        foot_y = y + self.radius * 0.62
        half = self.pawn_height() * PAWN_WIDTH / 2
        column = space if space < PER_ROW else SPACES - 1 - space
        reach = x + self.radius * 0.95
        if column + 1 < PER_ROW:
            right = space + 1 if space < PER_ROW else space - 1
            pawn = pygame.Rect(0, 0, round(2 * half), self.pawn_height())
            pawn.midbottom = (round(x), round(foot_y))
            number = self.number_rect(right)
            ends = [self.centres[right][0] - self.radius]
            if number.top < pawn.bottom and number.bottom > pawn.top:
                ends.append(number.left)
            reach = min(reach, min(ends) - theme.px(3, self.scale) - half)
        return (max(x, reach), foot_y)

    def number_rect(self, space: int) -> pygame.Rect:
        """Where ``space``'s number stands, on its rim away from the map: top-left above,
        bottom-left below."""
        label = assets.shadowed_text(str(space + 1), theme.px(NUMBER_TEXT, self.scale),
                                     NUMBER_INK, bold=True)
        x, y = self.centres[space]
        rim = self.radius * 0.86
        spot = (round(x - rim), round(y - rim if space < PER_ROW else y + rim))
        return label.get_rect(center=spot)

    def lot_spots(self, space: int, count: int) -> tuple[list[tuple[float, float]], int]:
        """Where the ``count`` cubes on ``space`` lie, two by two, and their size. Where the
        broker stands they are a little smaller and to the left of the broker (trial s20:
        it hid two of the four on space 1 at the start)."""
        size = self.cube_size
        x, y = self.centres[space]
        if space == self.standing:
            # Left of the broker, which stands nearer the middle where the circles close up.
            pawn = self.foot(space)[0] - self.pawn_height() * PAWN_WIDTH / 2 - x
            shift, least = self.radius * 0.25, self.radius * 0.6
            size = min(round(size * 0.9), _fitting(self.radius, shift))
            while shift < least and size * LOT_SPAN - shift > pawn - theme.px(3, self.scale):
                shift += 1
                size = min(size, _fitting(self.radius, shift))
            x -= shift
        gap = size * LOT_GAP
        spots = []
        for slot in range(count):
            dx = (-gap if slot % 2 == 0 else gap) if count > 1 else 0.0
            dy = -gap if slot < 2 else gap
            spots.append((x + dx, y + dy - size * 0.06))
        return spots, size

    def pawn_height(self) -> int:
        return max(16, round(self.radius * 1.5))

    def sync(self, broker: int) -> None:
        self.broker = self.standing = broker
        self.pawn_position = self.foot(broker)
        self.hop = 0.0

    def walk(self, start: int, path: Sequence[int]) -> Step:
        """The pawn hops to each space it passes (empty ones too) up to the last of ``path``."""
        if not path:
            return Call(lambda: None)
        spaces: list[int] = []
        space = start
        while space != path[-1]:
            space = (space + 1) % SPACES
            spaces.append(space)
        self.standing = None
        steps: list[Step] = []
        previous = start
        for space in spaces:
            steps.append(self._hop(previous, space))
            previous = space
        steps.append(Call(self.sync, path[-1]))
        return Steps(*steps)

    def _hop(self, start: int, end: int) -> Step:
        a, b = self.foot(start), self.foot(end)
        height = self.radius * 0.7

        def frame(progress: float) -> None:
            self.pawn_position = (a[0] + (b[0] - a[0]) * progress,
                                  a[1] + (b[1] - a[1]) * progress)
            self.hop = height * arch(progress)

        def land() -> None:
            self.broker = end
            audio.play("click")

        return Tween(HOP_SECONDS, 0.0, 1.0, linear, on_update=frame, on_done=land)

    def draw_static(self, layer: pygame.Surface) -> None:
        """The empty circles, numbered, and the arrows of the clockwise loop."""
        size = theme.px(NUMBER_TEXT, self.scale)
        for index, centre in enumerate(self.centres):
            image = circle_image(self.radius)
            layer.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
            label = assets.shadowed_text(str(index + 1), size, NUMBER_INK, bold=True)
            layer.blit(label, self.number_rect(index))

    def draw_lots(self, surface: pygame.Surface, lots: Sequence[Sequence[int]],
                  looks: Sequence[int], skip: int | None = None) -> None:
        """The cubes on every space (``skip``: a lot that is up in the auction panel)."""
        for index, lot in enumerate(lots):
            if index == skip:
                continue
            spots, size = self.lot_spots(index, len(lot))
            for spot, cube in zip(spots, lot, strict=True):
                draw_cube(surface, spot, size, looks[cube])

    def draw_broker(self, surface: pygame.Surface) -> None:
        draw_pawn(surface, self.pawn_position, self.pawn_height(), self.hop)

    def draw_highlight(self, surface: pygame.Surface, space: int, amount: float) -> None:
        """A gold ring around the space whose lot is up for auction."""
        x, y = self.centres[space]
        rect = pygame.Rect(0, 0, self.radius * 2, self.radius * 2)
        rect.center = (round(x), round(y))
        paint.draw_glow(surface, rect, self.radius, max(6, self.radius // 3), intensity=amount)


def _fitting(radius: int, shift: float) -> int:
    """The largest cube of a 2x2 lot ``shift`` left of a circle's centre whose corners stay
    on the circle: (shift + h)^2 + h^2 = radius^2, h the lot's half width."""
    half = (math.sqrt(2 * radius * radius - shift * shift) - shift) / 2
    return int(half / LOT_SPAN)


@sized_by_window(maxsize=8)
def circle_image(radius: int) -> pygame.Surface:
    """An auction space: a wooden ring around a cream disc, with its soft shadow."""
    factor = 3
    big = radius * 2 * factor
    disc = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    pygame.draw.circle(disc, theme.darker(theme.WOOD_DARK, 0.3), centre, big // 2)
    pygame.draw.circle(disc, theme.WOOD_LIGHT, centre, big // 2 - factor * 2)
    pygame.draw.circle(disc, theme.darker(theme.PAPER_SHADE, 0.1), centre,
                       big // 2 - factor * 6)
    pygame.draw.circle(disc, theme.PAPER, centre, big // 2 - factor * 8)
    small = pygame.transform.smoothscale(disc, (radius * 2, radius * 2))
    composed, _ = paint.with_shadow(small, radius, offset=(0, max(2, radius // 10)),
                                    blur=max(2, radius // 8))
    return composed

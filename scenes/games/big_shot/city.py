"""The city map: 13 regions as city blocks with their values, two parks, the zone lines.

The map is drawn once per layout into the table's cached background
(:meth:`CityMap.draw_static`); the regions are focusable pieces
(:class:`RegionPiece`) so a cube can be dropped by mouse, keyboard or
controller. The shapes are INVENTED like the board they draw
(``tabletop.games.big_shot_data``): two dashed zone lines cross in the middle;
zone A (park A and districts 9-11) lies top-left, zone B bottom-right, the
expensive districts 16 and 20 top-right, 17, 19 and 21 bottom-left.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import chain

import pygame

from scenes.games.big_shot.art import TAG_OVERLAP, TAG_Y, chip_extent
from scenes.games.big_shot.log_words import region_name
from scenes.games.big_shot.map_art import region_glow, value_badge
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.focus import RectPiece
from tabletop.games.big_shot_data import REGIONS, Region
from tabletop.i18n import Words

Point = tuple[float, float]

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
"""The arrow keys (a controller's D-pad) as directions on the map."""

SHAPES: dict[str, tuple[Point, ...]] = {
    # zone A (top-left): the park on the outer edge, three cheap districts beside it
    "park_a": ((0.0, 0.0), (0.19, 0.0), (0.23, 0.5), (0.0, 0.5)),
    "a9": ((0.19, 0.0), (0.5, 0.0), (0.5, 0.21), (0.207, 0.21)),
    "a10": ((0.207, 0.21), (0.36, 0.21), (0.33, 0.5), (0.23, 0.5)),
    "a11": ((0.36, 0.21), (0.5, 0.21), (0.5, 0.5), (0.33, 0.5)),
    # top-right: two expensive districts
    "e16": ((0.5, 0.0), (0.76, 0.0), (0.7, 0.5), (0.5, 0.5)),
    "e20": ((0.76, 0.0), (1.0, 0.0), (1.0, 0.5), (0.7, 0.5)),
    # zone B (bottom-right): the park on the outer edge
    "park_b": ((0.77, 0.5), (1.0, 0.5), (1.0, 1.0), (0.81, 1.0)),
    "b11": ((0.5, 0.5), (0.64, 0.5), (0.67, 0.79), (0.5, 0.79)),
    "b10": ((0.64, 0.5), (0.77, 0.5), (0.7935, 0.79), (0.67, 0.79)),
    "b9": ((0.5, 0.79), (0.7935, 0.79), (0.81, 1.0), (0.5, 1.0)),
    # bottom-left: three expensive districts
    "e17": ((0.0, 0.5), (0.24, 0.5), (0.27, 1.0), (0.0, 1.0)),
    "e19": ((0.24, 0.5), (0.5, 0.5), (0.5, 0.76), (0.2556, 0.76)),
    "e21": ((0.2556, 0.76), (0.5, 0.76), (0.5, 1.0), (0.27, 1.0)),
}

PARK_GREEN: theme.Colour = (0x7F, 0xB0, 0x6A)
CHEAP_BLOCK: theme.Colour = (0xEA, 0xDF, 0xC4)
RICH_BLOCK: theme.Colour = (0xD9, 0xC2, 0x9A)
STREET: theme.Colour = (0xB9, 0xB3, 0xA5)
ZONE_LINE: theme.Colour = (0x5B, 0x4A, 0x3C)


def inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Ray casting: is ``point`` inside ``polygon``?"""
    x, y = point
    result = False
    count = len(polygon)
    for index in range(count):
        x1, y1 = polygon[index]
        x2, y2 = polygon[(index + 1) % count]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def centre_of_area(polygon: Sequence[Point]) -> Point:
    """The centre of a simple polygon's area (its corners' mean leans toward where they
    crowd)."""
    area = x_sum = y_sum = 0.0
    for index, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(index + 1) % len(polygon)]
        cross = x1 * y2 - x2 * y1
        area += cross
        x_sum += (x1 + x2) * cross
        y_sum += (y1 + y2) * cross
    return x_sum / (3 * area), y_sum / (3 * area)


class RegionPiece(RectPiece):
    """One region as a focusable piece: hover, click or Enter drops the next cube there."""

    enabled = True

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.polygon: list[Point] = []
        self.anchor: Point = (0.0, 0.0)
        self.middle: Point = (0.0, 0.0)
        """Its shape's centre of area: where it lies on screen, for the arrows."""
        self.badge: Point = (0.0, 0.0)
        self.spots: list[Point] = []
        """Where its cubes sit, fitted inside it when the board is laid out."""
        self.on_activate: Callable[[int], None] | None = None
        self.leader_spot: Point = (0.0, 0.0)
        """Where the mark of who leads it stands (:meth:`CityMap.leader_mark`), placed by
        :func:`scenes.games.big_shot.owner_marks.place_owner_marks`."""
        self.leader_scale = 1.0
        """Its mark's size: smaller where a full one finds no room (A10, B10 of a low map)."""

    def contains(self, point: Point) -> bool:
        return self.rect.collidepoint(point) and inside(point, self.polygon)

    def activate(self) -> bool:
        if not self.enabled or self.on_activate is None:
            return False
        self.on_activate(self.index)
        return True

    def enter_words(self, words: Words, key: str) -> str:
        """A placement's first Enter here says so (scenes/games/enter_guard.py)."""
        return words("big_shot_scene.enter_places_cube", key=key,
                     district=region_name(words, self.index))

    def draw(self, surface: pygame.Surface) -> None:
        amount = self.glow.amount
        if amount <= 0.02:
            return
        image, offset = region_glow(tuple(self.polygon), self.rect.topleft)
        paint.blit_alpha(surface, image, (self.rect.x - offset, self.rect.y - offset), amount)


@functools.cache  # asked for each pile place a layout tries
def tag_side(scale: float) -> int:
    """A count tag's side: a rounded square with room for a digit at :func:`count_px`
    (``art.count_tag``), beside a pile's cube or a chip's."""
    return round(theme.text_px(TextSize.SMALL, scale) * 1.3)


COUNT_TEXT = 23
"""A pile's count on its tag (at 1280x720; 34 px at 1080, its digit's ink 26 px tall, the
tag's side as before): at the body size, 22 px of ink, who leads a district was not told
from the sofa (trial s35 Q/016). A chip's tag is the same (trial s35 R/007)."""


def count_px(scale: float) -> int:
    """The text size of a pile's count at ``scale``, on its tag."""
    return theme.px(COUNT_TEXT, scale)


_FITTED: dict[tuple[tuple[int, ...], float],
              tuple[int, bool, list[list[Point]], list[Point]]] = {}
"""Cube sizes (chips or not), pile places and badges already fitted, per map rectangle and
scale."""
READABLE_CUBE = 11
"""The least cube (at 1280x720; 16 px at 1080) whose colour and symbol still show beside
its count tag: a smaller one gives way to chips."""
LEADER_CUBE = 24
"""The leader's cube by a district's badge (at 1280x720; 36 px at 1080): a pile-sized
cube, 14 px at 1280x720, was not read from the sofa (trial s24 B)."""


class CityMap:
    """Where the regions are on screen, their static art, and their focusable pieces."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 100, 50)
        self.scale = 1.0
        self.pieces = [RegionPiece(index) for index in range(len(REGIONS))]
        self._cube_size = 8
        self._inside: dict[tuple[int, int, bool],
                           tuple[list[list[Point]], Iterator[list[Point]]]] = {}
        """The usual pile places inside each region, per cube size (:meth:`_inside_spots`)."""
        self._boxes: dict[tuple[int, bool], tuple[float, float, float]] = {}
        self.names: dict[int, pygame.Rect] = {}
        """Each park's name as last drawn, its felt pill (:meth:`draw_static`)."""
        self.chips = False
        """Each pile is one chip, its colour and symbol beside a count tag
        (:func:`scenes.games.big_shot.art.chip_extent`), where a cube beside its tag would
        be left too small to tell apart (:meth:`_fit_cubes`)."""

    def first_open(self, near: RegionPiece | None) -> RegionPiece | None:
        """Where the keys' focus goes on the map: the open district nearest ``near`` (the
        one it stood on, now full), else the first in reading order; None if none is open."""
        districts = [piece for piece in self.pieces if piece.enabled]
        if not districts:
            return None
        if near is None:
            return min(districts, key=lambda piece: (piece.rect.top, piece.rect.left))
        return min(districts, key=lambda piece: math.dist(piece.anchor, near.anchor))

    def next_open(self, current: RegionPiece, direction: tuple[int, int]) -> RegionPiece:
        """The open district an arrow in ``direction`` reaches from ``current``: of those
        whose middle lies that way on screen (within 45 degrees of the arrow, from the middle
        of ``current``), the nearest, a step across the arrow counting twice a step along it;
        where none does, the nearest of those wholly past its edge that way (so that every
        open district can be reached); else ``current``. The arrows walk the map, never off
        it onto the panel. A line from the middle on through full districts, and past it the
        nearest anywhere beyond the edge, took Down from 16 to 20 beside it and Up from Park
        B across the map to A11 (trial s24 B: the arrows felt surprising)."""
        dx, dy = direction
        x, y = current.middle
        edge = current.rect
        ahead: list[tuple[bool, float, int, RegionPiece]] = []
        for piece in self.pieces:
            along = (piece.middle[0] - x) * dx + (piece.middle[1] - y) * dy
            across = abs((piece.middle[0] - x) * dy - (piece.middle[1] - y) * dx)
            past = (piece.rect.right <= edge.left if dx < 0 else piece.rect.left >= edge.right
                    if dx > 0 else piece.rect.bottom <= edge.top if dy < 0
                    else piece.rect.top >= edge.bottom)
            if piece.enabled and piece is not current and along > 0 and (
                    across <= along or past):
                ahead.append((across > along, along + 2 * across, piece.index, piece))
        return min(ahead)[3] if ahead else current

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        self._inside, self._boxes = {}, {}
        for piece, region in zip(self.pieces, REGIONS, strict=True):
            shape = SHAPES[region.key]
            piece.polygon = [(rect.x + u * rect.width, rect.y + v * rect.height)
                             for u, v in shape]
            xs = [p[0] for p in piece.polygon]
            ys = [p[1] for p in piece.polygon]
            piece.rect = pygame.Rect(round(min(xs)), round(min(ys)),
                                     round(max(xs) - min(xs)), round(max(ys) - min(ys)))
            cx = sum(xs) / len(xs)
            cy = sum(ys) / len(ys)
            piece.anchor = (cx, cy + piece.rect.height * 0.1)
            # A gap below the street along its top: in the flat A9 the badge sat on the
            # map's frame (trial s37 U/014).
            top = piece.rect.top + self.px(17) + max(3, self.px(7)) / 2 + self.px(3)
            piece.badge = (cx, max(top, cy - piece.rect.height * 0.22))
            piece.middle = centre_of_area(piece.polygon)
        self._fit_cubes()

    def leader_mark(self, piece: RegionPiece | None = None) -> tuple[int, int]:
        """The leader's mark (on ``piece``): its cube's side and the paper disc's radius."""
        side = self.px(LEADER_CUBE * (piece.leader_scale if piece else 1.0))
        return side, round(side * 0.72)

    def _fit_cubes(self) -> None:
        """The cubes as large as the map allows with every region's four colour piles inside
        it, each with its count (kept per layout: the search takes a moment); where that
        leaves them too small to tell apart, chips (:attr:`chips`) if those fit; else chips
        with a district's badge moved to where its piles leave room
        (:meth:`_badge_places`)."""
        key = (tuple(self.rect), self.scale)
        if key in _FITTED:
            self._cube_size, self.chips, spots, badges = _FITTED[key]
            for piece, places, badge in zip(self.pieces, spots, badges, strict=True):
                piece.spots, piece.badge = places, badge
            return
        narrow = min(piece.rect.width for piece in self.pieces)
        largest = max(8, min(self.px(36), narrow // 3))
        self.chips = False
        usual = [piece.badge for piece in self.pieces]
        readable = self.px(READABLE_CUBE)
        best = self._largest_fit(largest, readable)
        if best is None:
            # The tag beside each cube costs a district's width: beside a replay's review
            # at 1080 the cubes came to 8 px, the tags over all but a sliver (trial s16).
            best = self._chips_fit()
        if best is None or best[0] < readable:
            # A lesson's map, made low for its card's band, left the white districts (A10,
            # B10) no room for four piles under a badge over their middle, even as chips:
            # the cubes came to 8 px. Beside a badge moved aside, or either side of it, the
            # chips fit.
            best = self._chips_fit(moving=True) or best
        if best is None:  # cubes too small to tell apart, only where no chips fit either
            best = self._largest_fit(min(largest, readable - 1), 8)
        if best is None:  # even the smallest cubes spill somewhere: there, the usual places
            self._cube_size = 8
            for piece, badge in zip(self.pieces, usual, strict=True):
                piece.badge = badge
                piece.spots = self._fitted_spots(piece, REGIONS[piece.index].is_park) or (
                    self._spots_at(piece.anchor, (2, 2)))
        else:
            self._cube_size = best[0]
            for piece, (badge, places) in zip(self.pieces, best[1], strict=True):
                piece.badge, piece.spots = badge, places
        if len(_FITTED) > 8:
            _FITTED.clear()
        _FITTED[key] = (self._cube_size, self.chips, [piece.spots for piece in self.pieces],
                        [piece.badge for piece in self.pieces])

    def _chips_fit(self, *, moving: bool = False,
                   ) -> tuple[int, list[tuple[Point, list[Point]]]] | None:
        """Chips at the count tags' size (:attr:`chips`), if they fit; else no chips."""
        self.chips = True
        chip = tag_side(self.scale)
        best = self._largest_fit(chip, chip, moving=moving)
        self.chips = best is not None
        return best

    def _largest_fit(self, largest: int, least: int, *, moving: bool = False,
                     ) -> tuple[int, list[tuple[Point, list[Point]]]] | None:
        """The largest cube size from ``largest`` down to ``least`` at which every region's
        piles fit (:meth:`_fitted_spots`), with each one's badge and pile places; None if
        none does. ``moving``: a district's badge may stand elsewhere in it
        (:meth:`_badge_places`)."""
        order = list(range(len(self.pieces)))
        places: list[tuple[Point, list[Point]]] = [(piece.badge, []) for piece in self.pieces]
        usual = [piece.badge for piece in self.pieces]
        try:
            for size in range(largest, least - 1, -1):
                self._cube_size = size
                for position, index in enumerate(order):  # the one that failed last goes first
                    piece, park = self.pieces[index], REGIONS[index].is_park
                    found = None
                    for badge in (self._badge_places(piece) if moving and not park
                                  else [usual[index]]):
                        piece.badge = badge
                        found = self._fitted_spots(piece, park, beside=moving)
                        if found is not None:
                            places[index] = (badge, found)
                            break
                    if found is None:
                        order.insert(0, order.pop(position))
                        break
                else:
                    return size, places
            return None
        finally:
            for piece, badge in zip(self.pieces, usual, strict=True):
                piece.badge = badge

    def _badge_places(self, piece: RegionPiece) -> list[Point]:
        """Where a district's badge may stand, the usual place first, then others inside it
        (its street spared), nearest the usual first: a flat district's piles fit beside a
        badge at one end, not under one in its middle."""
        usual = piece.badge
        rim = self.px(17) + max(3, self.px(7)) / 2 + self.px(2)
        rect = piece.rect
        xs, ys = [x for x, _ in piece.polygon], [y for _, y in piece.polygon]
        # Past the district's box by its rim, a place is out at once (a lesson's map took
        # 0.3 s of work to lay out, most of it here); the rim's four ends are asked first.
        places = [(rect.x + rect.width * u / 16, rect.y + rect.height * v / 16)
                  for u in range(1, 16) for v in range(1, 16)]
        inner = [place for place in places
                 if min(xs) <= place[0] - rim and place[0] + rim <= max(xs)
                 and min(ys) <= place[1] - rim and place[1] + rim <= max(ys)
                 and all(inside((place[0] + rim * math.cos(turn * math.pi / 6),
                                 place[1] + rim * math.sin(turn * math.pi / 6)), piece.polygon)
                         for turn in (0, 3, 6, 9, 1, 2, 4, 5, 7, 8, 10, 11))]
        return [usual, *sorted(inner, key=lambda place: math.dist(place, usual))]

    def _fitted_spots(self, piece: RegionPiece, park: bool, *,
                      beside: bool = False) -> list[Point] | None:
        """The four pile places nearest the usual ones (two by two under the badge) that lie
        inside the region with their count tags, clear of its borders, its badge and a
        park's name: in one row of four, or three and one, when that fits better, beside
        the badge in a flat region; ``beside``, else two either side of the badge and two
        under them (:meth:`_beside_badge`). None if they cannot fit."""
        pad = self.px(3)
        left, right, up = self.pile_box()
        left, right, up = left + pad, right + pad, up + pad
        badge_x, badge_y = piece.badge
        radius = self.px(17)
        # A park's name hangs under its badge, wider than the badge: no pile beside it.
        name_reach = self.park_name_reach() if park else 0
        near = self._beside_badge(piece) if beside else iter(())
        for spots in chain(self._inside_spots(piece), (
                spots for spots in near if self._lie_inside(piece, spots))):
            if all(((x + right < badge_x - radius or x - left > badge_x + radius)
                    or y - up > badge_y + radius or y + up < badge_y - radius)
                   and (y - up > badge_y + name_reach or y + up < badge_y + radius)
                   for x, y in spots):
                return spots
        return None

    def _inside_spots(self, piece: RegionPiece) -> Iterator[list[Point]]:
        """The usual pile places (:meth:`_usual_spots`) that lie inside ``piece``, in their
        order: the same wherever its badge stands, so each found once per cube size, and
        only as far as asked (a lesson's low map took 0.6 to 0.9 s to lay out at 1280x720,
        trying them all again for each of a district's badge places)."""
        key = (piece.index, self._cube_size, self.chips)
        if key not in self._inside:
            self._inside[key] = ([], (spots for spots in self._usual_spots(piece)
                                      if self._lie_inside(piece, spots)))
        found, rest = self._inside[key]
        yield from found
        for spots in rest:
            found.append(spots)
            yield spots

    def _lie_inside(self, piece: RegionPiece, spots: Sequence[Point]) -> bool:
        """Piles at ``spots`` lie inside ``piece`` with their count tags, a gap from its
        borders."""
        left, right, up = self._padded_box()
        if not piece.rect.contains(self._block(spots)):  # a quick no before the exact test
            return False
        xs, ys = [x for x, _ in spots], [y for _, y in spots]
        if all(inside(corner, piece.polygon) for corner in (
                (min(xs) - left, min(ys) - up), (max(xs) + right, min(ys) - up),
                (min(xs) - left, max(ys) + up), (max(xs) + right, max(ys) + up))):
            return True  # a quick yes: the regions are convex, the piles inside these four
        return all(inside((x + ax, y + ay), piece.polygon) for x, y in spots
                   for ax in (-left, right) for ay in (-up, up))

    def _padded_box(self) -> tuple[float, float, float]:
        """:meth:`pile_box` with the gap piles keep from a district's borders."""
        key = (self._cube_size, self.chips)
        if key not in self._boxes:
            pad = self.px(3)
            left, right, up = self.pile_box()
            self._boxes[key] = (left + pad, right + pad, up + pad)
        return self._boxes[key]

    def _block(self, spots: Sequence[Point]) -> pygame.Rect:
        """What piles at ``spots`` cover, with their gap from the borders."""
        left, right, up = self._padded_box()
        xs, ys = [x for x, _ in spots], [y for _, y in spots]
        return pygame.Rect(round(min(xs) - left), round(min(ys) - up),
                           round(max(xs) - min(xs) + left + right),
                           round(max(ys) - min(ys) + 2 * up))

    def _usual_spots(self, piece: RegionPiece) -> Iterator[list[Point]]:
        """The pile places :meth:`_fitted_spots` tries first, nearest the usual ones first
        (then, ``beside``, :meth:`_beside_badge`), less those whose block reaches past
        the district's box by more than rounding could make up."""
        rect = piece.rect
        for rows in ((2, 2), (4,), (3, 1), (1, 1, 1, 1)):
            block = self._block(self._spots_at(piece.anchor, rows))
            for dy in (0.0, 0.04, -0.04, 0.08, -0.08, 0.12, -0.12, 0.16, 0.2, -0.2, -0.26):
                for dx in (0.0, 0.06, -0.06, 0.12, -0.12, 0.2, -0.2, 0.28, -0.28, 0.36, -0.36):
                    x, y = dx * rect.width, dy * rect.height
                    if (block.left + x < rect.left - 2 or block.right + x > rect.right + 2
                            or block.top + y < rect.top - 2 or block.bottom + y > rect.bottom + 2):
                        continue
                    yield self._spots_at((piece.anchor[0] + x, piece.anchor[1] + y), rows)

    def _beside_badge(self, piece: RegionPiece) -> Iterator[list[Point]]:
        """Two piles either side of the badge, a gap from it, and two under them: in a
        small district of a low map (a lesson's, A10 and B10) the badge over a block of
        two by two left no room under it."""
        pad = self.px(3)
        left, right, up = self.pile_box()
        x, y = piece.badge
        reach = self.px(17) + pad + 1
        first = [(x - reach - right - pad, y), (x + reach + left + pad, y)]
        below = y + max(self.px(17), up) + up + 2 * pad + 1
        for down in (0, self.px(4), self.px(8)):
            for dx in (0.0, 0.06, -0.06, 0.12, -0.12):
                yield [*first, *self._spots_at((x + dx * piece.rect.width, below + down), (2,))]

    def park_name_reach(self) -> int:
        """How far under its badge's centre a park's name reaches, its felt pill and a gap
        below included (a guessed 24 px let a cube stand over "Park B" at 1080, trial s19).
        Any name is as tall: every language is drawn in one face."""
        words = assets.shadowed_text("Park", theme.text_px(TextSize.SMALL, self.scale),
                                     theme.PAPER, bold=True).get_rect()
        return self.px(17 + 4) + paint.felt_pill_rect(words).height + self.px(3)

    def pile_box(self) -> tuple[float, float, float]:
        """How far a pile (its cube, the count tag at its right; or its chip) reaches from
        the cube's centre (the chip's own): to the left, to the right, and up or down."""
        half, tag = self.cube_size / 2, tag_side(self.scale)
        if self.chips:
            width, height = chip_extent(tag)
            return width / 2, width / 2, height / 2
        return half, half + tag * (1 - TAG_OVERLAP), max(half, half * 2 * TAG_Y + tag / 2)

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    @property
    def cube_size(self) -> int:
        return self._cube_size

    def pile_spots(self, region: int) -> list[Point]:
        """Where the colour piles sit in ``region``, in the order of the colours present."""
        return self.pieces[region].spots

    def _spots_at(self, anchor: Point, rows: tuple[int, ...]) -> list[Point]:
        """Rows of piles centred under ``anchor``, the first one on it."""
        left, right, up = self.pile_box()
        across, down = left + right + self.px(4 if self.chips else 8), 2 * up + self.px(6)
        shift = (right - left) / 2  # the pile's middle lies right of its cube
        return [(anchor[0] - shift + (column - (length - 1) / 2) * across, anchor[1] + row * down)
                for row, length in enumerate(rows) for column in range(length)]

    def draw_static(self, layer: pygame.Surface, names: Sequence[str]) -> None:
        """Paper map, blocks with buildings, parks with trees, streets, zone lines, values.

        ``names`` are the region names (park labels), in the current language.
        """
        frame = self.rect.inflate(self.px(20), self.px(20))
        radius = self.px(theme.RADIUS_M)
        paint.draw_shadow(layer, frame, radius, offset=(0, self.px(5)), blur=self.px(8))
        layer.blit(paint.wood_board(frame.size, radius), frame.topleft)
        pygame.draw.rect(layer, STREET, self.rect)
        street = max(3, self.px(7))
        for piece, region in zip(self.pieces, REGIONS, strict=True):
            self._draw_block(layer, piece, region.is_park, region.value, street)
        self._draw_zone_lines(layer, street)
        for piece, region in zip(self.pieces, REGIONS, strict=True):
            if region.is_park:
                self._draw_park_badge(layer, piece, names[piece.index])
            else:
                self._draw_value_badge(layer, piece, region.value, badge_label(region))

    def _draw_block(self, layer: pygame.Surface, piece: RegionPiece, park: bool, value: int,
                    street: int) -> None:
        colour = PARK_GREEN if park else (RICH_BLOCK if value >= 16 else CHEAP_BLOCK)
        pygame.draw.polygon(layer, colour, piece.polygon)
        rng = random.Random(piece.index * 97 + 5)  # the same little city every time
        if park:
            for _ in range(max(6, piece.rect.width * piece.rect.height // self.px(900))):
                x = rng.uniform(piece.rect.left, piece.rect.right)
                y = rng.uniform(piece.rect.top, piece.rect.bottom)
                r = self.px(rng.uniform(6, 10))
                if not inside((x, y), piece.polygon):
                    continue
                pygame.draw.circle(layer, (0x3E, 0x6E, 0x38), (x + 2, y + 3), r)
                pygame.draw.circle(layer, (0x4F, 0x8C, 0x45), (x, y), r)
                pygame.draw.circle(layer, (0x6E, 0xA8, 0x5C), (x - r * 0.3, y - r * 0.3),
                                   r * 0.45)
        else:
            roof = theme.darker(colour, 0.12)
            for _ in range(14):
                w = self.px(rng.uniform(12, 22 if value >= 16 else 16))
                h = self.px(rng.uniform(10, 18))
                x = rng.uniform(piece.rect.left, piece.rect.right - w)
                y = rng.uniform(piece.rect.top, piece.rect.bottom - h)
                corners = ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
                if not all(inside(corner, piece.polygon) for corner in corners):
                    continue
                house = pygame.Rect(round(x), round(y), round(w), round(h))
                pygame.draw.rect(layer, roof, house, border_radius=2)
                pygame.draw.line(layer, theme.darker(colour, 0.22), house.midleft,
                                 house.midright)
        pygame.draw.polygon(layer, STREET, piece.polygon, street)
        pygame.draw.lines(layer, theme.darker(STREET, 0.18), True, piece.polygon, 1)

    def _draw_zone_lines(self, layer: pygame.Surface, street: int) -> None:
        """The two dashed lines that cut the city into four zones (BS-D2)."""
        rect = self.rect
        dash, gap = self.px(12), self.px(8)
        width = max(2, self.px(3))
        lines = (((rect.x, rect.centery), (rect.right, rect.centery)),
                 ((rect.centerx, rect.y), (rect.centerx, rect.bottom)))
        for start, end in lines:
            length = math.dist(start, end)
            dx, dy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
            travelled = 0.0
            while travelled < length:
                a = (start[0] + dx * travelled, start[1] + dy * travelled)
                stop = min(length, travelled + dash)
                b = (start[0] + dx * stop, start[1] + dy * stop)
                pygame.draw.line(layer, ZONE_LINE, a, b, width)
                travelled += dash + gap
        pygame.draw.rect(layer, theme.darker(STREET, 0.35), rect, max(1, street // 3))

    def _draw_value_badge(self, layer: pygame.Surface, piece: RegionPiece, value: int,
                          label: str) -> None:
        radius = self.px(17)
        image = value_badge(radius, label, value >= 16)
        layer.blit(image, image.get_rect(center=(round(piece.badge[0]), round(piece.badge[1]))))

    def _draw_park_badge(self, layer: pygame.Surface, piece: RegionPiece, name: str) -> None:
        radius = self.px(17)
        image = value_badge(radius, "×2", False, park=True)
        centre = (round(piece.badge[0]), round(piece.badge[1]))
        layer.blit(image, image.get_rect(center=centre))
        small = theme.text_px(TextSize.SMALL, self.scale)
        size = assets.fit_text_px(name, small, piece.rect.width - self.px(6), bold=True)
        label = assets.shadowed_text(name, size, theme.PAPER, bold=True)
        words = paint.blit_on_felt(layer, label,
                                   midtop=(centre[0], centre[1] + radius + self.px(4)))
        self.names[piece.index] = paint.felt_pill_rect(words)


def badge_label(region: Region) -> str:
    """What a district's badge says, the name the prompts and the log use: its value, with
    its park's zone letter where two zones have the same values (A9 and B9, not 9 twice)."""
    twins = sum(other.value == region.value for other in REGIONS) > 1
    return f"{region.key[0].upper()}{region.value}" if twins else str(region.value)

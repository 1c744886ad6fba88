"""Where a sold district's SOLD sign and counted piles stand while those piles stay in sight.

A district sold keeps the piles it was counted with (why its colour owns it, trial I/003)
and a SOLD sign beside them. In the small districts (A10, A11, B10, B11) and the parks,
four piles at their usual places left the sign no room: it stood on the district's border,
half in the neighbour, under the owners' marks and the focus's glow (trial s33 L/010,
M/002). There the piles close up as chips, the sign beside them, all inside the district.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from scenes.games.big_shot.art import chip_extent
from scenes.games.big_shot.city import CityMap, Point, RegionPiece, inside, tag_side
from scenes.games.big_shot.map_art import owned_wash
from scenes.shell import theme
from tabletop.games.big_shot_data import REGIONS


@dataclass(frozen=True)
class SoldPlace:
    """The sign's board centre, each present colour's pile centre (in colour order), and
    whether those piles are chips (:func:`scenes.games.big_shot.art.chip_extent`). The sign
    stands whole inside the district always; ``clear``: clear of all else there too (else a
    smaller one is tried, trial s34 P/017); ``apart``: at least clear of the piles."""

    sign: tuple[int, int]
    piles: tuple[Point, ...]
    chips: bool
    clear: bool = True
    apart: bool = True


SOLD_PLACES: dict[tuple[object, ...], SoldPlace] = {}
"""Each :func:`find_sold_place` found (``Board.sold_place`` keys it), for every table of
the run: the map is repainted whenever a cube lands, and a search per sold district each
time would be a few milliseconds lost on every one."""


def keep_clear(city: CityMap, region: int) -> list[pygame.Rect]:
    """What a sold district's sign and piles leave in sight: every district's value badge
    and owner's mark (one may stand over the street), a park's name under its badge."""
    piece = city.pieces[region]
    radius = city.px(17)
    badges = []
    for other in city.pieces:
        badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        badge.center = (round(other.badge[0]), round(other.badge[1]))
        badges.append(badge)
    clear = [*badges, *(_mark(city, other) for other in city.pieces)]
    if REGIONS[region].is_park:
        own = badges[region]
        clear.append(pygame.Rect(piece.rect.x, own.y, piece.rect.width,
                                 own.height // 2 + city.park_name_reach()))
    return clear


def draw_wash(surface: pygame.Surface, city: CityMap, region: int,
              colour: theme.Colour) -> None:
    """A sold district's ground striped in its owner's ``colour``, its badge and a park's
    name left clear (:func:`owned_wash`): who owns what reads from the sofa at a glance,
    however small the SOLD sign (trial Z2/005)."""
    piece, radius = city.pieces[region], city.px(17) + city.px(3)
    keep = [pygame.Rect(round(piece.badge[0]) - radius, round(piece.badge[1]) - radius,
                        2 * radius, 2 * radius)]
    if region in city.names:
        keep.append(city.names[region].inflate(city.px(4), city.px(4)))
    holes = tuple((rect.x, rect.y, rect.width, rect.height) for rect in keep)
    surface.blit(owned_wash(tuple(piece.polygon), colour, holes, max(2, city.px(3))),
                 (round(min(x for x, _ in piece.polygon)), round(min(y for _, y in piece.polygon))))


def _marks(city: CityMap) -> list[pygame.Rect]:
    """Every district's owner's mark (:func:`_mark`)."""
    return [_mark(city, piece) for piece in city.pieces]


def _area(rect: pygame.Rect, other: pygame.Rect) -> int:
    clip = rect.clip(other)
    return clip.width * clip.height


def _mark(city: CityMap, piece: RegionPiece) -> pygame.Rect:
    """The district's owner's mark, its paper disc."""
    mark = pygame.Rect(0, 0, 2 * city.leader_mark(piece)[1], 2 * city.leader_mark(piece)[1])
    mark.center = (round(piece.leader_spot[0]), round(piece.leader_spot[1]))
    return mark


def pile_rect(city: CityMap, centre: Point, chip: bool) -> pygame.Rect:
    """A pile's extent: its cube and count tag, or its chip."""
    if chip:
        rect = pygame.Rect((0, 0), chip_extent(tag_side(city.scale)))
        rect.center = (round(centre[0]), round(centre[1]))
        return rect
    left, right, up = city.pile_box()
    return pygame.Rect(round(centre[0] - left), round(centre[1] - up), round(left + right),
                       round(2 * up))


def within(rect: pygame.Rect, piece: RegionPiece) -> bool:
    """``rect`` wholly inside the district (a convex block: its corners suffice)."""
    return all(inside(corner, piece.polygon) for corner in (
        rect.topleft, rect.topright, rect.bottomleft, rect.bottomright))


def find_sold_place(city: CityMap, region: int, usual: Sequence[Point],
                    sign: tuple[int, int]) -> SoldPlace:
    """The sign (``sign``: its board's size) and the present colours' piles (``usual``:
    their places while open) inside the district, a gap clear of each other and of
    :func:`keep_clear`: the piles where they stood if the sign finds room beside them,
    nearest the district's anchor; else the piles as chips in a block with the sign beside
    it; else (no room even so) the sign whole inside the district where the piles stood,
    clear of them, a stamp over its badge or owner's mark if need be; else where it covers
    least of them, inside still. Over the street the sign read as the neighbour's (trial
    s37 U/007: A10's and A11's on the zone line reached into 19)."""
    piece, pad = city.pieces[region], city.px(4)
    clear = keep_clear(city, region)
    piles = [pile_rect(city, centre, False) for centre in usual]
    box = pygame.Rect((0, 0), sign).inflate(2 * pad, 2 * pad)
    taken = [*clear, *piles]
    for centre in _places(piece, box.size, city.px(3)):
        box.center = centre
        if box.collidelist(taken) < 0 and within(box, piece):
            return SoldPlace(box.center, tuple(usual), False)
    # The chips off the street drawn on the outline (trial Z2/006: Park A's first chip was
    # cut by the map's edge); where that leaves no room, a narrower gap from it.
    tight = city.px(3)
    for edge in (street_margin(city), tight):
        found = _chips_beside(city, piece, len(usual), sign, clear, edge)
        if found is not None:
            return found
    # No room (the small districts of a lesson's low map, of the map beside the open log):
    # the piles where they stood, the sign clear of them and of every name, under the
    # owner's disc (drawn over it) if need be; a stamp over A10's or A11's name hid it
    # (trial Z2/005). Else over the badge, the owner's mark or the park's name, least.
    box = pygame.Rect((0, 0), sign).inflate(2 * city.px(1), 2 * city.px(1))  # a hair apart
    names = [rect for rect in clear if rect not in _marks(city)]
    spots = []
    for centre in _places(piece, box.size, city.px(2)):
        box.center = centre
        if box.collidelist(piles) < 0 and within(box, piece):
            spots.append((sum(_area(box, rect) for rect in names),
                          _area(box, _mark(city, piece)), centre))
    if spots:
        return SoldPlace(min(spots)[2], tuple(usual), False, False)
    best: tuple[int, tuple[int, int]] | None = None
    box = pygame.Rect((0, 0), sign)
    for centre in _places(piece, box.size, city.px(2)):
        box.center = centre
        if within(box, piece):
            covered = sum(box.clip(rect).width * box.clip(rect).height for rect in piles)
            if best is None or covered < best[0]:
                best = (covered, centre)
    return SoldPlace(best[1] if best else (round(piece.anchor[0]), round(piece.anchor[1])),
                     tuple(usual), False, False, False)


def _chips_beside(city: CityMap, piece: RegionPiece, count: int, sign: tuple[int, int],
                  clear: list[pygame.Rect], edge: int) -> SoldPlace | None:
    """The ``count`` chips in a block, a little apart (where that leaves no room, four
    colours in A10 or B10, closer still), the sign beside it, ``edge`` inside the
    district's outline, clear of :func:`keep_clear`; None where they find no room."""
    tight = city.px(3)
    inner = 2 * max(0, edge - tight)
    for chips, board, gap in [*_blocks(city, count, sign, city.px(3)),
                              *_blocks(city, count, sign, city.px(1))]:
        parts = [chips.inflate(2 * tight, 2 * tight), board.inflate(2 * tight, 2 * tight)]
        whole = parts[0].union(parts[1])
        for centre in _places(piece, whole.size, city.px(2)):
            dx, dy = centre[0] - whole.centerx, centre[1] - whole.centery
            moved = [part.move(dx, dy) for part in parts]
            if all(part.collidelist(clear) < 0 for part in moved) and all(
                    within(part.inflate(inner, inner), piece) for part in moved):
                wide, high = chip_extent(tag_side(city.scale))
                left, top = chips.x + dx, chips.y + dy
                columns = max(1, (chips.width + gap) // (wide + gap))
                return SoldPlace(board.move(dx, dy).center, tuple(
                    (left + (index % columns) * (wide + gap) + wide / 2,
                     top + (index // columns) * (high + gap) + high / 2)
                    for index in range(count)), True)
    return None


def street_margin(city: CityMap) -> int:
    """How far a sold district's sign and chips keep inside its outline: the street drawn
    on it and a gap (trial Z2/006: Park A's first chip stood under its street and the
    focus's glow, cut by the map's edge)."""
    return max(3, city.px(7)) // 2 + city.px(2)


def _places(piece: RegionPiece, size: tuple[int, int], step: int) -> list[tuple[int, int]]:
    """Where a box of ``size`` may be centred within the district's bounding box, ``step``
    apart, nearest its anchor first."""
    rect, step = piece.rect, max(1, step)
    half_w, half_h = (size[0] + 1) // 2, (size[1] + 1) // 2
    points = [(x, y) for x in range(rect.left + half_w, rect.right - half_w + 1, step)
              for y in range(rect.top + half_h, rect.bottom - half_h + 1, step)]
    return sorted(points, key=lambda point: math.dist(point, piece.anchor))


def _blocks(city: CityMap, count: int, sign: tuple[int, int], gap: int,
            ) -> Iterator[tuple[pygame.Rect, pygame.Rect, int]]:
    """The ``count`` chips' block, ``gap`` apart in rows of as many as fit, and the sign's
    board under, over, right or left of it, about the origin."""
    wide, high = chip_extent(tag_side(city.scale))
    width, height = sign
    for columns in sorted({count, (count + 1) // 2, 1}, reverse=True):
        rows = -(-count // columns)
        chips = pygame.Rect(0, 0, columns * wide + (columns - 1) * gap,
                            rows * high + (rows - 1) * gap)
        for where in ("below", "above", "right", "left"):
            board = pygame.Rect(0, 0, width, height)
            if where == "below":
                board.midtop = (chips.centerx, chips.bottom + gap)
            elif where == "above":
                board.midbottom = (chips.centerx, chips.top - gap)
            elif where == "right":
                board.midleft = (chips.right + gap, chips.centery)
            else:
                board.midright = (chips.left - gap, chips.centery)
            yield chips, board, gap

"""Where each district's owner's mark stands: the paper disc with the leading colour's cube
(:meth:`scenes.games.big_shot.board.Board.draw_owner_marks`), clear of its badge, its piles
and every other mark (trial s34 P/017: in A9, A10 and B9 the disc stood on the counts)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.games.big_shot.city import CityMap, Point, RegionPiece, inside
from tabletop.games.big_shot_data import REGIONS

LABEL_GAP = 4
"""The least gap (px at 1280x720) between the mark and a district's badge: touching it, the
disc read as part of the label (trial s35 Q/020, B11 and B9)."""

SMALLER = (1.0, 0.85, 0.7, 0.6, 0.5, 0.4)
"""The mark's sizes tried where a whole one finds no room (A10 and B10 of a low map, and
of the map beside the open log, where a whole mark stood over the street, off its district:
trial V/010)."""


AT_THE_BADGE = (1.0, 0.85, 0.7)
"""The mark's sizes tried beside a badge moved aside (:func:`_badge_aside`): a smaller one
is better found elsewhere in the district, beside the badge where it stood."""


def place_owner_marks(city: CityMap) -> None:
    """Each district's mark (:attr:`RegionPiece.leader_spot` and its size), in turn, each
    clear of the marks placed before it."""
    placed: list[pygame.Rect] = []
    for piece in city.pieces:
        piece.leader_spot, piece.leader_scale = _owner_spot(city, piece, placed)
        radius = city.leader_mark(piece)[1]
        placed.append(_disc(piece.leader_spot, radius))


def _disc(centre: Point, radius: int) -> pygame.Rect:
    disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    disc.center = (round(centre[0]), round(centre[1]))
    return disc


def _piles(city: CityMap, piece: RegionPiece) -> list[pygame.Rect]:
    left, right, up = city.pile_box()
    return [pygame.Rect(round(x - left), round(y - up), round(left + right), round(2 * up))
            for x, y in piece.spots]


def _badge_aside(city: CityMap, piece: RegionPiece, piles: list[pygame.Rect],
                 placed: list[pygame.Rect], fits: Callable[[Point, list[pygame.Rect], int, int],
                                                           bool]) -> tuple[Point, float] | None:
    """The badge moved along its row, inside the district and clear of its piles, with the
    mark beside it as large as :data:`AT_THE_BADGE` allows; the badge then stands there
    (:attr:`RegionPiece.badge`). In a narrow district (A10, A11, B10, B11 beside the open
    log) a mark beside a badge in the middle found no room and shrank to under half, its
    owner hard to tell (trial X/005); the pair side by side fits where the badge alone
    stood. None where no such place is."""
    x, y = piece.badge
    badge = city.px(17)
    rim = badge + max(3, city.px(7)) / 2 + city.px(1)  # its street spared
    apart = badge + city.px(LABEL_GAP)
    reach = piece.rect.width // 2
    shifts = sorted(range(-reach, reach + 1, max(1, city.px(1))), key=abs)
    rises = (0, city.px(4), -city.px(4), city.px(8), -city.px(8))
    for scale in AT_THE_BADGE:
        piece.leader_scale = scale
        radius = city.leader_mark(piece)[1]
        for shift in shifts:
            moved = (x + shift, y)
            disc = _disc(moved, badge + city.px(2))
            if disc.collidelist(piles) >= 0 or disc.collidelist(placed) >= 0 or not all(
                    inside((moved[0] + rim * math.cos(turn * math.pi / 6),
                            moved[1] + rim * math.sin(turn * math.pi / 6)), piece.polygon)
                    for turn in range(12)):
                continue
            for side in ((-1, 1) if shift > 0 else (1, -1)):
                for rise in rises:  # a little lower or higher along a slanting street
                    spot = (moved[0] + side * (apart + radius), y + rise)
                    if fits(spot, piles, radius, radius + city.px(1)):
                        piece.badge = moved
                        return spot, scale
    piece.leader_scale = 1.0
    return None


def _owner_spot(city: CityMap, piece: RegionPiece, placed: list[pygame.Rect],
                ) -> tuple[Point, float]:
    """Beside the badge, right or left, a gap from it (:data:`LABEL_GAP`): the disc inside
    the district, its street line spared, clear of every pile and count tag its four
    colours may have. Else beside the badge moved aside in its row (:func:`_badge_aside`);
    else the nearest place clear of the badge by that gap and of the piles, a smaller mark
    if need be; else (a narrow map beside the open log) over the
    street, its centre in the district, clear of every badge by the gap, pile and mark."""
    x, y = piece.badge
    badge, piles = city.px(17), _piles(city, piece)
    apart = badge + city.px(LABEL_GAP)
    if REGIONS[piece.index].is_park:  # its name's band under the badge, a gap around it
        top = round(y) + badge
        piles = [*piles, pygame.Rect(piece.rect.x, top, piece.rect.width,
                                     round(y) + city.park_name_reach() - top)]

    def fits(centre: Point, taken: list[pygame.Rect], radius: int, rim: int) -> bool:
        ring = [(centre[0] + rim * math.cos(turn * math.pi / 6),
                 centre[1] + rim * math.sin(turn * math.pi / 6)) for turn in range(12)]
        return _disc(centre, radius).collidelist(taken) < 0 and all(
            inside(point, piece.polygon) for point in ring)

    radius = city.leader_mark()[1]
    for side in (1, -1):
        if fits((x + side * (apart + radius), y), piles, radius, radius + city.px(4)):
            return (x + side * (apart + radius), y), 1.0
    if not REGIONS[piece.index].is_park:
        aside = _badge_aside(city, piece, piles, placed, fits)
        if aside is not None:
            return aside
    own = _disc((x, y), apart)
    step, area = city.px(2), piece.rect.inflate(2 * badge, 2 * badge)
    spots = sorted(((px, py) for px in range(area.left, area.right, step)
                    for py in range(area.top, area.bottom, step)),
                   key=lambda spot: math.dist(spot, (x, y)))
    near = [spot for spot in spots if piece.rect.collidepoint(spot)]
    for scale in SMALLER:
        piece.leader_scale = scale
        radius = city.leader_mark(piece)[1]
        for spot in near:
            if fits(spot, [*piles, own], radius + 1, radius + city.px(1)):
                return spot, scale
    everything = [*placed, *(_disc(other.badge, apart) for other in city.pieces),
                  *(pile for other in city.pieces for pile in _piles(city, other))]
    for scale in SMALLER:
        piece.leader_scale = scale
        radius = city.leader_mark(piece)[1]
        for spot in spots:
            if inside(spot, piece.polygon) and _disc(spot, radius + 1).collidelist(
                    everything) < 0:
                return spot, scale
    return (x + apart + city.leader_mark()[1], y), 1.0

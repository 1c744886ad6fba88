"""Where each horse that may move would land: a numbered disc in the infield beside its
space, which is edged in gold.

On the track the discs stood under horses and on each other: three stacked small on
space 1, one half under the horse on the space it leant into, one over its own horse
that could not move (trial s18). Beside the track they keep a sofa's size, and each
steps inward, away from the rail, until it is clear of every horse, disc, the podium,
the die and "Start · Finish". Neither a disc nor the gold line from its space crosses a
word: the podium's "2nd" under a finishing horse's disc, or "Start · Finish" under the
lines to discs over it, could not be read (trial s20); a line that cannot miss a word
bends round its end (issue #32).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

import pygame

from scenes.games.winners_circle.panels import podium_spot
from scenes.games.winners_circle.track import TrackGeometry
from scenes.shell import theme
from scenes.shell.theme import TextSize
from tabletop.games.winners_circle_data import FINISH, SPACES
from tabletop.games.winners_circle_rules import printed_space

CANDIDATES = sorted(((step, side) for step in range(12) for side in range(-6, 7)),
                    key=lambda place: (place[0] ** 2 + (place[1] / 2) ** 2, abs(place[1])))
"""Where a disc looks for room, nearest first: steps inward from beside its space (the
infield is some six discs deep), and half discs along the rail either side."""

FARTHER = sorted(((step, side) for step in range(-6, 12) for side in range(-24, 25)
                  if (step, side) not in CANDIDATES),
                 key=lambda place: (place[0] ** 2 + (place[1] / 2) ** 2, abs(place[1])))
"""Where a disc looks when none of :data:`CANDIDATES` is free: back toward the rail and
along it up to twelve discs either side."""

PAIR_SHARES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75)
"""The sizes, as shares of a disc's, two discs of one space try side by side on it."""


def mark_size(scale: float) -> int:
    """A landing disc's diameter: its number at body size, read from the sofa."""
    return round(theme.text_px(TextSize.BODY, scale) * 2.0)


def mark_clearance(scale: float) -> int:
    """How far a disc keeps from a disc that lands elsewhere, from the podium's boxes and
    from the pace token: four discs touching in a row under spaces 19 to 21, the flag and
    the boxes, read as one pile whose numbers belonged to no space (trial s25 A/202, 206).
    Discs landing on one space touch, read as one group. (A quarter disc spread the discs
    of a crowded straight far from their spaces, on long crossing lines.)"""
    return mark_size(scale) // 6


def landing_row(scale: float) -> int:
    """The room between the inner rail and the podium for a row of discs, their gap from
    the rail and their clearance from the boxes."""
    return theme.px(4, scale) + mark_size(scale) + mark_clearance(scale)


def place_marks(geo: TrackGeometry, previews: dict[int, int], taken: list[pygame.Rect],
                apart: list[pygame.Rect], words: list[pygame.Rect], finish_box: pygame.Rect,
                scale: float) -> dict[int, tuple[pygame.Vector2, float]]:
    """Each previewed horse's disc centre and diameter, for ``previews`` (horse: progress
    it would reach), clear of ``taken``, :func:`mark_clearance` clear of ``apart`` and of
    discs landing elsewhere, disc and line clear of ``words``. Of the horses that would
    finish, the first stands in ``finish_box`` (the next free podium box) under its word,
    the rest against its foot, joined to it by a gold line (:func:`gold_lines`): one
    beside the 1st box read as landing on space 24, one under the 3rd floated in the
    infield (trial s25 A/216, 222)."""
    size = mark_size(scale)
    gap, clear = theme.px(4, scale), mark_clearance(scale)
    busy = [pygame.Rect(rect) for rect in taken]
    placed: list[tuple[int, pygame.Vector2]] = []  # each disc's landing and middle so far
    lines: list[tuple[pygame.Vector2, pygame.Vector2]] = []  # the gold lines so far
    marks: dict[int, tuple[pygame.Vector2, float]] = {}
    sharing = Counter(min(end, FINISH) for end in previews.values())  # discs per landing
    numbers = [geo.number_rect(space) for space in range(1, SPACES + 1)]
    # Nearest the line first, then by horse: discs sharing a space stack in number order.
    for horse, end in sorted(previews.items(), key=lambda item: (min(item[1], FINISH), item[0])):
        rail: pygame.Vector2 | None = None
        target = min(end, FINISH)
        across: list[pygame.Vector2] = []  # a pair's places on the space, of pair_size
        pair_size = float(size)
        if end >= FINISH:
            inward = pygame.Vector2(0, 1)
            # One disc stands in the box; the others against its foot (over its side they
            # hid its frame, trial s22).
            if any(finish_box.contains(_disc_rect(spot, size)) for _, spot in placed):
                first = pygame.Vector2(finish_box.centerx, finish_box.bottom + gap + size / 2)
                near = [*busy, *words, finish_box]
            else:
                first, near = podium_spot(finish_box, scale), [*busy, *words]
            far = [rect for rect in apart if rect != finish_box]
        else:
            point, normal = geo.at((printed_space(end) - 0.5) * geo.cell)
            first = point - normal * (geo.width / 2 + gap + size / 2)
            inward, rail = -normal, line_start(geo, end)
            near, far = [*busy, *words], list(apart)
        # Discs apart by their middles (round, they may stagger closer than their boxes).
        others = [(centre, size + (0 if landing == target else clear))
                  for landing, centre in placed]
        along = pygame.Vector2(-inward.y, inward.x) * (size + gap)
        spots: list[pygame.Vector2] = []
        # Farther afield only where nothing near is free: a third horse to finish fell
        # back under the die, its disc missing (trial s37 T/013).
        for candidates in (CANDIDATES, FARTHER):
            spots = spots or [
                spot for spot in (first + inward * (step * (size + gap)) + along * side / 2
                                  for step, side in candidates)
                if _in_infield(geo, spot, size / 2)
                and _disc_rect(spot, size + gap).collidelist(near) < 0
                and _disc_rect(spot, size + 2 * clear).collidelist(far) < 0
                and all(spot.distance_to(centre) >= least for centre, least in others)]
        # A line from a space right behind "Start · Finish" cannot miss it: it bends round
        # the word (see line_around); a straight one is kept where there is one.
        clear_spots = [spot for spot in spots
                       if rail is None or not any(word.clipline(rail, spot) for word in words)]
        if rail is not None:
            # Right beside its space or on it: where the coach's card took the room beside
            # a crowded straight, discs stood far off in the infield on long crossing lines
            # and read as landing elsewhere (trial s26 D/063-068).
            beside = [spot for spot in clear_spots
                      if _beside(geo, spot, target, size)
                      and not any(_crosses(rail, spot, start, end) for start, end in lines)]
            # On the track the spaces' edges keep discs apart: they may touch. Never over
            # a space's number: disc 7 hid "36", disc 5 "35" (trial s39 Y/002).
            on_space = [spot for spot in _on_space(geo, target, size)
                        if _disc_rect(spot, size).collidelist([*busy, *words]) < 0
                        and not any(_disc_meets(spot, size, number) for number in numbers)
                        and all(spot.distance_to(centre) >= size - 1 for _, centre in placed)]
            if sharing[target] > 1:
                # Two discs of one space stand side by side across it, clear of the
                # numbers, or both beside it: one beside the rail and one on the track, or
                # one over the space's number, read as two landings (trial s29 G/031, G/049).
                partners = [centre for landing, centre in placed if landing == target]
                elsewhere = [centre for landing, centre in placed if landing != target]
                # Beside "Start · Finish" (spaces 36 and 1) the inner disc may not reach
                # over the rail: there the pair stands a little smaller, off the number.
                for pair_size in (size * share for share in PAIR_SHARES):
                    pairs = [pair for pair in _pair_on_space(geo, target, pair_size)
                             if all(_disc_rect(spot, pair_size).collidelist([*busy, *words]) < 0
                                    and not any(_disc_meets(spot, pair_size, number)
                                                for number in numbers)
                                    and all(spot.distance_to(centre) >= size + clear
                                            for centre in elsewhere) for spot in pair)]
                    if pairs:
                        break
                across = [spot for pair in pairs[:1] for spot in pair]
                if any(_in_infield(geo, centre, size / 2) for centre in partners):
                    across = []
                elif any(centre in across for centre in partners):
                    beside = []
                else:  # the first beside its space only where the second has room by it
                    beside = [spot for spot in beside if any(
                        size - 1 <= spot.distance_to(other) <= size + 2 * gap
                        for other in beside)]
                across = [spot for spot in across
                          if all(spot.distance_to(centre) >= pair_size - 1
                                 for centre in partners)]
                # Beside it across a word's line: the line bends round the word.
                reading = [spot for spot in clear_spots if _beside(geo, spot, target, size)]
                clear_spots = across + beside + reading + on_space + clear_spots
            else:
                # Alone, right against its space's rail, else on the space: half a disc
                # along, the disc for 8 stood out between 8 and 9 by the discs of 5 and 6
                # (trial G/049), and two discs out by "Start · Finish", over the word.
                near_rail = [spot for spot in beside
                             if spot.distance_to(rail) <= size / 2 + 2 * gap]
                clear_spots = near_rail + on_space + beside + clear_spots
        spot = (clear_spots or spots or [first])[0]
        marks[horse] = (spot, float(pair_size if spot in across else size))
        placed.append((target, spot))
        if rail is not None and _in_infield(geo, spot, 0):
            lines.append((rail, spot))
    return marks


def disc_at(marks: dict[int, tuple[pygame.Vector2, float]],
            point: tuple[int, int]) -> int | None:
    """The horse whose disc in ``marks`` (centre and diameter) lies under ``point``."""
    return next((horse for horse, (spot, size) in marks.items()
                 if spot.distance_to(point) <= size / 2), None)


def on_its_space(geo: TrackGeometry, spot: pygame.Vector2) -> bool:
    """Whether a disc at ``spot`` stands on the track (on the space it names): it needs no
    gold line."""
    return not _in_infield(geo, spot, 0)


def _beside(geo: TrackGeometry, spot: pygame.Vector2, space_at: int, size: float) -> bool:
    """Whether a disc at ``spot`` stands right beside the space at progress ``space_at``:
    within two discs of its inner rail and nearer it than any other space's."""
    own = line_start(geo, space_at)
    reach = spot.distance_to(own)
    return reach <= 2 * size and all(
        spot.distance_to(geo.space_centre(space, -0.5)) >= reach
        for space in range(1, SPACES + 1))


def _on_space(geo: TrackGeometry, space_at: int, size: float) -> list[pygame.Vector2]:
    """Where a disc may stand on the space at progress ``space_at`` itself (a horse never
    lands on a taken space, WC-D17): its inner half, nearer the other discs, then its outer
    half, for a second disc landing there; off the finish line's squares, which reach into
    spaces 36 and 1."""
    space, half = printed_space(space_at), (size / 2 + 1) / geo.width
    off_line = geo.finish_band() + size / 2 + 1
    along = min(max((space - 0.5) * geo.cell, off_line), geo.length - off_line)
    point, normal = geo.at(along)
    return [point + normal * (lane * geo.width) for lane in (-half, half)]


def _pair_on_space(geo: TrackGeometry, space_at: int, size: float
                   ) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
    """Where two touching discs may stand side by side across the track on the space at
    progress ``space_at``, nearest its inner rail first: the inner one on the track, or as
    far as half over the rail, so that the outer one keeps off the space's number; off the
    finish line's squares. (Along the track two discs reach into the spaces either side,
    where horses stand.)"""
    space, apart = printed_space(space_at), (size + 1) / geo.width
    off_line = geo.finish_band() + size / 2 + 1
    along = min(max((space - 0.5) * geo.cell, off_line), geo.length - off_line)
    point, normal = geo.at(along)
    inner = 0.5 - (size / 2 + 1) / geo.width  # the inner disc's middle, wholly on the track
    lanes = (-inner - step * (0.5 - inner) / 8 for step in range(9))
    return [(point + normal * (lane * geo.width), point + normal * ((lane + apart) * geo.width))
            for lane in lanes]


def _crosses(a: pygame.Vector2, b: pygame.Vector2, c: pygame.Vector2,
             d: pygame.Vector2) -> bool:
    """Whether the segments ``ab`` and ``cd`` cross (touching ends do not)."""
    def side(p: pygame.Vector2, q: pygame.Vector2, r: pygame.Vector2) -> float:
        return (q - p).cross(r - p)

    return (side(a, b, c) * side(a, b, d) < 0) and (side(c, d, a) * side(c, d, b) < 0)


def line_start(geo: TrackGeometry, end: int) -> pygame.Vector2:
    """Where the gold line to a disc leaves the space at progress ``end``: its inner rail."""
    return geo.space_centre(printed_space(end), -0.5)


def line_width(geo: TrackGeometry) -> int:
    """The gold lines' width on a track of ``geo``'s size."""
    return max(3, geo.piece // 18)


def draw_lines(surface: pygame.Surface, geo: TrackGeometry, previews: dict[int, int],
               marks: dict[int, tuple[pygame.Vector2, float]], words: list[pygame.Rect],
               finish_box: pygame.Rect, cards: Sequence[pygame.Rect] = ()) -> None:
    """A gold line from each space a horse may land on to its disc, round ``words``, and
    from ``finish_box`` to each finishing disc outside it; that box edged in gold, as the
    spaces are, while a horse may finish."""
    if any(end >= FINISH for end in previews.values()):
        pygame.draw.rect(surface, theme.GOLD_LIGHT, finish_box, max(3, geo.piece // 14),
                         border_radius=theme.px(8, geo.scale))
    for start, end in gold_lines(geo, previews, marks, words, finish_box, cards):
        pygame.draw.line(surface, theme.GOLD_LIGHT, start, end, line_width(geo))


def gold_lines(geo: TrackGeometry, previews: dict[int, int],
               marks: dict[int, tuple[pygame.Vector2, float]], words: list[pygame.Rect],
               finish_box: pygame.Rect, cards: Sequence[pygame.Rect] = ()
               ) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
    """The pieces of the gold lines :func:`draw_lines` draws (round ``cards`` where they
    can go round)."""
    pieces = []
    for horse, (spot, size) in marks.items():
        if previews[horse] < FINISH:
            if on_its_space(geo, spot):
                continue
            start = line_start(geo, previews[horse])
        elif finish_box.contains(_disc_rect(spot, size)):
            continue
        else:  # from the box's edge nearest the disc
            start = pygame.Vector2(max(finish_box.left, min(spot.x, finish_box.right)),
                                   max(finish_box.top, min(spot.y, finish_box.bottom)))
        pieces += line_around(start, spot, words, line_width(geo), cards)
    return pieces


def line_around(start: pygame.Vector2, end: pygame.Vector2, words: list[pygame.Rect],
                width: int, cards: Sequence[pygame.Rect] = ()
                ) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
    """The gold line (``width`` wide) from ``start`` to ``end``: straight, or bent round
    the nearer end of the words it cannot miss (at one or two of their corners). Cut where
    it met a word, it ran on under "Start · Finish" from a space right behind it (issue #32).
    Round ``cards`` too (the coach's: it hid the lines, trial s26 A/213) where a way misses
    them and the words."""
    way = _way_round(start, end, [*words, *cards], width) if cards else None
    return way or _way_round(start, end, words, width) or [(start, end)]


def _way_round(start: pygame.Vector2, end: pygame.Vector2, rects: list[pygame.Rect],
               width: int) -> list[tuple[pygame.Vector2, pygame.Vector2]] | None:
    """The shortest line from ``start`` to ``end`` clear of ``rects``, straight or bent at
    one or two of their corners; None where there is none."""
    kept = [rect.inflate(width, width) for rect in rects]

    def clear(path: list[pygame.Vector2]) -> bool:
        return not any(rect.clipline(a, b) for a, b in pairwise(path) for rect in kept)

    if clear([start, end]):
        return [(start, end)]
    corners = [pygame.Vector2(corner) for rect in kept if rect.clipline(start, end)
               for corner in _corners(rect, width)]
    paths = [[start, corner, end] for corner in corners]
    paths += [[start, first, second, end] for first in corners for second in corners
              if first != second]
    fits = [path for path in paths if clear(path)]
    if not fits:
        return None
    best = min(fits, key=lambda path: sum(a.distance_to(b) for a, b in pairwise(path)))
    return list(pairwise(best))


def _corners(rect: pygame.Rect, margin: int) -> tuple[tuple[int, int], ...]:
    """The corners of ``rect`` grown by ``margin``: where a line may bend round it."""
    room = rect.inflate(margin, margin)
    return room.topleft, room.topright, room.bottomleft, room.bottomright


def _in_infield(geo: TrackGeometry, spot: pygame.Vector2, radius: float) -> bool:
    """Whether a disc of ``radius`` at ``spot`` lies wholly inside the inner rail."""
    half = geo.straight / 2
    nearest = pygame.Vector2(max(-half, min(half, spot.x - geo.centre.x)), 0) + geo.centre
    return spot.distance_to(nearest) + radius <= geo.radius - geo.width / 2


def _disc_meets(spot: pygame.Vector2, size: float, rect: pygame.Rect) -> bool:
    """Whether a disc of diameter ``size`` at ``spot`` covers part of ``rect`` (on a bend a
    space's number lies aslant of the discs beside it: their squares meet, they do not)."""
    nearest = pygame.Vector2(max(rect.left, min(spot.x, rect.right)),
                             max(rect.top, min(spot.y, rect.bottom)))
    return spot.distance_to(nearest) < size / 2


def _disc_rect(spot: pygame.Vector2, size: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(size), round(size))
    rect.center = (round(spot.x), round(spot.y))
    return rect

"""The oval track: its geometry, its cached painting and the horses running on it.

The track is a stadium (two straights, two half circles) with 36 spaces
numbered in running order, counter-clockwise on screen; the start/finish
line lies between space 36 and space 1 in the middle of the bottom straight
(RULES.md §1.3, WC-D1). A horse's place is its progress ``d`` as a float, so
it can run space by space along the curve.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from scenes.games.winners_circle.art import NUMBER_SHARE, horse_token, small_px
from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.tween import Call, Sequence, Step, Tween, arch, linear, out_cubic
from tabletop.games.winners_circle_data import PACE_SPACE, SPACES

SECONDS_PER_SPACE = 0.12  # ART.md: a horse runs 0.12 s per space, with a bob per step
FLIGHT_SECONDS = 0.35
"""ART.md: a piece flying (a horse home to its box, the pace token to its lane) takes 0.35 s
(they took 0.45 s and 0.5 s, in a race of some 50 turns a trial found slow)."""
TURF: theme.Colour = (0x3E, 0x8A, 0x52)
DIRT_LIGHT: theme.Colour = (0xC9, 0xA2, 0x6B)
DIRT_DARK: theme.Colour = (0xB8, 0x8F, 0x58)
RAIL: theme.Colour = (0xF4, 0xF0, 0xE6)
FINISH_ROWS = 6  # the start/finish line's checkered squares across the track
BAND_SLACK = 16
"""How far past its rails a rect of the track's keep-clear list may reach (reference px)."""
NUMBER_LANE = 0.3
"""A space's number is printed this many track widths outward of the centre line."""
PASS_LANE = 0.36
"""How far (track widths) a running horse steps inward as it passes a horse at rest."""


class TrackGeometry:
    """Where every space of the oval lies inside ``rect``."""

    def __init__(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        self.width = max(20.0, min(rect.width, rect.height) * 0.17)
        self.radius = max(30.0, rect.height / 2 - self.width / 2 - theme.px(6, scale))
        self.straight = max(0.0, rect.width - 2 * self.radius - self.width - theme.px(12, scale))
        self.centre = pygame.Vector2(rect.center)
        self.length = 2 * self.straight + 2 * math.pi * self.radius
        self.cell = self.length / SPACES
        room = min(self.cell, self.width)
        # A horse's number on its cloth keeps the small size while its space has room: on
        # the circle beside an open log it shrank to 13 px at 1280x720 (trial s12).
        least = small_px(scale) / NUMBER_SHARE
        self.piece = round(min(max(room * 0.78, least), room * 0.95))
        inner = self.radius - self.width / 2
        self.infield = pygame.Rect(0, 0, round(self.straight + 1.55 * inner),
                                   round(2 * inner * 0.84))
        self.infield.center = rect.center
        self._numbers: dict[int, pygame.Rect] = {}  # asked 36 at a time, often each frame

    def infield_width_at(self, y: float, half_height: float) -> int:
        """How wide the green inside the rail is along a band ``half_height`` above and
        below ``y``: at the band's edge farther from the middle, where it is narrowest."""
        inner = self.radius - self.width / 2
        off = min(inner, abs(y - self.centre.y) + half_height)
        return round(self.straight + 2 * math.sqrt(inner * inner - off * off))

    def at(self, s: float) -> tuple[pygame.Vector2, pygame.Vector2]:
        """The point on the centre line ``s`` pixels past the line, and the outward normal."""
        s %= self.length
        cx, cy = self.centre
        half, r = self.straight / 2, self.radius
        if s < half:
            return pygame.Vector2(cx + s, cy + r), pygame.Vector2(0, 1)
        s -= half
        if s < math.pi * r:
            a = s / r
            normal = pygame.Vector2(math.sin(a), math.cos(a))
            return pygame.Vector2(cx + half, cy) + normal * r, normal
        s -= math.pi * r
        if s < self.straight:
            return pygame.Vector2(cx + half - s, cy - r), pygame.Vector2(0, -1)
        s -= self.straight
        if s < math.pi * r:
            a = s / r
            normal = pygame.Vector2(-math.sin(a), -math.cos(a))
            return pygame.Vector2(cx - half, cy) + normal * r, normal
        s -= math.pi * r
        return pygame.Vector2(cx - half + s, cy + r), pygame.Vector2(0, 1)

    def position(self, progress: float, aside: float = 0.0) -> pygame.Vector2:
        """The centre of a horse with (fractional) progress ``progress``, ``aside`` track
        widths outward of the centre line."""
        point, normal = self.at(((progress - 1) % SPACES + 0.5) * self.cell)
        return point + normal * (aside * self.width)

    def space_centre(self, space: int, lane: float = 0.0) -> pygame.Vector2:
        """The middle of printed space ``space``, moved ``lane`` track widths outward."""
        point, normal = self.at((space - 0.5) * self.cell)
        return point + normal * (lane * self.width)

    @property
    def number_px(self) -> int:
        """The size of the spaces' printed numbers."""
        return small_px(self.scale)

    def number_rect(self, space: int) -> pygame.Rect:
        """Where space ``space``'s number is printed, toward the outer rail."""
        if space not in self._numbers:
            size = assets.text_size(str(space), self.number_px, bold=True)
            centre = self.space_centre(space, NUMBER_LANE)
            self._numbers[space] = pygame.Rect((0, 0), size).move(
                round(centre.x - size[0] / 2), round(centre.y - size[1] / 2))
        return pygame.Rect(self._numbers[space])

    def finish_band(self) -> float:
        """How far the checkered start/finish line reaches along the track each side of
        the line (into space 36 and space 1)."""
        return self.width / FINISH_ROWS

    def cell_polygon(self, space: int, inset: float = 0.0) -> list[tuple[float, float]]:
        start, end = (space - 1) * self.cell + inset, space * self.cell - inset
        half = self.width / 2 - inset
        steps = [start + (end - start) * i / 4 for i in range(5)]
        outer: list[tuple[float, float]] = []
        inner: list[tuple[float, float]] = []
        for s in steps:
            point, normal = self.at(s)
            out, into = point + normal * half, point - normal * half
            outer.append((out.x, out.y))
            inner.append((into.x, into.y))
        return [*outer, *inner[::-1]]

    def band_rects(self) -> list[pygame.Rect]:
        """The whole track, every space of it, as few rects as reach at most ``BAND_SLACK``
        into the infield (three times that past the outer rail, over the board's corners):
        strips across it, one rect each above and below the infield (a straight with its
        bends' tops) and one each side beside it (what a toast keeps clear of). Four rects
        a space, 144, made each toast's search take up to 47 ms (trial s14)."""
        slack = theme.px(BAND_SLACK, self.scale)
        outer, inner = self.radius + self.width / 2, self.radius - self.width / 2
        cx, cy = self.centre
        top, bottom = math.floor(cy - outer) - 1, math.floor(cy + outer) + 2  # rails whole

        def row(y: int) -> tuple[float, float | None]:
            # Row y..y+1: the outer rail's farthest reach from the middle, and the inner
            # rail's nearest (None: the row runs above or below the infield, not beside it).
            near = 0.0 if y <= cy <= y + 1 else min(abs(y - cy), abs(y + 1 - cy))
            far = max(abs(y - cy), abs(y + 1 - cy))
            reach = self.straight / 2 + math.sqrt(max(0.0, outer * outer - near * near))
            return reach, (self.straight / 2 + math.sqrt(inner * inner - far * far)
                           if far < inner else None)

        rects: list[pygame.Rect] = []
        y = top
        while y < bottom:
            reach, rail = row(y)
            lo_reach, hi_reach = reach, reach
            lo_rail, hi_rail = (rail, rail) if rail is not None else (0.0, 0.0)
            end = y + 1
            while end < bottom:  # the strip grows while its reach stays within the slack
                more, more_rail = row(end)
                if (more_rail is None) != (rail is None) or max(hi_reach, more) - min(
                        lo_reach, more) > 3 * slack:
                    break
                if more_rail is not None:
                    if max(hi_rail, more_rail) - min(lo_rail, more_rail) > slack:
                        break
                    lo_rail, hi_rail = min(lo_rail, more_rail), max(hi_rail, more_rail)
                lo_reach, hi_reach = min(lo_reach, more), max(hi_reach, more)
                end += 1
            left, right = math.floor(cx - hi_reach) - 1, math.floor(cx + hi_reach) + 2
            if rail is None:
                rects.append(pygame.Rect(left, y, right - left, end - y))
            else:  # beside the infield: a rect each side, from the outer rail to the inner
                inside_left = math.floor(cx - lo_rail) + 1
                inside_right = math.ceil(cx + lo_rail) - 1
                rects += [pygame.Rect(left, y, inside_left - left, end - y),
                          pygame.Rect(inside_right, y, right - inside_right, end - y)]
            y = end
        return rects

    def space_at(self, point: tuple[int, int]) -> int | None:
        """The printed space under ``point``, if any."""
        for space in range(1, SPACES + 1):
            centre = self.space_centre(space)
            if centre.distance_to(point) <= min(self.cell, self.width) * 0.55:
                return space
        return None


def paint_track(layer: pygame.Surface, geo: TrackGeometry, finish_label: str) -> None:
    """The oval with its rails, numbered spaces, the start/finish line and the pace space."""
    scale = geo.scale
    outer = pygame.Rect(0, 0, round(geo.straight + 2 * geo.radius + geo.width),
                        round(2 * geo.radius + geo.width))
    outer.center = geo.rect.center
    margin = theme.px(10, scale)
    apron = outer.inflate(2 * margin, 2 * margin)
    paint.draw_shadow(layer, apron, apron.height // 2, offset=(0, theme.px(5, scale)),
                      blur=theme.px(10, scale), alpha=160)
    pygame.draw.rect(layer, theme.WOOD_DARK, apron, border_radius=apron.height // 2)
    pygame.draw.rect(layer, TURF, apron.inflate(-theme.px(6, scale), -theme.px(6, scale)),
                     border_radius=apron.height // 2)
    number_px = geo.number_px
    for space in range(1, SPACES + 1):
        colour = DIRT_LIGHT if space % 2 else DIRT_DARK
        if space == PACE_SPACE:
            colour = theme.GOLD_LIGHT
        polygon = geo.cell_polygon(space)
        pygame.draw.polygon(layer, colour, polygon)
        pygame.draw.aalines(layer, theme.darker(DIRT_DARK, 0.25), True, polygon)
        label = assets.text(str(space), number_px, theme.darker(DIRT_DARK, 0.75), bold=True)
        layer.blit(label, geo.number_rect(space))
    # Rails: a white line along both edges.
    rail_w = max(2, theme.px(3, scale))
    for side in (1, -1):
        points = []
        for i in range(0, 181):
            point, normal = geo.at(geo.length * i / 180)
            points.append(tuple(point + normal * side * (geo.width / 2 + rail_w / 2)))
        pygame.draw.lines(layer, RAIL, True, points, rail_w)
    _paint_finish_line(layer, geo)
    _paint_pace_mark(layer, geo)
    paint.blit_on_felt(layer, _finish_label(finish_label, scale),
                       midbottom=_finish_words(geo, finish_label).midbottom)


def _finish_label(words: str, scale: float) -> pygame.Surface:
    return assets.shadowed_text(words, small_px(scale), theme.PAPER,
                                bold=True)


def _finish_words(geo: TrackGeometry, words: str) -> pygame.Rect:
    rail_w = max(2, theme.px(3, geo.scale))
    point, _ = geo.at(0.0)
    return _finish_label(words, geo.scale).get_rect(
        midbottom=(round(point.x), round(point.y - geo.width / 2 - rail_w * 2)))


def finish_label_rect(geo: TrackGeometry, words: str) -> pygame.Rect:
    """Where "Start · Finish" stands with its pill, in the infield inside the finish line."""
    return paint.felt_pill_rect(_finish_words(geo, words))


def _paint_finish_line(layer: pygame.Surface, geo: TrackGeometry) -> None:
    """Checkered squares across the track between space 36 and space 1."""
    point, normal = geo.at(0.0)
    rows = FINISH_ROWS
    side = geo.finish_band()
    tangent = pygame.Vector2(-normal.y, normal.x)
    for row in range(rows):
        for column in range(2):
            corner = point - normal * (geo.width / 2) + normal * (row * side) \
                + tangent * ((column - 1) * side)
            square = [tuple(corner), tuple(corner + tangent * side),
                      tuple(corner + tangent * side + normal * side),
                      tuple(corner + normal * side)]
            colour = theme.INK if (row + column) % 2 else theme.PAPER
            pygame.draw.polygon(layer, colour, square)


def _paint_pace_mark(layer: pygame.Surface, geo: TrackGeometry) -> None:
    """A gold rim and a small flag on the outer side of the pace space 18."""
    polygon = geo.cell_polygon(PACE_SPACE)
    pygame.draw.polygon(layer, theme.GOLD_DARK, polygon, max(2, theme.px(3, geo.scale)))


def covered_number_pill(geo: TrackGeometry, space: int) -> pygame.Rect:
    """Where space ``space``'s number stands on its dark pill while a horse stands on the
    space: outward of the horse, the pill as tight as the figures, so that on the near
    straight it keeps above the prompt's shadow. Over the horse it hid the Black horse's
    head ("20" on the far straight, trial s39 Y/001)."""
    glyphs = _number_label(geo, space).get_bounding_rect()
    pill = glyphs.inflate(2 * max(3, glyphs.height // 4), 2 * max(2, glyphs.height // 8))
    point, normal = geo.at((space - 0.5) * geo.cell)
    # Apart along the normal by the two boxes' reaches across it: they never meet.
    reach = (abs(normal.x) * (pill.width + geo.piece)
             + abs(normal.y) * (pill.height + geo.piece)) / 2
    centre = point + normal * (reach + 1)
    return pill.move(round(centre.x) - pill.centerx, round(centre.y) - pill.centery)


def covered_number_rect(geo: TrackGeometry, space: int) -> pygame.Rect:
    """Where space ``space``'s number label is drawn in :func:`covered_number_pill`."""
    label = _number_label(geo, space)
    glyphs, pill = label.get_bounding_rect(), covered_number_pill(geo, space)
    return label.get_rect(topleft=(pill.centerx - glyphs.centerx, pill.centery - glyphs.centery))


def _number_label(geo: TrackGeometry, space: int) -> pygame.Surface:
    return assets.text(str(space), geo.number_px, theme.PAPER, bold=True)


def draw_covered_numbers(surface: pygame.Surface, geo: TrackGeometry,
                         covers: list[pygame.Rect]) -> None:
    """The numbers of the spaces whose printed number a horse at rest (``covers``) stands
    over, again, light on a dark pill beside the horse (:func:`covered_number_pill`): the
    lesson said "Black, on space 36" with 36 hidden under Black, and the cards and tags
    name spaces by these numbers (trial s35 Q/022, s34 N/003)."""
    for space in range(1, SPACES + 1):
        if geo.number_rect(space).collidelist(covers) >= 0:
            pill = covered_number_pill(geo, space)
            face = pygame.Surface(pill.size, pygame.SRCALPHA)
            # Opaque: the felt labels' see-through dark let the light track through, and
            # the figures read at 3.3:1 where the pill reached over it (test_sofa_text).
            pygame.draw.rect(face, (*theme.FELT_DARK, 255), face.get_rect(),
                             border_radius=pill.height // 2)
            surface.blit(face, pill)
            surface.blit(_number_label(geo, space), covered_number_rect(geo, space))


def blank_covered_numbers(surface: pygame.Surface, geo: TrackGeometry,
                          covers: list[pygame.Rect]) -> None:
    """The printed numbers that horses at rest (``covers``) stand over, dirt again (under
    the horses): beside the number on its pill, the ends of the printed one peeked out
    round the horse, a second "32" (:func:`draw_covered_numbers`)."""
    for space in range(1, SPACES + 1):
        where = geo.number_rect(space)
        if where.collidelist(covers) >= 0:
            colour = theme.GOLD_LIGHT if space == PACE_SPACE else (
                DIRT_LIGHT if space % 2 else DIRT_DARK)
            clip = surface.get_clip()
            surface.set_clip(where.clip(clip))
            pygame.draw.polygon(surface, colour, geo.cell_polygon(space))
            pygame.draw.aalines(surface, theme.darker(DIRT_DARK, 0.25), True,
                                geo.cell_polygon(space))
            if space in (1, SPACES):
                _paint_finish_line(surface, geo)
            surface.set_clip(clip)


def resting_on_track(sprite: HorseSprite) -> bool:
    """The horse stands still on a space of the track (not running, hopping or home)."""
    return (sprite.visible and sprite.spot is None and sprite.hop == 0
            and float(sprite.progress).is_integer())


def pass_aside(horses: list[HorseSprite], geo: TrackGeometry) -> list[HorseSprite]:
    """``horses`` in the order to draw them (the nearer the foot, the later), a running
    horse last, stepped aside toward the infield as it passes one at rest: it ran over
    the other's number, or under it with its own hidden ("Black 1 covers Blue 4's
    number", trial s35 R/013)."""
    resting = [sprite.progress for sprite in horses if resting_on_track(sprite)]
    running = [sprite for sprite in horses
               if sprite.visible and sprite.spot is None and not resting_on_track(sprite)]
    for sprite in horses:
        near = min((abs((sprite.progress - other + SPACES / 2) % SPACES - SPACES / 2)
                    for other in resting), default=1.0)
        sprite.aside = -PASS_LANE * max(0.0, 1.0 - near) if sprite in running else 0.0
    return sorted(horses, key=lambda sprite: (sprite in running, sprite.centre(geo).y))


def draw_blocked(surface: pygame.Surface, geo: TrackGeometry, aimed: float) -> None:
    """A brick cross over the taken space a blocked horse aimed for (progress ``aimed``)."""
    piece = geo.piece
    spot = geo.position(aimed)
    pygame.draw.circle(surface, theme.BRICK, spot, piece * 0.62, max(3, piece // 9))
    size = piece * 0.3
    for sign in (1, -1):
        pygame.draw.line(surface, theme.BRICK, (spot.x - size, spot.y - sign * size),
                         (spot.x + size, spot.y + sign * size), max(4, piece // 7))


class HorseSprite:
    """One horse on screen: fractional progress on the track, a hop, or a podium spot."""

    def __init__(self, horse: int) -> None:
        self.horse = horse
        self.progress = 36.0 - horse
        self.hop = 0.0
        self.spot: pygame.Vector2 | None = None  # off the track (podium, last box)
        self.visible = True
        self.aside = 0.0  # track widths outward: passing a horse at rest (pass_aside)

    def centre(self, geo: TrackGeometry) -> pygame.Vector2:
        return (pygame.Vector2(self.spot) if self.spot is not None
                else geo.position(self.progress, self.aside))

    def rect(self, geo: TrackGeometry, diameter: int) -> pygame.Rect:
        """The piece's drawn box (standing, not hopping)."""
        centre = self.centre(geo)
        image = horse_token(self.horse, diameter, number_px=small_px(geo.scale))
        return image.get_rect(center=(round(centre.x), round(centre.y)))

    def draw(self, surface: pygame.Surface, geo: TrackGeometry, diameter: int) -> None:
        if not self.visible:
            return
        centre = self.centre(geo)
        lift = self.hop * diameter * 0.35
        # The shadow under the hooves, flattened: it stays on the ground while the horse bobs.
        shadow = pygame.Rect(0, 0, round(diameter * 0.8), max(2, round(diameter * 0.22)))
        shadow.center = (round(centre.x), round(centre.y + diameter * 0.4))
        paint.draw_shadow(surface, shadow, shadow.height // 2,
                          offset=(round(diameter * 0.04), round(lift * 0.1)),
                          blur=max(2, diameter // 10), alpha=max(70, 150 - round(lift * 3)))
        # Horses run counter-clockwise: leftwards along the far side of the oval.
        facing_left = self.spot is None and centre.y < geo.centre.y
        image = horse_token(self.horse, diameter, facing_left=facing_left,
                            number_px=small_px(geo.scale))
        surface.blit(image, image.get_rect(center=(round(centre.x), round(centre.y - lift))))

    def gallop(self, start: float, end: float) -> Step:
        """Run from ``start`` to ``end`` space by space, one bob per space."""
        spaces = max(0.0, end - start)

        def frame(value: float) -> None:
            self.spot = None
            self.progress = value
            self.hop = arch((value - start) % 1.0) if value < end else 0.0

        def land() -> None:
            self.progress, self.hop = end, 0.0

        if spaces <= 0:
            return Call(land)
        return Sequence(Call(partial(audio.play, "dice_land", volume=0.4)),
                        Tween(SECONDS_PER_SPACE * spaces, start, end, linear,
                              on_update=frame, on_done=land))

    def bump(self, at: float) -> Step:
        """A blocked horse leans toward the taken space and springs back."""

        def frame(value: float) -> None:
            self.progress = at + 0.32 * arch(value)

        return Sequence(Call(partial(audio.play, "error", volume=0.5)),
                        Tween(0.26, 0.0, 1.0, linear, on_update=frame),
                        Call(setattr, self, "progress", at))

    def fly(self, start: pygame.Vector2, end: pygame.Vector2,
            seconds: float = FLIGHT_SECONDS) -> Step:
        """Leave the track for ``end`` (the podium) in a small arc."""

        def frame(value: float) -> None:
            self.spot = start.lerp(end, value)
            self.hop = arch(value) * 1.2

        def land() -> None:
            self.spot, self.hop = pygame.Vector2(end), 0.0

        return Tween(seconds, 0.0, 1.0, out_cubic, on_update=frame, on_done=land)

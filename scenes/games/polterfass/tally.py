"""Polterfass paper: the guests' coasters and the order cards on them (the tally sheet is
:mod:`scenes.games.polterfass.tally_sheet`, the cards' faces and the coasters' art
:mod:`scenes.games.polterfass.order_art`).

* :class:`Coasters` holds each guest's beer coaster with the order lying on
  it: face down (a back, never a value) until the reveal turns it over, then
  the round's gain beside it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from scenes.games.polterfass.order_art import (
    REVEALED_STEP,
    coaster_disc,
    draw_mug,
    paint_covered_order_card,
    paint_order_card,
    shadowed_coaster,
)
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.card_hand import HandCard
from scenes.widgets.cards import card_size
from scenes.widgets.play_order import draw_arrow_mark
from scenes.widgets.tween import Call, Parallel, Step, stagger


@dataclass
class Coaster:
    """One guest's place: the coaster, the order's cards and, after the bill, the gain."""

    seat: int
    slot: int
    name: str
    centre: tuple[int, int] = (0, 0)
    cards: list[HandCard] | None = None
    gain: int | None = None


def coaster_centres(zone: pygame.Rect, flank: int, seats: int, lift: int,
                    foot: tuple[int, int]) -> dict[int, tuple[int, int]]:
    """Where each seat's coaster stands round the mat, in play order clockwise round it
    as round a real table: the first seat top left, on across the top to the right side
    and down it, then back along the bottom and up the left side (guests order in turn
    after the innkeeper, RULES.md §2.5; drawn down the left side and then down the
    right, play ran counter-clockwise on the screen).

    Both sides hold as many, one even step apart and centred on ``zone`` (``lift`` pixels
    up, for the name under each), mirrored about its upright middle; the one of an odd
    count stands at ``foot``, under the mat (trial I/014: at three seats two stood on the
    left and one on the right, the table's lower right empty)."""
    per_side = seats // 2
    step = zone.height / max(1, per_side)
    columns: list[list[tuple[int, int]]] = [[], []]
    for side in (0, 1):
        x = zone.x + flank // 2 if side == 0 else zone.right - flank // 2
        columns[side] = [(x, round(zone.centery + (row - (per_side - 1) / 2) * step) - lift)
                         for row in range(per_side)]
    left, right = columns
    ring = [*left[:1], *right, *[foot] * (seats % 2), *reversed(left[1:])]
    return {seat: ring[seat] for seat in range(seats)}


def ring_arrows(centres: Sequence[tuple[int, int]], radius: int,
                size: int) -> list[tuple[pygame.Rect, tuple[float, float]]]:
    """The direction of play drawn on the table between the coasters (``centres`` in seat
    order, coasters of ``radius``): for each seat a gold arrow of ``size`` pointing to the
    next seat's coaster (after the last, the first). Each stands on the mat's side of its
    coaster, clear of the names under the coasters: half way between two coasters of one
    side, beside the coaster towards the other side. None with two seats: they only take
    turns."""
    if len(centres) < 3:
        return []
    marks = []
    middle = sum(x for x, _ in centres) / len(centres)
    for index, here in enumerate(centres):
        there = centres[(index + 1) % len(centres)]
        dx, dy = there[0] - here[0], there[1] - here[1]
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        if abs(dx) < radius:  # one side: half way between them, on the mat's side
            inward = 1 if middle > here[0] else -1
            # Past the names' ends (a name may be three radii wide).
            centre = (round(here[0] + inward * (radius * 1.5 + size * 0.7)),
                      round((here[1] + there[1]) / 2))
        else:  # across: beside the coaster, pointing along the row (the seat under the
            # mat's is lower: a slanted arrowhead read as pointing up or down)
            dx, dy, length = (1 if dx > 0 else -1), 0, 1.0
            centre = (round(here[0] + dx * (radius + size * 0.8)), here[1])
        mark = pygame.Rect(0, 0, size, size)
        mark.center = centre
        marks.append((mark, (dx / length, dy / length)))
    return marks


REVEALED_WIDTH = 68
"""A revealed order card's width at 1280x720."""
ORDER_GAP = 8
"""The felt at 1280x720 between a revealed order and its coaster's gain badge or play
arrow where the mat leaves no more (six seats: more shrank the mat and its plaque)."""
ROOMY_ORDER_GAP = 16
"""That felt where the mat leaves room for it: at 8 px the arrow stood 7 px off Ann's cards
under her "+1", and the three read as one cluster (trial U/013)."""

WIDEST_GAIN = -88
"""The widest gain a badge shows: the cards beside keep its room, so they stay still as the
bill puts it out."""


class Coasters:
    """Every guest's coaster in a row; the order cards lie on them face down until revealed."""

    def __init__(self, names: Sequence[str], slots: Sequence[int]) -> None:
        self.names = list(names)
        self.slots = list(slots)
        self.places: dict[int, Coaster] = {}
        self.innkeeper: int | None = None
        self.radius = 40
        self.scale = 1.0
        self.name_w = 3 * self.radius
        self.mat: tuple[tuple[int, int], float] = ((0, 0), 0.0)
        self.plaque: pygame.Rect | None = None
        self.shown_width = 0
        """A revealed order card's width (:meth:`_fit_beside`); 0: on its coaster."""
        self.legend = ""
        """What the gold arrows show, written beside one of them (the scene's words)."""

    @property
    def card_size(self) -> tuple[int, int]:
        return card_size(max(8, round(self.radius * 0.78)))

    def set_layout(self, centres: dict[int, tuple[int, int]], radius: int, scale: float,
                   name_w: int | None = None) -> None:
        """``name_w``: how wide a name under its coaster may be (its flank of the table)."""
        self.radius, self.scale = radius, scale
        self.name_w = 3 * radius if name_w is None else min(3 * radius, name_w)
        for seat, centre in centres.items():
            place = self.places.get(seat)
            if place is None:
                place = self.places[seat] = Coaster(seat, self.slots[seat], self.names[seat])
            place.centre, place.name = centre, self.names[seat]  # a name in a new language
        for seat in [seat for seat in self.places if seat not in centres]:
            del self.places[seat]
        self._lay_all()

    @property
    def shown_size(self) -> tuple[int, int]:
        """A revealed order card: digits 48 px tall at 1920x1080 (the least read from the
        sofa is 44), 32 at 1280x720; the coaster's own size had them 25 (trial s25). Smaller
        where the table leaves no room for that beside every coaster (:meth:`_fit_beside`)."""
        return card_size(self.shown_width or theme.px(REVEALED_WIDTH, self.scale))

    def _lay(self, place: Coaster) -> None:
        if not place.cards:
            return
        if place.cards[0].value != -1 and self.shown_width:
            self._lay_beside(place)
            return  # a revealed order (-1: face down) lies large beside; else on the coaster
        width, height = self.card_size
        count = len(place.cards)
        # Low enough on the coaster that the gain's badge over its top right leaves the
        # cards whole once the bill is out (it covered the right card's corner, issue #32).
        turn = math.radians(6.0 * (count - 1) / 2)
        half = (height * math.cos(turn) + width * math.sin(turn)) / 2
        y = max(place.centre[1] + 2, self.gain_rect(place).bottom + max(2, self.radius // 16)
                + half)
        for index, card in enumerate(place.cards):
            card.set_size(self.card_size)
            # Spread so both numbers of a two-card order read once it is turned over.
            offset = (index - (count - 1) / 2) * width * 0.82
            card.position = pygame.Vector2(place.centre[0] + offset, y)
            card.angle = (index - (count - 1) / 2) * -6.0

    def set_mat(self, centre: tuple[int, int], reach: float,
                plaque: pygame.Rect | None = None) -> None:
        """The beer mat's centre and how far it reaches, and the serve plaque over it:
        revealed orders keep off both."""
        self.mat, self.plaque = (centre, reach), plaque
        self._lay_all()

    def _fit_beside(self) -> None:
        """The revealed orders' width, alike at every coaster: the full size where an order
        lies whole beside each coaster showing one, else the largest that does; none (0: the
        orders stay on their coasters) where not even the coaster's own size does. At six
        seats with the log open two orders lay small in their rings and the others large
        beside theirs, one over the plaque (trial s34 O/009)."""
        full, least = theme.px(REVEALED_WIDTH, self.scale), self.card_size[0]
        shown = [place for place in self.places.values()
                 if place.cards and place.cards[0].value != -1]
        self.shown_width = 0
        for width in range(full, least - 1, -max(1, full // 16)):
            if all(self._beside(place, len(place.cards or ()), width) is not None
                   for place in shown):
                self.shown_width = width
                return

    def _lay_beside(self, place: Coaster) -> None:
        """A revealed order lies large on the mat's side of its coaster, level with it and
        past a play arrow there (trial s25: 25 px digits on the coaster, read from the
        sofa); where the mat leaves no room there, under the coaster's name."""
        width, _ = self.shown_size
        cards = place.cards or []
        middle = self._beside(place, len(cards), width) or place.centre
        for index, card in enumerate(cards):
            card.set_size(self.shown_size)
            offset = (index - (len(cards) - 1) / 2)
            card.position = pygame.Vector2(middle[0] + offset * width * REVEALED_STEP,
                                           middle[1])
            card.angle = offset * -4.0

    def _beside(self, place: Coaster, count: int, width: int) -> tuple[float, float] | None:
        """Where an order of ``count`` cards ``width`` wide lies beside ``place`` (its
        middle): level with it (:data:`ROOMY_ORDER_GAP` off its badge and arrow where the
        mat leaves room for that), else under its name where the mat or the plaque leaves no
        room there. None where that lies on another coaster too (a trial read Player 1's
        order, under her name, as the Computer's, whose coaster stood below), or on the
        plaque still."""
        height = card_size(width)[1]
        x, y = place.centre
        gap = theme.px(8, self.scale)
        (mat_x, mat_y), reach = self.mat

        def on_mat(spot: pygame.Rect) -> bool:
            return (math.hypot(max(spot.left - mat_x, 0, mat_x - spot.right),
                               max(spot.top - mat_y, 0, mat_y - spot.bottom)) < reach + gap
                    or (self.plaque is not None and spot.colliderect(self.plaque)))

        spots = [self.beside_spot(place, count, width, apart)
                 for apart in (ROOMY_ORDER_GAP, ORDER_GAP)]
        spot = next((spot for spot in spots if not on_mat(spot)), spots[-1])
        middle: tuple[float, float] = (spot.centerx, y)
        if on_mat(spot):
            middle = (x, y + self.radius + theme.px(30, self.scale) + gap + height / 2)
            spot.center = (round(middle[0]), round(middle[1]))
            named = 2 * self.radius + theme.px(30, self.scale) + gap
            if any(spot.colliderect(other.centre[0] - self.radius, other.centre[1] - self.radius,
                                    2 * self.radius, named)
                   for other in self.places.values() if other is not place):
                return None
            if self.plaque is not None and spot.colliderect(self.plaque):
                return None
        return middle

    def beside_spot(self, place: Coaster, count: int = 2, width: int | None = None,
                    apart: int = ORDER_GAP) -> pygame.Rect:
        """Where a revealed order of ``count`` cards (``width`` wide, else as shown) lies
        beside ``place``: on the mat's side of its coaster, level with it, ``apart`` (at
        1280x720) past the gain's badge and a play arrow there."""
        width, height = self.shown_size if width is None else card_size(width)
        group = width + width * REVEALED_STEP * (count - 1)
        x, y = place.centre
        middle = sum(c.centre[0] for c in self.places.values()) / len(self.places)
        # The seat under the mat's has its arrow and the legend on its left.
        inward = -1 if x > middle + self.radius else 1
        gap = theme.px(apart, self.scale)
        badge = self.gain_rect(place, WIDEST_GAIN)  # top right: kept before the bill too
        near = max(self.radius, badge.right - x if inward > 0 else 0) + gap
        for mark in self.arrow_rects():
            level = abs(mark.centery - y) < (height + mark.height) / 2
            far = (mark.right - x) if inward > 0 else (x - mark.left)
            if level and 0 < far < 3 * self.radius:  # this coaster's arrow, not across
                near = max(near, far + gap)
        spot = pygame.Rect(0, 0, round(group), height)
        spot.center = (round(x + inward * (near + group / 2)), y)
        return spot

    def order_rooms(self) -> list[pygame.Rect]:
        """The place beside each coaster that a revealed order of two cards takes: the mat
        keeps clear of it (trial s32 K/014: at 800x600 the mat reached the coasters' sides,
        and an order lay small on its coaster under the gain's badge)."""
        return [self.beside_spot(place) for place in self.places.values()]

    def sync(self, ordered: Sequence[int], revealed: dict[int, Sequence[int]] | None = None,
             gains: dict[int, int] | None = None) -> None:
        """Face-down orders for the guests in ``ordered``; values only once ``revealed``."""
        for seat, place in self.places.items():
            values = (revealed or {}).get(seat)
            if values is not None:
                place.cards = self._revealed_cards(values, face_up=True)
            elif seat in ordered:
                place.cards = [HandCard(-1, self.card_size, None, None, face_up=False)]
            else:
                place.cards = None
            place.gain = (gains or {}).get(seat)
        self._lay_all()

    def _revealed_cards(self, values: Sequence[int], *, face_up: bool) -> list[HandCard]:
        """An order's cards as revealed: each but the last lies under the next, its number
        in the part left showing."""
        return [HandCard(value, self.shown_size, paint_order_card if index == len(values) - 1
                         else paint_covered_order_card, None, face_up=face_up)
                for index, value in enumerate(values)]

    def _lay_all(self) -> None:
        """Every order laid anew, the revealed ones all at one size (:meth:`_fit_beside`)."""
        self._fit_beside()
        for place in self.places.values():
            self._lay(place)

    def place_order(self, seat: int, start: tuple[float, float],
                    values: Sequence[int] | None = None) -> Step:
        """An order drops onto ``seat``'s coaster from ``start``: face down, or its
        ``values`` face up when the screen may see them (review)."""
        place = self.places.get(seat)
        if place is None:
            return Call(lambda: None)
        if values is None:
            cards = [HandCard(-1, self.card_size, None, None, face_up=False)]
        else:
            cards = self._revealed_cards(values, face_up=True)
        place.cards = cards
        self._lay_all()
        flights = []
        for card in cards:
            target, angle = (card.position.x, card.position.y), card.angle
            card.position = pygame.Vector2(start)
            flights.append(card.fly_to(target, angle=angle))
        return Parallel(*flights)

    def reveal(self, orders: Mapping[int, Sequence[int]]) -> Step:
        """Every order turns face up, one coaster after another."""
        flips: list[Step] = []
        for seat, values in orders.items():
            place = self.places.get(seat)
            if place is None:
                continue
            place.cards = self._revealed_cards(values, face_up=False)
            flips.extend(card.flip_to(True) for card in place.cards)
        self._lay_all()
        return stagger(flips, 0.12)

    def show_gains(self, gains: dict[int, int]) -> None:
        for seat, gain in gains.items():
            if seat in self.places:
                self.places[seat].gain = gain

    def draw(self, surface: pygame.Surface) -> None:
        # Names at the body size (the layout keeps a body line under each coaster): they
        # tell the guests apart from the sofa. A long one shrinks all to the coaster's width.
        size = self.name_px()
        # Which way play goes round the table, under the coasters (the plates' arrows are
        # far away in the top bar).
        for mark, way in self.play_arrows():
            draw_arrow_mark(surface, mark, way)
        legend = self.legend_rect()
        if legend is not None:
            # The light gold: the arrows' own gold stood 3.9:1 on the felt (5.1:1 now).
            surface.blit(assets.shadowed_text(self.legend, self.legend_px(), theme.GOLD_LIGHT),
                         legend)
        for place in self.places.values():
            disc, (left, top) = shadowed_coaster(self.radius, place.slot)
            rect = coaster_disc(self.radius, place.slot).get_rect(center=place.centre)
            surface.blit(disc, (rect.x - left, rect.y - top))
            if place.seat == self.innkeeper:
                draw_mug(surface, (rect.centerx, rect.centery + self.radius // 8),
                          round(self.radius * 0.5))
            self._draw_turn(surface, place)
            name = assets.shadowed_text(self.shown_name(place.name, size), size, theme.PAPER)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            for card in place.cards or ():
                card.draw(surface)
            if place.gain is not None:
                self._draw_gain(surface, place, place.gain)

    def turn(self, seat: int) -> int | None:
        """``seat``'s place in this round's turn, counted on from the innkeeper round the
        arrows (the guests order so, RULES.md §2.5 phase 2, and the next innkeeper is the
        first): None for the innkeeper, with two seats, which only take turns, and once the
        orders lie face up (a 1 beside an order of 1 and a gain of +1 read as one of them)."""
        if self.innkeeper is None or len(self.places) < 3 or self.revealed():
            return None
        return (seat - self.innkeeper) % len(self.places) or None

    def _draw_turn(self, surface: pygame.Surface, place: Coaster) -> None:
        """The guest's turn number on a gold disc like the arrows', on the coaster's rim
        at its upper left (trial s35 Q/015: the arrows alone, far apart, did not show the
        order round the table at a glance)."""
        turn = self.turn(place.seat)
        if turn is None:
            return
        radius = max(8, round(self.radius * 0.3))
        x, y = (round(place.centre[0] - self.radius * 0.74),
                round(place.centre[1] - self.radius * 0.74))
        pygame.draw.circle(surface, theme.WOOD_GRAIN, (x, y + max(1, radius // 5)), radius)
        pygame.draw.circle(surface, theme.GOLD_DARK, (x, y), radius)
        pygame.draw.circle(surface, theme.GOLD, (x, y), radius - max(1, radius // 8))
        label = assets.text(str(turn), round(radius * 1.4), theme.INK, bold=True)
        surface.blit(label, label.get_rect(center=(x, y)))

    def name_px(self) -> int:
        """The names' size under the coasters: the body size, or all smaller to fit one,
        never under the small size read from the sofa (issue #32: 20 px at 1080 with the
        log open); a name still too wide is cut with "…" (:meth:`_label`)."""
        body = theme.text_px(TextSize.BODY, self.scale)
        least = theme.text_px(TextSize.SMALL, self.scale)
        return max(least, min((assets.fit_text_px(place.name, body, self.name_w)
                               for place in self.places.values()), default=body))

    def shown_name(self, name: str, size: int) -> str:
        """``name`` as drawn under its coaster at ``size``: cut with "…" past its flank."""
        return assets.fit_label(name, size, self.name_w, min_fraction=1.0)[0]

    def keep_clear(self, name_h: int) -> list[pygame.Rect]:
        """Each coaster with its name under it (``name_h`` tall), and the play arrows."""
        size = self.name_px()
        rects = []
        for place in self.places.values():
            half = max(self.radius,
                       assets.text_size(self.shown_name(place.name, size), size)[0] // 2 + 2)
            x, y = place.centre
            rects.append(pygame.Rect(x - half, y - self.radius, 2 * half,
                                     2 * self.radius + name_h))
        return [*rects, *self.arrow_rects()]

    def play_arrows(self) -> list[tuple[pygame.Rect, tuple[float, float]]]:
        """The gold arrows on the table from each seat's coaster to the next's."""
        centres = [self.places[seat].centre for seat in sorted(self.places)]
        return ring_arrows(centres, self.radius, theme.px(24, self.scale))

    def arrow_rects(self) -> list[pygame.Rect]:
        """The gold arrows and their legend: what the mat, the cards and the orders keep
        clear of."""
        legend = self.legend_rect()
        return [*(mark for mark, _ in self.play_arrows()), *([legend] if legend else [])]

    def legend_px(self) -> int:
        return theme.text_px(TextSize.SMALL, self.scale)

    def legend_rect(self) -> pygame.Rect | None:
        """Where the legend stands: beside the arrow from the last seat back to the first,
        away from that seat's coaster: on the mat's side of the one up the left side
        between two coasters, or left of the seat under the mat's, where no order lies
        (trial s32 I/014: the gold discs went unexplained, and an arrow is also a special
        barrel's face)."""
        arrows = self.play_arrows()
        if not arrows or not self.legend:
            return None
        mark = arrows[-1][0]
        rect = pygame.Rect((0, 0), assets.text_size(self.legend, self.legend_px()))
        gap = theme.px(6, self.scale)
        if mark.centerx < self.places[max(self.places)].centre[0]:
            rect.midright = (mark.left - gap, mark.centery)  # off the seat under the mat
        else:
            rect.midleft = (mark.right + gap, mark.centery)
        return rect

    def gain_rect(self, place: Coaster, gain: int | None = None) -> pygame.Rect:
        """Where ``place``'s gain (or ``gain``) stands after the bill."""
        size = theme.text_px(TextSize.HEADING, self.scale)
        text = _gain_text(place.gain or 0 if gain is None else gain)
        box = pygame.Rect((0, 0), assets.text_size(text, size, bold=True)).inflate(size // 2, 0)
        rect = pygame.Rect(0, 0, 2 * self.radius, 2 * self.radius)
        rect.center = place.centre
        box.center = (rect.right, rect.top + size // 3)
        return box

    def _draw_gain(self, surface: pygame.Surface, place: Coaster, gain: int) -> None:
        colour = theme.FELT if gain > 0 else (theme.BRICK if gain < 0 else theme.INK_SOFT)
        size = theme.text_px(TextSize.HEADING, self.scale)
        label = assets.text(_gain_text(gain), size, theme.PAPER, bold=True)
        box = self.gain_rect(place)
        surface.blit(paint.gradient_panel(box.size, theme.lighter(colour, 0.15), colour,
                                          box.height // 2, theme.darker(colour, 0.4), 2, False),
                     box)
        surface.blit(label, label.get_rect(center=box.center))

    def update(self, dt: float) -> None:
        for place in self.places.values():
            for card in place.cards or ():
                card.update(dt)

    def ordered_seats(self) -> list[int]:
        """The seats whose order lies on their coaster now."""
        return [seat for seat, place in self.places.items() if place.cards]

    def revealed(self) -> bool:
        """True while a revealed order lies beside its coaster (the band's words, for the
        round to come, would run under the lowest ones at five and six seats)."""
        return any(place.cards and place.cards[0].value != -1
                   for place in self.places.values())

    def order_cards(self) -> list[HandCard]:
        """Every card lying on a coaster (tests check none shows a face before the reveal)."""
        return [card for place in self.places.values() for card in place.cards or ()]


def _gain_text(gain: int) -> str:
    return f"+{gain}" if gain > 0 else ("±0" if gain == 0 else f"−{-gain}")

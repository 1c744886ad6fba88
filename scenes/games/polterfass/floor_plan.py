"""Where a guest's order cards and the beer mat lie on the Polterfass table.

The cards have a band of their own along the foot of the play area and the mat stands
whole above it, so neither hides the other: the hand-over's cover lies over the cards'
band only, and the mat with its barrels stays in sight while the next guest comes to the
screen (trial s22: the cover and the fan hid the mat's lower third).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.games.polterfass.barrel_art import MAT_REACH, mat_reach
from scenes.games.polterfass.pieces import between, reach
from scenes.games.polterfass.tally import Coasters, coaster_centres
from scenes.shell import theme
from scenes.widgets.card_hand import CardHand
from tabletop.games.polterfass import CARDS

HAND_HEIGHT = 112
"""The cards' band at 1280x720: cards 103 px wide at 1080, whose corner numbers (what a
fan shows of each) stand 23 px tall."""
CHOSEN_LIFT = 0.3
"""How far a chosen order card rises out of the fan, in card heights."""
LEGAL_LIFT = 0.14
"""How far every playable card stands raised (:class:`CardHand`)."""


def place_hand(hand: CardHand, zone: pygame.Rect, flank: int, clear: Sequence[pygame.Rect],
               scale: float) -> None:
    """Fan ``hand`` in its band at the foot of ``zone``, between the ``flank`` columns
    of coasters and clear of every one of ``clear`` (coasters, names, arrows)."""
    height = min(theme.px(HAND_HEIGHT, scale), round(zone.height * 0.3))
    width = min(zone.width - 2 * flank, theme.px(600, scale),
                between(zone.centerx, zone.bottom - height, clear, theme.px(24, scale)))
    hand.set_rect(pygame.Rect(zone.centerx - width // 2, zone.bottom - height, width, height),
                  whole=len(CARDS))


def cards_top(hand: CardHand) -> int:
    """The highest a card of a full hand reaches: the middle one, chosen and under the
    pointer."""
    card_height = hand.card_size_for(len(CARDS), face_up=True)[1]
    return math.floor(hand.top_reach(len(CARDS)) - card_height * (CHOSEN_LIFT - LEGAL_LIFT))


def seat_coasters(coasters: Coasters, zone: pygame.Rect, mat_room: pygame.Rect, flank: int,
                  scale: float) -> list[pygame.Rect]:
    """Seat the coasters on both flanks, round the middle of ``mat_room`` (the mat's) where
    they keep there the size they have down the whole ``zone`` (up to four seats), else
    down the whole zone (three a side need its height); returns what the mat and the
    cards keep clear of: each coaster with its name, and the play arrows."""
    seats = len(coasters.names)

    def radius(area: pygame.Rect) -> int:
        return max(16, min(theme.px(44, scale), area.h // ((seats + 1) // 2 * 3), area.w // 14))

    area = mat_room if radius(mat_room) >= radius(zone) else zone
    coasters.set_layout(coaster_centres(area, flank, seats, theme.px(8, scale)), radius(area),
                        scale, name_w=flank - theme.px(8, scale))
    return coasters.keep_clear(theme.px(30, scale))


def above_cards(zone: pygame.Rect, hand: CardHand, scale: float) -> pygame.Rect:
    """The part of ``zone`` above the cards' band: the mat's room, which the coasters flank
    round its middle (below it, play read anticlockwise round the mat)."""
    return pygame.Rect(zone.x, zone.y, zone.width,
                       cards_top(hand) - theme.px(8, scale) - zone.top)


PLAQUE_HEIGHT = 50
"""The serve plaque's height at 1280x720: it stands just above the mat's top."""
KEPT_FOR_PLAQUE = 0.8
"""The plaque has a band of its own above the mat while the mat keeps four fifths of its
radius for it (the lesson's three seats); a mat that would be smaller still (a guest's
cards shown, six seats: barrels touched, the bill ran past the plaque) has it across its
top."""


MAT_BESIDE_ORDERS = 80
"""The least radius at 1280x720 the mat keeps off the places beside the coasters where the
revealed orders lie (at 800x600 it reached the coasters' sides, and an order lay small on
its coaster under the gain's badge, trial s32 K/014); a narrower table (the log open at
1280x720) keeps its mat and lays an order under its coaster's name."""


def lay_mat(coasters: Coasters, hand: CardHand, zone: pygame.Rect, flank: int,
            scale: float) -> tuple[tuple[int, int], int, pygame.Rect, list[pygame.Rect]]:
    """The mat's centre and radius, the serve plaque's place and what the mat keeps clear
    of: the coasters round the mat and the cards' band under it (trial s22). The plaque
    stands just above the scallops' tips in a band of its own (trial s25 A/097: over the
    mat's top, "Closing serves 18" hid its ring), where that leaves the mat most of its
    size; else over the tips (under them, they peeked over it, #32). The mat keeps off
    the place beside each coaster where its revealed order lies. The arrows' legend
    stands only where the mat keeps its size beside it (the log open at 1280x720 left a
    mat too small for it)."""
    plaque_h = theme.px(PLAQUE_HEIGHT, scale)
    bands = (theme.px(PLAQUE_HEIGHT + 6, scale), 0)
    legend, coasters.legend = coasters.legend, ""
    plain = [_place_mat(coasters, hand, zone, flank, scale, band)[1] for band in bands]
    coasters.legend = legend
    radii = [_place_mat(coasters, hand, zone, flank, scale, band)[1] for band in bands]
    if radii != plain:
        coasters.legend, radii = "", plain
    band = bands[0] if radii[0] >= KEPT_FOR_PLAQUE * radii[1] else 0
    centre, radius, clear = _place_mat(coasters, hand, zone, flank, scale, band)
    plaque = pygame.Rect(0, 0, min(theme.px(340, scale), round(radius * 1.9)), plaque_h)
    tips = (centre[0], centre[1] - mat_reach(radius) - theme.px(2, scale))
    if band:
        plaque.midbottom = tips
    else:
        plaque.midtop = tips
    return centre, radius, plaque, clear


def _place_mat(coasters: Coasters, hand: CardHand, zone: pygame.Rect, flank: int,
               scale: float, band: int) -> tuple[tuple[int, int], int, list[pygame.Rect]]:
    """The coasters, the cards and the mat laid out with ``band`` above the mat: the mat
    as large as fits between that band and the cards' band, between the flanks and clear
    of every coaster, name and arrow."""
    room = above_cards(zone, hand, scale)
    room = pygame.Rect(room.x, room.y + band, room.width, room.height - band)
    clear = seat_coasters(coasters, zone, room, flank, scale)
    place_hand(hand, zone, flank, clear, scale)
    gap = theme.px(8, scale)
    side = reach(room.center, clear, gap)
    largest = min(zone.width / 2 - flank, room.height / 2) / MAT_REACH
    radius = math.floor(min(largest, side / MAT_REACH))
    # Clear of the orders' places too, so a revealed order lies beside its coaster.
    beside = math.floor(min(largest, min(side, reach(room.center, coasters.order_rooms(),
                                                      gap)) / MAT_REACH))
    if beside >= theme.px(MAT_BESIDE_ORDERS, scale):
        radius = beside
    return room.center, max(40, radius), clear


NOTICE_HEIGHT = 64
"""A notice ribbon's height at 1280x720 for one line (a longer text takes two)."""


def place_notice(centre: tuple[int, int], widest: int, clear: Sequence[pygame.Rect],
                 scale: float) -> pygame.Rect:
    """The ribbon across the mat for a notice (a failed throw): at most ``widest``, and
    clear of every one of ``clear`` beside it, two lines tall, so it never hides a coaster,
    a name or a play arrow (trial s23: it lay over the turn arrows)."""
    rect = pygame.Rect(0, 0, 0, theme.px(NOTICE_HEIGHT, scale))
    rect.center = centre
    band = rect.inflate(0, rect.height)  # room for the second line
    beside = [other for other in clear if other.top < band.bottom and other.bottom > band.top]
    rect.width = max(0, min(widest, between(centre[0], band.top, beside, theme.px(8, scale))))
    rect.centerx = centre[0]
    return rect

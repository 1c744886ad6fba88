"""Where a guest's order cards, the beer mat and the seats round it lie on the Polterfass
table.

The cards have a band of their own in the side column, over the Order button, and the mat
stands whole in the play area with the coasters mirrored round it, so neither hides the
other: the hand-over's cover lies over the cards' band only, and the mat with its barrels
stays in sight while the next guest comes to the screen (trial s22: the cover and the fan
hid the mat's lower third).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.games.polterfass import panels
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


def place_hand(hand: CardHand, column: pygame.Rect, bottom: int, scale: float) -> None:
    """Fan ``hand`` across the side ``column`` in a band whose lowest card stands above
    ``bottom`` (the Order button's top, with a gap): out of the table's play area, where the
    seats round the mat would have had to give way to it (trial I/014)."""
    height = min(theme.px(HAND_HEIGHT, scale), round(column.height * 0.22))
    hand.set_rect(pygame.Rect(column.x, bottom - height, column.width, height),
                  whole=len(CARDS))


def cards_top(hand: CardHand) -> int:
    """The highest a card of a full hand reaches: the middle one, chosen and under the
    pointer."""
    card_height = hand.card_size_for(len(CARDS), face_up=True)[1]
    return math.floor(hand.top_reach(len(CARDS)) - card_height * (CHOSEN_LIFT - LEGAL_LIFT))


def hand_reach(hand: CardHand, scale: float) -> pygame.Rect | None:
    """Where a guest's order cards stand, up to the highest a chosen one under the pointer
    reaches with its tick over its top edge (None with no card in hand): what a lesson's
    card leaves in view (trial s36 S/015: the lifted 5 and its tick went under the card's
    lower edge)."""
    fan = hand.fan_rect()
    if fan is None:
        return None
    width = hand.card_size_for(len(CARDS), face_up=True)[0]
    top = min(fan.top, cards_top(hand) - panels.order_mark_reach(width, scale))
    return pygame.Rect(fan.x, top, fan.width, fan.bottom - top)


NAME_HEIGHT = 30
"""The room under a coaster for its name at 1280x720."""


def side_radius(area: pygame.Rect, seats: int, scale: float) -> int:
    """The coasters' radius where each flank holds its share of ``seats`` down ``area``."""
    rows = max(1, seats // 2)
    return max(16, min(theme.px(44, scale), area.h // (rows * 3), area.w // 14))


def seat_coasters(coasters: Coasters, zone: pygame.Rect, mat_room: pygame.Rect, flank: int,
                  scale: float) -> list[pygame.Rect]:
    """Seat the coasters mirrored about the mat's upright middle (``mat_room``'s): as many
    on each flank, round the middle of ``mat_room`` where they keep there the size they
    have down the whole ``zone``, else down the whole zone (three a side need its height);
    with an odd count, down the zone above the last one, which sits under the mat at the
    foot of ``zone`` (trial I/014: two on the left and one on the right left the table
    lopsided). Returns what the mat keeps clear of: each coaster with its name, and the
    play arrows."""
    seats = len(coasters.names)
    if seats % 2:  # the sides above the foot's seat, their revealed orders above its
        area = pygame.Rect(zone.x, zone.y, zone.width, mat_room.bottom - zone.y)
    else:
        area = mat_room if side_radius(mat_room, seats, scale) >= side_radius(
            zone, seats, scale) else zone
    size = side_radius(area, seats, scale)
    foot = zone.bottom - theme.px(NAME_HEIGHT, scale) - size
    centres = coaster_centres(area, flank, seats, theme.px(8, scale),
                              (mat_room.centerx, foot))
    coasters.set_layout(centres, size, scale, name_w=flank - theme.px(8, scale))
    return coasters.keep_clear(theme.px(NAME_HEIGHT, scale))


PLAQUE_HEIGHT = 50
"""The serve plaque's height at 1280x720: it stands just above the mat's top, never on it
(trial M/004: at five seats it lay across the mat's top and its barrels)."""


MAT_BESIDE_ORDERS = 80
"""The least radius at 1280x720 the mat keeps off the places beside the coasters where the
revealed orders lie (at 800x600 it reached the coasters' sides, and an order lay small on
its coaster under the gain's badge, trial s32 K/014); a narrower table (the log open at
1280x720) keeps its mat and lays an order under its coaster's name."""


def lay_mat(coasters: Coasters, zone: pygame.Rect, flank: int,
            scale: float) -> tuple[tuple[int, int], int, pygame.Rect, list[pygame.Rect]]:
    """The mat's centre and radius, the serve plaque's place and what the mat keeps clear
    of: the coasters round the mat. The plaque stands just above the scallops' tips in a
    band of its own at the top of ``zone`` (trial s25 A/097: over the mat's top, "Closing
    serves 18" hid its ring; #32: the tips peeked over it); with an odd count of seats one
    sits under the mat. The mat keeps off the place beside each coaster where its revealed
    order lies. The arrows' legend stands only where the mat keeps its size beside it (the
    log open at 1280x720 left a mat too small for it)."""
    plaque_h = theme.px(PLAQUE_HEIGHT, scale)
    legend, coasters.legend = coasters.legend, ""
    plain = _place_mat(coasters, zone, flank, scale)[1]
    coasters.legend = legend
    if _place_mat(coasters, zone, flank, scale)[1] != plain:
        coasters.legend = ""
    centre, radius, clear = _place_mat(coasters, zone, flank, scale)
    plaque = pygame.Rect(0, 0, min(theme.px(340, scale), round(radius * 1.9)), plaque_h)
    plaque.midbottom = (centre[0], centre[1] - mat_reach(radius) - theme.px(2, scale))
    return centre, radius, plaque, clear


def mat_room(zone: pygame.Rect, seats: int, scale: float) -> pygame.Rect:
    """The part of ``zone`` the mat stands in: under the plaque's band, and above the seat
    of an odd count at the foot (a coaster of the most it may be, with its name)."""
    top = theme.px(PLAQUE_HEIGHT + 6, scale)
    foot = 2 * side_radius(zone, seats, scale) + theme.px(NAME_HEIGHT + 8, scale) \
        if seats % 2 else 0
    return pygame.Rect(zone.x, zone.y + top, zone.width, zone.height - top - foot)


def _place_mat(coasters: Coasters, zone: pygame.Rect, flank: int,
               scale: float) -> tuple[tuple[int, int], int, list[pygame.Rect]]:
    """The coasters and the mat laid out: the mat as large as fits in its room
    (:func:`mat_room`), between the flanks and clear of every coaster, name and arrow."""
    room = mat_room(zone, len(coasters.names), scale)
    clear = seat_coasters(coasters, zone, room, flank, scale)
    gap = theme.px(8, scale)
    side = reach(room.center, clear, gap)
    largest = min(zone.width / 2 - flank, room.height / 2) / MAT_REACH
    radius = math.floor(min(largest, side / MAT_REACH))
    # Clear of the orders' places too, so a revealed order lies beside its coaster.
    beside = math.floor(min(largest, min(side, reach(room.center, coasters.order_rooms(),
                                                      2 * gap)) / MAT_REACH))
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


def beside_plaque(zone: pygame.Rect, plaque: pygame.Rect, taken: list[pygame.Rect],
                  scale: float) -> pygame.Rect:
    """The felt left of the serve plaque, from the top of the table's ``zone`` down to the
    first coaster, name or arrow (``taken``) under it: where a lesson writes the closing
    line the order band says at play, the band's column being the lesson card's (trial
    s34: the learner lost the sum beside "Closing serves 18")."""
    gap = theme.px(12, scale)
    room = pygame.Rect(zone.x, zone.y, plaque.left - gap - zone.x, zone.height)
    below = [rect.top for rect in taken
             if rect.right > room.left and rect.left < room.right and rect.top > room.y]
    room.height = min(below, default=zone.bottom) - gap - room.y
    return room if room.width > 0 and room.height > 0 else pygame.Rect(0, 0, 0, 0)

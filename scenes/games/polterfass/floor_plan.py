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

from scenes.games.polterfass.barrel_art import MAT_REACH
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
"""The serve plaque's height at 1280x720; it has a band of its own above the mat."""


def plaque_band(scale: float) -> int:
    """How much of the mat's room the plaque takes at its top, with the gap under it."""
    return theme.px(PLAQUE_HEIGHT + 6, scale)


def mat_room(zone: pygame.Rect, hand: CardHand, scale: float) -> pygame.Rect:
    """The room the mat stands in: above the cards' band and under the plaque's, so the
    plaque lies over none of the mat (trial s25 A/097: "Closing serves 18" hid the top of
    its ring)."""
    room = above_cards(zone, hand, scale)
    band = min(plaque_band(scale), room.height // 3)
    return pygame.Rect(room.x, room.y + band, room.width, room.height - band)


def place_mat(zone: pygame.Rect, flank: int, clear: Sequence[pygame.Rect], hand: CardHand,
              scale: float) -> tuple[tuple[int, int], int]:
    """The mat's centre and radius: as large as fits between the plaque's band and the
    cards' band (:func:`mat_room`), between the flanks and clear of every one of ``clear``."""
    room = mat_room(zone, hand, scale)
    side = reach(room.center, clear, theme.px(8, scale))
    radius = math.floor(min(zone.width / 2 - flank, room.height / 2, side) / MAT_REACH)
    return room.center, max(40, radius)


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

"""Where a person takes each Polterfass move, where a replay points at one, and what a
lesson's card must leave in sight on this table (:mod:`scenes.modes.lesson`)."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from scenes.games.polterfass.barrels import BarrelTable
from scenes.games.polterfass.tally import Coasters
from scenes.shell import theme
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from tabletop.core.actions import Action
from tabletop.games.polterfass import (
    SPECIALS,
    CloseTap,
    Double,
    Order,
    PolterfassState,
    Remove,
    Special,
    Throw,
    ThrowAgain,
)


def lesson_piece(table: BarrelTable, shown: Iterable[object], throw: Button, again: Button,
                 close: Button, count: tuple[Button, int | None], marked: set[int],
                 action: Action) -> pygame.Rect | None:
    """The button of a throw, rethrow or close while it is among the ``shown`` controls (a
    move made before has none now); before a rethrow, each standing special it throws along
    that is not ``marked`` yet (a click marks it: trial s32 J/013 had to guess so); the
    barrel a count goes to, or once that barrel is picked (``count``: the Count button and
    the barrel chosen) the button that confirms it."""
    if isinstance(action, ThrowAgain):
        unmarked = sorted(set(action.rethrow) ^ marked)
        if unmarked and table.barrels[unmarked[0]] in shown:
            return table.barrels[unmarked[0]].bounds()
    buttons = {Throw: throw, ThrowAgain: again, CloseTap: close}
    if type(action) in buttons:
        button = buttons[type(action)]
        return pygame.Rect(button.rect) if button in shown else None
    if isinstance(action, Remove | Double):
        button, chosen = count
        return pygame.Rect(button.rect) if chosen == action.barrel else \
            table.barrels[action.barrel].bounds()
    return None


def replay_piece(table: BarrelTable, coasters: Coasters, serve: pygame.Rect,
                 action: Action) -> pygame.Rect | None:
    """Where a move lands at a table that lays out nobody's controls (a replay): an order
    on its guest's coaster, a rethrow on the mat, a close on the serve it banks, a count
    on its barrel."""
    if isinstance(action, Order):
        place = coasters.places.get(action.seat)
        if place is None:
            return None
        (x, y), r = place.centre, coasters.radius
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
    if isinstance(action, Throw | ThrowAgain):
        return mat_rect(table)
    if isinstance(action, CloseTap):
        return pygame.Rect(serve)
    if isinstance(action, Remove | Double):
        return table.barrels[action.barrel].bounds()
    return None


def mat_rect(table: BarrelTable) -> pygame.Rect:
    """The square around the beer mat the barrels are thrown onto."""
    centre, radius = table.mat_centre, table.mat_radius
    return pygame.Rect(round(centre.x) - radius, round(centre.y) - radius, 2 * radius,
                       2 * radius)


def reach(centre: tuple[int, int], rects: Iterable[pygame.Rect], gap: int) -> float:
    """How far a disc round ``centre`` may reach and stay ``gap`` clear of every one of
    ``rects``."""
    x, y = centre
    return min((math.hypot(max(rect.left - x, 0, x - rect.right),
                           max(rect.top - y, 0, y - rect.bottom)) for rect in rects),
               default=math.inf) - gap


def between(middle: int, top: int, rects: Iterable[pygame.Rect], gap: int) -> int:
    """How wide a band below ``top``, centred on ``middle``, may be and stay ``gap`` clear
    of every one of ``rects`` that reaches below ``top``."""
    return 2 * min((middle - rect.right if rect.centerx < middle else rect.left - middle
                    for rect in rects if rect.bottom > top), default=10**6) - 2 * gap


def lesson_sight(table: BarrelTable, coasters: Coasters, shown: Iterable[object],
                 name_h: int) -> list[pygame.Rect]:
    """Most important first: the mat and the shelf, where the barrels do what a lesson's
    card explains; the innkeeper's buttons shown now (Double the 7 must not be half under
    paper); the guests' coasters, with their names (``name_h`` below) and orders."""
    r = coasters.radius
    mat = mat_rect(table)
    buttons = [pygame.Rect(piece.rect) for piece in shown if isinstance(piece, Button)]
    places = [pygame.Rect(x - r, y - r, 2 * r, 2 * r + name_h)
              for x, y in (place.centre for place in coasters.places.values())]
    return [mat, pygame.Rect(table.shelf_rect), *buttons, *places]


def order_piece(hand: CardHand, hand_seat: int | None, selected: list[int], order: Button,
                action: Order) -> pygame.Rect | None:
    """A guest's order card by card (one picked that the order lacks first, to put back),
    then the Order button; None while no guest's hand (``hand_seat``) is up."""
    if hand_seat is None:
        return None
    wrong = [value for value in selected if value not in action.cards]
    missing = [value for value in action.cards if value not in selected]
    card = next(iter(wrong or missing), None)
    return pygame.Rect(order.rect) if card is None else hand.showing_rect(card)


GLOW_ROOM = 14
"""The room (px at 1280x720) a lesson's sheet or coach leaves over the first button: the
glow's halo (12) and a hair."""


def side_column(right: pygame.Rect, buttons_top: int, coach_on: bool, card_room: bool,
                scale: float, coach_needs: int = 0
                ) -> tuple[pygame.Rect, pygame.Rect | None, pygame.Rect]:
    """The side column above the innkeeper's buttons (``buttons_top``): the tally sheet,
    the coach's panel when shown, at least ``coach_needs`` tall, and the room a
    lesson's card takes (``card_room``).

    At play the tally reaches from the top down to the coach, or to the buttons. In a
    lesson the card keeps the column's top, above the coach's place, at every step, and
    the tally lies in the coach's place while no coach shows (none of the lesson's steps
    with the coach comes after a round is written): the card lay on the sheet and went
    below its lines where a card spoke of the tally, Next from y 174 to 346 at 1920x1080
    (trial s20), and no place above the coach's left the lines of two rounds in view and
    room for a card's words."""
    coach = pygame.Rect(right.x, 0, right.width, max(round(right.height * 0.24), coach_needs))
    coach.bottom = buttons_top - theme.px(28, scale)  # room for a lesson's glow and gap
    foot = coach.top - theme.px(14, scale)
    room = pygame.Rect(right.x, right.y, right.width, foot - right.y)
    if card_room:
        # Down to the first button's glow (its halo reaches 12 px, lesson_marks), the card's
        # room kept: with Throw up the sheet's rounds ran together at 1280x720 (trial s38
        # X/012); a shorter card room left a five-line card no place.
        coach.height = buttons_top - theme.px(GLOW_ROOM, scale) - coach.top
        tally = pygame.Rect(coach.x, coach.y, coach.width, 0 if coach_on else coach.height)
    else:
        tally = pygame.Rect(room.x, room.y, room.width, (foot if coach_on else coach.bottom)
                            - room.y)
    return tally, coach if coach_on else None, room


def lesson_part(table: BarrelTable, hand: CardHand, hand_seat: int | None,
                state: PolterfassState, name: str,
                places: Iterable[pygame.Rect] = (),
                side: tuple[pygame.Rect, pygame.Rect] | None = None,
                shown: Iterable[object] = ()) -> list[pygame.Rect]:
    """What a lesson names: "shelf", the standing barrels; "arrow", a standing special
    barrel showing its arrow; "hand", the order cards of the guest (``hand_seat``)
    ordering now; "seat1", a seat's coaster with its name (``places``, in seat order,
    from :func:`lesson_sight`); "tally", the tally sheet's written lines, and "side", the
    side column's top, the card's room (``side``: that room and the sheet's written part,
    :func:`side_column`); "buttons", the innkeeper's buttons ``shown`` now (Throw again and
    Close the tap, the two choices the coach weighs)."""
    if name in ("tally", "side") and side is not None:
        room, written = side
        return [pygame.Rect(written if name == "tally" else room)]
    if name.startswith("seat"):
        return [rect for seat, rect in enumerate(places) if name == f"seat{seat}"]
    if name == "shelf":
        return [pygame.Rect(table.shelf_rect)]
    if name == "hand":
        return [] if hand_seat is None else [pygame.Rect(hand.rect)]
    if name == "buttons":
        return [pygame.Rect(piece.rect) for piece in shown if isinstance(piece, Button)]
    if name == "arrow":
        return [table.barrels[barrel].bounds() for barrel in SPECIALS
                if state.up[barrel] is Special.ARROW]
    return []

"""Where a person takes each Wizard Extreme move, the lesson's glow, the parts of the
table a lesson's card keeps in sight (:mod:`scenes.modes.lesson`) and those a toast
leaves clear."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.games.wizard_extreme.choices import ChoicePanel
from scenes.games.wizard_extreme.seals import SealPool
from scenes.games.wizard_extreme.trick import SeatedTrick
from scenes.games.wizard_extreme.zone import SeatZone
from scenes.shell import theme
from scenes.widgets.card_hand import CardHand
from tabletop.core.actions import Action
from tabletop.games.wizard_extreme import (
    Card,
    PlayCard,
    Predict,
    ReturnSeal,
    Seal,
    StealSeal,
    TakeMagician,
    TakeSeal,
)


def lesson_piece(pool: SealPool, hand: CardHand, side: ChoicePanel, action: Action,
                 others: tuple[int | None, Sequence[CardHand]] = (None, ()),
                 places: Sequence[SeatZone] | None = None) -> pygame.Rect | None:
    """A seal's stack, the confirm, magician or give-back button, or the part of a card the
    next one leaves showing in the fanned hand (where a click lands on that card).
    ``others``: the seat ``hand`` belongs to and every seat's place, where a replay lays
    each other hand face up (a face-down one shows no card). ``places``: every seat's
    place at a watched table (a replay), which offers no buttons: a seal is given back
    from its winner's place."""
    if isinstance(action, TakeSeal | StealSeal):
        return pygame.Rect(pool.stacks[Seal.of(action.colour)].rect)
    hand_seat, seats = others
    if isinstance(action, Predict | TakeMagician) and places is None and action.seat != hand_seat:
        # At a live table another seat's choice shows no panel (its buttons stand only for
        # the seat whose hand is on the screen): the magician leaves the middle, and a
        # prediction is the seals already in its place. A lesson's card kept off the empty
        # panel for them, and stood over "Red is always trump" instead.
        return pygame.Rect(pool.magician_rect) if isinstance(action, TakeMagician) else None
    if isinstance(action, Predict | TakeMagician):
        return pygame.Rect((side.confirm_button if isinstance(action, Predict)
                            else side.magician_button).rect)
    if isinstance(action, ReturnSeal):  # WE-D4
        buttons = dict(zip(side.return_seals, side.choice_buttons, strict=False))
        button = buttons.get(action.seal)
        if button is not None:
            return pygame.Rect(button.rect)
        return None if places is None else pygame.Rect(places[action.seat].rect)
    if not isinstance(action, PlayCard):
        return None
    held = seats[action.seat] if seats and action.seat != hand_seat else hand
    return held.showing_rect(action.card)


def turned_card(hand: CardHand, part: pygame.Rect) -> tuple[pygame.Rect, float] | None:
    """The card of ``hand`` whose showing part (:meth:`CardHand.showing_rect`) is ``part``,
    whole and upright, with the degrees the fan turns it, where it is turned: a lesson's
    glow and frame follow its tilt (trial Z1/003: an upright frame over its strip)."""
    for card in hand.cards:
        if card.angle and hand.showing_rect(card.value) == part:
            return card.rect(), card.angle
    return None


def sight_parts(name: str, places: Sequence[pygame.Rect], summary: pygame.Rect | None,
                hand: CardHand, parts: dict[str, pygame.Rect]) -> list[pygame.Rect]:
    """The table's part ``name`` as a lesson's step names it: "zones", every player's
    place (``places``), with their seals and the magician; "summary", the round's summary
    while it is shown; "hand", one's cards; "held_blue_8", one card of them (a card that
    names it frames it, trial s26 B/082); or one of ``parts``: "trick", the cards played
    to the trick; "pool", the seals in the middle; "pile_black", one pile of them
    (:meth:`SealPool.pile_rects`); "own", one's place with one's seals; "side", the side
    panel; "played", the trick's cards with their names and caption; "column", the side
    panel's column above its buttons (:func:`card_places`)."""
    if name == "zones":
        return [pygame.Rect(place) for place in places]
    if name == "summary":
        return [] if summary is None else [summary]
    if name == "hand":
        return [pygame.Rect(hand.rect)]
    if name.startswith("held_"):
        named = [sprite.value for sprite in hand.cards
                 if isinstance(sprite.value, Card) and held_name(sprite.value) == name]
        return [rect for card in named if (rect := hand.showing_rect(card)) is not None]
    return [pygame.Rect(parts[name])] if name in parts else []


def held_name(card: Card) -> str:
    """What a lesson's step calls one card of one's hand: "held_blue_8"."""
    return f"held_{card.colour.value}_{card.value}"


def card_places(side: ChoicePanel, board: pygame.Rect, scale: float) -> dict[str, pygame.Rect]:
    """Where a lesson's card may stand: "column", the side panel's column from the board's
    top down to where the prediction's first button comes (a lesson's coach's card stands
    under it, :attr:`ChoicePanel.coach_low`). At that column's foot Next stays put through
    the lesson and is never where Take the black magician or Confirm comes at the
    prediction (a second click on Next confirmed there); low right, with the card before
    the prediction in the right's middle, Next moved twice (issue #32)."""
    foot = side.magician_button.rect.top - theme.px(theme.SPACE_S, scale)
    return {"column": pygame.Rect(side.rect.x, board.top, side.rect.width, foot - board.top)}


def toast_parts(hand: CardHand, trick: SeatedTrick, pool: pygame.Rect,
                zones: Sequence[SeatZone], side: pygame.Rect | None, playing: bool,
                shown: Sequence[pygame.Rect | None] = ()) -> list[pygame.Rect]:
    """What a toast leaves clear (DESIGN §3): the fanned hand (and the felt a lifted card
    reaches while tricks are played: before, a "Too quick" found no room there and stood
    over the slots, trial s34 O/017), the trick while tricks are
    played (its slots and names, empty too), its names and bottom caption always (while
    seals are taken a notice may stand over the empty slots, nothing else being free at
    1280x720, but trial s22 read "Mina" half hidden under one), the pool with every
    seal's count (the black seals' "2/6" among them), each seat's place with its seals,
    the side panel while it is drawn (``side``), and what else is ``shown`` now: the
    words where a hand lies hidden and the round's summary (a trial saw two notices
    stacked over "Cards stay hidden until the screen is yours")."""
    caption = trick.caption_rect if trick.caption_rect.width else None
    names = [] if playing else [trick.label_rect(seat) for seat in range(trick.seats)]
    parts = [hand.fan_rect(reach=playing), trick.shown_rect() if playing else caption, side,
             *shown]
    return [pygame.Rect(pool), *(pygame.Rect(zone.rect) for zone in zones), *names,
            *(part for part in parts if part is not None)]

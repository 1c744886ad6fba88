"""Review's open hands: in a replay every seat's hand lies face up, named, in the band
where the screen's own hand fans in play and on under the side panel, which stays empty
in review (nobody predicts there).

Five hands of up to fifteen cards are some seventy cards with their shadows: drawn card by
card every frame they cost a replay at 1920x1080 its frame budget (DESIGN §6). A hand at
rest is drawn once into a picture of its cell (its owner's name, the cards and the
shadows they cast) and that picture is shown until anything it shows changes: a card
played, dealt or turned, the layout, the name. A hand at rest that changes (a card
played) is drawn into a new picture at once; while cards move (a deal) the cell is
drawn as before, and a picture is kept again once the hand has stood still for a frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.games.wizard_extreme.art import INDEX_ROOM, index_room, paint_open_card
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand, HandCard
from tabletop.games.wizard_extreme import HAND_SIZE

OPEN_INDEX = 15
"""The open hands' values at least this tall (reference pixels: 22 at 1920x1080)."""


@dataclass
class _Picture:
    """One cell drawn once: what it shows (``look``), the picture and where it goes."""

    look: tuple[object, ...]
    image: pygame.Surface
    at: tuple[int, int]


class OpenHands:
    """Every seat's hand in its own cell, two to a row (one row for two seats)."""

    def __init__(self, hands: list[CardHand], slots: list[int]) -> None:
        self.hands = hands
        self.slots = slots
        self.cells: list[pygame.Rect] = []
        self.scale = 1.0
        self._pictures: list[_Picture | None] = [None] * len(hands)
        self._seen: list[tuple[object, ...] | None] = [None] * len(hands)
        """What each cell showed the frame before: a cell showing the same twice is at rest."""
        self.pictures_made = 0
        """How many cell pictures were drawn (for tests)."""

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Cut ``area`` into cells, each with a line at its top for the owner's name, and
        move every hand into its cell."""
        self.scale = scale
        seats = len(self.hands)
        columns = min(2, seats)
        rows = -(-seats // columns)
        gap = self.px(8)
        width = (area.width - gap * (columns - 1)) // columns
        height = (area.height - gap * (rows - 1)) // rows
        self.cells = [pygame.Rect(area.x + (seat % columns) * (width + gap),
                                  area.y + (seat // columns) * (height + gap), width, height)
                      for seat in range(seats)]
        header = theme.text_px(TextSize.SMALL, scale) + self.px(6)
        # The cards' values as tall as the sofa reads (22 px at 1080, trial s16 read 16):
        # on these small cards the index is larger than its share of the card, and each
        # card leaves the next its index's room, found again for the cards' width it gives.
        least = self.px(OPEN_INDEX)
        painter = paint_open_card(least)
        for hand, cell in zip(self.hands, self.cells, strict=True):
            hand.painter = painter
            for card in hand.cards:
                card.painter = painter
            rect = pygame.Rect(cell.x + self.px(6), cell.y + header, cell.width - self.px(12),
                               cell.height - header)
            hand.index_room = INDEX_ROOM
            hand.set_rect(rect)
            for _ in range(3):
                hand.index_room = index_room(hand.card_size_for(HAND_SIZE, True)[0], least)
                hand.set_rect(rect)
        self._pictures = [None] * seats
        self._seen = [None] * seats

    def draw(self, surface: pygame.Surface, names: list[str]) -> None:
        """Each cell named by its owner's symbol and name, the hand face up inside: the
        kept picture of a hand at rest, or drawn card by card while it moves."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        for index, (slot, name, hand, cell) in enumerate(zip(self.slots, names, self.hands,
                                                             self.cells, strict=True)):
            size = assets.fit_text_px(name, small, cell.width - self.px(30), bold=True)
            label = assets.text(name, size, theme.PAPER, bold=True)
            cards = hand.look()
            look = None if cards is None else (tuple(cell), slot, label, self.scale, cards)
            picture = self._pictures[index]
            seen = self._seen[index]
            # Drawn once when the hand comes to rest, or at once when it changes from rest
            # (a card played): only a hand in motion is drawn card by card.
            if look is not None and (picture is None or picture.look != look) and (
                    look == seen or (picture is not None and picture.look == seen)):
                picture = self._pictures[index] = self._picture(look, slot, label, hand, cell)
            self._seen[index] = look
            if picture is not None and picture.look == look:
                surface.blit(picture.image, picture.at)
            else:
                self._draw_cell(surface, slot, label, hand, cell, (0, 0))

    def _draw_cell(self, surface: pygame.Surface, slot: int, label: pygame.Surface,
                   hand: CardHand, cell: pygame.Rect, origin: tuple[int, int]) -> None:
        """The cell, its name line and its cards, drawn on ``surface`` whose top left
        corner is at ``origin`` on the screen."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        box = cell.move(-origin[0], -origin[1])
        paint.rounded_rect(surface, box, theme.darker(theme.FELT, 0.15), self.px(8))
        x, y = box.x + self.px(14), box.y + self.px(3) + small // 2
        theme.draw_seat_symbol(surface, slot, (x, y), self.px(7))
        surface.blit(label, label.get_rect(midleft=(x + self.px(12), y)))
        if origin == (0, 0):
            hand.draw(surface)
            return
        shift = pygame.Vector2(origin)
        places = [card.position for card in hand.cards]
        try:
            for card, place in zip(hand.cards, places, strict=True):
                card.position = place - shift
            hand.draw(surface)
        finally:
            for card, place in zip(hand.cards, places, strict=True):
                card.position = place

    def _picture(self, look: tuple[object, ...], slot: int, label: pygame.Surface,
                 hand: CardHand, cell: pygame.Rect) -> _Picture:
        """The cell drawn once on a clear surface as big as what is drawn: the cards'
        shadows (and a fanned hand's outer cards) may reach past the cell's edge."""
        reach = pygame.Rect(cell)
        for card in hand.cards:
            reach.union_ip(_card_reach(card))
        canvas = pygame.Surface(reach.size, pygame.SRCALPHA)
        self._draw_cell(canvas, slot, label, hand, cell, reach.topleft)
        self.pictures_made += 1
        # Not run-length encoded: encoding costs more than the few blits a picture gets
        # before the next card is played, on the very frames that already cost the most.
        return _Picture(look, paint.ready(canvas), reach.topleft)


def _card_reach(card: HandCard) -> pygame.Rect:
    """Where ``card`` draws: the card turned in the fan, and the shadow it casts (as
    :meth:`~scenes.widgets.cards.CardSprite.draw` casts it: ``2 * blur`` pixels around
    the card, moved by the lift's offset), with a pixel to spare."""
    width, height = card.size
    turn = math.radians(card.angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    body = pygame.Rect(0, 0, math.ceil(width * cos + height * sin) + 2,
                       math.ceil(width * sin + height * cos) + 2)
    body.center = card.rect().center
    lift = card.lift
    blur = max(3, width // 16 + round(lift / 4))
    shadow = pygame.Rect(0, 0, width + 4 * blur + 2, height + 4 * blur + 2)
    shadow.center = (round(card.position.x + 2 + lift * 0.2),
                     round(card.position.y + 3 + lift * 0.5))
    return body.union(shadow)

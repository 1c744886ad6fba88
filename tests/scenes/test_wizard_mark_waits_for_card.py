"""The marks over a Wizard Extreme trick name only cards the table shows face up.

Trial s37 T/005: "winning" (and the winner's gold glow) stood over the computer's card
while it still flew in face down: the mark told what the card was before anyone saw it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.wizard_extreme import trick as trick_module
from scenes.games.wizard_extreme.art import paint_card
from scenes.games.wizard_extreme.trick import SeatedTrick, card_flight
from scenes.widgets.card_hand import CardHand
from tabletop.games.wizard_extreme import Card, Colour
from tabletop.i18n import Words

BLUE_8, YELLOW_3, RED_2 = Card(Colour.BLUE, 8), Card(Colour.YELLOW, 3), Card(Colour.RED, 2)


def test_winning_waits_until_the_card_lies_face_up(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    words = Words("en")
    trick = SeatedTrick((0, 300, 900, 260), 3, painter=paint_card,
                        words=lambda key, **params: words(f"wizard_extreme_scene.{key}",
                                                          **params))
    trick.sync({0: BLUE_8, 1: YELLOW_3})  # seat 0 led and wins so far
    drawn: list[tuple[int, str]] = []

    def record(_trick: SeatedTrick, _surface: pygame.Surface, seat: int, text: str,
               *args: Any) -> None:
        drawn.append((seat, text))

    monkeypatch.setattr(trick_module.SeatedTrick, "_draw_mark", record)
    backs = CardHand((0, 0, 400, 200), 2, painter=paint_card)
    backs.sync(None, 5)
    flight = card_flight(backs, trick, 2, RED_2)  # trump: it wins once it shows
    winning = words("wizard_extreme_scene.trick_winning")
    leads_winning = words("wizard_extreme_scene.trick_leads_winning")
    shows_winner: list[bool] = []
    while not flight.is_done:
        flight.advance(1 / 60)
        drawn.clear()
        trick.draw(screen)
        card = trick.cards[2]
        if not flight.is_done:
            assert (2, winning) not in drawn and not card.highlighted, card.turn
        shows_winner.append(drawn.count((0, leads_winning)) == 1 and trick.cards[0].highlighted)
    assert any(shows_winner), "the card still landing leaves the last winner marked"
    drawn.clear()
    trick.draw(screen)
    assert (2, winning) in drawn and trick.cards[2].highlighted and trick.cards[2].face_up

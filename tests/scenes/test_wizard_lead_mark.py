"""The mark over a Wizard Extreme trick's leading card stays when that card is winning.

Trial s27 E/036: the last trick lay with "wins!" over Jisu's green 9 and no "leads"
anywhere (the leader's mark gave way to the winner's on the same card), so nothing on the
table said why a green 9 beat a purple 9: nobody had followed green."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.wizard_extreme import trick as trick_module
from scenes.games.wizard_extreme.art import paint_card
from scenes.games.wizard_extreme.trick import SeatedTrick
from tabletop.games.wizard_extreme import Card, Colour
from tabletop.i18n import Words

GREEN_9, PURPLE_4, PURPLE_9 = Card(Colour.GREEN, 9), Card(Colour.PURPLE, 4), Card(Colour.PURPLE, 9)


def _marks(monkeypatch: pytest.MonkeyPatch, language: str, held: int | None) -> list[str]:
    """The marks drawn over a trick Jisu (seat 2) led with a green 9, the others purple."""
    words = Words(language)
    trick = SeatedTrick((0, 0, 900, 260), 3, painter=paint_card,
                        words=lambda key, **params: words(f"wizard_extreme_scene.{key}",
                                                          **params))
    trick.sync({2: GREEN_9, 0: PURPLE_4, 1: PURPLE_9})
    trick.held = held
    drawn: list[str] = []

    def record(_trick: SeatedTrick, _surface: pygame.Surface, _seat: int, text: str,
               *args: Any) -> None:
        drawn.append(text)

    monkeypatch.setattr(trick_module.SeatedTrick, "_draw_mark", record)
    trick.draw(pygame.Surface((900, 260)))
    return drawn


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("held", [None, 2])
def test_a_leading_card_that_wins_still_says_it_leads(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch, language: str,
        held: int | None) -> None:
    words = Words(language)
    leads = words("wizard_extreme_scene.trick_leads")
    wins = words("wizard_extreme_scene.trick_wins" if held is not None
                 else "wizard_extreme_scene.trick_winning")
    marks = _marks(monkeypatch, language, held)
    assert len(marks) == 1, marks
    assert leads in marks[0] and wins in marks[0], marks

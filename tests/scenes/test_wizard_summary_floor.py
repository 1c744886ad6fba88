"""Wizard Extreme's round summary shows the black magician's floor.

In trial s18 the sheet read "4 − 5 = 0" beside the black magician: a sum that looks wrong
to a new player. His points never go below 0 (RULES.md §3.6): the sheet now reads
"4 − 5 → 0" and its legend says "never below 0", in English and Korean (the cell stays as
narrow as before: the lesson's card stands beside the sheet); a sum above 0 reads as
before."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.summary import RoundSummary, draw_summary
from tabletop.games.wizard_extreme import SEALS, Seal
from tabletop.i18n import Words


def _summary(blacks: int) -> RoundSummary:
    nothing = dict.fromkeys(SEALS, 0)
    return RoundSummary(["Bora", "Minho", "Jisu"], [0, 1, 2],
                        [[max(0, 4 - blacks), 0, 3 * blacks]], 6, [0],
                        [dict(nothing), dict(nothing), {**nothing, Seal.BLACK: blacks}], 4)


@pytest.mark.parametrize(("language", "floor"), [("en", "never below 0."),
                                                 ("ko", "0점 아래로는 내려가지 않아요.")])
def test_the_magicians_floor_is_said(drawn_texts: list[str], language: str,
                                     floor: str) -> None:
    words = Words(language)
    surface = pygame.Surface((1920, 1080))
    draw_summary(words, surface, surface.get_rect(), _summary(5), 1.5)
    assert "4 − 5 → 0" in drawn_texts, drawn_texts
    assert any(floor in text for text in drawn_texts if text.startswith("*")), drawn_texts
    assert "4 − 5 = 0" not in drawn_texts
    drawn_texts.clear()
    draw_summary(words, surface, surface.get_rect(), _summary(2), 1.5)
    assert "4 − 2 = 2" in drawn_texts, drawn_texts

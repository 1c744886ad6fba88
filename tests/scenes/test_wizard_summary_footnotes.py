"""Wizard Extreme's round summary: the words under its rows read from the sofa.

Trial s32 J/010: on "After round 1 of 6" the black magician's footnote and "Press Enter or
click to go on" were small print (the sheet's small size, about 20 px in a 1600x900
window). They are drawn at the rows' own size, dark on the paper, in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.wizard_extreme.summary import RoundSummary, draw_summary, summary_rect
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from tabletop.games.wizard_extreme import SEALS, Seal
from tabletop.i18n import Words
from tests.scenes.sofa_text import LEAST_CONTRAST, SOFA_HEIGHT_1080, contrast

SCALE = 1.5  # 1920x1080


def _summary() -> RoundSummary:
    """The lesson's round 1: Yuna a black seal, Minho the magician, Jisu green and 5 black."""
    nothing = dict.fromkeys(SEALS, 0)
    return RoundSummary(["Yuna", "Minho", "Jisu"], [0, 1, 2], [[3, 0, 17]], 6, [1],
                        [{**nothing, Seal.BLACK: 1}, dict(nothing),
                         {**nothing, Seal.GREEN: 1, Seal.BLACK: 5}], 4)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_footnote_and_how_to_go_on_read_at_the_rows_size(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    words = Words(language)
    drawn: list[tuple[str, int, Any]] = []
    real_text = assets.text

    def text(value: str, size: int, colour: Any = theme.INK, *args: Any,
             **kwargs: Any) -> pygame.Surface:
        drawn.append((value, size, colour))
        return real_text(value, size, colour, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    surface = pygame.Surface((1920, 1080))
    surface.fill(theme.FELT)
    summary = _summary()
    draw_summary(words, surface, surface.get_rect(), summary, SCALE)
    footnote = words("wizard_extreme_scene.summary_legend")
    go_on = words("wizard_extreme_scene.summary_go_on")
    under = [(size, colour) for value, size, colour in drawn
             if footnote in value and go_on in value]
    assert under, f"the footnote and how to go on were not drawn: {drawn}"
    names = theme.text_px(TextSize.BODY, SCALE)
    panel = summary_rect(words, surface.get_rect(), summary, SCALE)
    paper = surface.get_at((panel.centerx, panel.bottom - theme.px(6, SCALE)))[:3]
    for size, colour in under:
        assert size >= max(names, SOFA_HEIGHT_1080), f"{size} px under rows of {names} px"
        assert contrast(tuple(colour)[:3], paper) >= LEAST_CONTRAST, (colour, paper)

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
    under = [(size, colour) for value, size, colour in drawn if value in (footnote, go_on)]
    assert {value for value, _, _ in drawn} >= {footnote, go_on}, \
        f"the footnote and how to go on were not drawn: {drawn}"
    names = theme.text_px(TextSize.BODY, SCALE)
    panel = summary_rect(words, surface.get_rect(), summary, SCALE)
    paper = surface.get_at((panel.centerx, panel.bottom - theme.px(6, SCALE)))[:3]
    for size, colour in under:
        assert size >= max(names, SOFA_HEIGHT_1080), f"{size} px under rows of {names} px"
        assert contrast(tuple(colour)[:3], paper) >= LEAST_CONTRAST, (colour, paper)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_how_to_go_on_is_said_from_the_first_frame_pale_until_a_press_counts(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Trial s37 T/002: for its first 3 s the summary named no way on (its room stayed
    empty while presses did nothing yet). It is said at once, paler than once a press goes
    on, and stands where it will stand then."""
    words = Words(language)
    go_on = words("wizard_extreme_scene.summary_go_on")
    drawn: list[tuple[str, Any]] = []
    real_text = assets.text

    def text(value: str, size: int, colour: Any = theme.INK, *args: Any,
             **kwargs: Any) -> pygame.Surface:
        drawn.append((value, colour))
        return real_text(value, size, colour, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    summary = _summary()
    colours = []
    for shown in (False, True):
        drawn.clear()
        surface = pygame.Surface((1920, 1080))
        draw_summary(words, surface, surface.get_rect(), summary, SCALE, go_on_shown=shown)
        said = [colour for value, colour in drawn if value == go_on]
        assert said, f"no way on named (go_on_shown={shown})"
        colours.append(tuple(said[-1])[:3])
    waiting, ready = (contrast(colour, theme.PAPER) for colour in colours)
    assert ready >= LEAST_CONTRAST and waiting < ready - 2, colours

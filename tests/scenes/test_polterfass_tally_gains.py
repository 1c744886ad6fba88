"""Polterfass's tally says what each round gave each seat and that earlier rounds exist.
It showed running totals only, so a penalty (10 → 0) read as a bug (trial s33 M/005), and
the newest three rounds with nothing saying round 1 had gone off the top (trial s33 L/018)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.polterfass import tally_sheet
from scenes.games.polterfass.tally_sheet import TallyLine, TallySheet
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from tabletop.i18n import Words

GAINS = [(12, 0, 3), (-5, 9, 0), (4, 0, 7), (0, -10, 6), (8, 3, 2)]


def _lines() -> list[TallyLine]:
    scores, lines = [0, 0, 0], []
    for index, gains in enumerate(GAINS):
        scores = [score + gain for score, gain in zip(scores, gains, strict=True)]
        lines.append(TallyLine(index + 1, index % 3, False, 10, 9, gains, tuple(scores)))
    return lines


@pytest.mark.parametrize(("language", "earlier", "total"),
                         [("en", "Rounds 1–2 not shown", "Total"),
                          ("ko", "1–2라운드 생략", "합계")])
def test_the_tally_shows_each_rounds_gain_the_totals_and_the_rounds_above(
        monkeypatch: pytest.MonkeyPatch, language: str, earlier: str, total: str) -> None:
    pygame.init()
    words = Words(language)
    sheet = TallySheet([0, 1, 2], ["Ara", "Bo", "Mina"])
    title_h = assets.text_size(words("polterfass_scene.tally_title"),
                               theme.text_px(TextSize.BODY, 1.0), bold=True)[1]
    height = 200
    sheet.set_rect(pygame.Rect(0, 0, 360, height), 1.0)
    sheet.sync(_lines(), 1)  # the rows close up for five rounds where they can
    while sheet.rows(title_h)[2] != 4:  # three rounds and the totals
        height += 1 if sheet.rows(title_h)[2] < 4 else -1
        sheet.set_rect(pygame.Rect(0, 0, 360, height), 1.0)
    said: list[str] = []
    text = assets.text

    def spy(words_: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(words_)
        return text(words_, *args, **kwargs)

    monkeypatch.setattr(tally_sheet.assets, "text", spy)
    sheet.draw(pygame.Surface((400, 600)), words)
    assert earlier in said, said
    assert total in said, said
    # Rounds 3 to 5's gains, a loss with a true minus sign; the totals after round 5.
    assert {"+4", "+7", "−10", "+6", "+8", "+3", "+2"} <= set(said), said
    assert {"+12", "−5", "+9"}.isdisjoint(said), "rounds 1 and 2 are not on the paper"
    assert {"19", "2", "18"} <= set(said), said

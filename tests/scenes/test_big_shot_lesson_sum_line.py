"""Big Shot's park card keeps its sum on one line: at 1920x1080 in English the card broke
"B9 + B10 + B11 = 30M" before "+ B11" (a new-user trial, session 36). Its parts are joined
by no-break spaces, which the card's wrapping never breaks at, in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets
from tabletop.i18n import LANGUAGES, translate
from tabletop.lessons import LESSONS, play_through
from tabletop.lessons.big_shot import figures


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_park_cards_sum_is_never_broken_over_two_lines(language: str) -> None:
    pygame.font.init()
    shown = figures(play_through(LESSONS["big_shot"]))
    card = translate("big_shot.lesson.end_owners", language, **shown)
    whole = f"= {shown['doubled']}M"
    broken = {}
    for size_px in (24, 30, 36):  # the card's words from 1280x720 up
        for width in range(12 * size_px, 60 * size_px, 7):
            lines = assets.wrap_lines(card, size_px, width)
            line = next(line for line in lines if "B9" in line)
            if "B11" not in line or whole not in line.replace("\u00a0", " "):
                broken[size_px, width] = lines
    assert not broken, next(iter(broken.items()))

"""The coach's lines in Winner's Circle never break inside brackets: "추천 이동: 검정
말(나에게" ended a line of the lesson's coach box, "약 +$740)" began the next (trial s38
V/008). At any width of the box each line holds whole bracketed groups."""

from __future__ import annotations

import pytest

from scenes.shell import assets, theme
from tabletop.i18n import Words


@pytest.mark.parametrize("language", ["en", "ko"])
def test_no_coach_line_breaks_inside_brackets(language: str) -> None:
    words = Words(language)
    lines = [words("winners_circle.coach.best_move_gain", horse=words(
        f"winners_circle.horse.{horse}"), amount=amount)
        for horse in range(7) for amount in ("+$740", "−$40", "+$1,250")]
    lines += [words("winners_circle.coach.chips_worth", amount="+$490"),
              words("winners_circle.coach.best_bet_chip", horse=words(
                  "winners_circle.horse.0"), chip=2, value="$490")]
    px = theme.text_px(theme.TextSize.SMALL, 1.0)
    broken = []
    for line in lines:
        for width in range(120, 600, 8):
            for part in assets.wrap_lines(line, px, width):
                if part.count("(") != part.count(")"):
                    broken.append((width, part))
    assert not broken, broken[:6]

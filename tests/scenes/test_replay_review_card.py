"""The review card's room for its words (trial s37 T/019: "적었어요." touched the red rim
of a marked decision, and "(정확히 계산한 값)." wrapped to leave "값)." alone on a line)."""

from __future__ import annotations

import pygame
import pytest

from scenes.modes.replay_review import verdict_at
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from tabletop.i18n import Words
from tests.scenes.test_replay_review import finished, panel_of, whole


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_cards_words_keep_a_margin_and_their_bracket_whole(language: str) -> None:
    pygame.init()
    words = Words(language)
    game = finished("yacht", 3, seed=21)
    panel = panel_of(game, [])
    panel.layout(pygame.Rect(1400, 80, 480, 900), 1.0, words)
    review = whole(panel, words)
    marked = [verdict for verdict in review.verdicts if verdict.marked]
    assert marked
    small = theme.text_px(TextSize.SMALL, 1.0)
    margin = panel.px(theme.SPACE_M)
    for width in range(300, 560, 6):  # the side panel's widths, 1280x720 to 1920x1080
        panel.layout(pygame.Rect(1400, 80, width, 900), 1.0, words)
        for verdict in marked:
            panel.update(0.016, verdict.start)
            assert verdict_at(review, verdict.start) == verdict
            lines = panel._fit(review, "yacht", 3, small)
            card = panel._card
            for indent, line, bold, _ in lines:
                line_w = assets.text_size(line, small, bold=bold)[0]
                assert indent + line_w <= card.width - 2 * margin, (width, line)
            texts = [line for _, line, _, _ in lines]
            opened = [number for number, line in enumerate(texts) if "(" in line]
            for number in opened:  # the bracket closes on the line it opened
                assert ")" in texts[number].split("(")[-1], (width, texts)

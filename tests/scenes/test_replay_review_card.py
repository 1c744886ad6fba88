"""The review card's room for its words (trial s37 T/019: "적었어요." touched the red rim
of a marked decision, and "(정확히 계산한 값)." wrapped to leave "값)." alone on a line)."""

from __future__ import annotations

import pygame
import pytest

from scenes.modes.replay_review import CARD_PAD, verdict_at
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


def _lone(lines: list[str]) -> bool:
    return len(lines) > 1 and " " not in lines[-1]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_narrow_cards_last_line_keeps_a_word_company(language: str) -> None:
    """In a narrow review card a sentence's last line held one word alone ("it." under
    Wizard's "… bid it.") though as many lines could give it company: the card wraps by
    the shared balanced wrapper, as setup does (trial s38). Where a word stays alone, no
    width of as many lines gives it company: every such width is tried here."""
    pygame.init()
    words = Words(language)
    game = finished("yacht", 3, seed=21)
    panel = panel_of(game, [])
    panel.layout(pygame.Rect(1400, 80, 480, 900), 1.0, words)
    review = whole(panel, words)
    small = theme.text_px(TextSize.SMALL, 1.0)
    face = assets.font(small)
    helped = 0
    for width in range(180, 420, 7):  # narrower than the side panel gets, down to a third
        panel.layout(pygame.Rect(1400, 80, width, 900), 1.0, words)
        for verdict in review.verdicts[:12]:
            panel.update(0.016, verdict.start)
            wrapped: list[str] = []
            for number, (text, bold) in enumerate(panel.card_lines(review, "yacht", 3)):
                room = panel._room.width - 2 * panel.px(CARD_PAD)
                room -= small + panel.px(4) if number == 0 else 0
                lines = assets.balanced_lines(text, small, room, bold=bold)
                wrapped += lines
                plain = assets.wrap_lines(text, small, room, bold=bold)
                assert len(lines) == len(plain), (width, lines)
                helped += _lone(plain) and not _lone(lines)
                if not _lone(lines):
                    continue
                kept = assets.asides_kept(text, small, room, bold=bold)  # brackets whole
                word_w = max(face.size(word)[0] for word in kept.split(" "))
                for narrower in range(room - 1, word_w - 1, -1):
                    tried = assets.wrap_lines(kept, small, narrower, bold=bold)
                    if len(tried) != len(lines):
                        break
                    assert _lone(tried), (width, narrower, tried)
            assert [line for _, line, _, _ in panel._wrapped(
                review, "yacht", 3, small, panel._room.width - 2 * panel.px(CARD_PAD))] == wrapped
    assert helped, "no card left a word alone: the test shows nothing"


@pytest.mark.parametrize(("text", "kept"), [
    ("Keeping both costs 3.2 points on average (exactly computed value).",
     "(exactly\u00a0computed\u00a0value)."),
    ("민준 님은 평균 3.2점을 잃었어요 (정확히 계산한 값).", "(정확히\u00a0계산한\u00a0값)."),
])
def test_the_balanced_wrapper_keeps_brackets_and_the_honorific(text: str, kept: str) -> None:
    """The shared wrapper keeps a bracketed aside on one line and 님 with its name."""
    pygame.init()
    small = theme.text_px(TextSize.SMALL, 1.0)
    aside_w = assets.text_size(kept, small)[0]
    for width in range(aside_w, aside_w * 3, 5):
        lines = assets.balanced_lines(text, small, width)
        assert any(kept in line for line in lines), (width, lines)
        assert not any(line.startswith("님") for line in lines), (width, lines)
        assert all(assets.text_size(line, small)[0] <= width for line in lines), (width, lines)

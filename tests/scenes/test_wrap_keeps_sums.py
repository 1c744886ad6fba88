"""Both text wrappers keep a sum, a quote and a short bracketed aside on one line where it
fits (trial s38 X/011: "주문은 1 + / 2 = 3잔", "11 − / 3 = 8점", "'하나 / ×2'",
"(실패는 0잔으로 / 셈)", "X로 6 / 빼기"), and give the lines back as written."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets
from scenes.shell.text_breaks import KEPT_WORDS, kept_units
from tabletop.i18n import Words

KOREAN = Words("ko")
SIZE = 28
NO_BREAK = "\u00a0"

KEPT = [
    (KOREAN("polterfass.lesson.last_bill", served=11, ordered=3, gain0=8), "1 + 2 = 3잔이에요."),
    (KOREAN("polterfass.lesson.last_bill", served=11, ordered=3, gain0=8), "11 − 3 = 8점이에요."),
    (KOREAN("polterfass.lesson.throw_again"), "'하나 ×2'"),
    (KOREAN("polterfass.coach.verdict_throw", serve="3.5"), "(실패는 0잔으로 셈)"),
    ("지금 잠그면: 7 + 4 = 11, " + KOREAN("polterfass_scene.closing_x", faces=6, points=3),
     "6 빼기"),
]
NAMES = ["sum", "difference", "quote", "aside", "taken away"]


def _widths(text: str, whole: str) -> range:
    """From the example's width (it fits every line tried) to three times it."""
    need = max(assets.text_size(part, SIZE)[0] for part in [whole, *text.split(" ")])
    return range(need, need * 3, 5)


@pytest.mark.parametrize(("text", "whole"), KEPT, ids=NAMES)
def test_wrap_lines_keeps_sums_quotes_and_asides_whole(text: str, whole: str) -> None:
    pygame.init()
    assert whole in text, "the example is in the text"
    for width in _widths(text, whole):
        lines = assets.wrap_lines(text, SIZE, width)
        assert any(whole in line for line in lines), (width, lines)
        assert " ".join(lines) == text, "the lines read as the text is written"
        assert all(assets.text_size(line, SIZE)[0] <= width for line in lines), (width, lines)


@pytest.mark.parametrize(("text", "whole"), KEPT, ids=NAMES)
def test_wrapped_text_keeps_sums_quotes_and_asides_whole(text: str, whole: str) -> None:
    # SDL_ttf breaks only at plain spaces: the text with no-break spaces inside the
    # example is the picture the wrapped text should be.
    pygame.init()
    kept = text.replace(whole, whole.replace(" ", NO_BREAK))
    for width in _widths(text, whole):
        shown = assets.text(text, SIZE, wrap_width=width)
        wanted = assets.text(kept, SIZE, wrap_width=width)
        assert shown.get_size() == wanted.get_size(), width
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(wanted, "RGBA"), width


def test_a_sum_wider_than_a_line_breaks_as_words_do() -> None:
    pygame.init()
    text = "Fortune: 12 + 30 + 18 + 7 − 10 = 57M at the end."
    width = assets.text_size("12 + 30 + 18", SIZE)[0]
    lines = assets.wrap_lines(text, SIZE, width)
    assert " ".join(lines) == text and len(lines) > 2, lines
    assert all(assets.text_size(line, SIZE)[0] <= width for line in lines), lines


def test_units_join_sums_quotes_and_short_asides_only() -> None:
    assert kept_units("주문은 1 + 2 = 3잔이에요.") == ["주문은", "1 + 2 = 3잔이에요."]
    assert kept_units("X로 6 빼기 (−3)") == ["X로", "6 빼기", "(−3)"]
    assert kept_units("표시된 ('하나 ×2') 화살표") == ["표시된", "('하나 ×2')", "화살표"]
    assert kept_units("can win (parks count).") == ["can", "win", "(parks count)."]
    # Words that are not numbers keep their breaks, operators or not.
    assert kept_units("Fortune = cash + districts") == ["Fortune", "=", "cash", "+", "districts"]
    assert kept_units("2 × $250 a point × 2") == ["2 × $250", "a", "point", "×", "2"]
    # An apostrophe in or after a word opens no quote.
    text = "Don't pass: it's the players' turn, so wait."
    assert kept_units(text) == text.split(" ")
    # A long aside is a sentence: it breaks as one.
    long = "(" + " ".join(["word"] * (KEPT_WORDS + 1)) + ")"
    assert kept_units(long) == long.split(" ")
    short = "(" + " ".join(["word"] * KEPT_WORDS) + ")"
    assert kept_units(f"a {short} b") == ["a", short, "b"]
    assert kept_units("") == [""] and kept_units("a  b") == ["a", "", "b"]

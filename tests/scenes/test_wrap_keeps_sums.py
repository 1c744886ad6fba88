"""Both text wrappers keep a sum, a quote and a bracketed aside on one line where it fits
(trial s38 X/011: "주문은 1 + / 2 = 3잔", "11 − / 3 = 8점", "'하나 / ×2'",
"(실패는 0잔으로 / 셈)", "X로 6 / 빼기")."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets
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


def _widths(text: str, whole: str) -> range:
    """From the widest of the example and the text's words, so no word is shortened."""
    need = max(assets.text_size(part, SIZE)[0]
               for part in [whole.replace(" ", NO_BREAK), *text.split(" ")])
    return range(need, need * 3, 5)


@pytest.mark.parametrize(("text", "whole"), KEPT)
def test_wrap_lines_keeps_sums_quotes_and_asides_whole(text: str, whole: str) -> None:
    pygame.init()
    assert whole in text, "the example is in the text"
    for width in _widths(text, whole):
        lines = [line.replace(NO_BREAK, " ") for line in assets.wrap_lines(text, SIZE, width)]
        assert any(whole in line for line in lines), (width, lines)
        assert " ".join(lines) == text, "the lines read as the text is written"
        assert all(assets.text_size(line, SIZE)[0] <= width for line in lines), (width, lines)


@pytest.mark.parametrize(("text", "whole"), KEPT)
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


def test_an_apostrophe_opens_no_quote() -> None:
    pygame.init()
    text = "Don't pass: it's the players' turn, so wait and watch the table."
    assert assets.kept_together(text, SIZE, 2000) == text

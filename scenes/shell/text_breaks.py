"""Where a wrapped line may not break (trial s38 X/011: Korean lesson lines broke inside
sums and quotes, "주문은 1 + / 2 = 3잔", "'하나 / ×2'", "(실패는 0잔으로 / 셈)", "X로 6 / 빼기").

A paragraph's words are grouped into units the wrappers keep on one line where a unit
fits (:func:`scenes.shell.assets.wrap_lines` and SDL_ttf's wrapping through
:func:`scenes.shell.assets.text`): a sum with its numbers, a number with the word that
takes it away or adds it, and a short quote or bracketed aside. A unit wider than a line
breaks as words do. The texts themselves are never changed: the lines read as written
(a no-break space written into the catalog texts made the payout's formula lines and
Big Shot's "(parks count)" read differently, and was taken back)."""

from __future__ import annotations

import re

KEPT_WORDS = 4
"""The most words a quote or a bracketed aside is kept whole with: a longer one is a
sentence, and breaks as sentences do."""

_NUMBER = r"[^\s\d]*\d\S*"
"""A word with a figure in it ("3잔이에요.", "$250", "B11", "(−3)")."""
_SUM = rf"{_NUMBER}(?: [+−=×] {_NUMBER})+"
"""Numbers joined by operators: "1 + 2 = 3잔이에요.", "11 − 3 = 8점"."""
_TAKEN = rf"{_NUMBER} (?:빼기|더하기)(?!\S)"
"""A number and the word that takes it away or adds it: "6 빼기"."""
_INSIDE = r"[^\s'‘’“”\"()]+"
_SHORT = rf"{_INSIDE}(?: {_INSIDE}){{1,{KEPT_WORDS - 1}}}"
_QUOTE = rf"(?<!\w)['‘“\"]{_SHORT}['’”\"](?!\w)\S*"
"""A short quote and what is written onto its close ("'하나 ×2'", "“Phones: on”"); an
apostrophe inside or after a word ("don't", "players'") opens none."""
_ASIDE = rf"\({_SHORT}\)\S*"
"""A short bracketed aside and what is written onto its close ("(실패는 0잔으로 셈)")."""
_KEPT = re.compile("|".join((_SUM, _TAKEN, _QUOTE, _ASIDE)))


def kept_units(paragraph: str) -> list[str]:
    """``paragraph`` (one line of text, no newline) split at its plain spaces, the words of
    each sum, taken number, short quote and short aside joined back into one unit."""
    spans: list[list[int]] = []
    for match in _KEPT.finditer(paragraph):
        # Widened to whole words: a quote may open after a bracket, "('하나 ×2')".
        start = paragraph.rfind(" ", 0, match.start()) + 1
        end = paragraph.find(" ", match.end())
        end = len(paragraph) if end < 0 else end
        if spans and start <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    units: list[str] = []
    at = 0
    for start, end in spans:
        units += paragraph[at:start].split(" ")[:-1] if start > at else []
        units.append(paragraph[start:end])
        at = end + 1
    if at <= len(paragraph):
        units += paragraph[at:].split(" ")
    return units

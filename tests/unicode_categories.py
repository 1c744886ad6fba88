"""Every code point by its Unicode general category, built once per test process: the name
tests draw from each category, and walking all 1,114,112 code points took most of a second
each time a test module did it at import."""

from __future__ import annotations

import sys
import unicodedata
from functools import cache


@cache
def by_category() -> dict[str, list[str]]:
    """Category -> its characters in code point order, categories in order of first use;
    lone surrogates (Cs) included. Shared: callers copy before changing it."""
    category = unicodedata.category
    characters: dict[str, list[str]] = {}
    for code in range(sys.maxunicode + 1):
        character = chr(code)
        characters.setdefault(category(character), []).append(character)
    return characters

"""Text that came from a file: checked before it is trusted, cleaned before it is drawn.

A save or statistics file may hold anything a JSON string can: NUL and other
control characters, lone surrogates (``"\\ud800"`` parses, but no font can
render it and encoding it fails) or a name of ten thousand characters. Such a
file was not written by Tabletop, so loading rejects it (:func:`is_clean`);
:func:`clean` makes any string safe to draw for the places that show text
whose origin is not checked.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 32
"""Longest seat or player name a file may hold (setup allows fewer)."""

MAX_SHORT_TEXT = 64
"""Longest date, time or version string a file may hold."""

_BAD_CATEGORIES = frozenset({"Cc", "Cs"})
"""Control characters (NUL, newlines, escapes) and lone surrogates."""


def _bad(character: str) -> bool:
    return unicodedata.category(character) in _BAD_CATEGORIES


def is_clean(value: object, max_length: int) -> bool:
    """True for a string of 1..``max_length`` characters, not blank, with no
    control character or lone surrogate."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= max_length
        and bool(value.strip())
        and not any(_bad(character) for character in value)
    )


def clean(value: str, max_length: int | None = None) -> str:
    """``value`` safe to draw: bad characters become U+FFFD, and a string longer
    than ``max_length`` ends in an ellipsis."""
    if any(_bad(character) for character in value):
        value = "".join("\ufffd" if _bad(character) else character for character in value)
    if max_length is not None and len(value) > max_length:
        value = value[: max(0, max_length - 1)] + "\u2026"
    return value

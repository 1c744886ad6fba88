"""The words of a game's options on the setup screen: each value's label, the sentence
under it saying what it means, and the room that sentence is given."""

from __future__ import annotations

from typing import Any

from scenes.shell import assets
from tabletop.core.spec import GameOption
from tabletop.i18n import Words, has_key


def option_value_label(words: Words, game_id: str, option: GameOption, value: Any) -> str:
    """The translated label of one option value (yes/no for switches without their own)."""
    for spelling in (str(value), str(value).lower()):
        key = f"{game_id}.option.{option.key}.{spelling}"
        if has_key(key):
            return words(key)
    if isinstance(value, bool):
        return words("app.on") if value else words("app.off")
    return str(value)


def option_value_note(words: Words, game_id: str, option: GameOption, value: Any) -> str:
    """What the chosen value means, in a sentence under its control ("" if it says it all)."""
    for spelling in (str(value), str(value).lower()):
        key = f"{game_id}.option.{option.key}.{spelling}.note"
        if has_key(key):
            return words(key)
    return ""


def note_lines(words: Words, game_id: str, option: GameOption, value: Any, size_px: int,
               width: int) -> list[str]:
    """The note of ``value`` wrapped to ``width`` pixels at ``size_px``, no word alone on
    its last line ("saves / it." under Polterfass's rethrow rule, trial s37 U/005)."""
    note = option_value_note(words, game_id, option, value)
    if not note:
        return []
    return assets.balanced_lines(note, size_px, width)


def note_room(words: Words, game_id: str, option: GameOption, size_px: int, width: int) -> int:
    """The lines kept under an option for its note: as many as its longest choice's, so
    no control below moves when a choice changes (trial s32 K/012: a three-line note
    giving way to a two-line one lifted the next control from under the pointer)."""
    return max(len(note_lines(words, game_id, option, value, size_px, width))
               for value in option.choices)

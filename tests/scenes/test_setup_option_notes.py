"""Every option of every game says what each of its choices does and marks the standard
one (trial s32 K/013: Polterfass's "Rethrow standing specials: On/Off" explained neither
choice and had no "(standard)", while the other options did)."""

from __future__ import annotations

import pytest

from scenes.screens.setup_options import option_value_label, option_value_note
from tabletop.core.spec import GameOption
from tabletop.games import GAMES
from tabletop.i18n import Words

STANDARD = {"en": "standard", "ko": "기본"}
"""The word that marks the standard choice, in each language."""

OPTIONS = [(game_id, option) for game_id, spec in GAMES.items() for option in spec.options]


@pytest.mark.parametrize("words", [Words("en"), Words("ko")], ids=["en", "ko"])
@pytest.mark.parametrize(("game_id", "option"), OPTIONS,
                         ids=[f"{game_id}.{option.key}" for game_id, option in OPTIONS])
def test_each_choice_is_explained_and_the_standard_one_marked(words: Words, game_id: str,
                                                              option: GameOption) -> None:
    notes = [option_value_note(words, game_id, option, value) for value in option.choices]
    # Numbers too: "Chance a barrel lands standing: 20%" left what that does to the game
    # unsaid while the other options explained each choice (trial s32 K/013).
    assert all(notes), f"a choice of {game_id}.{option.key} says nothing of what it does"
    assert len(set(notes)) == len(notes), "each choice its own explanation"
    mark = STANDARD[words.language]
    # Marked in its label, or where the label has no room (Polterfass's "All barrels lie"
    # at 1920x1080), first in its note: both stand together on the screen.
    marked = [value for value, note in zip(option.choices, notes, strict=True)
              if mark in option_value_label(words, game_id, option, value).lower()
              or note.lower().startswith(mark)]
    assert marked == [option.default], (game_id, option.key, marked)

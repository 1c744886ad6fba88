"""The replay list and the statistics tell one truth about a game played alone."""

from __future__ import annotations

import pytest

from scenes.screens.replay_list import row_text
from tabletop.i18n import Words
from tabletop.storage.archive import FinishedEntry


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_game_played_alone_is_listed_with_no_winner(language: str) -> None:
    """Trial s26 A/252 vs A/249: the list said "Won by Ana" for Ana's solo Yacht game while
    the statistics say a game played alone has no winner (a single seat is a score, not a
    win). Its row says it was played alone, with Ana's score; a game of two still names
    its winner."""
    words = Words(language)
    alone = FinishedEntry("a.json", "2026-12-05T16:30:00", ("Ana",), (187,), (0,))
    row = row_text(words, "yacht", alone)
    assert row == (words("replay.list_row_alone", when="2026-12-05 16:30"), "Ana: 187")
    assert row[0] != words("replay.list_row", when="2026-12-05 16:30", winners="Ana")
    pair = FinishedEntry("b.json", "2026-12-05T16:40:00", ("Ana", "Ben"), (187, 150), (0,))
    assert row_text(words, "yacht", pair) == (words(
        "replay.list_row", when="2026-12-05 16:40", winners="Ana"), "Ana: 187, Ben: 150")

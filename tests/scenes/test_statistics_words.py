"""Statistics says what it counts (trial s23 B/084, B/145): the computers' wins are pooled
by level and say so, and the button to the stored games is named as what it opens, the
same in both languages, apart from the results' Watch again."""

from __future__ import annotations

from scenes.screens.statistics import win_rows
from tabletop import storage
from tabletop.i18n import Words


def test_computer_wins_say_they_are_pooled_by_level() -> None:
    stats = storage.GameStats(wins={"Mina": 1}, computer_wins={"easy": 3})
    assert [name for name, _, _ in win_rows(Words("en"), stats)] == [
        "Mina", "Computers at Medium"]
    assert [name for name, _, _ in win_rows(Words("ko"), stats)][1] == "보통 난이도 컴퓨터들"


def test_the_replays_button_is_not_the_results_watch_again() -> None:
    for language in ("en", "ko"):
        words = Words(language)
        assert words("replay.list_open") != words("replay.watch_again"), language
        assert words("replay.list_title", game="X").startswith(words("replay.list_open"))

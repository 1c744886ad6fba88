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
        "Mina", "Computer (Medium)"]
    assert [name for name, _, _ in win_rows(Words("ko"), stats)][1] == "컴퓨터 (보통)"


def test_the_page_says_who_won_and_what_the_gold_marks() -> None:
    """Trial s25 A/094, B/187: "Wins: Computers at Medium 1" did not say who won, and
    "Final score of the first game (gold: a win)" read oddly."""
    en, ko = Words("en"), Words("ko")
    assert en("app.stats.wins") == "Games won by"
    assert en("app.stats.computer_level", level="Medium") == "Computer (Medium)"
    for key in ("app.stats.scores_chart", "app.stats.scores_chart_one"):
        assert en(key, count=4).endswith("(gold: won)"), key
        assert ko(key, count=4).endswith("(금색: 이긴 게임)"), key
    assert "first" not in en("app.stats.scores_chart_one")
    assert "첫" not in ko("app.stats.scores_chart_one")


def test_the_replays_button_is_not_the_results_watch_again() -> None:
    for language in ("en", "ko"):
        words = Words(language)
        assert words("replay.list_open") != words("replay.watch_again"), language
        assert words("replay.list_title", game="X").startswith(words("replay.list_open"))

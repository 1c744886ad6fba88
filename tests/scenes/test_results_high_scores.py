"""The results' high-score list shows every seat of the game just played where its score
stands, computers marked as computers (the kept table stays people's only)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise

import pytest

from scenes.screens.high_score_list import ListedScore, computer_row_name, listed_scores
from scenes.shell.app import App
from tabletop import storage
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.program import running_app
from tests.scenes.test_couch_results import show
from tests.scenes.test_game_base import app, frames
from tests.scenes.text_probe import recording

__all__ = ["app"]

TODAY = "2026-12-02"
MINA = SeatConfig("Mina", 0)
ROBO = SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard")


def _table(*entries: tuple[str, int]) -> list[storage.HighScore]:
    return [storage.HighScore(name, score, "2026-11-01") for name, score in entries]


def test_computers_come_after_everyone_ranked_marked_and_without_a_place() -> None:
    """One rule on the results and in Statistics: people ranked in score order, the
    game's computers below them, unranked (a computer's 199 never tops "1. Jun 210"'s
    neighbours without a place)."""
    table = [storage.HighScore("Mina", 180, TODAY), *_table(("Jun", 210), ("Ara", 150))]
    table.sort(key=lambda entry: -entry.score)
    rows = listed_scores(table, [MINA, ROBO], [180, 199], ["Mina", "Robo"],
                         lower_score_wins=False, today=TODAY, capacity=10)
    assert [(row.name, row.score, row.rank, row.computer) for row in rows] == [
        ("Jun", 210, 1, False), ("Mina", 180, 2, False), ("Ara", 150, 3, False),
        ("Robo", 199, None, True)]
    assert [row.this_game for row in rows] == [False, True, False, True]
    ranked = [row for row in rows if row.rank is not None]
    assert [row.rank for row in ranked] == list(range(1, len(ranked) + 1))
    assert rows[: len(ranked)] == ranked, "no unranked row above a ranked one"


def test_a_person_below_the_table_is_listed_too_and_the_oldest_rows_give_way() -> None:
    table = _table(*[(f"P{index}", 300 - index) for index in range(10)])
    rows = listed_scores(table, [MINA, ROBO], [120, 140], ["Mina", "Robo"],
                         lower_score_wins=False, today=TODAY, capacity=4)
    assert [row.name for row in rows] == ["P0", "Mina", "Robo"], "the gap takes a slot"
    assert rows[1] == ListedScore("Mina", 120, TODAY, None, computer=False, this_game=True,
                                  after_gap=True)


def _slots(rows: list[ListedScore]) -> int:
    return len(rows) + sum(row.after_gap for row in rows)


@pytest.mark.parametrize("capacity", range(1, 12))
def test_the_list_starts_at_the_top_score_and_is_cut_from_the_bottom(capacity: int) -> None:
    """A panel with room for few rows once showed "2. Mina" with no "1." (the oldest row
    not of this game gave way first, even the top one): the top score always stays, this
    game's row stays, and the rows left out are the lowest, a "…" where some are skipped."""
    table = _table(*[(f"P{index}", 300 - 10 * index) for index in range(10)])
    table.insert(6, storage.HighScore("Mina", 245, TODAY))
    del table[-1]
    rows = listed_scores(table, [MINA], [245], ["Mina"], lower_score_wins=False,
                         today=TODAY, capacity=capacity)
    assert rows[0].rank == 1 and _slots(rows) <= capacity
    if capacity >= 3:
        assert ("Mina", 7) in [(row.name, row.rank) for row in rows]
    ranks = [row.rank for row in rows]
    for above, below in pairwise(rows):
        assert below.after_gap == (below.rank != (above.rank or 0) + 1), ranks
    others = [row.rank for row in rows if not row.this_game]
    assert others == [rank for rank in range(1, 11) if rank != 7][:len(others)], \
        "cut from the bottom"
    if capacity == 4:
        assert [(row.rank, row.after_gap) for row in rows] == [(1, False), (2, False),
                                                               (7, True)]


def test_a_second_place_with_a_computer_in_two_rows_keeps_the_first() -> None:
    table = [*_table(("Jun", 210)), storage.HighScore("Mina", 180, TODAY),
             *_table(("Ara", 150))]
    rows = listed_scores(table, [MINA, ROBO], [180, 199], ["Mina", "Robo"],
                         lower_score_wins=False, today=TODAY, capacity=2)
    assert [(row.name, row.rank) for row in rows] == [("Jun", 1), ("Mina", 2)]


def test_penalty_points_rank_the_fewest_first() -> None:
    rows = listed_scores(_table(("Jun", 5), ("Ara", 30)), [MINA, ROBO], [12, 3],
                         ["Mina", "Robo"], lower_score_wins=True, today=TODAY, capacity=10)
    assert [row.name for row in rows] == ["Jun", "Mina", "Ara", "Robo"]


def test_a_default_name_in_the_table_is_this_games_in_another_language() -> None:
    """Statistics keep "Player 1" in one form; a game finished in Korean finds its entry
    there (lit as this game's, not listed a second time)."""
    player = SeatConfig("플레이어 1", 0)
    table = [*_table(("Jun", 210)), storage.HighScore("Player 1", 180, TODAY)]
    rows = listed_scores(table, [player, ROBO], [180, 120], ["플레이어 1", "Robo"],
                         lower_score_wins=False, today=TODAY, capacity=10)
    assert [(row.name, row.rank, row.this_game) for row in rows] == [
        ("Jun", 1, False), ("Player 1", 2, True), ("Robo", None, True)]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_default_computer_name_is_not_marked_computer_twice(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    words = app.context.words
    default = words("app.setup.computer_name", number=2)
    assert computer_row_name(default, words) == default
    assert computer_row_name("Robo", words) == words("app.results.computer_row", name="Robo")
    assert computer_row_name("Robo", words) != "Robo"


@pytest.fixture
def saving_app() -> Iterator[App]:
    """The real program keeping its files (in the test's home folder): the high-score
    table is read back from the disk. (The ``app`` fixture keeps nothing; this test passed
    only while a patch's undo pointed the home at the real one, which had a table.)"""
    with running_app() as shell:
        yield shell


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_results_draw_the_computers_score_in_the_high_score_list(
        saving_app: App, language: str) -> None:
    app = saving_app
    app.context.apply_settings(replace(app.context.settings, language=language))
    played = GameSession.start(GAMES["yacht"], [MINA, ROBO], seed=5)
    while not played.game.is_over:
        played.apply(played.bot_action() if played.is_computer_turn()
                     else played.game.legal_actions()[-1])
    with recording() as seen:
        scene = show(app, played)
        frames(app, 2)
    robo = app.context.words("app.results.computer_row", name="Robo")
    assert any(text == robo for _, text in seen), "the computer's row is drawn, marked"
    listed = scene.listed_scores(10)
    assert {(row.name, row.computer) for row in listed} >= {("Mina", False), ("Robo", True)}
    assert storage.high_scores("yacht") and all(
        entry.name != "Robo" for entry in storage.high_scores("yacht")), \
        "the kept table stays people's"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_results_and_statistics_rank_the_same_people_and_both_say_computers_are_not_ranked(
        saving_app: App, language: str) -> None:
    from scenes.screens.statistics import StatisticsScene
    from scenes.shell.scene import Pop, Push

    app = saving_app
    app.context.apply_settings(replace(app.context.settings, language=language))
    words = app.context.words
    played = GameSession.start(GAMES["yacht"], [MINA, ROBO], seed=5)
    while not played.game.is_over:
        played.apply(played.bot_action() if played.is_computer_turn()
                     else played.game.legal_actions()[-1])
    assert played.game.scores()[1] > played.game.scores()[0], "the computer scored more"
    with recording() as seen:
        scene = show(app, played)
        frames(app, 2)
    listed = scene.listed_scores(10)
    ranked = [(row.name, row.score, row.rank) for row in listed if row.rank is not None]
    assert listed[0].rank == 1 and listed[-1].computer
    assert words("app.results.not_ranked") in {text for _, text in seen}
    app.context.manager.apply(Pop())
    with recording() as seen:
        app.context.manager.apply(Push(StatisticsScene(app.context, "yacht")))
        frames(app, 3)
    kept = [(entry.name, entry.score, place)
            for place, entry in enumerate(storage.high_scores("yacht"), start=1)]
    assert ranked == kept
    texts = {text for _, text in seen}
    assert words("app.stats.not_ranked") in texts
    assert words("app.stats.scores_chart_one") in texts, "one game is not 'last 1 games'"


def test_statistics_speak_of_computers_only_where_one_played(saving_app: App) -> None:
    """Trial s26 D/207: "Computers are not ranked" under a high-score list of games
    nobody but people played. The line shows once a computer has played the game."""
    from scenes.screens.statistics import StatisticsScene
    from scenes.shell.scene import Pop, Push

    app = saving_app
    words = app.context.words

    def statistics_texts(seats: list[SeatConfig]) -> set[str]:
        played = GameSession.start(GAMES["yacht"], seats, seed=5)
        while not played.game.is_over:
            played.apply(played.bot_action() if played.is_computer_turn()
                         else played.game.legal_actions()[-1])
        show(app, played)
        frames(app, 2)
        app.context.manager.apply(Pop())
        with recording() as seen:
            app.context.manager.apply(Push(StatisticsScene(app.context, "yacht")))
            frames(app, 3)
        app.context.manager.apply(Pop())
        return {text for _, text in seen}

    people_only = statistics_texts([MINA, SeatConfig("Jun", 1)])
    assert storage.high_scores("yacht"), "the people's scores are listed"
    assert words("app.stats.not_ranked") not in people_only
    assert words("app.stats.not_ranked") in statistics_texts([MINA, ROBO])

"""Statistics that speak of people: each person's games, wins, average and best by name, their
recent scores, and their accuracy once a game's review is done."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from tabletop.core import SeatConfig, SeatKind
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.names import shown_name
from tabletop.storage.paths import statistics_path
from tabletop.storage.stats import (
    RECENT_GAMES,
    Outing,
    PersonRecord,
    game_stats,
    load_statistics,
    record_accuracy,
    record_result,
)

MINA = SeatConfig("Mina", 0)
JIHOON = SeatConfig("지훈", 1)
ROBO = SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="hard")


def day(number: int) -> datetime:
    return datetime(2026, 11, number, 21, 0)


def test_each_person_has_games_wins_average_and_best() -> None:
    record_result("yacht", [MINA, JIHOON, ROBO], [180, 210, 250], [2], day(1), game="a1")
    record_result("yacht", [MINA, JIHOON, ROBO], [240, 150, 200], [0], day(2), game="b2")
    stats = game_stats("yacht")
    mina, jihoon = stats.people["Mina"], stats.people["지훈"]
    assert (mina.games, mina.best, mina.average) == (2, 240, 210.0)
    assert (jihoon.games, jihoon.best, jihoon.average) == (2, 210, 180.0)
    assert stats.wins == {"Mina": 1}
    assert [(outing.score, outing.won) for outing in mina.recent] == [(180, False), (240, True)]
    assert "Robo" not in stats.people  # computers are counted by level


def test_the_best_of_a_game_where_fewer_points_win_is_the_fewest() -> None:
    for number, score in enumerate((14, 6, 22), start=1):
        record_result("wizard_extreme", [MINA, ROBO, JIHOON], [score, 10, 30], [],
                      day(number), lower_score_wins=True, keeps_high_scores=True)
    assert game_stats("wizard_extreme").people["Mina"].best == 6


def test_a_solo_game_is_a_score_not_a_win() -> None:
    record_result("yacht", [MINA], [199], [0], day(3))
    record = game_stats("yacht").people["Mina"]
    assert record.games == 1 and not record.recent[0].won


def test_only_the_recent_games_are_remembered_but_every_game_counts() -> None:
    for number in range(RECENT_GAMES + 5):
        record_result("polterfass", [MINA, JIHOON], [number, 80], [1], day(1 + number % 28))
    record = game_stats("polterfass").people["Mina"]
    assert record.games == RECENT_GAMES + 5
    assert len(record.recent) == RECENT_GAMES
    assert record.recent[-1].score == RECENT_GAMES + 4
    assert record.total == sum(range(RECENT_GAMES + 5))


def test_a_review_adds_each_persons_accuracy_to_that_game_only() -> None:
    record_result("yacht", [MINA, JIHOON], [180, 210], [1], day(1), game="aa")
    record_result("yacht", [MINA, JIHOON], [200, 190], [0], day(2), game="bb")
    assert record_accuracy("yacht", "aa", {"Mina": 0.75, "지훈": 0.5, "Nobody": 1.0}) is None
    people = game_stats("yacht").people
    assert people["Mina"].accuracies() == [("2026-11-01", 0.75)]
    assert people["지훈"].accuracies() == [("2026-11-01", 0.5)]
    assert people["Mina"].recent[1].accuracy is None
    # A game nobody recorded changes nothing.
    before = statistics_path().read_text(encoding="utf-8")
    record_accuracy("yacht", "cc", {"Mina": 1.0})
    assert statistics_path().read_text(encoding="utf-8") == before


def record_file(people: object) -> None:
    statistics_path().write_text(json.dumps({"format": 1, "games": {"yacht": {
        "played": 1, "finished": 1, "people": people}}}), encoding="utf-8")


GOOD = {"games": 1, "total": 100, "best": 100, "recent": [
    {"date": "2026-11-29", "score": 100, "won": True, "accuracy": 0.5, "game": "ab12"}]}


@pytest.mark.parametrize("record", [
    {**GOOD, "games": -1},
    {**GOOD, "games": True},
    {**GOOD, "best": None},
    {**GOOD, "total": 10**12},
    {**GOOD, "recent": [{**GOOD["recent"][0], "accuracy": 1.5}]},  # type: ignore[index]
    {**GOOD, "recent": [{**GOOD["recent"][0], "date": "yesterday"}]},  # type: ignore[index]
    {**GOOD, "recent": [{**GOOD["recent"][0], "game": "../../etc"}]},  # type: ignore[index]
    {**GOOD, "recent": [GOOD["recent"][0]] * (RECENT_GAMES + 1)},  # type: ignore[index]
    {**GOOD, "shoe_size": 9},
])
def test_a_person_record_tabletop_never_wrote_sets_the_file_aside(record: object) -> None:
    record_file({"Mina": record})
    table, notice = load_statistics()
    assert table == {} and notice is not None


def test_a_good_person_record_reads_back_and_names_are_normalised() -> None:
    record_file({"Mina": GOOD, " Mina\u200b": GOOD})
    table, notice = load_statistics()
    assert notice is None
    record = table["yacht"].people["Mina"]
    assert record.games == 2 and record.best == 100 and len(record.recent) == 2
    assert record.recent[0] == Outing("2026-11-29", 100, True, 0.5, "ab12")
    assert PersonRecord().average is None


def test_a_default_name_is_one_person_in_every_language() -> None:
    """A game played in English and one finished after a switch to Korean count for one
    "Player 1" (and a file written by an older program that kept "플레이어 1" apart reads
    as one person too); screens show that person in their own language."""
    english, korean = SeatConfig("Player 1", 0), SeatConfig("플레이어 1", 0)
    record_result("yacht", [english, JIHOON], [180, 150], [0], day(1), game="e0")
    record_result("yacht", [korean, JIHOON], [220, 230], [1], day(2), game="c1")
    assert record_accuracy("yacht", "c1", {"플레이어 1": 0.5}) is None
    stats = game_stats("yacht")
    assert set(stats.people) == {"Player 1", "지훈"}
    player = stats.people["Player 1"]
    assert (player.games, player.best) == (2, 220)
    assert player.accuracies() == [("2026-11-02", 0.5)]
    assert stats.wins == {"Player 1": 1, "지훈": 1}
    assert {entry.name for entry in stats.high_scores} == {"Player 1", "지훈"}
    assert shown_name("Player 1", Words("ko")) == "플레이어 1"
    assert shown_name("플레이어 1", ENGLISH) == "Player 1"
    assert shown_name("Mina", Words("ko")) == "Mina"
    record_file({"Player 1": GOOD, "플레이어 1": GOOD})
    table, notice = load_statistics()
    assert notice is None and set(table["yacht"].people) == {"Player 1"}
    assert table["yacht"].people["Player 1"].games == 2

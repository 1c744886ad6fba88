from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tabletop.core import SeatConfig, SeatKind
from tabletop.i18n import ENGLISH
from tabletop.storage import stats as stats_module
from tabletop.storage.paths import statistics_path
from tabletop.storage.stats import (
    GameStats,
    HighScore,
    game_stats,
    high_scores,
    load_statistics,
    record_result,
    record_started,
)

MINA = SeatConfig("Mina", 0)
JIHOON = SeatConfig("지훈", 1)
ROBO = SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="hard")
DAY = datetime(2026, 11, 29, 21, 30)


def test_nothing_recorded_yet() -> None:
    assert game_stats("yacht") == GameStats()
    assert high_scores("yacht") == []
    assert load_statistics() == ({}, None)


def test_record_a_result() -> None:
    assert record_started("yacht") is None
    notice = record_result("yacht", [MINA, JIHOON, ROBO], [180, 210, 250], [2], when=DAY)
    assert notice is None
    stats = game_stats("yacht")
    assert stats.played == 1
    assert stats.finished == 1
    assert stats.wins == {}
    assert stats.computer_wins == {"hard": 1}
    # Computer seats never enter the high-score table.
    assert high_scores("yacht") == [
        HighScore("지훈", 210, "2026-11-29"),
        HighScore("Mina", 180, "2026-11-29"),
    ]
    assert game_stats("polterfass") == GameStats()


def test_each_computer_level_keeps_a_record() -> None:
    """Statistics lists the computers in its table too (trial s31 I/031): games, total and
    best by level, with no recent games (the charts are people's)."""
    easy = SeatConfig("Computer 4", 3, kind=SeatKind.COMPUTER, level="random")
    record_result("yacht", [MINA, ROBO, easy], [180, 250, 90], [1], when=DAY)
    record_result("yacht", [MINA, ROBO], [200, 150], [0], when=DAY)
    stats = game_stats("yacht")
    hard = stats.computers["hard"]
    assert (hard.games, hard.total, hard.best, hard.recent) == (2, 400, 250, ())
    assert set(stats.computers) == {"hard", "random"} and "Robo" not in stats.people


def test_shared_wins_count_for_each_winner_and_games_add_up() -> None:
    for _ in range(3):
        record_started("polterfass")
    record_result("polterfass", [MINA, JIHOON], [80, 80], [0, 1], when=DAY)
    record_result("polterfass", [MINA, JIHOON], [90, 75], [0], when=DAY)
    stats = game_stats("polterfass")
    assert (stats.played, stats.finished) == (3, 2)
    assert stats.wins == {"Mina": 2, "지훈": 1}


def test_finished_games_count_as_played_even_without_record_started() -> None:
    record_result("yacht", [MINA, JIHOON], [1, 2], [1], when=DAY)
    assert game_stats("yacht").played == 1


def test_high_scores_keep_the_top_ten_best_first_ties_keep_the_earlier() -> None:
    for day, score in enumerate([50, 120, 90, 200, 90, 10, 300, 150, 90, 60, 70, 95], start=1):
        record_result("yacht", [SeatConfig(f"P{day}", 0)], [score], [0], when=DAY.replace(day=day))
    table = high_scores("yacht")
    assert len(table) == 10
    assert [entry.score for entry in table] == [300, 200, 150, 120, 95, 90, 90, 90, 70, 60]
    # The three 90s in the order they were played.
    assert [entry.name for entry in table if entry.score == 90] == ["P3", "P5", "P9"]
    assert table[0] == HighScore("P7", 300, "2026-11-07")
    # A score below the whole table does not enter it.
    record_result("yacht", [MINA], [1], [0], when=DAY)
    assert high_scores("yacht") == table


def test_penalty_point_games_rank_the_lowest_first() -> None:
    record_result("wizard_extreme", [MINA, JIHOON, ROBO], [12, 4, 0], [2], when=DAY,
                  lower_score_wins=True)
    assert [entry.name for entry in high_scores("wizard_extreme")] == ["지훈", "Mina"]


def test_statistics_of_other_games_are_kept_untouched() -> None:
    record_result("yacht", [MINA, JIHOON], [100, 120], [1], when=DAY)
    before = game_stats("yacht")
    record_result("big_shot", [MINA, JIHOON], [5, 9], [1], when=DAY)
    assert game_stats("yacht") == before
    table, notice = load_statistics()
    assert notice is None and sorted(table) == ["big_shot", "yacht"]


def test_mismatched_results_are_a_programming_error() -> None:
    with pytest.raises(ValueError):
        record_result("yacht", [MINA, JIHOON], [1], [0])
    with pytest.raises(ValueError):
        record_result("yacht", [MINA, JIHOON], [1, 2], [2])


@pytest.mark.parametrize(
    "raw",
    [
        b"\xff\xfe\x00",
        b'{"format": 1, "games": {"yacht": {"pla',
        b"[]",
        b'{"format": 99, "games": {}}',
        b'{"format": 1, "games": {"yacht": {"played": "many"}}}',
        b'{"format": 1, "games": {"yacht": {"high_scores": [{"name": "A"}]}}}',
    ],
)
def test_broken_file_is_set_aside_and_recording_starts_again(raw: bytes) -> None:
    path = statistics_path()
    path.write_bytes(raw)
    # Readers never move files; they just see nothing.
    assert game_stats("yacht") == GameStats()
    assert high_scores("yacht") == []
    assert path.exists()

    notice = record_result("yacht", [MINA, JIHOON], [100, 120], [1], when=DAY)
    assert notice is not None and notice.key == "storage.statistics_unreadable"
    aside = list(path.parent.glob("statistics.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw
    assert aside[0].name in notice.text(ENGLISH)
    assert game_stats("yacht").finished == 1
    assert load_statistics()[1] is None


def test_load_statistics_sets_a_broken_file_aside() -> None:
    statistics_path().write_bytes(b"{{{")
    table, notice = load_statistics()
    assert table == {}
    assert notice is not None and notice.key == "storage.statistics_unreadable"
    assert not statistics_path().exists()


def test_a_failed_write_returns_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(path: Path, data: Any) -> None:
        raise OSError("read-only")

    monkeypatch.setattr(stats_module, "atomic_write_json", full_disk)
    notice = record_result("yacht", [MINA], [1], [0], when=DAY)
    assert notice is not None and notice.key == "storage.statistics_write_failed"


def test_file_shape() -> None:
    record_result("yacht", [MINA, ROBO], [100, 120], [1], when=DAY)
    data = json.loads(statistics_path().read_text(encoding="utf-8"))
    assert data == {
        "format": 1,
        "games": {
            "yacht": {
                "played": 1,
                "finished": 1,
                "wins": {},
                "high_scores": [{"name": "Mina", "score": 100, "date": "2026-11-29"}],
                "computer_wins": {"hard": 1},
                "computer_games": 1,
                "lesson_finished": False,
                "lesson_started": False,
                "lesson_offered": False,
                "lesson_step": 0,
                "people": {"Mina": {"games": 1, "total": 100, "best": 100, "recent": [
                    {"date": "2026-11-29", "score": 100, "won": False, "accuracy": None,
                     "game": ""}]}},
                "computers": {"hard": {"games": 1, "total": 120, "best": 120, "recent": []}},
                "recorded": [],
                "uncounted": 0,
            }
        },
    }


def test_a_game_recorded_again_by_its_key_counts_once_and_the_keys_stay_few() -> None:
    record_result("yacht", [MINA, ROBO], [100, 120], [1], when=DAY, key="00aa11bb22cc")
    record_result("yacht", [MINA, ROBO], [100, 120], [1], when=DAY, key="00aa11bb22cc")
    stats = game_stats("yacht")
    assert (stats.finished, stats.computer_wins, len(stats.high_scores)) == (1, {"hard": 1}, 1)
    for number in range(stats_module.RECORDED_KEYS + 5):
        record_result("yacht", [MINA, ROBO], [90, 120], [1], when=DAY, key=f"{number:012x}")
    stats = game_stats("yacht")
    assert stats.finished == stats_module.RECORDED_KEYS + 6
    assert len(stats.recorded) == stats_module.RECORDED_KEYS
    assert stats.recorded[-1] == f"{stats_module.RECORDED_KEYS + 4:012x}"
    with pytest.raises(ValueError):
        record_result("yacht", [MINA, ROBO], [90, 120], [1], key="../not-a-key")


def test_a_game_without_a_high_score_table_records_no_entries() -> None:
    record_result("polterfass", [MINA, JIHOON], [80, 70], [0], when=DAY, keeps_high_scores=False)
    assert high_scores("polterfass") == []
    assert game_stats("polterfass").wins == {"Mina": 1}


def test_a_computer_named_like_a_person_never_adds_to_that_persons_wins() -> None:
    namesake = SeatConfig("Mina", 1, kind=SeatKind.COMPUTER, level="hard")
    record_result("yacht", [MINA, namesake], [100, 200], [1], when=DAY)
    record_result("yacht", [MINA, namesake], [250, 200], [0], when=DAY)
    stats = game_stats("yacht")
    assert stats.wins == {"Mina": 1}
    assert stats.computer_wins == {"hard": 1}
    # High scores agree: only the person's scores are there.
    assert [entry.score for entry in stats.high_scores] == [250, 100]


def test_a_solo_game_is_a_score_not_a_win() -> None:
    record_result("yacht", [MINA], [180], [0], when=DAY)
    stats = game_stats("yacht")
    assert stats.wins == {} and stats.computer_wins == {}
    assert stats.finished == 1
    assert high_scores("yacht") == [HighScore("Mina", 180, "2026-11-29")]


def test_old_files_without_computer_wins_still_read() -> None:
    statistics_path().parent.mkdir(parents=True, exist_ok=True)
    statistics_path().write_text(json.dumps({"format": 1, "games": {"yacht": {
        "played": 2, "finished": 1, "wins": {"Mina": 1}, "high_scores": []}}}),
        encoding="utf-8")
    stats = game_stats("yacht")
    assert stats.wins == {"Mina": 1} and stats.computer_wins == {}


def test_the_same_file_is_parsed_once_and_any_change_is_read_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The menu asks for every game's statistics at each layout; it must not parse the
    # file each time, yet an edit from outside (same size, same moment) is seen at once.
    record_result("yacht", [MINA], [180], [0], when=DAY)
    parses = []
    parse = stats_module._parse
    monkeypatch.setattr(stats_module, "_parse", lambda data: parses.append(1) or parse(data))
    stats_module._parsed.cache_clear()
    for _ in range(5):
        assert game_stats("yacht").high_scores[0].score == 180
    assert len(parses) == 1
    path = statistics_path()
    path.write_text(path.read_text(encoding="utf-8").replace("180", "190"), encoding="utf-8")
    assert game_stats("yacht").high_scores[0].score == 190
    assert len(parses) == 2


def test_a_caller_changing_what_it_read_leaves_the_next_read_whole() -> None:
    record_result("yacht", [MINA], [180], [0], when=DAY)
    table, _ = load_statistics()
    table.pop("yacht")
    assert "yacht" in load_statistics()[0]

"""A finished lesson, and the step an unfinished one was left at, are kept with the
statistics: written at once, kept by later results, and an old statistics file without
them still loads."""

from __future__ import annotations

import json

from tabletop.core import SeatConfig
from tabletop.storage.paths import statistics_path
from tabletop.storage.stats import GameStats, game_stats, record_lesson, record_result

MINA = SeatConfig("Mina", 0)


def test_a_finished_lesson_is_on_disk_at_once_and_also_counts_as_offered() -> None:
    assert record_lesson("yacht", finished=True) is None
    written = json.loads(statistics_path().read_text(encoding="utf-8"))
    assert written["games"]["yacht"]["lesson_finished"] is True
    stats = game_stats("yacht")
    assert stats.lesson_finished and stats.lesson_offered
    assert not game_stats("polterfass").lesson_finished


def test_offering_never_forgets_a_finished_lesson_and_a_result_keeps_it() -> None:
    record_lesson("yacht", finished=True)
    record_lesson("yacht", offered=True)
    record_result("yacht", [MINA], [200], [0])
    stats = game_stats("yacht")
    assert stats.lesson_finished and stats.finished == 1


def test_an_old_statistics_file_without_lessons_still_loads() -> None:
    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    old = {"format": 1, "games": {"yacht": {"played": 3, "finished": 2, "wins": {},
                                            "high_scores": [], "computer_wins": {}}}}
    path.write_text(json.dumps(old), encoding="utf-8")
    assert game_stats("yacht") == GameStats(played=3, finished=2)
    record_lesson("yacht", offered=True)
    stats = game_stats("yacht")
    assert (stats.played, stats.lesson_offered, stats.lesson_finished) == (3, True, False)


def test_the_step_a_lesson_was_left_at_is_on_disk_at_once_and_finishing_clears_it() -> None:
    record_lesson("yacht", offered=True)
    assert record_lesson("yacht", step=4) is None
    written = json.loads(statistics_path().read_text(encoding="utf-8"))
    assert written["games"]["yacht"]["lesson_step"] == 4
    record_result("yacht", [MINA], [200], [0])
    record_lesson("yacht", offered=True)
    assert game_stats("yacht").lesson_step == 4, "a result or the offer keeps the place"
    record_lesson("yacht", finished=True)
    stats = game_stats("yacht")
    assert (stats.lesson_step, stats.lesson_finished) == (0, True)
    assert game_stats("polterfass").lesson_step == 0

"""The Statistics tab shows only what it can name, quickly, whatever
the statistics file holds."""

from __future__ import annotations

import json

from scenes.screens.statistics import StatisticsScene, win_rows
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tests.patience import own_time

FRAME = 1 / 60


def test_unknown_and_huge_levels_never_reach_the_tab(app: App) -> None:
    storage.statistics_path().write_text(json.dumps({"format": 1, "games": {"yacht": {
        "played": 4, "finished": 4, "wins": {"Mina": 2, "\u200b": 1},
        "high_scores": [], "computer_wins": {"godlike": 5, "x" * 1_000_000: 3, "hard": 1}}}}),
        encoding="utf-8")
    scene = StatisticsScene(app.context)
    app.context.manager.apply(Push(scene))
    with own_time() as took:
        for _ in range(5):
            app.step(FRAME)
    assert took() / 5 < 0.5
    rows = [name for name, _, _ in win_rows(scene.context.words, scene.stats["yacht"])]
    assert rows == ["Mina", "Computer (Hard)"]
    assert not any("app.level." in name for name in rows)

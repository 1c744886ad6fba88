"""Watch again carries on the review the results have under way."""

from __future__ import annotations

import time

from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.patience import PATIENCE
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game, is_replay

__all__ = ["app"]


def test_watch_again_goes_on_with_the_review_the_results_began(app: App) -> None:
    """Trial s26 B/151-152 vs B/157: the results had reviewed 42% of a Wizard game, and the
    replay's Review panel began again at 1%. Watch again hands the replay the review under
    way: its panel shows the same review, as far along as the results had it."""
    set_speed(app, "instant")
    results = ResultsScene(app.context, finished_game("wizard_extreme"))
    manager = app.context.manager
    manager.apply(Push(results))
    deadline = time.monotonic() + PATIENCE
    desk = None
    while desk is None or not desk.verdicts:
        assert time.monotonic() < deadline, "the results reviewed nothing"
        frames(app, 1)
        time.sleep(0.01)
        desk = results.review.desk
    done = len(desk.verdicts)
    results.watch_again()
    frames(app, 2)
    replay = manager.top
    assert is_replay(replay)
    panel = replay.driver.review.desk
    assert panel is desk, "the replay began the review anew"
    assert len(panel.verdicts) >= done

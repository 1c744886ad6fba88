"""Wizard Extreme: the top bar behind a round's summary shows the totals the summary
shows from its first frame. In the lesson (trial s19) the plates still read the scores
before the round under the summary and its card, counting up only after."""

from __future__ import annotations

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


def test_the_plates_agree_with_the_round_summary_as_it_comes() -> None:
    with running_app(persist=False) as app:
        scene, driver = open_lesson_driver(app, "wizard_extreme")
        assert isinstance(scene, WizardExtremeScene)
        while not (driver.step is not None and driver.step.text.endswith(".last_trick")):
            ready(app, scene)
            take_step(app, scene)
        ready(app, scene)
        take_step(app, scene)  # Next: the last trick goes, the summary comes
        for _ in range(600):
            if scene.summary is not None:
                break
            frames(app, 1)
        assert scene.summary is not None, "the round's summary never came"
        totals = list(scene.view().scores())
        assert totals != [0] * len(totals), "the round scored nothing to show"
        shown = [plate.counter.shown for plate in scene.plates]
        assert shown == totals, f"the plates read {shown} beside the summary's {totals}"

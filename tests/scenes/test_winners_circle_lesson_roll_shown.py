"""The Winner's Circle lesson's card on Yumi's roll comes while the die shows her cap
(trial s34 N/002, P/008: the card came after White's run, the die "?" again, waiting for
the next roll, under "Yumi rolled a cap")."""

from __future__ import annotations

import pytest

from tabletop.games.winners_circle_data import Symbol
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_card_on_yumis_roll_comes_with_the_cap_on_the_die(language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1920, 1080), language)
        while driver.step is not None and not driver.step.text.endswith(".yumi_moves"):
            take_step(shell, scene)
        shown = []
        for _ in range(600):
            frames(shell, 1)
            if driver.says_step:
                die = scene.table.die  # type: ignore[attr-defined]
                shown.append(die.shown if not die.rolling else None)
            if driver.waits_for_next:
                break
        ready(shell, scene)
        assert shown and set(shown) == {Symbol.CAP}, \
            f"the card on Yumi's cap came with the die showing {set(shown)}"

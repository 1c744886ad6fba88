"""The Winner's Circle lesson's card on Yumi's move comes once White has run, the die
still showing her cap (trial s37 T/011: told with her roll, the card said "from space 35
to 3" with White still on 35, the run coming only after Next; trial s34 N/002, P/008: the
card came after the run with the die "?" again, waiting for the next roll, under "Yumi
rolled a cap")."""

from __future__ import annotations

import pytest

from tabletop.games.winners_circle_data import Symbol
from tabletop.lessons.winners_circle import WHITE
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_card_on_yumis_move_comes_with_white_run_and_the_cap_on_the_die(
        language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1920, 1080), language)
        while driver.step is not None and not driver.step.text.endswith(".yumi_moves"):
            take_step(shell, scene)
        table = scene.table  # type: ignore[attr-defined]
        start = table.horses[WHITE].progress
        shown, places = [], set()
        for _ in range(600):
            frames(shell, 1)
            if driver.says_step:
                shown.append(table.die.face if not table.die.rolling else None)
                places.add(table.horses[WHITE].progress)
            if driver.waits_for_next:
                break
        ready(shell, scene)
        assert shown and set(shown) == {Symbol.CAP}, \
            f"the card on Yumi's cap came with the die showing {set(shown)}"
        assert places and start not in places, "the card told of White's run before it ran"

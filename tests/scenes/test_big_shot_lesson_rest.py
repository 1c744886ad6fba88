"""The Big Shot lesson's rounds 4 to 18 (trial s26 B/030, E/216: one Next jumped from round
4 to round 18's final table, fifteen rounds played off the table at once). After Next they
play one move after another on the table, briskly, the top bar counting the rounds; the
card that says so stays up in one place without Next, clear of the map and the circles
where the rounds go by (trial s26 E/216: a long card stood over circles 13 to 18)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.big_shot import ROUNDS
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import WAIT_FRAME, open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames, press

REST = next(step for step in LESSONS["big_shot"].steps if step.text.endswith(".rest_of_game"))
WALKED_ROUNDS = 3

LONGEST_SECONDS = 40.0
"""The fifteen rounds take no longer than this to watch: a fast-forward, not a game."""

SHORTEST_ROUND = 0.5
"""Each round stays on the top bar at least this long: seen, if quickly."""


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 720), "ko")])
def test_next_plays_rounds_4_to_18_on_the_table_under_one_card(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "big_shot", size, language)
        while driver.step is not REST:
            take_step(shell, scene)
        ready(shell, scene)
        at = driver.step_index
        board = scene.board  # type: ignore[attr-defined]
        watched = [pygame.Rect(board.city.rect), *board.rows]
        labels = {scene.frame_text("round", round=number, rounds=ROUNDS): number
                  for number in range(1, ROUNDS + 1)}
        press(pygame.K_RETURN)
        shown: dict[int, float] = {}  # round on the top bar: seconds it stood there
        places: set[tuple[int, int, int, int]] = set()
        seconds, offered_next, covered = 0.0, False, False
        while driver.step_index == at and seconds < 2 * LONGEST_SECONDS:
            frames(shell, 1, WAIT_FRAME)
            seconds += WAIT_FRAME
            if driver.step_index != at:
                break  # (this frame shows the next card)
            number = labels[scene.frame.round_text]
            shown[number] = shown.get(number, 0.0) + WAIT_FRAME
            places.add(tuple(driver.card.rect))
            covered = covered or driver.card.rect.collidelist(watched) >= 0
            offered_next = offered_next or driver.card.next_button in driver.card.buttons
        assert driver.step_index == at + 1, "the rounds were never all played"
        assert seconds <= LONGEST_SECONDS, f"the rounds took {seconds:.1f} s to watch"
        later = range(WALKED_ROUNDS + 1, ROUNDS + 1)
        assert sorted(shown) == list(later), f"the top bar showed rounds {sorted(shown)}"
        short = {number: round(time, 2) for number, time in shown.items()
                 if time < SHORTEST_ROUND and number != ROUNDS}
        assert not short, f"rounds on the top bar for under {SHORTEST_ROUND} s: {short}"
        assert len(places) == 1, f"the card moved while the rounds played: {places}"
        assert not covered, "the card stood over the map or the circles as the rounds played"
        assert not offered_next, "the card offered Next while the table played the rounds"

"""The Winner's Circle lesson's race up to its finish: "Press Next and it plays 49 turns
for you", then the horses jumped to new places (trial s25 A). Next (and the pace card's
Next, where Black takes the flag) now plays the turns
before the learner's eyes, each horse's run seen, briskly (about 10 to 13 s at Normal
speed; 16 s was long to sit through, trial H), the card up with Skip step alone and off
the track; Skip step makes the rest at once."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from scenes.games.base import GameScene
from scenes.games.winners_circle.lesson_sight import horse_pieces
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tabletop.games.winners_circle_data import HORSES
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import FRAME, frames, press, set_speed

RACE_ON = next(step for step in LESSONS["winners_circle"].steps
               if step.text.endswith(".race_on"))


def _at_the_race_on(shell: App, scene: GameScene[Any], driver: LessonDriver) -> int:
    """Walk the lesson to the card of the race's run; the moves made so far."""
    while driver.step is not RACE_ON:
        take_step(shell, scene)
    ready(shell, scene)
    return len(scene.session.game.history)


def test_next_plays_the_race_turn_by_turn_in_about_10_to_13_seconds() -> None:
    """The race's turns are played by two Nexts, the pace card's between them (trial s33
    L/002): about 10 to 13 s of play in all."""
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1280, 720), "ko")
        before = _at_the_race_on(shell, scene, driver)
        at = driver.step_index
        plays = [*RACE_ON.plays, *driver.lesson.steps[at + 1].plays]
        set_speed(shell, "normal")
        press(pygame.K_RETURN)
        shown: Counter[int] = Counter()  # frames drawn after each count of moves made
        no_next = True
        hidden: set[int] = set()  # the moves after which the card stood over a horse
        seconds = 0.0
        assert isinstance(scene, WinnersCircleScene)
        while driver.step_index < at + 2:
            assert seconds < 120, "the race was never played out"
            if not driver.playout.running(driver.step_index):
                # The pace card: read, then its Next plays the race on.
                frames(shell, 1)
                if driver.waits_for_next:
                    press(pygame.K_RETURN)
                continue
            frames(shell, 1)
            if not driver.playout.running(driver.step_index):
                continue  # the last move shown: the pace card's words (or the race's end)
            seconds += FRAME
            made = len(scene.session.game.history) - before
            shown[made] += 1
            no_next = no_next and driver.card.next_button not in driver.card.buttons
            if driver.card.rect.collidelist(horse_pieces(scene.table, range(HORSES))) >= 0:
                hidden.add(made)
        # Each turn is a roll and a run: the die tumbling, then the horse running.
        turns = len(plays) // 2
        seen = [(shown[2 * turn + 1] + shown[2 * turn + 2]) * FRAME for turn in range(turns)]
        assert min(seen) >= 0.15, f"turns seen for {min(seen):.2f} s at least"
        assert no_next, "the card offered Next while the table played the race"
        assert not hidden, f"the card stood over a running horse after moves {sorted(hidden)}"
        assert 10 <= seconds <= 13, f"the race took {seconds:.1f} s"


def test_skip_step_runs_the_rest_of_the_race_at_once() -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", (1920, 1080), "en")
        before = _at_the_race_on(shell, scene, driver)
        at = driver.step_index
        press(pygame.K_RETURN)
        frames(shell, 60 * 2)
        assert driver.step_index == at
        assert 0 < len(scene.session.game.history) - before < len(RACE_ON.plays)
        press(pygame.K_s)  # it says where it goes, then goes
        frames(shell, 2)
        assert driver.step_index == at
        press(pygame.K_s)
        frames(shell, 1)
        assert driver.step_index == at + 1
        assert len(scene.session.game.history) - before == len(RACE_ON.plays)
        frames(shell, 30)  # then on, a step a frame, to the chapter Skip named
        assert driver.step_index == driver.lesson.chapter_end(at)

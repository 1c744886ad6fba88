"""A lesson's card never lags the table in fast play (issue #32: the card speaks of a move
only once the table shows it). Trial s33 L/014: after Next on Wizard Extreme's "Twelve tricks
are left…", the card still said so while the header counted trick 6 of 15; L/002: Winner's
Circle played the race on almost a lap past the pace flag, then "Black took the pace flag at
space 18" came with Black on space 32.

While a step's moves play at the table's pace, its card no longer shows the step's words
(they told of the table before Next): it says the table plays on, with Skip step. And
Winner's Circle's fast race stops where Black takes the pace flag, the event the next card
explains, so that card comes with Black on the flag."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.winners_circle_events import HorseMoved
from tabletop.lessons import LESSONS, play_through
from tests.scenes.lesson_watch import Walk, Watch, shared_walk

PACED = sorted(game_id for game_id, lesson in LESSONS.items()
               if any(step.paced for step in lesson.steps))


class PlayingWatch(Watch):
    """Every frame the card is drawn while a step's moves play after its Next: what it says."""

    def __init__(self) -> None:
        self.lagging: list[str] = []
        self.playing: list[str] = []
        """What the card said while a step's moves played (the frames after the first move)."""

    def start(self, walk: Walk) -> None:
        driver, lagging, playing = walk.driver, self.lagging, self.playing
        drawn = driver.draw_over_table
        words = driver.context.words

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            step = driver.step
            if step is None or not driver.playout.running(driver.step_index):
                return
            if driver._said_index() is None:
                return  # no card up this frame
            text = driver.card.text
            playing.append(text)
            if text == words(step.text, **driver._figures()):
                lagging.append(f"{step.text}: {text!r} over its own moves")

        driver.draw_over_table = draw_and_check  # type: ignore[method-assign]


@pytest.mark.parametrize("game_id", PACED)
def test_a_step_s_words_go_as_its_moves_play(game_id: str) -> None:
    watch = shared_walk(game_id, PlayingWatch)
    assert watch.playing, f"{game_id}: no card seen while a step's moves played"
    assert not watch.lagging, "\n".join(dict.fromkeys(watch.lagging))


def test_the_pace_card_comes_as_black_takes_the_flag() -> None:
    """The race played fast stops at the move that gives Black the pace token: its card
    comes there, Black on the flag, and its own Next plays on to the learner's turn."""
    lesson = LESSONS["winners_circle"]
    names = [step.text.rsplit(".", 1)[-1] for step in lesson.steps]
    pace = names.index("pace")
    before = [action for step in lesson.steps[:pace] for action in step.actions]
    game = play_through(lesson, before)
    last_run = [event for event in game.log if isinstance(event, HorseMoved)][-1]
    earlier = play_through(lesson, before[:-1])
    assert earlier.state.pace_horse is None and game.state.pace_horse == last_run.horse == 0, \
        f"the pace card comes after {last_run}, the pace horse {game.state.pace_horse}"
    assert lesson.steps[pace].paced and lesson.steps[pace].plays, "its Next plays the race on"

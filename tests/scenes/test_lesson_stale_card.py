"""No stale lesson card: a card is up only while what it says is true of the table. Once its
step is done (Next pressed, or the move it asked for made) it goes, and the next card comes
once the table shows what that one tells of; the next computer's move and the turn banner
play with no card over them (a new-user trial: Polterfass's round 2 began under round 1's
last card, "Yumi puts her 2 on purple too" stayed while "Suchul's turn" slid under it)."""

from __future__ import annotations

import pygame
import pytest

from scenes.modes.lesson_card import LEAVE_SECONDS
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class StaleWatch(Watch):
    """Every frame the card is drawn: its words are the step's, and no banner or computer's
    move still to come is under it."""

    def __init__(self) -> None:
        self.stale: list[str] = []

    def start(self, walk: Walk) -> None:
        driver, scene, game_id, stale = walk.driver, walk.scene, walk.game_id, self.stale
        steps = driver.lesson.steps
        shown = driver.card.draw
        banner = scene.frame.banner

        def draw_and_check(surface: pygame.Surface) -> None:
            shown(surface)
            text = driver.card.text
            step = driver.step
            current = driver.context.words("lesson.done", game=driver.context.words(
                f"{game_id}.title")) if step is None else None
            if step is not None:
                # The current step's words, or in a run of the learner's moves built on
                # the table (a Big Shot placement), the step the building has reached.
                later = steps[driver.step_index:]
                if not any(text == driver._text_of(steps.index(s, driver.step_index))
                           for s in later):
                    stale.append(f"step {driver.step_index} ({step.text}): the card "
                                 f"still says {text!r}")
            elif text != current:
                stale.append(f"the end: the card still says {text!r}")
            if banner.is_active:
                stale.append(f"step {driver.step_index}: the turn banner under {text!r}")
            if not (driver.explaining or driver.learners_move() is not None):
                stale.append(f"step {driver.step_index}: {text!r} over a computer's move "
                             "still to come")

        driver.card.draw = draw_and_check  # type: ignore[method-assign]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_no_card_stands_over_a_table_that_moved_on(game_id: str) -> None:
    stale = shared_walk(game_id, StaleWatch).stale
    assert not stale, "\n".join(dict.fromkeys(stale))


class FadeWatch(Watch):
    """How many frames each leaving card was drawn, and what it was drawn over."""

    def __init__(self) -> None:
        self.spells: list[int] = []
        self.over: list[str] = []

    def start(self, walk: Walk) -> None:
        driver, scene, spells, over = walk.driver, walk.scene, self.spells, self.over
        drawn = driver.draw_over_table

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            if not driver.card.is_leaving:
                if spells and spells[-1] > 0:
                    spells.append(0)
                return
            if not spells:
                spells.append(0)
            spells[-1] += 1
            if scene.frame.banner.is_active or driver._moved:
                over.append(f"step {driver.step_index}: a leaving card over "
                            f"{'the banner' if scene.frame.banner.is_active else 'a move'}")

        driver.draw_over_table = draw_and_check  # type: ignore[method-assign]


@pytest.mark.parametrize("game_id", ["yacht", "wizard_extreme"])
def test_a_card_done_fades_out_briefly_and_never_over_the_banner_or_a_computers_move(
        game_id: str) -> None:
    """It went at once, which looked like a fault (a new-user trial): it now fades out over
    LEAVE_SECONDS, and is cut the moment the turn banner or a computer's move comes."""
    watch = shared_walk(game_id, FadeWatch)
    assert not watch.over, "\n".join(watch.over)
    spells = [count for count in watch.spells if count]
    assert spells, "no card faded out: each went at once"
    longest = (LEAVE_SECONDS + 2 / 60) * 60
    assert max(spells) <= longest, f"a card lingered {max(spells)} frames: {spells}"

"""The Polterfass lesson's card stays in its place through a throw (trial V/018: at each
throw it faded and slid out of the side column, then came back in the same place, a card
moving while the pointer rests on Next). Between one step's words and the next it stands
with no stale words on it (test_lesson_stale_card), only "Watch the table…" (trial s38
X/013: an empty cream box), and nothing moves."""

from __future__ import annotations

import pygame

from tabletop.i18n import Words
from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class RestsWatch(Watch):
    """Every frame from the first card: whether a card (words or blank paper) is drawn,
    and whether it stands where it stood on the frame before the table got busy."""

    games = ("polterfass",)

    def __init__(self) -> None:
        self.gone: list[str] = []
        self.moved: list[str] = []
        self.busy_frames = 0
        self.waiting: set[str] = set()  # what the resting card said

    def start(self, walk: Walk) -> None:
        driver, gone, moved = walk.driver, self.gone, self.moved
        drawn = driver.draw_over_table
        still: list[pygame.Rect] = []  # the card's place on the last frame nothing moved

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            if driver.finished or (not still and not driver.card._drawn):
                return  # before the first words, and the end's card
            name = walk.step_name
            if not driver.card._drawn:
                gone.append(f"{name}: no card in the column")
            if not driver.is_busy:
                still[:] = [pygame.Rect(driver.card.rect)]
                return
            self.busy_frames += 1
            if driver.card.rect != still[0] or driver.card.is_leaving:
                moved.append(f"{name}: the card {driver.card.rect} left {still[0]}")

        driver.draw_over_table = draw_and_check  # type: ignore[method-assign]
        resting, waiting = driver.card.draw_resting, self.waiting

        def rest_and_note(surface: pygame.Surface, words: str) -> bool:
            waiting.add(words)
            return resting(surface, words)

        driver.card.draw_resting = rest_and_note  # type: ignore[method-assign]


def test_the_card_stays_in_its_place_through_every_throw() -> None:
    watch = shared_walk("polterfass", RestsWatch)
    assert watch.busy_frames, "no throw was watched"
    assert not watch.gone, "\n".join(dict.fromkeys(watch.gone))
    assert not watch.moved, "\n".join(dict.fromkeys(watch.moved))
    assert watch.waiting == {Words("en")("lesson.card_watch")}, watch.waiting

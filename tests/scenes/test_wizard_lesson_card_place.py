"""Wizard Extreme's lesson card and its Next stand in one place through the prediction
and in one other from the first trick's card to the last card; the one move between them
is a glide the eye follows, not a jump (trial s32 J/008: Next went from the right's middle
to the trick and back, and appeared at once in its new place).

No one place serves the whole lesson: while the learner predicts, the side column is the
prediction panel the cards explain (its words, Take the black magician, Confirm), and from
the first trick on the middle is the trick; the places, the pool and the hand fill the
rest. The coach's step keeps the second place too: the coach's card stands under the
card (trial s35 Q/007). Walked at 1280x720, 1600x900 and 1920x1080, in English and in
Korean."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_card_runs import watch_every_frame

STEPS = [step.text.rsplit(".", 1)[-1] for step in LESSONS["wizard_extreme"].steps]
FIRST_TRICK = STEPS.index("minho_magician")
"""The first card after the learner's prediction: the card's second place from here."""


AROUND_THE_COACH = ("jisu_leads_green", "follow_green", "minho_trumps", "magician_trick")
"""The trick's steps before, at and after the coach's ("follow_green")."""


class PlaceWatch(Watch):
    """Per card with Next: where the card's place is (its left, width and the edge its
    buttons keep) and where Next is; every frame, where the card was drawn."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.places: dict[int, tuple[tuple[int, int, int], tuple[int, ...]]] = {}
        self.drawn: list[tuple[int, pygame.Rect, pygame.Rect]] = []
        """Per frame a card was drawn: its step, where it stands, where it was drawn."""
        self.trick_steps: dict[str, tuple[tuple[int, int, int], tuple[int, ...]]] = {}
        """At the trick's steps around the coach's (:data:`AROUND_THE_COACH`): the card's
        left, width and bottom, and where Skip step is."""

    def start(self, walk: Walk) -> None:
        driver = walk.driver

        def every_frame() -> None:
            index = driver._said_index()
            if index is not None:
                card = driver.card
                self.drawn.append((index, card.rect.copy(), card.glide.shown.copy()))

        watch_every_frame(walk.scene, every_frame)

    def look(self, walk: Walk) -> None:
        driver = walk.driver
        name = None if driver.step is None else driver.step.text.rsplit(".", 1)[-1]
        if name in AROUND_THE_COACH:
            card = driver.card.rect
            self.trick_steps[name] = ((card.x, card.width, card.bottom),
                                      tuple(driver.card.skip_button.rect))
        if driver.step is None or not driver.waits_for_next:
            return
        card, slot = driver.card, driver.card.slot
        edge = slot.top if card.from_top else slot.bottom
        self.places[driver.step_index] = ((slot.x, slot.width, edge),
                                          tuple(card.next_button.rect))


def _sized(size: tuple[int, int], language: str) -> PlaceWatch:
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)

    watch = PlaceWatch()
    walk_lesson("wizard_extreme", [watch], prepare)
    return watch


WALKS = {"720p en": ((1280, 720), "en"), "720p ko": ((1280, 720), "ko"),
         "900p ko": ((1600, 900), "ko"), "1080p en": ((1920, 1080), "en"),
         "1080p ko": ((1920, 1080), "ko")}


@pytest.fixture(scope="module", params=sorted(WALKS))
def walked(request: pytest.FixtureRequest) -> tuple[str, PlaceWatch]:
    return request.param, _sized(*WALKS[request.param])


def test_the_card_and_its_next_keep_one_place_before_the_first_trick_and_one_after(
        walked: tuple[str, PlaceWatch]) -> None:
    walk, watch = walked
    before = {index: place for index, place in watch.places.items() if index < FIRST_TRICK}
    after = {index: place for index, place in watch.places.items() if index >= FIRST_TRICK}
    assert before and after, f"at {walk}: cards with Next not seen: {watch.places}"
    assert len(set(before.values())) == 1, f"at {walk}: {before}"
    assert len(set(after.values())) == 1, f"at {walk}: {after}"


def test_the_card_glides_to_its_second_place(walked: tuple[str, PlaceWatch]) -> None:
    walk, watch = walked
    old = next(rect for index, rect, _ in reversed(watch.drawn) if index < FIRST_TRICK)
    first = next(n for n, (index, _, _) in enumerate(watch.drawn) if index >= FIRST_TRICK)
    after = watch.drawn[first:]
    arrived = next(n for n, (_, rect, shown) in enumerate(after) if shown == rect)
    on_the_way = [shown.x for _, _, shown in after[:arrived]]
    new = after[arrived][1]
    assert on_the_way, f"at {walk}: the card appeared at {new} at once, from {old}"
    assert on_the_way[0] == old.x, f"at {walk}: it set off from {on_the_way[0]}, not {old}"
    assert on_the_way == sorted(set(on_the_way)) and on_the_way[-1] < new.x, \
        f"at {walk}: from {old} to {new} by {on_the_way}"
    assert watch.drawn[-1][2] == watch.drawn[-1][1], f"at {walk}: the glide never ended"


def test_the_card_keeps_its_place_where_the_coach_speaks(walked: tuple[str, PlaceWatch]) -> None:
    """Trial s35 Q/007: for the coach's step the card stood beside the trick, its Skip step
    under the pointer of Next before; the coach's card now stands under it."""
    walk, watch = walked
    assert set(watch.trick_steps) == set(AROUND_THE_COACH), f"at {walk}: {watch.trick_steps}"
    assert len(set(watch.trick_steps.values())) == 1, f"at {walk}: {watch.trick_steps}"

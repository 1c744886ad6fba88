"""The lesson card stands still through the run of steps its place was planned for, the
steps that ask for a move too, and never over what a step speaks of: Next never moves
under the pointer while the learner reads and moves.

A trial saw Yacht's card in a new place at each of the steps from the first held 3 to Four
of a Kind: the place planned for the held 3s stood over the held row's places the next 3s
went to, so it moved at each, and "roll again" stood over the sheet before the card went
beside Roll. The place of a run now leaves in view where the run's moves put their pieces,
and a run the lesson chose no place for stands in the next run's place where it suits both.

Each lesson is walked at 1280x720 in English (the lessons' shared walk), at 1920x1080 in
English (the card-run tests' walk) and at 1920x1080 in Korean; at every frame the card is
drawn, its place (where its buttons stand: its left edge, its width and the edge they sit
on) is the place of the frame before wherever the step shown is one of that place's run,
and while the table is still the card covers neither the piece to touch, nor the coach's
numbers, nor a part of the table the step names or speaks of."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.shell.app import App
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_card_runs import parts, walked_at_1080p, watch_every_frame

LESSON_IDS = sorted(LESSONS)


def _winners_circle_pieces(scene: Any) -> dict[str, list[pygame.Rect]]:
    return {"rows": scene.sight_rects("cards"), "podium": scene.sight_rects("podium"),
            "die": scene.sight_rects("die")}


TABLE_PIECES: dict[str, Callable[[Any], dict[str, list[pygame.Rect]]]] = {
    "winners_circle": _winners_circle_pieces}
"""Pieces of a lesson's table, by name, that some of its cards must leave in view."""


class StaysWatch(Watch):
    """Where the card stood, frame by frame, and what it moved or stood over."""

    def __init__(self) -> None:
        self.moved: list[str] = []
        """Moves of the card to a step of the run its place was planned for."""
        self.covered: set[str] = set()
        """Steps whose card stood over their piece, the coach or a part they name."""
        self.places: dict[int, set[tuple[int, int, int]]] = {}
        """Per step (the index of the words shown), the places its card stood in."""
        self.over: dict[int, set[str]] = {}
        """Per step, the pieces of :data:`TABLE_PIECES` its still card stood over."""

    def start(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        steps = driver.lesson.steps
        # The card of the frame before: its place, the run it was planned for, the board.
        last: list[tuple[tuple[int, int, int], range, pygame.Rect, bool]] = []

        def every_frame() -> None:
            index = driver._said_index()
            if index is None:
                return  # no card drawn: the one before and its run are still the ones to keep
            card = driver.card
            rect = card.rect
            place = (rect.x, rect.width, rect.top if card.from_top else rect.bottom)
            board = (scene.board_area(), driver.coach_on)
            name = "the end" if index >= len(steps) else steps[index].text.rsplit(".", 1)[-1]
            if last:
                before, run, *laid_out = last[0]
                if place != before and index in run and tuple(laid_out) == board:
                    self.moved.append(f"{name} (step {index} of the run {run.start}-"
                                      f"{run.stop - 1}): {before} -> {place}")
            self.places.setdefault(index, set()).add(place)
            last[:] = [(place, driver.place.run, *board)]
            if index >= len(steps) or driver.is_busy:
                return
            step = steps[index]
            piece = driver.pointed_piece()
            coach = scene.coach_area() if step.coach else None
            named = {name: parts(scene, (name,)) for name in (*step.show, *step.sight)}
            named["the piece to touch"] = [] if piece is None else [piece]
            named["the coach"] = [] if coach is None else [coach]
            under = sorted(part for part, rects in named.items() if rect.collidelist(rects) >= 0)
            if under:
                self.covered.add(f"{name}: {under}")
            pieces = TABLE_PIECES.get(walk.game_id, lambda scene: {})(scene)
            self.over.setdefault(index, set()).update(
                piece for piece, rects in pieces.items() if rect.collidelist(rects) >= 0)

        watch_every_frame(scene, every_frame)


def in_korean_at_1080p(shell: App) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language="ko"))
    resize_window(shell, (1920, 1080))
    frames(shell, 2)


_KOREAN: dict[str, StaysWatch] = {}


def walked(game_id: str, walk: str) -> StaysWatch:
    """``game_id``'s lesson as ``walk`` saw it: "720p en", "1080p en" or "1080p ko"."""
    if walk == "720p en":
        return shared_walk(game_id, StaysWatch)
    if walk == "1080p en":
        watch = walked_at_1080p(game_id)[2]
        assert isinstance(watch, StaysWatch)
        return watch
    if game_id not in _KOREAN:
        _KOREAN[game_id] = StaysWatch()
        walk_lesson(game_id, [_KOREAN[game_id]], in_korean_at_1080p)
    return _KOREAN[game_id]


WALKS = ("720p en", "1080p en", "1080p ko")


@pytest.mark.parametrize("walk", WALKS)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_card_stands_still_through_the_run_it_was_planned_for(game_id: str,
                                                                  walk: str) -> None:
    watch = walked(game_id, walk)
    assert watch.places, "the walk saw the card"
    assert not watch.moved, f"at {walk}: {watch.moved}"


@pytest.mark.parametrize("walk", WALKS)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_still_card_never_covers_what_its_step_speaks_of(game_id: str, walk: str) -> None:
    covered = walked(game_id, walk).covered
    assert not covered, f"at {walk}: {sorted(covered)}"


@pytest.mark.parametrize("walk", WALKS)
def test_the_yacht_card_keeps_one_place_from_the_held_threes_to_the_score(walk: str) -> None:
    """From the first held 3 to Four of a Kind the card stood in five places, one a step,
    then in three (the first 3's card over the held row, trial s25 D/125), then in two (over
    Roll for the held 3s, beside it for "roll again" and Four of a Kind: it hopped, trial
    s27 D/147-151); now in one, beside Roll, where the coach's box steps aside while the
    threes are kept."""
    steps = [step.text.rsplit(".", 1)[-1] for step in LESSONS["yacht"].steps]
    first, last = steps.index("hold_first"), steps.index("score_four")
    places = walked("yacht", walk).places
    seen = [places.get(index, set()) for index in range(first, last + 1)]
    assert all(seen), f"at {walk}: a card not seen in {seen}"
    assert len(set().union(*seen)) == 1, f"at {walk}: {seen}"


@pytest.mark.parametrize("walk", WALKS)
def test_the_winners_circle_card_for_black_s_last_roll_and_run_home_leaves_every_row_in_view(
        walk: str) -> None:
    """Trial s26 D/022-023 (A/150-154 in Korean): at Black's last roll and its run home the
    card stood low on the right over the rows of Blue to Purple, their chips and the tags
    the die gave them. It stands in the lesson's band over the track, in one place for
    both, over none of the rows, the podium's boxes and the die."""
    steps = [step.text.rsplit(".", 1)[-1] for step in LESSONS["winners_circle"].steps]
    indices = (steps.index("roll_again"), steps.index("black_home"))
    watch = walked("winners_circle", walk)
    under = {steps[index]: sorted(watch.over[index]) for index in indices
             if watch.over.get(index)}
    assert all(index in watch.over for index in indices), f"at {walk}: {watch.over}"
    assert not under, f"at {walk}: {under}"
    assert len(set().union(*(watch.places[index] for index in indices))) == 1, \
        f"at {walk}: {[watch.places[index] for index in indices]}"

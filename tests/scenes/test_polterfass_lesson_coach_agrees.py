"""The Polterfass lesson's card and the coach's box agree: a card shown with the coach
comes once the box has its numbers, and the odds it gives are the box's (trial s19: the
card gave "fails 17%" while the box still said "The coach is working out the odds…"; its
figures were written into the words by hand)."""

from __future__ import annotations

import pygame

from scenes.games.worker import CoachDesk
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson

SLOW = 45
"""Frames each of the coach's answers is held back, as on a slow machine."""


class CoachWatch(Watch):
    games = ("polterfass",)

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.odds: list[str] = []

    def start(self, walk: Walk) -> None:
        driver = walk.driver
        answer = CoachDesk.poll
        held: dict[tuple[int, int], int] = {}

        def slow_poll(desk: CoachDesk) -> None:
            key = (id(desk), desk.position)
            held[key] = held.get(key, 0) + 1
            if held[key] > SLOW:
                answer(desk)

        walk.patch.setattr(CoachDesk, "poll", slow_poll)
        drawn = driver.card.draw

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            text, advice = driver.card.text, driver.coach.advice
            if driver.coach_on and driver.coach.is_thinking:
                self.wrong.append(f"{walk.step_name}: {text!r} beside a box still working")
            fails = None if advice is None else advice.fail_chance
            if driver.coach_on and fails is not None and "%" in text:
                self.odds.append(walk.step_name)
                if f"{round(fails * 100)}%" not in text:
                    self.wrong.append(f"{walk.step_name}: the box says {fails:.0%}: {text!r}")

        driver.card.draw = draw_and_check  # type: ignore[method-assign]


def test_the_card_waits_for_the_coachs_numbers_and_gives_them() -> None:
    watch = CoachWatch()
    walk_lesson("polterfass", [watch])
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))
    assert "close_tap" in watch.odds, "no card gave the coach's odds"

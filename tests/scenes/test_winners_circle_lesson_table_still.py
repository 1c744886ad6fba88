"""Winner's Circle's lesson in Korean at 1920x1080 (trial s38 V): nothing on the table
moves as a card opens, and the table's news comes in the card's order.

* V/007: the landing discs stood where the coach's box comes at the coach's step, and
  jumped aside as its card opened: they stand where they stood the card before.
* V/004: the ribbon "All bets are in" came before the card of the last bet: it waits
  until that card has been read.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames

Discs = dict[int, tuple[tuple[int, int], int]]


class StillWatch(Watch):
    games = ("winners_circle",)

    def __init__(self) -> None:
        self.discs: dict[str, Discs] = {}
        self.closed_under: list[str] = []
        self.steps: list[str] = []

    def start(self, walk: Walk) -> None:
        scene = walk.scene
        steps = [step.text.rsplit(".", 1)[-1] for step in walk.driver.lesson.steps]
        last_bet = steps.index("byeongsu_blue")
        closed = scene.text("ribbon_closed", name=scene.session.name(0))  # type: ignore[attr-defined]
        board = scene.draw_board

        read: list[int] = []  # the cards up so far

        def draw_board_and_check(surface: pygame.Surface) -> None:
            board(surface)
            said = walk.driver._said_index()
            if said is not None:
                read.append(said)
            if scene.table.ribbon == closed and last_bet not in read:  # type: ignore[attr-defined]
                self.closed_under.append(steps[max(read, default=0)])

        scene.draw_board = draw_board_and_check  # type: ignore[method-assign]

    def look(self, walk: Walk) -> None:
        table = walk.scene.table  # type: ignore[attr-defined]
        name = walk.step_name
        self.steps.append(name)
        if name in ("landing", "move_black"):
            self.discs[name] = {horse: ((round(spot.x), round(spot.y)), round(size))
                                for horse, (spot, size) in table.landing_rings().items()}


def _korean_at_1080p(shell: App) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language="ko"))
    resize_window(shell, (1920, 1080))
    frames(shell, 2)


def test_the_discs_stay_and_the_bets_close_after_their_card(
        ) -> None:
    watch = StillWatch()
    walk_lesson("winners_circle", [watch], _korean_at_1080p)
    assert {"landing", "move_black"} <= set(watch.discs), watch.steps
    assert watch.discs["landing"], "no landing discs at the landing card"
    assert watch.discs["move_black"] == watch.discs["landing"], watch.discs
    assert not watch.closed_under, sorted(set(watch.closed_under))

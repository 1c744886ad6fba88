"""The Wizard Extreme lesson's header counts the trick on the table, as the playing table's
does (trial s16: "trick 1" stood over the second trick, "trick 0" over the first one won).
The lesson's header tells of the game before the move its card tells of, in which a trick
the live table holds finished still waits for its last card."""

from __future__ import annotations

import re

import pygame

from tabletop.games.wizard_extreme import Phase
from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class TrickCountWatch(Watch):
    """Every frame a card is drawn in round 1's play: the header's trick against the tricks
    the table shows, finished or under way."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.seen = 0

    def start(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        drawn = driver.card.draw

        def draw_and_count(surface: pygame.Surface) -> None:
            drawn(surface)
            state = scene.session.game.state
            said = re.search(r"(\d+)(?: of 15| done)$", scene.frame.round_text)
            if state.round != 1 or state.phase is not Phase.PLAY or said is None:
                return
            # A trick won and still gathered is on the table as the game's header has it
            # (the lesson's card stays up over the round's rest played at the table's pace).
            gathered = scene.trick.held is not None or scene.trick_end.closing > 0
            under_way = bool(state.trick) or not gathered
            on_table = state.tricks_played + under_way
            self.seen += 1
            if int(said.group(1)) != on_table:
                self.wrong.append(f"{walk.step_name}: {scene.frame.round_text!r} over trick "
                                  f"{on_table}")

        driver.card.draw = draw_and_count  # type: ignore[method-assign]


def test_the_lessons_header_counts_the_trick_on_the_table() -> None:
    watch = shared_walk("wizard_extreme", TrickCountWatch)
    assert watch.seen, "no card was drawn over round 1's play"
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))

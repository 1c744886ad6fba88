"""The top bar agrees with the card (a new-user trial): Big Shot said "Round 2" over a
round-1 card, Wizard Extreme "trick 2 of 15" over trick 1 and its card, and Winner's
Circle's top bar named the next player while the card still told of Yumi's bet. The lesson
had moved the engine on while the card and the table still showed the move before.

At every step of every lesson, while a card is up, the round or trick under the game's name
and the plate that glows are those of the moment the card tells of: a step that waits for a
move, the learner's or a computer's, tells of the table before that move (a computer's card
stays up after it, over its result); a step that only explains tells of the table as the
moves before it left it, or, marked ``keep`` or listed in :data:`TELLS_OF_RESULT`, of the
last move's result held on the table. The end's card tells of the table as the lesson
left it (trial s21: race 2's ribbon said Suchul bets first while Byeongsu, who ran race 1's
last horse home, glowed).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.modes.lesson import LessonDriver
from tabletop.lessons import LESSONS, play_through
from tests.scenes.lesson_watch import Walk, Watch, shared_walk

TELLS_OF_RESULT = {
    "big_shot": {"sold"},
    "polterfass": {"bill", "second_bill", "last_bill"},
    "winners_circle": {"paid"},
    "wizard_extreme": {"round_scored"},
}
"""Steps that only explain and tell of the result of the move before them, which the
table holds under them (district 20 sold, a round's bill or summary, race 1's payout sheet
that Next on the finish's card brought)."""

END_UNCHECKED = {"big_shot"}
"""Big Shot's lesson lights Sora past its last card while Taeo is to act; its end, right
after the first roll, is being rewritten to take in the auction (trial s21, A/111)."""


def _moment(driver: LessonDriver, index: int) -> int:
    """How many of the lesson's actions the table had taken at the moment step ``index``
    tells of."""
    steps = driver.lesson.steps
    before = sum(len(earlier.actions) for earlier in steps[:index])
    if index == len(steps):
        return before
    step = steps[index]
    name = step.text.rsplit(".", 1)[-1]
    if step.expect is None and (step.keep or name in TELLS_OF_RESULT.get(
            driver.lesson.game_id, set())):
        return before - 1
    return before


class TopBarWatch(Watch):
    """Every frame a card is drawn: the top bar's round and glowing plate against the game
    at the moment the card tells of."""

    def __init__(self) -> None:
        self.wrong: list[str] = []

    def start(self, walk: Walk) -> None:
        driver, scene, wrong = walk.driver, walk.scene, self.wrong
        lesson = driver.lesson
        actions = lesson.expected_actions()
        games: dict[int, Any] = {}
        drawn = driver.card.draw

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            index = driver._said_index()
            if index is None or driver.playout.running(index):
                # (A paced step's moves come under its card, the top bar counting each.)
                return
            moment = _moment(driver, index)
            if moment not in games:
                games[moment] = play_through(lesson, actions[:moment])
            game = games[moment]
            kept = dict(vars(scene))  # a scene's label may remember what it last said
            try:
                label = scene.round_label(game.view(driver.viewer))
            finally:
                vars(scene).update(kept)
            glowing = [seat for seat, plate in enumerate(scene.frame.plates)
                       if plate.is_active]
            name = (lesson.steps[index].text.rsplit(".", 1)[-1] if index < len(lesson.steps)
                    else "the end")
            if scene.frame.round_text != label:
                wrong.append(f"{name}: the top bar says {scene.frame.round_text!r}, "
                             f"the card tells of {label!r}")
            # The game may light the seat to act once the move lies on the table (Wizard
            # Extreme, tests/scenes/test_wizard_lesson_glow.py).
            seat = scene.lesson_glow(game.current_seat, scene.session.current_seat,
                                     driver.is_busy)
            if index < len(lesson.steps) and seat is not None and glowing != [seat]:
                wrong.append(f"{name}: {[scene.session.name(s) for s in glowing]} glow, "
                             f"the card tells of {scene.session.name(seat)}'s turn")

        board = scene.draw_board

        def draw_board_and_check(surface: pygame.Surface) -> None:
            board(surface)
            if driver.step is not None or walk.game_id in END_UNCHECKED:
                return
            # Past the last card, its card up or still to come, nobody's move is told of:
            # no plate glows, or the seat the table asks.
            glowing = {seat for seat, plate in enumerate(scene.frame.plates) if plate.is_active}
            if not glowing <= {scene.session.current_seat}:
                wrong.append(f"the end: {sorted(scene.session.name(s) for s in glowing)} glow, "
                             f"the table asks {scene.session.current_seat}")

        driver.card.draw = draw_and_check  # type: ignore[method-assign]
        scene.draw_board = draw_board_and_check  # type: ignore[method-assign]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_top_bar_names_the_round_and_the_turn_the_card_tells_of(game_id: str) -> None:
    wrong = shared_walk(game_id, TopBarWatch).wrong
    assert not wrong, "\n".join(dict.fromkeys(wrong))

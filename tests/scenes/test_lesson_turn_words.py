"""Winner's Circle's lesson: the table's words that name a seat agree with the top bar's
glow (trial s23: the ribbon said "All bets are in. Suchul rolls first" while Byeongsu's
plate glowed for his bet, A/153; "Byeongsu to roll" stood under Yumi's die, her plate
glowing for her roll, A/161). The ribbon names the seat to act, like a turn banner; the
faded die names whom the top bar lights."""

from __future__ import annotations

from typing import Any

import pygame

from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class TurnWordsWatch(Watch):
    """Every frame: the seats the ribbon and the die's words name against the glow."""

    games = ("winners_circle",)

    def __init__(self) -> None:
        self.wrong: list[str] = []

    def start(self, walk: Walk) -> None:
        scene, table, wrong = walk.scene, walk.scene.table, self.wrong
        names = [scene.session.name(seat) for seat in range(len(scene.frame.plates))]
        said: list[str] = []
        die_words = table.die_words

        def die_words_kept(words: str, *rest: Any) -> Any:
            said.append(words)
            return die_words(words, *rest)

        board = scene.draw_board

        def draw_board_and_check(surface: pygame.Surface) -> None:
            said.clear()
            board(surface)
            glowing = [names[seat] for seat, plate in enumerate(scene.frame.plates)
                       if plate.is_active]
            for words in (table.ribbon, *said):
                named = [name for name in names if name in words]
                if named and named != glowing:
                    wrong.append(f"{walk.step_name}: {words!r} under {glowing} glowing")

        table.die_words = die_words_kept  # type: ignore[method-assign]
        scene.draw_board = draw_board_and_check  # type: ignore[method-assign]


def test_the_ribbon_and_the_die_name_the_seat_that_glows() -> None:
    wrong = shared_walk("winners_circle", TurnWordsWatch).wrong
    assert not wrong, "\n".join(dict.fromkeys(wrong))

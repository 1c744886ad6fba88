"""The Wizard Extreme lesson's black-seal card tells of the seal as still to come.

In trial s18 the card said "Jisu … takes a black seal" while no black seal lay in Jisu's
place: the trick is held until Next, and the seal comes with it. The card now says the
seal comes when Next is pressed (in both languages), and the table agrees: no black seal
in Jisu's place under the card, one once Next took the lesson on."""

from __future__ import annotations

import pygame

from tabletop.games.wizard_extreme import Seal
from tabletop.i18n import Words
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.test_game_base import frames, press

JISU = 2


class BlackSealWatch(Watch):
    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.blacks: list[int] = []

    def take(self, walk: Walk) -> bool:
        if walk.step_name != "black_seal":
            return False
        places = walk.scene.seat_seals  # type: ignore[attr-defined]
        frames(walk.shell, 60)  # the card is read
        self.blacks.append(places[JISU].counts.get(Seal.BLACK, 0))
        index = walk.driver.step_index
        press(pygame.K_RETURN)
        for _ in range(600):
            frames(walk.shell, 1)
            if walk.driver.step_index > index and not walk.driver.is_busy:
                break
        self.blacks.append(places[JISU].counts.get(Seal.BLACK, 0))
        return True


def test_the_black_seal_card_says_the_seal_comes_with_next() -> None:
    for language, then in (("en", "press Next and Jisu takes a black seal"),
                           ("ko", "다음을 누르면 벌점 3점인 검은색 봉인을 받아요")):
        assert then in Words(language)("wizard_extreme.lesson.black_seal"), language
    watch = BlackSealWatch()
    walk_lesson("wizard_extreme", [watch])
    assert watch.blacks == [0, 1], "no black seal under the card, Jisu's once Next is pressed"

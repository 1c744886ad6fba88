"""A Wizard Extreme notice never stands over the learner's hand (trial s33, L/013).

In the lesson the card stands in the right column, and the free places left for a trick's
notice ("Trick 5: Jisu won a blue trick but has no blue or white seal…") were none: the
notice took the place covering the least, over nine of the eleven cards of the hand. The
hand is now among what the table protects: a notice stands over it only where no other
place is left at all."""

from __future__ import annotations

import pygame

from scenes.widgets.toast import Toast
from tests.scenes.lesson_watch import NoticeWatch, Walk, shared_walk


class ToastHandWatch(NoticeWatch):
    """Every frame a notice is drawn: where it stands against the fanned hand."""

    games = ("wizard_extreme",)

    def spared(self, walk: Walk, toast: Toast) -> list[pygame.Rect] | None:
        fan = walk.scene.hand.fan_rect()  # type: ignore[attr-defined]
        return None if fan is None else [fan]


def test_no_notice_stands_over_the_learners_hand() -> None:
    watch = shared_walk("wizard_extreme", ToastHandWatch)
    assert watch.seen, "no notice was drawn beside a hand"
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))

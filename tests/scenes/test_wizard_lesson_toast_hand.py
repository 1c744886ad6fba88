"""A Wizard Extreme notice never stands over the learner's hand (trial s33, L/013).

In the lesson the card stands in the right column, and the free places left for a trick's
notice ("Trick 5: Jisu won a blue trick but has no blue or white seal…") were none: the
notice took the place covering the least, over nine of the eleven cards of the hand. The
hand is now among what the table protects: a notice stands over it only where no other
place is left at all."""

from __future__ import annotations

import pygame

from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class ToastHandWatch(Watch):
    """Every frame a notice is drawn: where it stands against the fanned hand."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.seen = 0

    def start(self, walk: Walk) -> None:
        scene = walk.scene
        toasts = scene.toasts
        drawn = toasts.draw

        def draw_and_look(surface: pygame.Surface) -> None:
            drawn(surface)
            fan = scene.hand.fan_rect()  # type: ignore[attr-defined]
            for toast in toasts.toasts:
                if toast.place is None or toast.waiting or fan is None:
                    continue
                self.seen += 1
                if toast.place[0].colliderect(fan):
                    self.wrong.append(f"{walk.step_name}: {toast.text!r} at "
                                      f"{toast.place[0]} over the hand {fan}")

        toasts.draw = draw_and_look  # type: ignore[method-assign]


def test_no_notice_stands_over_the_learners_hand() -> None:
    watch = shared_walk("wizard_extreme", ToastHandWatch)
    assert watch.seen, "no notice was drawn beside a hand"
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))

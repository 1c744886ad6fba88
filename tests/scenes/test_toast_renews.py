"""The same notice again renews the one standing, wherever it stands in the stack: presses
during a computer's turn stacked several "Computer's turn, please wait" cards, another
notice having come between them (trial s28 E/073)."""

from __future__ import annotations

import pygame

from scenes.widgets.toast import TOAST_SECONDS, ToastStack


def test_the_same_notice_again_renews_the_one_standing_under_a_newer_one(
        screen: pygame.Surface) -> None:
    stack = ToastStack(screen.get_rect())
    waiting = "Computer's turn. Please wait."
    stack.show(waiting, error=False, seconds=2.0)
    stack.update(1.5)
    stack.show("Trick 10: Computer won a purple trick.", error=False, dated=True)
    stack.update(0.2)
    renewed = stack.show(waiting, error=False, seconds=2.0)
    assert [toast.text for toast in stack.toasts].count(waiting) == 1, "no second card"
    assert renewed is stack.toasts[0], "the one standing is the one renewed"
    stack.update(1.0)
    assert renewed in stack.toasts, "its time starts again"
    stack.update(TOAST_SECONDS)
    assert stack.toasts == []

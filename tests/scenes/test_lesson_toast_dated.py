"""A lesson's card never comes up under a notice of the table before it.

In trial s18 the Wizard Extreme lesson's notice "Jisu won the blue trick but has no blue
or white seal … black seal" stayed up, stacked over the card that already told of the
next trick. A notice shown before a card's words come is gone once they come; the
notices shown while a card is up (a hint to the learner) stay."""

from __future__ import annotations

from typing import Any

from scenes.widgets.toast import Toast, ToastStack
from tests.scenes.lesson_watch import Walk, Watch, shared_walk


class DatedToastWatch(Watch):
    """Each notice with the step whose card was up when it came (None: no card up)."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.shown_under: dict[int, tuple[str, int | None]] = {}
        self.wrong: list[str] = []

    def start(self, walk: Walk) -> None:
        show = ToastStack.show
        driver = walk.driver

        def recording(stack: ToastStack, text: str, *args: Any, **kwargs: Any) -> Toast:
            toast = show(stack, text, *args, **kwargs)
            under = driver.step_index if driver.says_step else None
            self.shown_under[id(toast)] = (text, under)
            return toast

        walk.patch.setattr(ToastStack, "show", recording)

    def look(self, walk: Walk) -> None:
        driver = walk.driver
        if not driver.says_step:
            return
        for toast in walk.scene.toasts.toasts:
            text, under = self.shown_under.get(id(toast), (toast.text, None))
            if under != driver.step_index:
                self.wrong.append(f"card {driver.step.text if driver.step else 'last'!r} "
                                  f"came up under {text!r}")


def test_no_card_comes_up_under_an_older_notice() -> None:
    watch = shared_walk("wizard_extreme", DatedToastWatch)
    assert not watch.wrong, "\n".join(watch.wrong)

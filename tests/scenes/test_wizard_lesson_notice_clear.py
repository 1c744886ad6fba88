"""A trick's black seal notice never covers what it tells of (trial s34 N/009).

During the lesson's fast-forward the card stands in the right column and the hand is
protected, so no place is free for "Trick 5: Jisu won the blue trick but has no blue or
white seal…": it took the place covering least, over the trick row it told of and the
places beside it. It now spares the winner's place and the trick as it spares the hand."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames


class NoticeWatch(Watch):
    """Every frame a black seal notice is drawn: where it stands against the place of the
    player it names and the trick row."""

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
            for toast in toasts.toasts:
                if toast.place is None or toast.waiting or not toast.dated:
                    continue
                named = [seat for seat in range(3) if scene.session.name(seat) in toast.text]
                told = [scene.trick.shown_rect(),  # type: ignore[attr-defined]
                        *(scene.zones[seat].rect for seat in named)]  # type: ignore[attr-defined]
                self.seen += 1
                if toast.place[0].collidelist(told) >= 0:
                    self.wrong.append(f"{walk.step_name}: {toast.text!r} at {toast.place[0]}"
                                      f" over {told}")

        toasts.draw = draw_and_look  # type: ignore[method-assign]


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_a_black_seal_notice_spares_the_trick_and_the_place_it_tells_of(
        size: tuple[int, int], language: str) -> None:
    def prepare(shell: App) -> None:
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        resize_window(shell, size)
        frames(shell, 2)

    watch = NoticeWatch()
    walk_lesson("wizard_extreme", [watch], prepare)
    assert watch.seen, "no black seal notice was drawn"
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))

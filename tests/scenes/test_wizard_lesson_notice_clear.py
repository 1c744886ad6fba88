"""A trick's black seal notice never covers what it tells of (trial s34 N/009).

During the lesson's fast-forward the card stands in the right column and the hand is
protected, so no place is free for "Trick 5: Jisu won the blue trick but has no blue or
white seal…": it took the place covering least, over the trick row it told of and the
places beside it. It now spares the winner's place and the trick as it spares the hand."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from scenes.widgets.toast import Toast
from tests.scenes.lesson_watch import NoticeWatch, Walk, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import frames


class SealNoticeWatch(NoticeWatch):
    """Every frame a black seal notice is drawn: where it stands against the place of the
    player it names and the trick row."""

    games = ("wizard_extreme",)

    def spared(self, walk: Walk, toast: Toast) -> list[pygame.Rect] | None:
        if not toast.dated:
            return None
        scene = walk.scene
        named = [seat for seat in range(3) if scene.session.name(seat) in toast.text]
        return [scene.trick.shown_rect(),  # type: ignore[attr-defined]
                *(scene.zones[seat].rect for seat in named)]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_a_black_seal_notice_spares_the_trick_and_the_place_it_tells_of(
        size: tuple[int, int], language: str) -> None:
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)

    watch = SealNoticeWatch()
    walk_lesson("wizard_extreme", [watch], prepare)
    assert watch.seen, "no black seal notice was drawn"
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))

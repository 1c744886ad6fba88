"""Where the Big Shot lesson's card stands while the learner bids with the coach's
fortunes in the money rows: it stood low on the left over the auction circles 14 to 18
(at 1280x720 and 1920x1080, in English and Korean). It now stands over the map west of the
zone line, clear of the circles, the lot, the bid buttons and the money rows the coach
fills, and in one place at both of those bids, each as tall as its words on the same foot
(trial s20: it filled the map's west half), so Skip step stays where it was."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames

SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


class CoachBidWatch(Watch):
    """At each step marked for the coach: the card and the parts of the table it covers."""

    games = ("big_shot",)

    def __init__(self) -> None:
        self.cards: dict[str, pygame.Rect] = {}
        self.covered: dict[str, list[str]] = {}

    def look(self, walk: Walk) -> None:
        step, scene = walk.driver.step, walk.scene
        if step is None or not step.coach:
            return
        side, board = scene.side, scene.board  # type: ignore[attr-defined]
        parts = {"circles": list(board.rows), "lot": [side.lot_rect()],
                 "money": [side.part("money")],
                 "bid buttons": [piece.rect for piece in scene.touchable()]}
        card = walk.driver.card.rect.copy()
        self.cards[walk.step_name] = card
        self.covered[walk.step_name] = [name for name, rects in parts.items()
                                        if card.collidelist(rects) >= 0]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_coachs_bid_card_leaves_the_auction_in_view_and_stays_put(
        size: str, language: str) -> None:
    def prepare(shell: App) -> None:
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        resize_window(shell, SIZES[size])
        frames(shell, 2)

    watch = CoachBidWatch()
    walk_lesson("big_shot", [watch], prepare)
    assert set(watch.cards) == {"you_bid", "bid_after_loan"}, watch.cards
    assert not any(watch.covered.values()), watch.covered
    feet = {(card.left, card.width, card.bottom) for card in watch.cards.values()}
    assert len(feet) == 1, watch.cards

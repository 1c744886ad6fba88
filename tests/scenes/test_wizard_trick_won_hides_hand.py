"""A won trick is a moment the whole sofa looks at: no hand stays open under it."""

from __future__ import annotations

import pygame

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.core.events import Event
from tabletop.games.wizard_extreme import RoundScored, TrickWon
from tests.scenes.test_game_base import app
from tests.scenes.test_hand_over import _start, _walk

__all__ = ["app"]


def test_no_hand_stays_open_under_a_won_trick_with_two_persons(app: App) -> None:
    """Ben played the trick's last card, won it and was to lead the next: his hand stayed
    open beside "Ben wins the trick", which Ann looked up to read (trial s26 B/129). With
    several persons at the screen, a won trick puts the hand back behind its cover; the
    leader's press shows it again, the trick still in sight."""
    scene = _start(app, "wizard_extreme")
    hand = scene.hand  # type: ignore[attr-defined]
    trick_on_table = False
    checked = 0
    original_before, original_draw = scene.before_events, scene.draw

    def noting_before(events: list[Event]) -> None:
        nonlocal trick_on_table
        if any(isinstance(event, TrickWon) for event in events) and not any(
                isinstance(event, RoundScored) for event in events):
            trick_on_table = True
        original_before(events)

    def checked_draw(surface: pygame.Surface) -> None:
        nonlocal checked
        original_draw(surface)
        if trick_on_table and app.context.manager.top is scene:
            checked += 1
            assert not hand.cards, "a hand open under a won trick before its cover"

    def lifted(curtain: CurtainScene) -> None:
        nonlocal trick_on_table
        trick_on_table = False

    scene.before_events = noting_before  # type: ignore[method-assign]
    scene.draw = checked_draw  # type: ignore[method-assign]
    _walk(app, scene, lifted, moves=60)
    assert checked > 0, "no trick was won in sight"


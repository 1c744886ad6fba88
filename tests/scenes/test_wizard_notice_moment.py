"""Wizard Extreme: the black seal's notice ("Ann won a red trick but has no red or white
seal … black seal") leaves when its moment passes. Trial s19 read it in the next round,
behind the pause menu (the table beneath a cover or the menu is frozen, so its clock
stood still) and over a replay's open hands steps after the trick it spoke of.

It goes when the next trick starts (its first card played: it stood beside trick 6's lead,
trial s34 P/003), when the next trick is won, as the round's summary comes (trial s21 read it under
the summary) or the next round starts, when the pause menu opens
(over the table or over a cover), and at a replay's next step; in a replay it stands
clear of the open hands."""

from __future__ import annotations

import pygame

from scenes.games.base import GameScene
from scenes.games.wizard_extreme.penalty import penalty_words, say_penalty
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.screens.pause import PauseScene
from scenes.shell.app import App
from tabletop.games.wizard_extreme import (
    BlackSealSpared,
    BlackSealTaken,
    Card,
    CardPlayed,
    Colour,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from tabletop.i18n import ENGLISH, Words
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_hand_over import _release, _start, _to_curtain
from tests.scenes.test_replay import finished_game, watch_again

__all__ = ["app"]

BLUE_TRICK = TrickWon(1, 1, Colour.BLUE, Card(Colour.BLUE, 9), False)


def _notice(scene: GameScene[object]) -> None:
    """The black seal's notice for Joon's blue trick, up on the table."""
    assert isinstance(scene, WizardExtremeScene)
    scene.toasts.clear()
    say_penalty(scene.toasts, scene.context.words, "Joon", BLUE_TRICK, BlackSealTaken(1))
    assert len(scene.toasts.toasts) == 1


def test_the_notice_goes_when_the_next_trick_is_won_or_a_round_starts(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    frames(app, 3)
    assert isinstance(scene, WizardExtremeScene)
    for event in (TrickWon(0, 2, Colour.GREEN, Card(Colour.GREEN, 8), False),
                  RoundStarted(2, 1, 9)):
        _notice(scene)
        step = scene.animate(event)
        assert step is not None
        step.finish()
        assert not scene.toasts.toasts, f"the notice stayed after {event}"


def test_the_notice_goes_as_the_next_trick_starts_and_stays_through_its_lead(
        app: App) -> None:
    scene = _start(app, "wizard_extreme")
    frames(app, 3)
    assert isinstance(scene, WizardExtremeScene) and not scene.trick.cards
    _notice(scene)
    step = scene.animate(CardPlayed(2, Card(Colour.YELLOW, 9)))
    assert step is not None
    step.finish()
    assert not scene.toasts.toasts, "the notice stayed as the next trick was led"
    _notice(scene)  # a notice said after the lead (a seal stolen) stays for the trick
    step = scene.animate(CardPlayed(0, Card(Colour.BLUE, 3)))
    assert step is not None
    step.finish()
    assert scene.toasts.toasts, "the trick's second card took the notice away"


def test_the_notice_leaves_as_the_rounds_summary_comes(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    frames(app, 3)
    assert isinstance(scene, WizardExtremeScene)
    _notice(scene)
    step = scene.animate(RoundScored(1, (3, 0, 0), (3, 0, 0)))
    assert step is not None
    step.advance(0.0)  # the summary comes; the step then holds it for reading
    assert scene.summary is not None
    assert not scene.toasts.toasts, "the notice stayed under the round's summary"


def test_the_notice_runs_out_while_it_waits_unseen(app: App) -> None:
    """Unseen (no free place under a round's summary), it is not kept for later."""
    scene = _start(app, "wizard_extreme")
    frames(app, 3)
    _notice(scene)
    toast = scene.toasts.toasts[0]
    toast.waiting = True
    toast.update(toast.seconds)
    assert toast.is_expired


def test_the_pause_menu_takes_the_notice_away(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    frames(app, 3)
    _notice(scene)
    press(pygame.K_ESCAPE)
    _release(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.context.manager.top, PauseScene)
    assert not scene.toasts.toasts, "the notice stayed behind the pause menu"


def test_the_pause_menu_over_a_cover_takes_the_notice_away(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    _to_curtain(app, scene)
    _notice(scene)
    press(pygame.K_ESCAPE)
    _release(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.context.manager.top, PauseScene)
    assert not scene.toasts.toasts, "the notice stayed behind the menu over the cover"


def test_a_replays_notice_goes_at_its_next_step_and_leaves_the_open_hands_clear(
        app: App) -> None:
    set_speed(app, "instant")
    _, first = watch_again(app, finished_game("wizard_extreme"))
    first.driver.step_to(first.driver.round_starts[0] + 4)  # a jump: a new scene
    frames(app, 3)
    replay = app.context.manager.top
    assert isinstance(replay, WizardExtremeScene) and replay.driver.reveals_all
    for size in ((1920, 1080), (1280, 720)):
        resize_window(app, size)
        frames(app, 2)
        cells = replay.open_hands.cells
        _notice(replay)
        frames(app, 2)
        shown = replay.toasts.rects(app.context.size)
        assert shown, "the notice shows"
        covered = [cell for cell in cells if cell.colliderect(shown[0])]
        assert not covered, f"at {size} the notice {shown[0]} stood over the hands {covered}"
    replay.driver.step_forward()
    frames(app, 1)
    assert not replay.toasts.toasts, "the notice stayed at the replay's next step"


def test_the_notice_names_the_trick_it_speaks_of() -> None:
    """Trial s23: up for seven seconds, the notice stood into the next trick, and a reader
    could not tell which trick it meant. It names it, in both languages."""
    fourth = TrickWon(1, 4, Colour.BLUE, Card(Colour.BLUE, 9), False)
    trumped = TrickWon(1, 4, Colour.BLUE, Card(Colour.RED, 2), False)
    for words, named in ((ENGLISH, "Trick 4"), (Words("ko"), "트릭 4")):
        for won, event in ((fourth, BlackSealTaken(1)), (trumped, BlackSealTaken(1)),
                           (fourth, BlackSealSpared(1))):
            assert named in penalty_words(words, "Joon", won, event)

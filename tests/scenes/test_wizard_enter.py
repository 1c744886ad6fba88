"""Wizard Extreme played from the keyboard: Enter is never lost on the person's hand.

A trial's new player, in a real game, pressed Enter with the legal cards lifted and no
card chosen: nothing happened (the prompt said "choose it with ← → and press Enter"),
while in the lesson, whose card is chosen for the learner, Enter played. Now Enter with
no card chosen plays the one lifted card, or, with several lifted, chooses the first (it
glows) and the next Enter plays it; a card chosen with the arrows plays on Enter as ever.
"""

from __future__ import annotations

import time

import pygame

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import Phase, PlayCard
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_wizard_extreme_scene import start

__all__ = ["app"]

MAX_SECONDS = 120


def enter(shell: App) -> None:
    """Enter pressed and let go, after the keys were quiet a moment (a deliberate press)."""
    frames(shell, 40)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    frames(shell, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    frames(shell, 1)


def test_enter_plays_the_lifted_card_with_no_card_chosen(app: App) -> None:
    set_speed(app, "fast")
    scene = start(app, seed=5, persons=1)
    game = scene.session.game
    bot = make_bot("wizard_extreme", "easy", seed=1)
    seen = {"one": 0, "several": 0}
    deadline = time.monotonic() + MAX_SECONDS
    while min(seen.values()) < 1:
        assert time.monotonic() < deadline, f"not both cases reached: {seen}"
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            enter(app)
            continue
        if not (scene.accepts_input and scene.driver.is_settled
                and game.current_seat == 0):
            continue
        if game.state.phase is not Phase.PLAY:
            scene.act(bot.choose(game.view(0)))
            continue
        scene.hand.ring.focus(None)  # no card chosen: the pointer is off the hand
        playable = [card for card in scene.hand.cards if card.enabled]
        legal = [action.card for action in game.legal_actions()
                 if isinstance(action, PlayCard)]
        assert sorted(card.value for card in playable) == sorted(legal), "lifted = legal"
        played = len(game.history)
        enter(app)
        if len(playable) > 1:
            assert len(game.history) == played, "Enter with several lifted plays none yet"
            assert scene.hand.ring.focused is playable[0], "Enter chose no card to glow"
            enter(app)
        assert len(game.history) == played + 1, "Enter did not play the lifted card"
        last = game.history[-1]
        assert isinstance(last, PlayCard) and last.seat == 0
        assert last.card == playable[0].value
        seen["one" if len(playable) == 1 else "several"] += 1


def test_a_single_enter_plays_the_card_that_glows_as_the_turn_comes(app: App) -> None:
    """A trial's player pressed Enter once on their turn and sometimes nothing was played:
    the turn came with no card focused (the first Enter only chose one) unless a second
    sync of the turn had focused one. Now the first playable card glows, its Enter keycap
    over it, from the turn's first frame, and one Enter plays it."""
    set_speed(app, "fast")
    scene = start(app, seed=5, persons=1)
    game = scene.session.game
    bot = make_bot("wizard_extreme", "easy", seed=1)
    turns = several = 0
    deadline = time.monotonic() + MAX_SECONDS
    while turns < 4 or several < 2:
        assert time.monotonic() < deadline, f"{turns} turns reached, {several} with several"
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            enter(app)
            continue
        if not (scene.accepts_input and scene.driver.is_settled
                and game.current_seat == 0):
            continue
        if game.state.phase is not Phase.PLAY:
            scene.act(bot.choose(game.view(0)))
            continue
        playable = [card for card in scene.hand.cards if card.enabled]
        focused = scene.hand.ring.focused
        assert focused is playable[0], "the turn came with no playable card glowing"
        played = len(game.history)
        enter(app)
        assert len(game.history) == played + 1, "a single Enter played no card"
        last = game.history[-1]
        assert isinstance(last, PlayCard) and last.card == focused.value
        turns += 1
        several += len(playable) > 1

"""Wizard Extreme played from the keyboard: Enter is never lost on the person's hand.

A trial's new player, in a real game, pressed Enter with the legal cards lifted and no
card chosen: nothing happened (the prompt said "choose it with ← → and press Enter"),
while in the lesson, whose card is chosen for the learner, Enter played. Now Enter with
no card chosen plays the one lifted card, or, with several lifted, chooses the first (it
glows) and the next Enter plays it; a card chosen with the arrows plays on Enter as ever.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame

from scenes.games.curtain import CurtainScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.widgets.card_hand import HandCard
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import Phase, PlayCard
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, set_speed
from tests.scenes.test_wizard_extreme_scene import start

__all__ = ["app"]

MAX_SECONDS = 120


def enter(shell: App) -> None:
    """Enter pressed and let go, after the keys were quiet a moment (a deliberate press;
    0.7 s, in frames of a machine drawing 20 a second)."""
    frames(shell, 14, SLOW_FRAME)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    frames(shell, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    frames(shell, 1)


def person_turns(shell: App, scene: WizardExtremeScene, deadline: float,
                 reached: Callable[[], str]) -> Iterator[list[HandCard]]:
    """Frame by frame through a one-person game: the curtain passed with Enter, the
    person's predictions and magician choices made by an easy player; at each of the
    person's turns to play, settled and taking input, the lifted (playable) cards.
    ``reached`` says what the test has seen, for the message when ``deadline`` passes.
    The game runs at 20 frames a second (SLOW_FRAME), every frame looked at."""
    game = scene.session.game
    bot = make_bot("wizard_extreme", "easy", seed=1)
    while True:
        assert time.monotonic() < deadline, reached()
        frames(shell, 1, SLOW_FRAME)
        if isinstance(shell.context.manager.top, CurtainScene):
            enter(shell)
            continue
        if not (scene.accepts_input and scene.driver.is_settled
                and game.current_seat == 0):
            continue
        if game.state.phase is not Phase.PLAY:
            scene.act(bot.choose(game.view(0)))
            continue
        yield [card for card in scene.hand.cards if card.enabled]


def test_enter_plays_the_lifted_card_with_no_card_chosen(app: App) -> None:
    set_speed(app, "fast")
    scene = start(app, seed=5, persons=1)
    game = scene.session.game
    seen = {"one": 0, "several": 0}
    turns = person_turns(app, scene, time.monotonic() + MAX_SECONDS,
                         lambda: f"not both cases reached: {seen}")
    while min(seen.values()) < 1:
        playable = next(turns)
        scene.hand.ring.focus(None)  # no card chosen: the pointer is off the hand
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
    turns = several = 0
    person = person_turns(app, scene, time.monotonic() + MAX_SECONDS,
                          lambda: f"{turns} turns reached, {several} with several")
    while turns < 4 or several < 2:
        playable = next(person)
        focused = scene.hand.ring.focused
        assert focused is playable[0], "the turn came with no playable card glowing"
        played = len(game.history)
        enter(app)
        assert len(game.history) == played + 1, "a single Enter played no card"
        last = game.history[-1]
        assert isinstance(last, PlayCard) and last.card == focused.value
        turns += 1
        several += len(playable) > 1

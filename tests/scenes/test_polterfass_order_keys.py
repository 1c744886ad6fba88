"""A guest's order typed quickly is no mash of the keyboard (scenes/shell/mash.py).

A trial's guest typed "Enter, 4, Space" within half a second (the focus shown on the
cards, card 4 picked, the order placed) and lost the Space: three different keys in half
a second made a mash. Keys that each mean something at the table are a deliberate
sequence; a stray key among them, or many presses, is still a mash.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.mash import MASH_WINDOW_SECONDS, MashWatch
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Order, Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_key_mash import quiet, tap

__all__ = ["app"]

pytestmark = pytest.mark.mash

GUEST = 1


def guest_ordering(shell: App) -> PolterfassScene:
    """A real game, a computer innkeeper's first throw done, the person's order to place."""
    seats = [SeatConfig("Robo", 0, SeatKind.COMPUTER, "easy"), SeatConfig("Mina", 1)]
    session = GameSession.start(GAMES["polterfass"], seats, seed=4)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    for _ in range(3000):
        frames(shell, 1)
        if (session.game.state.phase is Phase.ORDERS and scene.accepts_input
                and scene.hand_seat == GUEST and scene.driver.is_settled):
            break
    else:
        raise AssertionError("the guest's order never came")
    quiet(shell)
    return scene


def typed(shell: App, keys: tuple[int, ...]) -> None:
    """``keys`` in turn, all within half a second (a tenth of a second apart)."""
    for key in keys:
        tap(shell, key, frames_after=5)


def orders(scene: PolterfassScene) -> list[Order]:
    return [action for action in scene.session.game.history
            if isinstance(action, Order) and action.seat == GUEST]


def test_enter_4_space_in_half_a_second_places_the_order(app: App) -> None:
    scene = guest_ordering(app)
    typed(app, (pygame.K_RETURN, pygame.K_4, pygame.K_SPACE))
    frames(app, 10)
    placed = orders(scene)
    assert placed and 4 in placed[0].cards, "the Space of 'Enter, 4, Space' was lost"


def test_a_stray_key_among_them_is_still_a_mash(app: App) -> None:
    scene = guest_ordering(app)
    typed(app, (pygame.K_RETURN, pygame.K_q, pygame.K_4, pygame.K_SPACE))
    frames(app, 10)
    assert not orders(scene), "a mash with a key that means nothing placed an order"
    assert 4 not in scene.selected, "the mash's 4 picked a card"


def test_the_watch_tells_a_sequence_from_a_mash() -> None:
    step = MASH_WINDOW_SECONDS / 5
    enter, four, space = pygame.K_RETURN, pygame.K_4, pygame.K_SPACE
    sequence = MashWatch()
    assert not any(sequence.press(key, index * step, meant=True)
                   for index, key in enumerate((enter, four, space)))
    many = MashWatch()  # meaningful keys, but more presses than a hand means: a mash
    held = [many.press(key, index * step, meant=True)
            for index, key in enumerate((enter, four, space, enter, four))]
    assert held == [False, False, False, False, True]
    unvouched = MashWatch()  # a screen that vouches for no key: three keys are a mash
    assert [unvouched.press(key, index * step)
            for index, key in enumerate((enter, four, space))] == [False, False, True]

"""The hand-over cover lifts only on what it says: Enter (a controller's A) or a click on
it. Trial s22 pressed only Space and number keys, about one every two seconds, through a
Winner's Circle race with hidden bets: the next person's cover gave way to a Space and
the number keys placed both persons' hidden bets. Played here through the real program,
the keyboard as SDL reports it (tests/scenes/test_key_bursts.py), in every hiding game."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, set_speed
from tests.scenes.test_hand_over import _start
from tests.scenes.test_key_bursts import Keyboard
from tests.scenes.test_polterfass_round_end import bills, play_until
from tests.scenes.test_polterfass_scene import start as start_polterfass

__all__ = ["app"]

pytestmark = pytest.mark.mash

ROLL_AND_NUMBER_KEYS = (pygame.K_SPACE, pygame.K_1, pygame.K_SPACE, pygame.K_2, pygame.K_3,
                        pygame.K_SPACE, pygame.K_4, pygame.K_c, pygame.K_SPACE, pygame.K_5)


def _on_to_a_cover(shell: App, scene: GameScene[Any]) -> CurtainScene:
    """Play on (each person an easy computer player, from their own view) until a cover
    stands over a person's private part; returns it, still up."""
    manager, driver, session = shell.context.manager, scene.driver, scene.session
    bots = {seat: make_bot(session.spec.id, "easy", seed=seat + 1)
            for seat in range(len(session.seats)) if session.seats[seat].is_person}
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, CurtainScene):
        assert time.monotonic() < deadline, "no cover came"
        frames(shell, 1)
        if manager.top is scene and driver.accepts_input:
            seat = session.current_seat
            assert seat is not None
            assert scene.act(bots[seat].choose(driver.gate.seat_view(seat)))
    return manager.top


@pytest.mark.parametrize("game_id", ["winners_circle", "wizard_extreme", "big_shot",
                                     "polterfass"])
def test_space_and_number_keys_never_lift_a_cover(app: App, game_id: str) -> None:
    """Space and number keys, one every half second to two seconds, and a controller's X
    (its Space): the cover stays up and nothing private is drawn; Enter lifts it, once
    the keys have been quiet a moment."""
    scene = _start(app, game_id)
    cover = _on_to_a_cover(app, scene)
    keyboard = Keyboard(app)
    for index, key in enumerate(ROLL_AND_NUMBER_KEYS):
        keyboard.tap(key)
        keyboard.run(0.5 + 1.5 * (index % 2))
        assert app.context.manager.top is cover, f"{pygame.key.name(key)} lifted the cover"
        assert scene.driver.viewer is None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode="", controller=True))
    keyboard.run(2.0)
    assert app.context.manager.top is cover, "a controller's X lifted the cover"
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert app.context.manager.top is scene, "Enter lifts the cover"
    assert scene.driver.viewer == cover.seat


def test_a_controllers_confirm_button_lifts_the_cover(app: App) -> None:
    """The controller's A (sent as Enter, marked as the controller's) lifts it too."""
    scene = _start(app, "winners_circle")
    cover = _on_to_a_cover(app, scene)
    keyboard = Keyboard(app)
    keyboard.run(QUIET_SECONDS)  # the keys rest: the person before has left
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="", controller=True))
    keyboard.run(0.2)
    assert app.context.manager.top is scene
    assert scene.driver.viewer == cover.seat


def test_the_roll_key_never_takes_the_payout_away(app: App) -> None:
    """The same hands after race 1's last move: Space and number keys, one a second, rush
    the finish up to the payout sheet and no further; the sheet stays until Enter."""
    app.context.apply_settings(replace(app.context.settings, animation_speed="fast"))
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, 4, {"hidden_bets": True})
    scene = app.context.navigator.play(session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    manager, driver, state = app.context.manager, scene.driver, session.game.state
    bots = {seat: make_bot("winners_circle", "easy", seed=seat + 1) for seat in (0, 1)}
    keyboard = Keyboard(app)
    deadline = time.monotonic() + PATIENCE
    while state.race == 1 or session.game.state.race == 1:
        assert time.monotonic() < deadline, "race 1 did not end in time"
        state = session.game.state
        keyboard.run(0.1)
        if isinstance(manager.top, CurtainScene):
            keyboard.run(QUIET_SECONDS)
            keyboard.tap(pygame.K_RETURN)
        elif manager.top is scene and driver.accepts_input and state.race == 1:
            seat = session.current_seat
            assert seat is not None and seat in bots
            assert scene.act(bots[seat].choose(driver.gate.seat_view(seat)))
    shown = 0.0
    for key in ROLL_AND_NUMBER_KEYS:
        keyboard.tap(key)
        keyboard.run(0.95)
        if scene.table.sheet is not None:
            shown += 1.0
        elif shown:
            raise AssertionError(f"{pygame.key.name(key)} took the payout away after {shown} s")
    assert shown >= 5, "the payout sheet came"
    keyboard.run(QUIET_SECONDS)  # a held result: Enter moves it on once the keys rested
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(1.0)
    assert scene.table.sheet is None, "Enter moves the payout on"


def test_the_roll_key_never_takes_polterfass_bill_away(app: App) -> None:
    """Polterfass's bill says "Press Enter or click": the same hands, one key a second,
    leave it on the table (each of them cleared it); Enter clears it, once the keys have
    been quiet a moment."""
    set_speed(app, "fast")
    scene = start_polterfass(app)
    play_until(app, scene, lambda: bool(bills(scene)) and scene.is_still())
    # The covers were lifted with presses alone: let Enter go, as a keyboard does.
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    keyboard = Keyboard(app)
    keyboard.run(1.0)
    for key in ROLL_AND_NUMBER_KEYS:
        keyboard.tap(key)
        keyboard.run(0.95)
        assert scene.holds_table(), f"{pygame.key.name(key)} cleared the bill"
    keyboard.run(2.0)  # the keys quiet a moment (the mash watch)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert not scene.holds_table(), "Enter clears the bill"

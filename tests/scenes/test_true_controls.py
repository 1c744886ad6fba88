"""Controls say what may be done now: a Polterfass button lights only
while its person may press it and the engine allows its move, never while a move plays
or after the round is scored (the "double" button stayed lit over the bill)."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from scenes.games.polterfass.scene import PolterfassScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.button import Button
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import CloseTap, Double, Order, Remove, Throw, ThrowAgain
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]


def test_a_polterfass_button_lights_only_for_a_move_that_can_be_made_now(app: App) -> None:
    app.context.apply_settings(replace(app.context.settings, animation_speed="fast"))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["polterfass"], seats, 11, {})
    scene = app.context.navigator.play(session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    game, driver, manager = session.game, scene.driver, app.context.manager
    kinds: dict[Button, tuple[type, ...]] = {
        scene.throw_button: (Throw,), scene.again_button: (ThrowAgain,),
        scene.close_button: (CloseTap,), scene.count_button: (Remove, Double),
        scene.order_button: (Order,)}
    bot = make_bot("polterfass", "easy", seed=3)
    lit = scored = 0
    moved_at = -1
    playing = False  # the person's move plays, until the table settles
    deadline = time.monotonic() + PATIENCE
    while game.state.round < 4 and not isinstance(manager.top, ResultsScene):
        assert time.monotonic() < deadline, "the game did not move on in time"
        frames(app, 1)
        playing = playing and not driver.is_settled
        scored += scene.round_end is not None
        shown = [piece for piece in scene.controls.buttons if isinstance(piece, Button)]
        if scene.hand_seat is not None:
            shown.append(scene.order_button)
        for button in (button for button in shown if button.enabled):
            assert not playing, f"{button.label} lit while the move plays"
            assert scene.round_end is None, f"{button.label} lit after the round is scored"
            if driver.is_settled:
                lit += 1
                assert [action for action in game.legal_actions()
                        if isinstance(action, kinds[button])], f"{button.label} lit for nothing"
        if scene.holds_table() and driver.is_settled:
            press(pygame.K_RETURN)
        elif driver.accepts_input and driver.position != moved_at:
            moved_at = driver.position
            assert scene.act(bot.choose(driver.gate.seat_view(0)))
            playing = True
    assert lit > 0 and scored > 0

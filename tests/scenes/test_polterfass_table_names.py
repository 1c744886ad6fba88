"""Polterfass with two persons and a computer, the coach on (trial s26 D/143-149, 213-218):
the person innkeeper sees the coach's card at the throw-or-close, a public move made with
no hand on screen; and the band under the mat names the seat the prompt names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.polterfass import panels
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Phase, ThrowAgain
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import app, frames, lift_curtain, set_speed

__all__ = ["app"]


def couch_table(shell: App) -> PolterfassScene:
    """Mina and Jun at one screen with a computer, the coach on."""
    shell.context.apply_settings(replace(shell.context.settings, coach=True))
    set_speed(shell, "fast")
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(shell.context,
                            GameSession.start(GAMES["polterfass"], seats, seed=4))
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def play_until(shell: App, scene: PolterfassScene, done: Callable[[], bool]) -> None:
    """The persons make the first legal move each time (the lowest order, closing the tap
    at once) until ``done``."""
    game, watch = scene.session.game, Stopwatch()
    while True:
        assert watch.seconds() < 60, "the table never came there"
        frames(shell, 1)
        if done():
            return
        if isinstance(shell.context.manager.top, CurtainScene) or scene.holds_table():
            lift_curtain(shell)  # Enter once the keys rested: the curtain, or the bill read
        elif scene.accepts_input:  # the first legal move; the tap closed at once
            seat = game.current_seat
            scene.act(next(action for action in game.legal_actions()
                           if action.seat == seat and not isinstance(action, ThrowAgain)))


def test_the_person_innkeeper_sees_the_coach_at_the_throw_or_close(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = couch_table(app)
    game = scene.session.game
    assert scene.session.seats[game.state.innkeeper].is_person
    drawn: list[Any] = []
    real = panels.draw_coach

    def recorded(*args: Any, **kwargs: Any) -> None:
        drawn.append(args[3])  # the advice shown
        real(*args, **kwargs)

    monkeypatch.setattr(panels, "draw_coach", recorded)
    play_until(app, scene, lambda: game.state.phase is Phase.SERVING and scene.accepts_input)
    assert scene.coach_rect is not None and scene.driver.viewer is None, "a public move"
    drawn.clear()
    frames(app, 1)
    assert drawn, "no coach card for the innkeeper's throw-or-close"
    watch = Stopwatch()
    while drawn[-1] is None:  # the coach works it out, then its card says it
        assert watch.seconds() < 30, "the coach never answered"
        frames(app, 1)
    assert scene.driver.coach.advice is drawn[-1]


def test_the_band_names_the_seat_the_prompt_names(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Player 1 is choosing an order" stood over "Computer's turn" while the computer's
    order flew to its coaster (trial s26 D/149) or its throw landed (D/213)."""
    scene = couch_table(app)
    game = scene.session.game
    names = [seat.name for seat in scene.session.seats]
    said: list[tuple[str, str]] = []
    real = panels.draw_band

    def recorded(surface: pygame.Surface, band: pygame.Rect, text: str, scale: float) -> None:
        named = [name for name in names if name in text]
        if named and game.state.phase is Phase.ORDERS:
            said.append((text, scene.frame.prompt.text))
        real(surface, band, text, scale)

    monkeypatch.setattr(panels, "draw_band", recorded)
    play_until(app, scene, lambda: game.state.round == 2 and game.state.phase is Phase.SERVING)
    assert said, "the band never named a guest choosing"
    apart = [(band, prompt) for band, prompt in said
             if not any(name in band and name in prompt for name in names)]
    assert not apart, apart[:3]

"""Yacht Dice: once the game is over the greyed Roll button shows no roll left (trial s32
K/015: its three filled pips, which meant three rolls left during play, stayed after
"Computer wins.")."""

from __future__ import annotations

from dataclasses import replace

from scenes.games import make_game_scene
from scenes.games.yacht.scene import YachtScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, push

__all__ = ["app"]


def _played_out(seats: list[SeatConfig]) -> GameSession:
    """A game of Yacht played to its end by ``seats``, computers all (seed 4)."""
    played = GameSession.start(GAMES["yacht"], seats, seed=4)
    while not played.game.is_over:
        played.apply(played.bot_action())
    return played


def _on_screen(app: App, session: GameSession) -> YachtScene:
    """``session``'s table pushed on screen and run three frames."""
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, YachtScene)
    push(app, scene)
    frames(app, 3)
    return scene


def test_a_finished_game_leaves_no_roll_on_the_button(app: App) -> None:
    seats = [SeatConfig("Mina", 0, SeatKind.COMPUTER, "random"),
             SeatConfig("Robo", 1, SeatKind.COMPUTER, "random")]
    played = _played_out(seats)
    session = GameSession(played.spec, played.game, [replace(seats[0], kind=SeatKind.PERSON),
                                                     seats[1]])
    scene = _on_screen(app, session)
    button = scene.roll_button
    assert not button.enabled
    assert button.rolls_left == 0, "every pip drawn filled stands for a roll left"


def test_the_last_score_written_leaves_no_roll_on_the_button(app: App) -> None:
    robots = [SeatConfig("Robo", 0, SeatKind.COMPUTER, "random"),
              SeatConfig("Mina", 1, SeatKind.COMPUTER, "random")]
    played = _played_out(robots)
    *before, last = played.game.history
    seats = [robots[0], replace(robots[1], kind=SeatKind.PERSON)]
    session = GameSession.start(GAMES["yacht"], seats, seed=4)
    for action in before:
        session.apply(action)
    scene = _on_screen(app, session)
    assert session.current_seat == 1 and not session.game.is_over, "Mina writes the last"
    scene.act(last)
    frames(app, 240)
    assert session.game.is_over
    assert scene.roll_button.rolls_left == 0

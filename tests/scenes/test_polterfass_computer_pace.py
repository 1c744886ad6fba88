"""A computer innkeeper's throws can be followed: each stays on the table, its plaque read,
before his next throw or his closing; at the common computer pause (0.6 s) a trial saw
three throws and a closed tap between two screenshots (s25 A/137-138). The animation
speed still rules: Fast is quicker, Instant waits for nothing."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Phase, PolterfassEngine
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]

READ_SECONDS = 1.5
BOT_PAUSE_SECONDS = BEAT_SECONDS[Beat.MOVE]  # the common pause before a computer's move
"""Long enough to see where the barrels lie and read the plaque's new figure."""


def _serving_computer(shell: App) -> tuple[PolterfassScene, PolterfassEngine, PolterfassEngine]:
    """A table whose computer innkeeper is to throw again or close, his view, and a view
    of a move before the serving (the first throw's)."""
    seats = [SeatConfig("Robo", 0, SeatKind.COMPUTER, "easy"),
             SeatConfig("Mina", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["polterfass"], seats, seed=4)
    game = session.game
    assert isinstance(game, PolterfassEngine) and game.state.phase is Phase.FIRST_THROW
    before = game.view(game.current_seat)
    while game.state.phase is not Phase.SERVING:
        session.apply(session.bot_action())
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene, game.view(game.current_seat), before


def test_a_computer_innkeepers_throw_stays_to_be_read(app: App) -> None:
    set_speed(app, "normal")
    scene, serving, before = _serving_computer(app)
    assert scene.bot_pause(serving) >= READ_SECONDS
    assert scene.bot_pause(before) == BOT_PAUSE_SECONDS, "other moves keep the common pause"
    set_speed(app, "fast")
    assert BOT_PAUSE_SECONDS < scene.bot_pause(serving) < READ_SECONDS
    set_speed(app, "instant")
    assert scene.bot_pause(serving) == 0.0

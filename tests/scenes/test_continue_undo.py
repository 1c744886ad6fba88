"""Continue mid-turn keeps the turn's undo: a save holds the actions, and the person's
own last actions of the turn are undoable again as they were before the program
closed (trial s24 C/090-092: dice held after the first roll, killed, continued, and
the turn's Undo was gone)."""

from __future__ import annotations

from typing import Any

from scenes.games.base import GameScene
from scenes.shell.app import App
from tabletop.core import SeatConfig
from tabletop.games import GAMES
from tabletop.games.yacht import Hold, Roll
from tabletop.session import GameSession
from tests.scenes.test_couch_menu import open_menu
from tests.scenes.test_menus import FRAME


def _apply(session: GameSession, kind: type, **fields: Any) -> dict[str, Any]:
    action = next(action for action in session.game.legal_actions()
                  if isinstance(action, kind) and all(getattr(action, name) == value
                                                      for name, value in fields.items()))
    session.apply(action)
    return session.game.to_dict()


def test_continue_mid_turn_keeps_the_turns_undo_back_to_the_roll(app: App) -> None:
    menu = open_menu(app)
    seats = [SeatConfig("Mina", 0), SeatConfig("Jin", 1)]
    played = GameSession.start(GAMES["yacht"], seats, seed=3, autosave=app.context.autosave)
    rolled = _apply(played, Roll)
    held_one = _apply(played, Hold, die=0)
    held_both = _apply(played, Hold, die=2)
    app.context.flush_saves()
    menu.refresh_save()
    menu.continue_game("yacht")
    for _ in range(3):
        app.step(FRAME)
    scene = app.context.manager.top
    assert isinstance(scene, GameScene)
    session = scene.session
    assert session.game.to_dict() == held_both
    assert session.can_undo
    session.undo()
    assert session.game.to_dict() == held_one
    session.undo()
    assert session.game.to_dict() == rolled
    assert not session.can_undo, "never back across the roll (DESIGN §3)"

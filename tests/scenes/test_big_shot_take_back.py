"""Big Shot's Take back and Undo agree (trial s29 G/185-186): Ctrl+Z at the next round's
start took back the last cube placed, and then Take back (Backspace) was off, though three
of the lot's cubes stood on the map and the panel still said "Take back (Backspace) returns
the last one". Take back now returns a cube of the lot already placed, as Undo does; where
it has nothing to return it is off, and neither the panel nor the prompt offers it."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.big_shot import side_panel
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

SPEC = GAMES["big_shot"]
SEATS = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
         SeatConfig("Nari", 2, SeatKind.COMPUTER, "easy")]


def _mina_half_placed(shell: App) -> tuple[BigShotScene, BigShotEngine]:
    """Mina's table with her bought lot's first cube already placed (as Undo leaves it at
    the next round's start), the rest in her hand."""
    computers = GameSession.start(SPEC, [replace(seat, kind=SeatKind.COMPUTER)
                                         for seat in SEATS], seed=5)
    game = computers.game
    assert isinstance(game, BigShotEngine)
    while not (game.state.phase is Phase.PLACE and game.current_seat == 0
               and len(game.state.in_hand) >= 2):
        computers.apply(computers.bot_action())
    first = computers.bot_action()  # Mina's first cube, chosen as a computer would
    session = GameSession(SPEC, game, SEATS)
    session.apply(first)  # hers, as a person's: Undo may take it back
    assert session.can_undo
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, BigShotScene)
    shell.context.manager.apply(Push(scene))
    set_speed(shell, "instant")
    frames(shell, 3)
    return scene, game


def _panel_lines(scene: BigShotScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(side_panel, "draw_words",
                        lambda surface, rect, lines, scale, **kw: said.extend(lines) or 0)
    scene.draw(pygame.Surface(scene.context.size))
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("language", ["en", "ko"])
def test_take_back_returns_a_cube_already_placed_and_is_offered_only_while_it_can(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, game = _mina_half_placed(app)
    words = app.context.words
    button, back_key = words("big_shot_scene.take_back"), words("widgets.key_backspace")
    held, made = len(game.state.in_hand), len(game.history)
    assert scene.accepts_input and not scene.board.staged
    assert scene.take_back.enabled, "a cube of the lot stands on the map: Take back returns it"
    assert back_key in scene.prompt.text
    assert any(button in line for line in _panel_lines(scene, monkeypatch))

    press(pygame.K_BACKSPACE)
    frames(app, 3)
    assert len(game.state.in_hand) == held + 1 and len(game.history) == made - 1
    # Nothing of the lot is placed now: Take back is off, and no word offers it.
    assert not scene.take_back.enabled
    assert back_key not in scene.prompt.text, scene.prompt.text
    lines = _panel_lines(scene, monkeypatch)
    assert not any(button in line for line in lines), lines
    assert words("big_shot_scene.place_colour") in lines

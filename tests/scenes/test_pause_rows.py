"""The pause menu keeps each row where a player's hand expects it, in every game."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.screens.pause import PauseScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

FRAME = 1 / 60


def _pause_over(app: App, game_id: str) -> PauseScene:
    spec = GAMES[game_id]
    seats = [SeatConfig("Mina", 0), SeatConfig("Junho", 1),
             SeatConfig("Sora", 2, SeatKind.COMPUTER)]
    session = GameSession.start(spec, seats, 3, spec.merged_options(None))
    manager = app.context.manager
    table = make_game_scene(app.context, session)
    manager.apply(Push(table))
    table.driver.open_pause()  # Esc at the table: the table's pause menu
    manager.apply(table.driver.take_transition())
    pause = manager.top
    assert isinstance(pause, PauseScene)
    app.step(FRAME)
    return pause


def test_every_pause_row_sits_in_the_same_place_in_every_game(app: App) -> None:
    layouts: dict[str, list[tuple[str | None, pygame.Rect]]] = {}
    for game_id in GAMES:
        pause = _pause_over(app, game_id)
        layouts[game_id] = [(button.label_key, pygame.Rect(button.rect))
                            for button in pause.ring.buttons]
    rects = {game_id: [rect for _key, rect in rows] for game_id, rows in layouts.items()}
    assert len({tuple(map(tuple, rows)) for rows in rects.values()}) == 1
    for rows in layouts.values():
        assert rows[-1][0] == "app.pause.quit_game"
    # Polterfass hides cards and has two persons, so it offers phones; Yacht hides
    # nothing, so its phones row is there but cannot be pressed.
    assert layouts["polterfass"][3][0] == "phones.use"
    yacht = _pause_over(app, "yacht")
    phones_row = yacht.ring.buttons[3]
    assert phones_row.label_key == "app.pause.no_phones" and not phones_row.enabled

"""Replays on the main menu (trial s28 D/216: a player found them only under Statistics,
one game's tab at a time): every game's stored games in one list, newest first, each row
naming its game; Statistics keeps its own entry."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.screens.replay_list import ReplayListScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_replay import finished_game, is_replay

__all__ = ["app"]

STORED = [("yacht", "2026-12-01T20:15:00+09:00"), ("big_shot", "2026-12-03T09:00:00+09:00"),
          ("polterfass", "2026-12-02T18:30:00+09:00")]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_replays_on_the_main_menu_list_every_games_newest_first(app: App,
                                                                language: str) -> None:
    context = app.context
    context.apply_settings(replace(context.settings, language=language))
    for game_id, when in STORED:
        finished = finished_game(game_id)
        assert storage.store_finished(finished.game, finished.seats, finished_at=when) is None
    menu = MenuScene(context)
    context.manager.apply(Push(menu))
    frames(app, 2)
    replays = menu.buttons["replays"]
    assert replays in menu.ring.buttons and replays.enabled
    assert "statistics" in menu.buttons, "Statistics keeps its place"
    replays.activate()
    frames(app, 2)
    listing = context.manager.top
    assert isinstance(listing, ReplayListScene)
    rows = [button.text or "" for button in listing.ring.buttons if button.text]
    words = context.words
    titles = [words(f"{game_id}.title") for game_id in ("big_shot", "polterfass", "yacht")]
    assert [row.split(" · ")[0] for row in rows] == titles, rows
    rows_buttons = [button for button in listing.ring.buttons if button.text]
    rows_buttons[1].activate()  # Polterfass's, from a list of every game's
    frames(app, 2)
    replay = context.manager.top
    assert is_replay(replay) and replay.session.game.spec.id == "polterfass"
    pygame.event.clear()

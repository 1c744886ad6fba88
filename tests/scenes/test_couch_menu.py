"""The menu shows a tile for every registered game, keeps its buttons still, asks before
quitting."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.screens import menu as menu_module
from scenes.screens.dialogs import ConfirmScene
from scenes.screens.lesson_menu import LessonOffer
from scenes.screens.menu import GameTile, MenuScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_menus import FRAME, key


def open_menu(shell: App) -> MenuScene:
    menu = MenuScene(shell.context)
    shell.context.manager.apply(Push(menu))
    shell.step(FRAME)
    return menu


def test_the_menu_shows_a_tile_per_registered_game_and_unfinished_games_cannot_start(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An engine registered without its scene (engines and scenes land separately).
    monkeypatch.setattr(menu_module, "has_game_scene", lambda game_id: game_id == "yacht")
    menu = open_menu(app)
    tiles = [button for button in menu.ring.buttons if isinstance(button, GameTile)]
    assert [tile.game_id for tile in tiles] == list(GAMES)
    assert [tile.label for tile in tiles] == [spec.title for spec in GAMES.values()]
    assert [tile.enabled for tile in tiles] == [game_id == "yacht" for game_id in GAMES]
    soon = tiles[1]
    assert soon.seat_line() == ""  # the ribbon says "Coming soon"
    assert "players" in tiles[0].seat_line()
    # Neither a click nor the keyboard starts a coming-soon game.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=soon.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=soon.rect.center))
    app.step(FRAME)
    assert app.context.manager.top is menu
    for _ in range(len(menu.ring.buttons)):
        assert menu.ring.focused is not soon
        key(app, pygame.K_TAB)
    # The playable tile still opens its setup.
    menu.ring.focus(tiles[0])
    key(app, pygame.K_RETURN)
    # The first choice of a game offers its lesson once; Enter on "Just play" goes on.
    assert isinstance(app.context.manager.top, LessonOffer)
    key(app, pygame.K_RETURN)
    assert isinstance(app.context.manager.top, SetupScene)


def test_buttons_keep_their_places_with_and_without_a_saved_game(app: App) -> None:
    menu = open_menu(app)
    without = [b.rect.copy() for b in menu.ring.buttons if not isinstance(b, GameTile)]
    continue_button = next(b for b in menu.ring.buttons if b.label_key == "app.menu.continue")
    assert not continue_button.enabled
    GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                      autosave=app.context.autosave)
    menu.refresh_save()
    menu.relayout()
    assert menu.preview is not None
    with_save = [b.rect for b in menu.ring.buttons if not isinstance(b, GameTile)]
    assert sorted(map(tuple, with_save)) == sorted(map(tuple, without))
    assert next(b for b in menu.ring.buttons
                if (b.label_key or "").startswith("app.menu.continue")).enabled


def test_quit_asks_only_while_a_game_is_saved_and_says_it_is_kept(app: App) -> None:
    menu = open_menu(app)
    GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                      autosave=app.context.autosave)
    menu.refresh_save()
    menu.relayout()
    menu.buttons["quit"].activate()
    app.step(FRAME)
    dialog = app.context.manager.top
    assert isinstance(dialog, ConfirmScene)
    assert dialog.message_key == "app.confirm.quit_saved"
    assert dialog.message_args == {"game": "Yacht Dice"}
    key(app, pygame.K_ESCAPE, frames=2)  # cancel
    assert app.context.manager.top is menu and app.context.manager.running

    app.context.delete_save()
    menu.refresh_save()
    menu.relayout()
    menu.buttons["quit"].activate()
    app.step(FRAME)
    assert not app.context.manager.running  # nothing to lose: no question


def test_the_save_is_checked_once_per_change_of_the_file_not_at_every_return(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks: list[object] = []
    real_peek = menu_module.storage.peek_save

    def counting_peek(*args: Any, **kwargs: Any) -> Any:
        checks.append(args)
        return real_peek(*args, **kwargs)

    monkeypatch.setattr(menu_module.storage, "peek_save", counting_peek)
    menu = open_menu(app)
    assert len(checks) == 1
    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                                autosave=app.context.autosave)
    menu.refresh_save()
    assert len(checks) == 2 and menu.preview is not None
    for _ in range(3):  # back from the rules, a setup, the statistics: the same file
        menu.resume()
    assert len(checks) == 2
    session.apply(session.game.legal_actions()[0])  # the game moved on: a new save
    menu.resume()
    assert len(checks) == 3 and menu.preview is not None
    app.context.delete_save()
    menu.resume()
    assert len(checks) == 4 and menu.preview is None

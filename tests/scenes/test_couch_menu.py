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
from scenes.shell.scene import Pop, Push
from tabletop.core import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
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
    key(app, pygame.K_RETURN, frames=30)  # a moment on each screen: a press of its own
    # The first choice of a game offers its lesson once; Enter on "Play now" goes on.
    assert isinstance(app.context.manager.top, LessonOffer)
    key(app, pygame.K_RIGHT)  # from the gold "Learn first", where the focus starts
    key(app, pygame.K_RETURN)
    assert isinstance(app.context.manager.top, SetupScene)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (900, 1200)])
def test_tiles_and_buttons_keep_their_places_with_and_without_a_saved_game(
        app: App, size: tuple[int, int]) -> None:
    """Resume came under Yacht's tile and every tile shrank and rose under the pointer
    (trial s14, 227 -> 235): its row is kept, and it fills it."""
    resize_window(app, size)
    menu = open_menu(app)
    without = [b.rect.copy() for b in menu.ring.buttons]
    continue_button = next(b for b in menu.ring.buttons if b.label_key == "app.menu.continue")
    assert not continue_button.enabled
    GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                      autosave=app.context.autosave)
    menu.refresh_save()
    menu.relayout()
    assert menu.preview is not None
    with_save = [b.rect for b in menu.ring.buttons if b not in menu.resume_buttons.values()]
    assert sorted(map(tuple, with_save)) == sorted(map(tuple, without))
    resume = menu.resume_buttons["yacht"]
    assert resume.rect.collidelist(with_save) < 0, "Resume stands in a row of its own"
    assert pygame.Rect((0, 0), size).contains(resume.rect)
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

    app.context.delete_save("yacht")
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
    assert len(checks) == 0  # no game saved: no file to check
    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                                autosave=app.context.autosave)
    menu.refresh_save()
    assert len(checks) == 1 and menu.preview is not None
    for _ in range(3):  # back from the rules, a setup, the statistics: the same file
        menu.resume()
    assert len(checks) == 1
    session.apply(session.game.legal_actions()[0])  # the game moved on: a new save
    menu.resume()
    assert len(checks) == 2 and menu.preview is not None
    other = GameSession.start(GAMES["polterfass"], [SeatConfig("Mina", 0), SeatConfig("Jin", 1)],
                              seed=1, autosave=app.context.autosave)
    menu.resume()
    assert len(checks) == 3, "only the game whose file changed is checked again"
    app.context.delete_save("yacht")
    app.context.delete_save(other.spec.id)
    menu.resume()
    assert len(checks) == 3 and menu.preview is None


def _play_to_the_end(session: GameSession) -> None:
    from tabletop.bots import make_bot

    player = make_bot(session.spec.id, "easy", seed=3)
    while not session.game.is_over:
        seat = session.game.current_seat
        assert seat is not None
        session.apply(player.choose(session.game.view(seat)))


def test_each_saved_game_has_its_own_resume_and_finishing_another_keeps_it(app: App) -> None:
    """The trial's lost game: Polterfass in progress, a Yacht game started from its setup
    (no question: it replaces nothing) and played to its end. Polterfass keeps its Resume,
    which brings it back; Continue takes the game saved last."""
    import os

    from scenes.games.base import GameScene

    menu = open_menu(app)
    seats = [SeatConfig("Mina", 0), SeatConfig("Jin", 1)]
    polterfass = GameSession.start(GAMES["polterfass"], seats, seed=2,
                                   autosave=app.context.autosave)
    polterfass.apply(polterfass.game.legal_actions()[0])
    app.context.flush_saves()
    os.utime(menu_module.storage.autosave_path("polterfass"), ns=(10**18, 10**18))

    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    setup.start_game()
    app.step(FRAME)
    yacht_scene = app.context.manager.top
    assert isinstance(yacht_scene, GameScene), "a game of another game replaces nothing"
    yacht = yacht_scene.session
    app.context.flush_saves()
    os.utime(menu_module.storage.autosave_path("yacht"), ns=(2 * 10**18, 2 * 10**18))
    menu.refresh_save()
    menu.relayout()
    assert set(menu.resume_buttons) == {"polterfass", "yacht"}
    assert menu.preview is not None and menu.preview.game_id == "yacht"  # saved last

    _play_to_the_end(yacht)  # recorded as it ends; its own save is emptied
    app.context.flush_saves()
    menu.refresh_save()
    menu.relayout()
    assert set(menu.resume_buttons) == {"polterfass"}
    assert menu.preview is not None and menu.preview.game_id == "polterfass"
    tiles = {tile.game_id: tile for tile in menu.tiles}
    resume = menu.resume_buttons["polterfass"]
    assert tiles["polterfass"].rect.bottom < menu.pairs["polterfass"][0].rect.top
    assert menu.pairs["polterfass"][0].rect.bottom < resume.rect.top  # under Play and Learn
    assert resume.rect.centerx == tiles["polterfass"].rect.centerx
    for button in menu.ring.buttons:  # nothing overlaps the new button
        assert button is resume or not button.rect.colliderect(resume.rect)

    while app.context.manager.top is not menu:  # leave the finished Yacht table
        app.context.manager.apply(Pop())
    app.step(FRAME)
    resume.activate()
    app.step(FRAME)
    scene = app.context.manager.top
    assert isinstance(scene, GameScene) and scene.session.spec.id == "polterfass"
    assert scene.session.game.to_dict() == polterfass.game.to_dict()


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_saved_game_and_a_left_lesson_give_one_resume_and_keep_the_labels_size(
        app: App, language: str) -> None:
    """Polterfass with a saved game and a lesson left half-way: the tile's gold "Resume
    game" is its only Resume; the lesson's button still reads "Learn" (with its progress
    bar), and no label under any tile shrinks for it at 1280x720."""
    from dataclasses import replace

    from scenes.shell.context import LeftLesson
    from scenes.widgets.button import ButtonStyle
    from tests.scenes.screens import resize_window

    resize_window(app, (1280, 720))
    app.step(FRAME)
    app.context.apply_settings(replace(app.context.settings, language=language))
    menu = open_menu(app)
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1), SeatConfig("Ara", 2)]
    GameSession.start(GAMES["polterfass"], seats, seed=3, autosave=app.context.autosave)
    app.context.flush_saves()
    menu.refresh_save()
    menu.relayout()
    sizes = {button.label_px() for pair in menu.pairs.values() for button in pair}
    lesson = app.context.navigator.lesson("polterfass")
    app.context.left_lesson = LeftLesson("polterfass", lesson)
    menu.relayout()
    resume = menu.resume_buttons["polterfass"]
    play, learn = menu.pairs["polterfass"]
    assert learn.resumes
    labels = [resume.label, play.label, learn.label]
    assert len(set(labels)) == 3, labels
    resumes = [label for label in labels if app.context.words("app.pause.resume") in label
               or "Resume" in label or "이어" in label]
    assert resumes == [resume.label]
    gold = [button for button in (resume, play, learn) if button.style is ButtonStyle.PRIMARY]
    assert gold == [resume]
    assert {button.label_px() for pair in menu.pairs.values() for button in pair} == sizes

"""Menu screens driven through the real App loop, headless."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.screens.dialogs import NoticeScene
from scenes.screens.lesson_menu import LessonOffer
from scenes.screens.menu import GameTile, MenuScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene, TextField
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from scenes.widgets.button import ButtonStyle
from tabletop import storage
from tabletop.games import GAMES

FRAME = 1 / 60


def key(application: App, code: int, mod: int = 0, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    for _ in range(frames):
        application.step(FRAME)


def test_tab_reaches_every_menu_button_and_wraps(app: App) -> None:
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    enabled = [button for button in menu.ring.buttons if button.enabled]
    seen = []
    for _ in range(len(enabled)):
        seen.append(menu.ring.focused)
        key(app, pygame.K_TAB)
    assert set(map(id, seen)) == set(map(id, enabled))
    assert menu.ring.focused is seen[0]
    labels = {button.label_key for button in menu.ring.buttons}
    assert {"app.menu.rules", "app.menu.statistics", "app.menu.settings",
            "app.menu.quit"} <= labels
    assert sum(isinstance(button, GameTile) for button in menu.ring.buttons) == len(GAMES)


def test_enter_on_a_game_tile_opens_its_setup(app: App) -> None:
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    menu.ring.focus(menu.tiles[0])
    key(app, pygame.K_RETURN, frames=30)  # a moment on each screen: a press of its own
    # The first choice of a game offers its lesson once; Enter on "Play now" goes on.
    assert isinstance(app.context.manager.top, LessonOffer)
    key(app, pygame.K_RIGHT)  # from the gold "Learn first", where the focus starts
    key(app, pygame.K_RETURN)
    top = app.context.manager.top
    assert isinstance(top, SetupScene)
    assert top.game_id == next(iter(GAMES))
    key(app, pygame.K_ESCAPE)
    assert app.context.manager.top is menu


def test_the_lesson_offer_focuses_its_gold_button(app: App) -> None:
    """Trial s29 G/005: "Learn first" was gold, the one offered, but the focus ring stood
    on "Play now": the look and Enter disagreed. The focus starts on the gold one."""
    game_id = next(iter(GAMES))
    offer = LessonOffer(app.context, game_id, lambda: Pop())
    app.context.manager.apply(Push(offer))
    app.step(FRAME)
    focused = offer.ring.focused
    assert focused is not None and focused.label_key == "lesson.offer_learn"
    gold = [button for button in offer.ring.buttons if button.style is ButtonStyle.PRIMARY]
    assert gold == [focused]


def test_setup_start_creates_a_session_and_its_game_scene(app: App) -> None:
    game_id = next(iter(GAMES))
    app.context.manager.apply(Push(SetupScene(app.context, game_id)))
    app.step(FRAME)
    setup = app.context.manager.top
    assert isinstance(setup, SetupScene)
    setup.start_game()
    app.step(FRAME)
    scene = app.context.manager.top
    session = scene.session  # type: ignore[union-attr]
    assert session.spec.id == game_id
    assert session.seats[0].name == app.context.words("app.setup.player_name", number=1)
    assert app.context.manager.stack[0].__class__ is MenuScene
    app.context.flush_saves()
    assert storage.has_save()


def _start_from_setup(app: App) -> SetupScene:
    setup = SetupScene(app.context, next(iter(GAMES)))
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    setup.start_game()
    app.step(FRAME)
    return setup


def test_a_new_game_asks_before_replacing_the_saved_one(app: App) -> None:
    from scenes.games.base import GameScene
    from scenes.screens.dialogs import ConfirmScene

    first = _start_from_setup(app).context.manager.top
    assert isinstance(first, GameScene)
    app.context.manager.apply(Pop())  # back at the menu; the game stays saved for Continue
    app.context.flush_saves()
    saved = storage.load_save()[0]
    assert saved is not None

    setup = _start_from_setup(app)
    dialog = app.context.manager.top
    assert isinstance(dialog, ConfirmScene) and dialog.message_key == "app.confirm.replace_save"
    key(app, pygame.K_ESCAPE, frames=2)  # cancel: nothing changes
    assert app.context.manager.top is setup
    app.context.flush_saves()
    kept = storage.load_save()[0]
    assert kept is not None and kept.game.to_dict() == saved.game.to_dict()

    setup.start_game()
    app.step(FRAME)
    dialog = app.context.manager.top
    assert isinstance(dialog, ConfirmScene)
    dialog.go(dialog.on_confirm())
    app.step(FRAME)
    app.step(FRAME)
    assert isinstance(app.context.manager.top, GameScene)
    assert setup not in app.context.manager.stack


def test_typed_names_including_hangul_become_the_seat_name(app: App) -> None:
    game_id = next(iter(GAMES))
    setup = SetupScene(app.context, game_id)
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    field = setup.fields[0]
    assert isinstance(field, TextField)
    field.begin()
    for text in ("민", "아"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    key(app, pygame.K_RETURN)
    assert setup.seat_configs()[0].name == "민아"


@pytest.mark.parametrize("first", ["letter", "backspace", "arrow"])
def test_a_name_already_there_is_selected_when_its_field_opens(app: App, first: str) -> None:
    """Trial s18: a click on the remembered name "Ben" then "Ben" typed made "BenBen"; the
    name is selected as editing starts, so typing replaces it and an arrow keeps it."""
    setup = SetupScene(app.context, next(iter(GAMES)))
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    field = setup.fields[0]
    assert isinstance(field, TextField)
    field.draft.name = "Ben"
    field.begin()
    if first == "backspace":
        key(app, pygame.K_BACKSPACE)
    elif first == "arrow":
        key(app, pygame.K_RIGHT)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Jo"))
    key(app, pygame.K_RETURN)
    assert setup.seat_configs()[0].name == {"letter": "Jo", "backspace": "Jo",
                                            "arrow": "BenJo"}[first]


def test_settings_language_switch_persists_and_changes_rendered_strings(app: App) -> None:
    settings = SettingsScene(app.context)
    app.context.manager.apply(Push(settings))
    app.step(FRAME)
    english = [button.label for button in settings.ring.buttons]
    korean_button = next(button for button in settings.ring.buttons if button.label == "한국어")
    korean_button.activate()
    app.step(FRAME)
    assert app.context.settings.language == "ko"
    app.context.flush_saves()  # the settings are written off the frame
    loaded, _ = storage.load_settings()
    assert loaded.language == "ko"
    assert [button.label for button in settings.ring.buttons] != english
    assert app.context.words("app.back") == "뒤로"
    assert pygame.display.get_caption()[0] == app.context.words("app.window_title")


def test_f11_toggles_fullscreen_and_saves_it(app: App) -> None:
    key(app, pygame.K_F11)
    assert app.context.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.context.settings.fullscreen


def test_a_broken_save_is_reported_and_the_menu_goes_on(app: App, tmp_path: Path) -> None:
    storage.autosave_path(next(iter(GAMES))).write_text("{ not json", encoding="utf-8")
    app.context.manager.apply(Push(SettingsScene(app.context)))
    app.step(FRAME)
    key(app, pygame.K_ESCAPE, frames=3)
    told = app.context.manager.top
    assert isinstance(told, NoticeScene) and told.notices[0].game == next(iter(GAMES))
    key(app, pygame.K_ESCAPE, frames=3)  # Esc closes the message, as OK does
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    assert menu.preview is None


def test_pause_save_and_quit_returns_to_the_menu_from_any_depth(app: App) -> None:
    from scenes.screens.pause import PauseScene
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app.context, next(iter(GAMES)))
    app.context.manager.apply(Push(setup))
    setup.start_game()
    app.step(FRAME)
    game = app.context.manager.top
    pause = PauseScene(app.context, game.session)  # type: ignore[union-attr]
    app.context.manager.apply(Push(pause))
    app.step(FRAME)
    pause.save_and_quit()
    app.step(FRAME)
    assert isinstance(app.context.manager.top, MenuScene)
    assert len(app.context.manager.stack) == 1


def test_continue_resumes_the_game_exactly_after_the_program_closed(app: App) -> None:
    """A person's game, two actions in, survives quitting; Continue picks it up."""
    from scenes.games.base import GameScene
    from scenes.shell.app import shutdown
    from tabletop.core import SeatConfig
    from tabletop.games.yacht import Hold, Roll
    from tabletop.session import GameSession

    context = app.context
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    session = GameSession.start(GAMES["yacht"], seats, seed=3, autosave=context.autosave)
    session.apply(Roll(0))
    session.apply(Hold(0, 2))
    before = session.game.to_dict()
    shutdown(context)

    restarted = App()
    restarted.start_menu()
    restarted.step(FRAME)
    menu = restarted.context.manager.top
    assert isinstance(menu, MenuScene) and menu.preview is not None
    continue_button = next(
        b for b in menu.ring.buttons if (b.label_key or "").startswith("app.menu.continue")
    )
    continue_button.activate()
    restarted.step(FRAME)
    scene = restarted.context.manager.top
    assert isinstance(scene, GameScene)
    assert scene.session.game.to_dict() == before
    assert [seat.name for seat in scene.session.seats] == ["Mina", "Jun"]
    restarted.context.close()


def test_labels_built_from_translated_parts_follow_a_language_switch(app: App) -> None:
    from dataclasses import replace

    from tabletop.core import SeatConfig
    from tabletop.session import GameSession

    GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=1,
                      autosave=app.context.autosave)
    app.context.flush_saves()
    menu = MenuScene(app.context)
    app.context.manager.apply(Push(menu))
    app.step(FRAME)

    def continue_label() -> str:
        return next(b.label for b in menu.ring.buttons
                    if (b.label_key or "").startswith("app.menu.continue"))

    assert "Yacht Dice" in continue_label()
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    app.step(FRAME)
    label = continue_label()
    assert app.context.words("yacht.title") in label and "Yacht Dice" not in label


def test_settings_say_what_the_coach_does_under_its_row(app: App) -> None:
    settings = SettingsScene(app.context)
    app.context.manager.apply(Push(settings))
    app.step(FRAME)
    coach_row = dict(settings.rows)["app.settings.coach"]
    note = settings.coach_note
    assert note.top >= coach_row.bottom and settings.panel.contains(note)
    assert app.context.words("app.settings.coach_note") != "app.settings.coach_note"


def test_resume_lesson_reads_at_the_size_of_its_neighbours_in_both_languages(app: App) -> None:
    from dataclasses import replace

    from scenes.shell.context import LeftLesson

    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    app.context.left_lesson = LeftLesson("yacht", app.context.navigator.lesson("yacht"))
    for language in ("en", "ko"):
        app.context.apply_settings(replace(app.context.settings, language=language))
        menu.relayout()
        play, resume = menu.pairs["yacht"]
        _, learn = menu.pairs["polterfass"]
        assert resume.resumes and resume.label_key == "lesson.learn"
        assert resume.label_px() == play.label_px() == learn.label_px(), language


def test_the_focus_comes_back_to_the_button_chosen_with_a_key(app: App) -> None:
    """Issue #32: back from another screen, the focus ring stood on Yacht's tile whatever
    was chosen. Chosen with a key, it comes back to that button (the layout is new)."""
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    menu.ring.focus(menu.buttons["statistics"])
    key(app, pygame.K_RETURN, frames=30)
    assert app.context.manager.top is not menu
    key(app, pygame.K_ESCAPE, frames=30)
    assert app.context.manager.top is menu
    assert menu.ring.focused is menu.buttons["statistics"]


def test_after_a_mouse_choice_no_ring_shows_until_a_key_asks_for_it(app: App) -> None:
    """Chosen with the mouse, the menu comes back with no ring (a stale one read as a
    choice of its own); the first arrow key shows it where the player left off."""
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    rules = menu.buttons["rules"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rules, rel=(0, 0), buttons=()))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rules, button=1))
    for _ in range(30):
        app.step(FRAME)
    assert app.context.manager.top is not menu
    key(app, pygame.K_ESCAPE, frames=30)
    assert app.context.manager.top is menu
    assert menu.ring.focused is None
    assert not any(button.focused for button in menu.ring.buttons)
    key(app, pygame.K_RIGHT)
    assert menu.ring.focused is menu.buttons["rules"]



def test_the_menu_tells_a_windowed_player_about_f11(app: App, drawn_texts: list[str]) -> None:
    """On a TV the first window is a window; nothing said F11 fills the screen (trial s24)."""
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    hint = app.context.words("app.menu.fullscreen_hint")
    assert "F11" in hint
    menu.draw_content(app.surface)
    assert hint in drawn_texts
    drawn_texts.clear()
    app.context.display.fullscreen = True  # the hint has done its work
    menu.draw_content(app.surface)
    assert hint not in drawn_texts

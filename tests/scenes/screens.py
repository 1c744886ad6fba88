"""Every screen of the program, built the way the program builds it, for tests that
visit them all (odd window sizes, random input)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from scenes.shell.app import App
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push, Quit, Scene
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

if TYPE_CHECKING:
    from scenes.screens.statistics import StatisticsScene

ScreenFactory = Callable[[AppContext], list[Scene]]
"""The scenes to push above the menu to show one screen (overlays after their base)."""


def _seats(game_id: str, people: int = 1) -> list[SeatConfig]:
    spec = GAMES[game_id]
    count = min(spec.max_seats, max(spec.default_seats, 3))
    return [SeatConfig(f"지훈 {index}" if index < people else f"Bot {index}", index,
                       SeatKind.PERSON if index < people else SeatKind.COMPUTER, "random")
            for index in range(count)]


def _finished(context: AppContext, game_id: str) -> GameSession:
    spec = GAMES[game_id]
    seats = _seats(game_id, people=0)
    session = GameSession.start(spec, seats, context.new_seed(), None)
    while not session.game.is_over:
        session.apply(session.bot_action())
    person = replace(seats[0], name="Mina", kind=SeatKind.PERSON)
    return GameSession(spec, session.game, [person, *seats[1:]])


def _playing(context: AppContext, game_id: str) -> GameSession:
    return GameSession.start(GAMES[game_id], _seats(game_id), context.new_seed(), None,
                             autosave=context.autosave)


def every_screen() -> dict[str, ScreenFactory]:
    from scenes.games import has_game_scene, make_game_scene
    from scenes.screens.dialogs import ConfirmScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.statistics import StatisticsScene

    screens: dict[str, ScreenFactory] = {
        "menu": lambda context: [],
        "settings": lambda context: [SettingsScene(context)],
        "statistics": lambda context: [StatisticsScene(context)],
        "confirm_quit": lambda context: [ConfirmScene(context, "app.confirm.quit_app",
                                                      "app.menu.quit", lambda: Quit())],
    }
    for game_id in GAMES:
        screens[f"setup_{game_id}"] = lambda context, g=game_id: [SetupScene(context, g)]
        screens[f"rules_{game_id}"] = lambda context, g=game_id: [RulesScene(context, g)]
        if has_game_scene(game_id):  # results are reached only by playing to the end
            screens[f"results_{game_id}"] = lambda context, g=game_id: [
                ResultsScene(context, _finished(context, g))]
            screens[f"game_{game_id}"] = lambda context, g=game_id: [
                make_game_scene(context, _playing(context, g))]

            def paused(context: AppContext, g: str = game_id) -> list[Scene]:
                table = make_game_scene(context, _playing(context, g))
                return [table, table.driver.pause_menu()]

            screens[f"pause_{game_id}"] = paused
    return screens


def every_screen_and_lesson() -> dict[str, ScreenFactory]:
    """:func:`every_screen`, and the screens reached from play: each game's lesson, the
    replay of a finished game, the replay list (with a stored game), the file picker,
    the lesson offer and, for each game with hidden information, the phones' codes (the
    server on this machine only)."""
    from scenes.games import has_game_scene, make_game_scene
    from scenes.screens.game_files import FilePickerScene
    from scenes.screens.lesson_menu import LessonOffer
    from scenes.screens.phones_screen import PhonesScene
    from scenes.screens.replay_list import ReplayListScene
    from tabletop import storage
    from tabletop.lessons import LESSONS

    screens = every_screen()
    screens["file_picker"] = lambda context: [FilePickerScene(context)]
    for game_id, spec in GAMES.items():
        if not has_game_scene(game_id):
            continue
        if game_id in LESSONS:
            screens[f"lesson_{game_id}"] = lambda context, g=game_id: [
                context.navigator.lesson(g)]
            screens[f"lesson_offer_{game_id}"] = lambda context, g=game_id: [
                LessonOffer(context, g, lambda: Pop())]
        screens[f"replay_{game_id}"] = lambda context, g=game_id: [
            context.navigator.replay(_finished(context, g))]

        def replay_list(context: AppContext, g: str = game_id) -> list[Scene]:
            finished = _finished(context, g)
            storage.store_finished(finished.game, finished.seats)
            return [ReplayListScene(context, g)]

        screens[f"replay_list_{game_id}"] = replay_list
        hiding = ({spec.hidden_information_option: True}
                  if spec.hidden_information_option is not None else {})
        if spec.hides_information(hiding):

            def phones(context: AppContext, g: str = game_id,
                       options: dict[str, object] = hiding) -> list[Scene]:
                seats = [replace(seat, kind=SeatKind.PERSON) for seat in _seats(g)]
                session = GameSession.start(GAMES[g], seats, context.new_seed(),
                                            GAMES[g].merged_options(options),
                                            autosave=context.autosave)
                table = make_game_scene(context, session)
                phones = table.driver.phones  # type: ignore[attr-defined]
                assert phones.start(port=0, tries=1, host="127.0.0.1")
                return [table, PhonesScene(context, phones)]

            screens[f"phones_{game_id}"] = phones
    return screens


def show(app: App, factory: ScreenFactory) -> None:
    """Go back to the menu, then open one screen above it."""
    manager = app.context.manager
    while len(manager.stack) > 1:
        manager.apply(Pop())
    for scene in factory(app.context):
        manager.apply(Push(scene))


def statistics_page(app: App, game_id: str, steps: int = 3) -> StatisticsScene:
    """Statistics opened on ``game_id``'s page above what is open, run ``steps`` frames."""
    from scenes.screens.statistics import StatisticsScene

    scene = StatisticsScene(app.context, game_id)
    app.context.manager.apply(Push(scene))
    for _ in range(steps):
        app.step(1 / 60)
    return scene


def resize_window(app: App, size: tuple[int, int]) -> None:
    """What a window manager does: the window gets a new size, then SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    width, height = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=width, h=height))


def view_in(app: App, size: tuple[int, int], language: str) -> None:
    """The program in ``language`` in a window of ``size``, as a player would set it: the
    language in Settings, then the window resized."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)

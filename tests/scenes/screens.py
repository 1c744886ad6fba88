"""Every screen of the program, built the way the program builds it, for tests that
visit them all (odd window sizes, random input)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from scenes.app import App
from scenes.context import AppContext
from scenes.scene import Pop, Push, Quit, Scene
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

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
    from scenes.dialogs import ConfirmScene
    from scenes.games import has_game_scene, make_game_scene
    from scenes.pause import PauseScene
    from scenes.results import ResultsScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene
    from scenes.statistics import StatisticsScene

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
                session = _playing(context, g)
                return [make_game_scene(context, session), PauseScene(context, session)]

            screens[f"pause_{game_id}"] = paused
    return screens


def show(app: App, factory: ScreenFactory) -> None:
    """Go back to the menu, then open one screen above it."""
    manager = app.context.manager
    while len(manager.stack) > 1:
        manager.apply(Pop())
    for scene in factory(app.context):
        manager.apply(Push(scene))


def resize_window(app: App, size: tuple[int, int]) -> None:
    """What a window manager does: the window gets a new size, then SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    width, height = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=width, h=height))

"""Nothing a player reads is smaller than ART.md's small size at 1280x720."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.app import App, Launch
from scenes.shell.scene import Push, Scene
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.yacht import Category, Hold, Roll, Score
from tabletop.session import GameSession
from tests.scenes.text_probe import recording

FRAME = 1 / 60
SIX_NAMES = ("Mina", "플레이어 하나둘", "Alexandra-Maria", "Jun", "김수한무거북이와", "Christopher")


@pytest.fixture
def shell() -> Iterator[App]:
    from scenes.shell import assets

    application = App(Launch(lang="en", seed=5), persist=False)
    application.start_menu()
    application.step(FRAME)
    yield application
    application.context.close()
    assets.clear_caches()
    pygame.quit()


def six_seats() -> list[SeatConfig]:
    return [SeatConfig(name, index, SeatKind.COMPUTER if index == 3 else SeatKind.PERSON, "hard")
            for index, name in enumerate(SIX_NAMES)]


def yacht_mid_game() -> GameSession:
    session = GameSession.start(GAMES["yacht"], six_seats(), seed=5)
    for seat, category in enumerate((Category.ONES, Category.TWOS, Category.THREES,
                                     Category.CHOICE, Category.FOURS)):
        session.apply(Roll(seat))
        session.apply(Score(seat, category))
    session.apply(Roll(5))
    session.apply(Hold(5, 1))
    return session


def yacht_finished() -> GameSession:
    robots = [SeatConfig(f"R{index}", index, SeatKind.COMPUTER, "random") for index in range(6)]
    played = GameSession.start(GAMES["yacht"], robots, seed=6)
    while not played.game.is_over:
        played.apply(played.bot_action())
    return GameSession(GAMES["yacht"], played.game, six_seats())


def screens(shell: App) -> Iterator[tuple[str, Scene]]:
    from scenes.games import make_game_scene
    from scenes.screens.dialogs import ConfirmScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.statistics import StatisticsScene
    from scenes.shell.scene import Quit
    from tabletop import storage

    context = shell.context
    yield "menu", MenuScene(context)
    setup = SetupScene(context, "yacht")
    while len(setup.seats) < setup.spec.max_seats:
        setup.change_count(1)
    yield "setup", setup
    yield "settings", SettingsScene(context)
    yield "rules", RulesScene(context, "yacht")
    finished = yacht_finished()
    storage.record_result("yacht", finished.seats, finished.game.scores(),
                          finished.game.winners())
    yield "statistics", StatisticsScene(context)
    playing = yacht_mid_game()
    yield "yacht", make_game_scene(context, playing)
    yield "pause", PauseScene(context, playing)
    yield "confirm", ConfirmScene(context, "app.confirm.quit_app", "app.menu.quit",
                                  lambda: Quit())
    yield "results", ResultsScene(context, finished)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_no_text_is_smaller_than_the_small_size_at_1280x720(
    shell: App, language: str
) -> None:
    from dataclasses import replace

    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         animation_speed="instant"))
    smallest = TextSize.SMALL.value
    too_small: dict[str, set[tuple[int, str]]] = {}
    for name, scene in screens(shell):
        with recording() as seen:
            shell.context.manager.apply(Push(scene))
            for _ in range(30):
                shell.step(FRAME)
            small = {(size, text) for size, text in seen if size < smallest}
            if small:
                too_small[name] = small
    report = "\n".join(f"{name}: {sorted(found)}" for name, found in too_small.items())
    assert not too_small, report

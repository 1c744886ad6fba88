"""A sixth game is its engine, bot, coach, catalogue and scene package, nothing else.

The toy game (``tests/core/toy_game.py``) is registered here the way a real
one is found: its spec goes through :func:`tabletop.games.register`, its
catalogue holds its title and scoring words in both languages, and its scene
package (``sixth_game/toy_tricks/``: the scene and ``tile.py``) sits on the
path of :mod:`scenes.games`. It plays with the random computer level every
game has, and has no coach. Then a person takes it from the menu through
setup, a game, the results and the statistics, and no shared file named it.
"""

from __future__ import annotations

import itertools
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import scenes.games
from scenes.games.base import GameScene
from scenes.modes.replay import ReplayDriver
from scenes.screens.menu import GameTile, MenuScene
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App, Launch
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.core import GameSpec, SeatKind
from tabletop.games import GAMES, register
from tabletop.i18n import LANGUAGES, catalog, translate
from tests.core.toy_game import TOY_SPEC
from tests.patience import PATIENCE
from tests.scenes.test_game_registry import is_a_picture
from tests.scenes.text_probe import recording
from tests.scenes.toy_scene import ToyScene

FRAME = 1 / 60
GAMES_BEFORE = "yacht"
"""A game of the five, whose tab is clicked before the toy's."""
FOLDER = Path(__file__).parent / "sixth_game"
"""The toy game's own files: its scene package and its catalogue in each language."""


@pytest.fixture
def sixth_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameSpec]:
    """Toy Tricks registered beside the five games, for this test only."""
    for language in LANGUAGES:
        words = json.loads((FOLDER / "i18n" / language / "toy_tricks.json").read_text("utf-8"))
        for key, text in words.items():
            monkeypatch.setitem(catalog(language), f"{TOY_SPEC.id}.{key}", text)
    monkeypatch.setattr(scenes.games, "__path__", [*scenes.games.__path__, str(FOLDER)])
    register(TOY_SPEC)
    try:
        yield TOY_SPEC
    finally:
        del GAMES[TOY_SPEC.id]
        for name in [name for name in sys.modules if name.startswith("scenes.games.toy_tricks")]:
            del sys.modules[name]
        scenes.games.game_art.cache_clear()


@pytest.fixture
def shell(sixth_game: GameSpec) -> Iterator[App]:
    from scenes.shell import assets, audio

    application = App(Launch(seed=7))
    application.context.apply_settings(replace(application.context.settings,
                                               animation_speed="instant"))
    application.start_menu()
    application.step(FRAME)
    yield application
    application.context.close()
    audio.shutdown()
    assets.clear_caches()
    pygame.quit()


def click(shell: App, position: tuple[int, int], frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=position))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=position))
    for _ in range(frames):
        shell.step(FRAME)


def press(shell: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    shell.step(FRAME)


def test_the_toy_game_goes_from_the_menu_to_its_statistics_as_a_sixth_game(
    shell: App, sixth_game: GameSpec
) -> None:
    with recording() as seen:
        trip(shell, sixth_game, seen)


def shown_since(seen: list[tuple[int, str]], mark: int) -> str:
    return "\n".join(text for _, text in seen[mark:])


def trip(shell: App, sixth_game: GameSpec, seen: list[tuple[int, str]]) -> None:
    manager = shell.context.manager
    assert list(GAMES)[-1] == sixth_game.id  # menu_position 6: after the five

    # The menu: a sixth tile with its own art and its catalogue's title, beside the five.
    menu = manager.top
    assert isinstance(menu, MenuScene)
    tiles = [button for button in menu.ring.buttons if isinstance(button, GameTile)]
    assert [tile.game_id for tile in tiles] == list(GAMES)
    toy = tiles[-1]
    assert toy.enabled and toy.label == "Toy Tricks" and toy.seat_line() == "2–4 players"
    window = pygame.Rect((0, 0), menu.size)
    assert all(window.contains(tile.rect) for tile in tiles)
    assert not any(a.rect.colliderect(b.rect) for a, b in itertools.pairwise(tiles))
    art = scenes.games.game_art(sixth_game.id, (120, 160))
    assert art.get_at((60, 90)) != scenes.games.game_art("yacht", (120, 160)).get_at((60, 90))
    assert is_a_picture(scenes.games.game_art(sixth_game.id, (160, 200)))

    # Setup: its title and its option's label from its catalogue; its defaults are played.
    mark = len(seen)
    click(shell, toy.rect.center)
    setup = manager.top
    assert isinstance(setup, SetupScene) and setup.game_id == sixth_game.id
    assert [seat.kind for seat in setup.seats] == [SeatKind.PERSON, SeatKind.COMPUTER]
    assert setup.levels == ("random",)  # no bot module: the level every game has
    shell.step(FRAME)
    assert "Toy Tricks · Who is playing?" in shown_since(seen, mark)
    assert "Rounds" in shown_since(seen, mark)
    mark = len(seen)
    setup.start_game()
    shell.step(FRAME)

    # Play: the person seals a card each round (an arrow to a card, Enter), the computer
    # thinks in the thinker; two seats end in under fifteen moves.
    scene = manager.top
    assert isinstance(scene, ToyScene) and isinstance(scene, GameScene)
    session = scene.session
    assert session.spec is sixth_game
    deadline = time.monotonic() + PATIENCE
    while not session.game.is_over and time.monotonic() < deadline:
        if scene.accepts_input and session.current_seat == 0:
            press(shell, pygame.K_RIGHT)
            press(shell, pygame.K_RETURN)
        shell.step(FRAME)
        time.sleep(0.002)
    assert session.game.is_over and len(session.game.state.trick) == 2
    assert len(session.game.history) < 15
    assert "Toy Tricks" in shown_since(seen, mark).split("\n")  # the table's title bar
    mark = len(seen)
    while not scene.driver.manners.waits_for_a_press and time.monotonic() < deadline:
        shell.step(FRAME)  # the last trick plays; then the final table asks for Enter
    press(shell, pygame.K_RETURN)
    shell.step(FRAME)

    # Results: the scoring words come from the toy's catalogue; the result is recorded.
    results = manager.top
    assert isinstance(results, ResultsScene) and results.session is session
    for _ in range(30):
        shell.step(FRAME)
    # Its replay needs nothing more of it: with no round event the round buttons go to
    # the start and the end.
    replay = shell.context.navigator.replay(session)
    assert isinstance(replay, GameScene) and isinstance(replay.driver, ReplayDriver)
    assert replay.driver.round_starts == [] and replay.driver.step_count == len(
        session.game.history)
    assert "Toy Tricks · Results" in shown_since(seen, mark)
    assert translate("toy_tricks.scoring", "en") in shown_since(seen, mark)
    shell.context.flush_saves()  # the statistics are written off the frame
    statistics, _ = storage.load_statistics()
    assert statistics[sixth_game.id].finished == 1
    assert statistics[sixth_game.id].played == 1

    # Statistics: a tab for the toy game beside the five, open on it (played last).
    mark = len(seen)
    manager.apply(Push(StatisticsScene(shell.context)))
    shell.step(FRAME)
    page = manager.top
    assert isinstance(page, StatisticsScene)
    tabs = {button.label_key: button for button in page.ring.buttons}
    assert {f"{game_id}.title" for game_id in GAMES} <= set(tabs)
    assert page.game_id == sixth_game.id
    click(shell, tabs[f"{GAMES_BEFORE}.title"].rect.center)
    click(shell, tabs[f"{sixth_game.id}.title"].rect.center)
    page = manager.top
    assert isinstance(page, StatisticsScene) and page.game_id == sixth_game.id
    assert page.stats[sixth_game.id].finished == 1
    assert "Toy Tricks" in shown_since(seen, mark).split("\n")  # the page's heading


def test_the_sixth_game_is_named_in_both_languages_and_only_by_its_own_files(
    sixth_game: GameSpec,
) -> None:
    assert translate("toy_tricks.title", "ko") == "토이 트릭"
    assert "트릭" in translate("toy_tricks.scoring", "ko")
    # Nothing in the program's own files names the toy game: it came in from its files alone.
    root = FOLDER.parent.parent.parent
    named = [str(path.relative_to(root)) for folder in ("scenes", "tabletop")
             for path in (root / folder).rglob("*")
             if path.is_file() and path.suffix in {".py", ".json", ".md"}
             and sixth_game.id in path.read_text(encoding="utf-8")]
    assert named == []


def test_the_suites_checks_of_every_game_hold_for_the_sixth(
    shell: App, sixth_game: GameSpec
) -> None:
    """What the suite asks of every game, asked of the toy game, which seats two and ends
    in ten moves: a hostile save is made from it, and the menu keeps its Play, Learn and
    Resume buttons at one size with six tiles."""
    from scenes.shell.context import LeftLesson
    from tests.storage.hostile_saves import base_save, seats_for

    seats = seats_for(sixth_game.id, "hard")
    assert sixth_game.min_seats <= len(seats) <= sixth_game.max_seats
    save = base_save(sixth_game.id)
    assert save["game"] == sixth_game.id and 0 < len(save["actions"]) < 60

    menu = shell.context.manager.top
    assert isinstance(menu, MenuScene)
    shell.context.left_lesson = LeftLesson("yacht", shell.context.navigator.lesson("yacht"))
    for language in ("en", "ko"):
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        menu.relayout()
        assert sum(isinstance(button, GameTile) for button in menu.ring.buttons) == 6
        play, resume = menu.pairs["yacht"]
        _, learn = menu.pairs["polterfass"]
        assert resume.resumes and resume.label_key == "lesson.learn"
        assert resume.label_px() == play.label_px() == learn.label_px(), language

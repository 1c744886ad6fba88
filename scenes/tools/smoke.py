"""``tabletop --smoke DIR``: visit every screen, play each game with computers, save PNGs.

Runs headless (SDL's dummy drivers unless a display driver is already
chosen) with the game clock stepped at a fixed 1/60 s. Settings, saves and
statistics go to a private folder inside DIR, so a smoke run never touches a
player's real autosave. Any exception makes the run fail (exit code 1).
"""

from __future__ import annotations

import os
import traceback
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from scenes.shell.app import Launch
    from scenes.shell.scene import Scene
    from tabletop.core import Engine
    from tabletop.core.seats import SeatConfig
    from tabletop.i18n import Words

FRAME = 1 / 60


def isolate_storage(folder: Path) -> None:
    """Keep settings, saves and statistics inside ``folder``, on every operating system."""
    from tabletop.storage.paths import OVERRIDE_VARIABLE

    os.environ[OVERRIDE_VARIABLE] = str(folder)


def computer_seats(words: Words, game_id: str, count: int,
                   level: str | None = None) -> list[SeatConfig]:
    """``count`` computer seats at ``level`` (the strongest level the game has unless
    given), named in ``words``."""
    from tabletop.bots import available_levels
    from tabletop.core.seats import SeatConfig, SeatKind

    level = level or available_levels(game_id)[-1]
    from tabletop.storage.names import default_names

    return [SeatConfig(name, index, SeatKind.COMPUTER, level)
            for index, name in enumerate(default_names([False] * count, words))]


def finished_game(words: Words, game_id: str, count: int,
                  seed: int) -> tuple[Engine[Any], list[SeatConfig]]:
    """A whole game of ``count`` computer seats, and those seats, played here rather than
    on a table, for the results and replay screens. Its seats play at the easy level: the
    strongest one thought for most of a minute over the five games and showed nothing
    more here. Each strongest level still plays on the live tables
    (:meth:`SmokeRun.play_game`), in the thinker process as in a player's game."""
    from tabletop.bots import available_levels
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    level = "easy" if "easy" in available_levels(game_id) else None
    seats = computer_seats(words, game_id, count, level)
    session = GameSession.start(GAMES[game_id], seats, seed, None)
    while not session.game.is_over:
        session.apply(session.bot_action())
    return session.game, seats


class SmokeRun:
    """Drives an :class:`scenes.shell.app.App` scene by scene and saves a screenshot of each."""

    def __init__(self, folder: Path, launch: Launch) -> None:
        from scenes.shell.app import App

        self.folder = folder
        self.app = App(launch)
        self.context = self.app.context
        self.manager = self.context.manager
        self.count = 0

    def frames(self, count: int) -> None:
        for _ in range(count):
            if not self.manager.running:
                raise RuntimeError("the program quit during the smoke run")
            self.app.step(FRAME)

    def shot(self, name: str) -> None:
        import pygame

        while self.manager.is_fading:  # picture the screen, not the cross-fade into it
            self.frames(1)
        self.count += 1
        language = self.context.settings.language
        path = self.folder / f"{self.count:02d}_{name}_{language}.png"
        pygame.image.save(self.context.display.screenshot(), str(path))
        print(f"smoke: {path.name}", flush=True)

    def visit(self, scene: Scene, name: str, frames: int = 40) -> None:
        from scenes.shell.scene import Push

        self.manager.apply(Push(scene))
        self.frames(frames)
        self.shot(name)

    def back_to_menu(self) -> None:
        from scenes.shell.scene import Pop

        while len(self.manager.stack) > 1:
            self.manager.apply(Pop())
        self.frames(2)

    def press(self, key: int) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frames(2)

    def run(self) -> None:
        from scenes.screens.dialogs import ConfirmScene
        from scenes.shell.scene import Quit
        from tabletop.games import GAMES

        self.app.start_menu()
        self.frames(30)
        for language in ("en", "ko"):
            self.context.apply_settings(replace(self.context.settings, language=language,
                                                animation_speed="fast"))
            self.frames(5)
            self.shot("menu")
            self.visit_side_screens()
            for game_id in GAMES:
                self.play_game(game_id)
                self.take_lesson(game_id)
            self.shot("menu_with_continue")
            self.visit(ConfirmScene(self.context, "app.confirm.quit_app", "app.menu.quit",
                                    lambda: Quit()), "confirm_quit", 20)
            self.back_to_menu()
        for language in ("en", "ko"):
            self.context.apply_settings(replace(self.context.settings, language=language))
            for game_id in GAMES:
                self.watch_replay(game_id)
            self.visit_shared_files()

    def visit_side_screens(self) -> None:
        import pygame

        from scenes.screens.rules import RulesScene
        from scenes.screens.settings import SettingsScene
        from scenes.screens.setup import SetupScene
        from tabletop.games import GAMES

        for game_id in GAMES:
            self.visit(SetupScene(self.context, game_id), f"setup_{game_id}")
            self.back_to_menu()
        self.visit(SettingsScene(self.context), "settings")
        self.back_to_menu()
        for game_id in GAMES:
            self.visit(RulesScene(self.context, game_id), f"rules_{game_id}")
            for _ in range(6):
                self.press(pygame.K_PAGEDOWN)
            self.frames(30)
            self.shot(f"rules_{game_id}_scrolled")
            self.back_to_menu()

    def play_game(self, game_id: str) -> None:
        from scenes.games import has_game_scene, make_game_scene
        from scenes.screens.results import ResultsScene
        from scenes.screens.statistics import StatisticsScene
        from tabletop.core.seats import SeatKind
        from tabletop.games import GAMES
        from tabletop.session import GameSession
        from tabletop.storage.names import localised_seats

        spec = GAMES[game_id]
        count = min(spec.max_seats, max(spec.default_seats, 3))
        seats = computer_seats(self.context.words, game_id, count)
        finished, played = finished_game(self.context.words, game_id, count,
                                         self.context.new_seed())
        # Show the first seat as a person, so the results enter the high-score table.
        person = replace(played[0], name=self.context.words("app.setup.player_name", number=1),
                         kind=SeatKind.PERSON)
        at_table = GameSession(spec, finished,
                               localised_seats([person, *played[1:]], self.context.words))
        self.visit(ResultsScene(self.context, at_table), f"results_{game_id}", 90)
        self.back_to_menu()
        if has_game_scene(game_id):
            session = GameSession.start(spec, seats, self.context.new_seed(), None,
                                        autosave=self.context.autosave)
            table = make_game_scene(self.context, session)
            self.visit(table, f"game_{game_id}_start", 20)
            self.frames(300)
            self.shot(f"game_{game_id}_playing")
            self.visit(table.driver.pause_menu(), f"pause_{game_id}", 20)
            self.back_to_menu()
            # Keep an unfinished game in the save slot so the menu shows Continue.
            self.context.autosave(session)
        self.visit(StatisticsScene(self.context), "statistics")
        self.back_to_menu()

    def take_lesson(self, game_id: str) -> None:
        """A few steps of the game's lesson (skipped with S, as a player may) and
        its last card."""
        import pygame

        from tabletop.lessons import LESSONS

        if game_id not in LESSONS:
            return
        steps = len(LESSONS[game_id].steps)
        self.visit(self.context.navigator.lesson(game_id), f"lesson_{game_id}_start", 30)
        for number in (1, 2):
            self.press(pygame.K_s)
            self.frames(90)
            self.shot(f"lesson_{game_id}_step{number}")
        for _ in range(steps - 2):
            self.press(pygame.K_s)
        self.frames(90)
        self.shot(f"lesson_{game_id}_end")
        self.back_to_menu()

    def watch_replay(self, game_id: str) -> None:
        """The newest stored game of ``game_id`` (a computer-only one is finished and
        stored first when there is none), opened as the replay list opens it."""
        import pygame

        from tabletop import storage
        from tabletop.games import GAMES
        from tabletop.session import GameSession

        spec = GAMES[game_id]
        if not storage.list_finished(game_id):
            count = min(spec.max_seats, max(spec.default_seats, 3))
            storage.store_finished(*finished_game(self.context.words, game_id, count,
                                                  self.context.new_seed()))
        entry = storage.list_finished(game_id)[0]
        finished, notice = storage.load_finished(game_id, entry.file, words=self.context.words)
        if finished is None:
            raise RuntimeError(f"a stored {game_id} game was refused: {notice}")
        session = GameSession(spec, finished.game, finished.seats)
        self.visit(self.context.navigator.replay(session), f"replay_{game_id}_start", 5)
        for key in (pygame.K_SPACE, pygame.K_PAGEDOWN, pygame.K_PAGEDOWN, pygame.K_RIGHT,
                    pygame.K_l):
            self.press(key)  # paused two rounds in, one move after, the log open
        self.frames(60)
        self.shot(f"replay_{game_id}")  # everything face up, each secret at its owner's place
        self.press(pygame.K_LEFT)
        self.frames(60)
        self.shot(f"replay_{game_id}_back")
        self.press(pygame.K_v)
        self.frames(30)
        self.shot(f"replay_{game_id}_seat_eyes")  # the first seat's eyes
        self.back_to_menu()

    def visit_shared_files(self) -> None:
        """The replay list with its Export and Open buttons, and the file picker."""
        from scenes.screens.game_files import FilePickerScene
        from scenes.screens.replay_list import ReplayListScene

        self.visit(ReplayListScene(self.context, "yacht"), "replay_list", 20)
        self.visit(FilePickerScene(self.context, self.folder), "file_picker", 20)
        self.back_to_menu()


def run_smoke(folder: Path, launch: Launch) -> int:
    from scenes.shell.assets import MissingFont
    from scenes.shell.display import NoDisplay

    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    isolate_storage(folder / "storage")
    run: SmokeRun | None = None
    try:
        run = SmokeRun(folder, launch)
        run.run()
    except (NoDisplay, MissingFont):
        raise  # the command line says why in one sentence, as for a normal start
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        import pygame

        from scenes.shell.app import shutdown

        if run is not None:
            shutdown(run.context)
        else:
            pygame.quit()
    print(f"smoke: {run.count if run else 0} screenshots in {folder}", flush=True)
    return 0

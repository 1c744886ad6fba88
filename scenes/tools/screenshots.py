"""``tabletop --screenshots DIR``: the pictures the README shows, made by the program itself.

The main menu and a game of each kind two fifths of the way through, at the first
seat's turn (a person's, their hand shown as after the privacy curtain), in a
1280x720 window in English, saved as ``menu.png`` and ``<game id>.png``. Computer
players play from a fixed seed, so the pictures come out the same each time;
settings and saves stay in memory, so nothing of the player's is read or written.

``uv run tabletop --screenshots assets/screenshots`` refreshes the README's; CI
makes the same set from the packaged build in a real X window and says when they
differ from the committed ones.
"""

from __future__ import annotations

import os
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.shell.app import App, Launch
    from scenes.shell.scene import Scene
    from tabletop.core.seats import SeatConfig
    from tabletop.core.spec import GameSpec
    from tabletop.session import GameSession

SIZE = (1280, 720)
SEED = 2024
FRAME = 1 / 60
MENU_FRAMES = 30
SETTLE_FRAMES = 1200
"""At most twenty seconds of table time for a table to turn to its person."""
REST_FRAMES = 90
"""A second and a half at the fast animation speed: long enough for any animation to end."""
UNDER_WAY = 2 / 5
"""How far into a whole game each picture is taken: scores, pieces and a log to show."""


def file_names() -> list[str]:
    """The files a run writes: the menu's, then one per game that has a table."""
    from scenes.games import has_game_scene
    from tabletop.games import GAMES

    return ["menu.png", *(f"{game_id}.png" for game_id in GAMES if has_game_scene(game_id))]


def under_way(spec: GameSpec, seats: list[SeatConfig], seed: int, level: str) -> GameSession:
    """A game of ``spec`` from ``seed`` with a person in the first seat, played by computer
    players for :data:`UNDER_WAY` of the moves the whole game takes (played to its end
    once first, to count them) and on until it is that person's turn; ``level`` plays
    every seat meanwhile."""
    from tabletop.core.seats import SeatKind
    from tabletop.session import GameSession

    computers = [replace(seat, kind=SeatKind.COMPUTER, level=level) for seat in seats]
    whole = GameSession.start(spec, computers, seed, None)
    moves = 0
    while not whole.game.is_over:
        whole.apply(whole.bot_action())
        moves += 1
    played = GameSession.start(spec, computers, seed, None)
    for _ in range(int(moves * UNDER_WAY)):
        played.apply(played.bot_action())
    while played.current_seat != 0 and not played.game.is_over:
        played.apply(played.bot_action())
    if played.game.is_over:
        raise RuntimeError(f"a {spec.id} game ended before the first seat's turn came")
    return GameSession(spec, played.game, seats)


def _frames(app: App, count: int) -> None:
    for _ in range(count):
        if not app.context.manager.running:
            raise RuntimeError("the program quit while taking screenshots")
        app.step(FRAME)


def settle(app: App, table: Scene) -> None:
    """Step until ``table`` waits for its person, then :data:`REST_FRAMES` more, so every
    animation has ended; a privacy curtain in the way is confirmed with Enter, as the
    person would, so their own hand shows. Nothing here waits on a computer player (the
    person is to move), so the same frames give the same picture each time."""
    import pygame

    from scenes.games.curtain import CurtainScene

    manager = app.context.manager
    curtain_frames = 0
    for _ in range(SETTLE_FRAMES):
        if isinstance(manager.top, CurtainScene):
            curtain_frames += 1
            if curtain_frames == REST_FRAMES:
                pygame.event.post(pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        elif manager.top is table and getattr(table, "accepts_input", False):
            _frames(app, REST_FRAMES)
            return
        _frames(app, 1)
    raise RuntimeError(f"the table did not wait for its person within {SETTLE_FRAMES} frames")


def _save(app: App, path: Path) -> None:
    import pygame

    pygame.image.save(app.context.display.screenshot(), str(path))
    print(f"screenshots: {path.name}", flush=True)


def take(app: App, folder: Path) -> list[Path]:
    """Draw the menu and each game under way in ``app``, saving them into ``folder``."""
    import pygame

    from scenes.games import has_game_scene, make_game_scene
    from scenes.shell.scene import Pop, Push
    from tabletop.bots import available_levels
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.storage.names import default_names

    context = app.context
    words = context.words
    context.apply_settings(replace(context.settings, animation_speed="fast", coach=False))
    context.display.set_window_size(SIZE)
    context.resize(context.display.size)
    # The pointer in the window's corner, on the frame: in a real window it would otherwise
    # rest wherever the system left it and light up whatever it hovers. The move itself is
    # dropped, as a pointer that moves takes the keyboard's focus ring away.
    pygame.mouse.set_pos((0, 0))
    for _ in range(3):
        pygame.event.pump()
        time.sleep(0.05)
    pygame.event.clear()
    app.start_menu()
    _frames(app, MENU_FRAMES)
    while context.manager.is_fading:
        _frames(app, 1)
    written = [folder / "menu.png"]
    _save(app, written[-1])
    for game_id, spec in GAMES.items():
        if not has_game_scene(game_id):
            continue
        # The first level plays quickly, so the whole game counted first costs little.
        level = available_levels(game_id)[0]
        count = min(spec.max_seats, max(spec.default_seats, 3))
        names = default_names([True] + [False] * (count - 1), words)
        seats = [SeatConfig(names[0], 0, SeatKind.PERSON),
                 *(SeatConfig(names[index], index, SeatKind.COMPUTER, level)
                   for index in range(1, count))]
        table = make_game_scene(context, under_way(spec, seats, context.new_seed(), level))
        context.manager.apply(Push(table))
        settle(app, table)
        written.append(folder / f"{game_id}.png")
        _save(app, written[-1])
        while len(context.manager.stack) > 1:
            context.manager.apply(Pop())
        _frames(app, 2)
    return written


def run_screenshots(folder: Path, launch: Launch) -> int:
    """The command line's ``--screenshots``: 0 when every picture was written."""
    from scenes.shell.app import App, shutdown

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    launch = replace(launch, lang=launch.lang or "en", fullscreen=False,
                     seed=SEED if launch.seed is None else launch.seed)
    app = App(launch, persist=False)
    try:
        written = take(app, folder)
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        shutdown(app.context)
    print(f"screenshots: {len(written)} pictures in {folder}", flush=True)
    return 0

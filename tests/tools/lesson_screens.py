"""Every step of every lesson as a PNG at 1280x720 (or 1920x1080), in English and Korean,
for review.

    uv run python -m tests.tools.lesson_screens <output folder> [--game yacht ...]
        [--lang en ko] [--size 1920x1080] [--speed instant]

Each lesson is walked through its real scene as a player walks it (Enter on a
card that explains, a click on the glowing piece: :mod:`tests.scenes.lesson_walk`),
and each step is saved when the table waits for the player, as
``<game>_<lang>_<step number>_<step name>.png``, the finished card last, at the
animation speed ``--speed`` names (the settings' Slow, Normal, Fast or Instant). The
program runs with its home folder in a temporary directory: nothing is read
from or written to the real one.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.games.base import GameScene

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SIZE = (1280, 720)


def _isolate_home(folder: Path) -> None:
    os.environ["HOME"] = str(folder)
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[variable] = str(folder / variable.lower())


def save(scene: GameScene[Any], prefix: Path) -> Path:
    """The window now, named by the step the card shows."""
    import pygame

    shown = scene.driver.shown_step()
    name = "finished" if shown is None else shown.text.rsplit(".", 1)[-1]
    steps = scene.driver.lesson.steps
    index = steps.index(shown) if shown is not None else len(steps)
    path = prefix.with_name(f"{prefix.name}_{index:02d}_{name}.png")
    pygame.image.save(pygame.display.get_surface(), path)
    return path


def shoot(game_id: str, language: str, out: Path, size: tuple[int, int] = SIZE,
          speed: str = "normal") -> list[Path]:
    """Walk ``game_id``'s lesson in ``language`` at animation ``speed``; the PNGs written,
    in step order."""
    import pygame

    from scenes.shell import assets
    from scenes.shell.app import App, Launch
    from scenes.widgets.tween import AnimationSpeed
    from tests.scenes.lesson_walk import open_lesson, ready, take_step
    from tests.scenes.screens import resize_window
    from tests.scenes.test_game_base import click

    app = App(Launch(lang=language, seed=7), persist=False)
    written: list[Path] = []
    try:
        assert app.surface.get_size() == SIZE, "a fresh home opens the window at 1280x720"
        app.start_menu()
        app.context.pace.speed = AnimationSpeed[speed.upper()]
        app.step(1 / 60)
        if size != SIZE:
            resize_window(app, size)
            app.step(1 / 60)
        scene = open_lesson(app, game_id)
        while True:
            step = scene.driver.step
            # A computer's step is saved once its move is made: its card then waits for
            # Next over what it tells of.
            ready(app, scene)
            app.step(1 / 60)
            while app.context.manager.is_fading:  # the menu fading out over the table
                app.step(1 / 60)
            written.append(save(scene, out / f"{game_id}_{language}"))
            if step is None:
                return written
            at = scene.driver.step_index
            while len(scene.driver.learner_run()) > 1 and scene.driver.step_index == at:
                # A run built on the table before it is sent (a Big Shot placement): each
                # step it reaches shows its own sentence.
                shown, piece = scene.driver.shown_step(), ready(app, scene)
                if piece is None:
                    break
                click(piece.center)
                for _ in range(30):
                    app.step(1 / 60)
                if scene.driver.step_index == at and scene.driver.shown_step() is not shown:
                    ready(app, scene)
                    written.append(save(scene, out / f"{game_id}_{language}"))
            if scene.driver.step_index == at:
                take_step(app, scene)
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()


def main() -> None:
    from tabletop.lessons import LESSONS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", nargs="*", default=sorted(LESSONS), choices=sorted(LESSONS))
    parser.add_argument("--lang", nargs="*", default=["en", "ko"], choices=["en", "ko"])
    parser.add_argument("--size", default="1280x720", help="the window, as WIDTHxHEIGHT")
    parser.add_argument("--speed", default="normal", choices=["slow", "normal", "fast", "instant"],
                        help="the animation speed, as the settings offer it")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        _isolate_home(Path(home))
        for game_id in args.game:
            for language in args.lang:
                width, height = (int(side) for side in args.size.split("x"))
                written = shoot(game_id, language, args.out, (width, height), args.speed)
                print(f"{game_id} {language}: {len(written)} steps")


if __name__ == "__main__":
    main()

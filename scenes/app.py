"""The program's entry point: command line, window, clock and main loop.

``main()`` is the ``tabletop`` console script. ``--smoke DIR`` and
``--bench`` run the self test and the benchmark (``scenes.smoke``,
``scenes.bench``), imported only when asked for so a normal start stays fast.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace
from types import ModuleType

import pygame

from scenes.context import AppContext
from scenes.scene import Push, Quit
from tabletop.i18n import LANGUAGES

FPS = 60
MAX_DT = 0.1
"""Longest step the game clock takes, so a stalled frame never teleports an animation."""


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tabletop", description="Five tabletop games on one screen."
    )
    parser.add_argument("--smoke", metavar="DIR", help="self test: visit every scene, save PNGs")
    parser.add_argument("--bench", action="store_true", help="measure frame and bot timings")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--seed", type=int, help="seed for reproducible games")
    # Used by --bench: a fresh process that reports its first menu frame, then exits.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


class App:
    """The window and main loop around an :class:`AppContext`.

    ``persist=False`` keeps settings and saves in memory only (benchmark).
    """

    def __init__(self, args: argparse.Namespace, *, persist: bool = True) -> None:
        assert getattr(pygame, "IS_CE", False), "Tabletop needs pygame-ce, not plain pygame"
        from tabletop import storage

        pygame.mixer.pre_init(44100, -16, 2, 512)
        pygame.init()
        if persist:
            storage.remove_stale_temporaries()  # left by a crash in the middle of a write
        settings, notice = storage.load_settings()
        if args.lang:
            settings = replace(settings, language=args.lang)
        if args.fullscreen:
            settings = replace(settings, fullscreen=True)
        self.context = AppContext(
            settings, audio=_start_audio(settings.volume), seed=args.seed, persist=persist
        )
        if notice is not None:
            self.context.notices.append(notice)
        pygame.key.set_repeat(400, 40)
        self.surface = self.context.open_window()
        self.clock = pygame.time.Clock()
        self.frames = 0

    def start_menu(self) -> None:
        from scenes.menu import MenuScene

        self.context.manager.apply(Push(MenuScene(self.context)))

    def step(self, dt: float) -> None:
        """One frame: events, update by ``dt`` seconds, draw, flip."""
        manager = self.context.manager
        for event in pygame.event.get():
            if not manager.running:
                break
            self.handle_event(event)
        if manager.running:
            manager.update(dt)
        if manager.running:
            self.surface = pygame.display.get_surface()
            manager.draw(self.surface)
            pygame.display.flip()
            self.frames += 1

    def handle_event(self, event: pygame.event.Event) -> None:
        manager = self.context.manager
        if event.type == pygame.QUIT:
            self.context.remember_window_size()
            manager.apply(Quit())
        elif event.type == pygame.VIDEORESIZE:
            self.context.resize(pygame.display.get_surface().get_size())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.context.toggle_fullscreen()
        else:
            manager.handle_event(event)

    def run(self) -> int:
        try:
            while self.context.manager.running:
                self.step(min(self.clock.tick(FPS) / 1000, MAX_DT))
            self.context.remember_window_size()
        finally:
            shutdown(self.context)
        return 0


def shutdown(context: AppContext) -> None:
    """Finish the last autosave, close pygame and forget fonts bound to it."""
    from scenes import assets

    context.close()
    pygame.quit()
    assets.clear_caches()


def _start_audio(volume: float) -> ModuleType:
    """The sound player; without an audio device it stays silent (never a crash)."""
    from scenes import audio

    audio.init(volume=volume)
    return audio


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.smoke:
        from scenes.smoke import run_smoke

        return run_smoke(args)
    if args.bench:
        from scenes.bench import run_bench

        return run_bench(args)
    if args.first_frame:
        from scenes.bench import first_frame_child

        first_frame_child()
        return 0
    app = App(args)
    app.start_menu()
    return app.run()


if __name__ == "__main__":
    sys.exit(main())

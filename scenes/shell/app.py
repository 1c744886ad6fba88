"""The window, clock and main loop around an :class:`AppContext`.

The command line lives in :mod:`scenes.shell.cli`; the self test and the benchmark
(:mod:`scenes.tools.smoke`, :mod:`scenes.tools.bench`) drive an :class:`App` too.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

import pygame

from scenes.screens.dialogs import ConfirmScene
from scenes.shell import artwork, assets, audio, display, theme
from scenes.shell.context import AppContext
from scenes.shell.navigation import ScreenMap
from scenes.shell.scene import Push, Quit
from scenes.widgets import paint
from tabletop.storage.text import clean

FPS = 60
MAX_DT = 0.1
"""Longest step the game clock takes, so a stalled frame never teleports an animation."""
IDLE_AFTER = 1.0
"""Seconds without input before a still screen stops being redrawn (DESIGN §6: idle ≤ 3 %)."""
IDLE_LOOK_SECONDS = 1 / FPS
"""While idle the loop sleeps and looks for input this often: no later than a drawn
frame would read it. (pygame's ``event.wait`` wakes every millisecond to poll SDL,
which alone took 3 % of a core.)"""


@dataclass(frozen=True)
class Launch:
    """What the command line may override in the stored settings (DESIGN §7)."""

    lang: str | None = None
    fullscreen: bool = False
    seed: int | None = None


class App:
    """The window and main loop around an :class:`AppContext`.

    ``persist=False`` keeps settings and saves in memory only (benchmark).
    ``launch`` carries the command line's overrides (:mod:`scenes.shell.cli`).
    """

    def __init__(self, launch: Launch | None = None, *, persist: bool = True) -> None:
        assert getattr(pygame, "IS_CE", False), "Tabletop needs pygame-ce, not plain pygame"
        from tabletop import storage

        display.prepare_environment()
        audio.pre_init()  # without a loadable mixer the program runs silent
        pygame.init()
        display.start_video()  # before any file is read: without a window nothing runs
        from scenes.shell import assets

        fallback = assets.check_fonts()  # once, here, not in the middle of a frame
        if fallback is not None:
            print(f"tabletop: {fallback}.", file=sys.stderr)
        icon = assets.window_icon()
        if icon is not None:  # before the window opens: some systems ignore a later one
            pygame.display.set_icon(icon)
        if persist:
            storage.remove_stale_temporaries()  # left by a crash in the middle of a write
        launch = launch or Launch()
        settings, notice = storage.load_settings()
        rewrite: storage.Notice | None = None
        if persist and notice is not None and notice.key == "storage.settings_values_reset":
            # The file was set aside: its good values are written back at once, or the
            # next start would forget them (the language, say) as well.
            rewrite = storage.save_settings(settings)
        # For this run only: the file keeps its language and window (trial s38 X/015).
        flags: dict[str, Any] = {}
        if launch.lang:
            flags["language"] = launch.lang
        if launch.fullscreen:
            flags["fullscreen"] = True
        on_disk = {name: getattr(settings, name) for name, value in flags.items()
                   if value != getattr(settings, name)}
        settings = replace(settings, **flags)
        self.context = AppContext(
            settings, audio=_start_audio(settings.volume), seed=launch.seed, persist=persist,
            on_disk=on_disk,
        )
        self.context.navigator = ScreenMap(self.context)
        self.context.notices += [said for said in (notice, rewrite) if said is not None]
        pygame.key.set_repeat(400, 40)
        try:
            self.surface = self.context.open_window()
        except pygame.error as error:  # the display started but refuses a window
            raise display.NoDisplay(str(error)) from None
        self._canvas: pygame.Surface | None = None
        self._placement = (1.0, 0, 0)  # canvas -> window: scale, x offset, y offset
        self.too_small_rect: pygame.Rect | None = None
        """Where the "window too small" message is, while the window is below the minimum."""
        self.show_first_frame()
        if persist:
            # A recording a kill cut short is completed before the menu looks at the slot.
            self.context.notices += storage.finish_pending(words=self.context.words)
            for unusable in storage.check_user_folders():
                # Start anyway and play without keeping what this folder keeps; the
                # menu says so once, and its writes' failures are not said again.
                if unusable.path == storage.saves_dir():
                    self.context.saving_off = True
                self.context.notices.append(storage.Notice(
                    "storage.folder_unusable", {"folder": clean(str(unusable.path), 160)},
                    names=unusable.keeps))
                self.context.told_failures(unusable.failures)
        self.clock = pygame.time.Clock()
        self.frames = 0
        self._asked_unsaved = False
        self._closing = False  # the window was closed: quit once the writes are on disk
        self.controllers = self.context.input
        self.controllers.start()
        self._waiting: list[pygame.event.Event] = []  # the event that woke an idle loop
        self._last_input = time.monotonic()
        self.idle_waits = 0
        """How many times the loop slept instead of drawing (for tests and --bench)."""

    def show_first_frame(self) -> None:
        """The felt and the menu's sign the moment the window opens, before the files are
        read and the menu laid out: the window stood black for those (about 0.2 s here,
        2 s in a trial with damaged files on a busy machine), then faded in from black.
        The menu fades in from this frame instead."""
        self.surface = self.context.display.surface
        target = self._target(self.surface)
        target.blit(artwork.table_backdrop(target.get_size()), (0, 0))
        artwork.draw_sign(target, self.context.words("app.title"))
        if target is not self.surface:
            self._present(target, self.surface)
        self.context.display.present()
        pygame.event.pump()  # the window manager hears from the program at once

    def start_menu(self) -> None:
        from scenes.screens.menu import MenuScene

        self.context.manager.apply(Push(MenuScene(self.context)))

    def step(self, dt: float, real: float | None = None) -> None:
        """One frame: events, update by ``dt`` seconds, draw, flip; ``real``: the seconds
        that really passed since the last frame, when not ``dt`` (:meth:`SceneManager.update`)."""
        manager = self.context.manager
        raw, self._waiting = [*self._waiting, *pygame.event.get()], []
        events = [translated for event in raw
                  for translated in self.controllers.translate(event)]
        if events:  # a resting stick's jitter translates to nothing and keeps the loop idle
            self._last_input = time.monotonic()
        events += self.controllers.update(dt)
        manager.expect(events)
        for event in events:
            if not manager.running:
                break
            self.handle_event(event)
        if self._closing and manager.running:
            self._close_when_written()
        if manager.running:
            manager.update(dt, real)
        if manager.running:
            self.surface = self.context.display.surface
            target = self._target(self.surface)
            manager.draw(target)
            if target is not self.surface:
                self._present(target, self.surface)
            self.context.display.present()
            self.frames += 1
        # Hand the interpreter lock to the threads that carry questions to the thinker
        # and its answers back. The window's loop sleeps in the clock anyway; a loop
        # that steps without sleeping (tests, --smoke, --bench) starved them for
        # seconds, so a computer player's 20 ms choice took up to 4 s to arrive.
        time.sleep(0)

    def _target(self, screen: pygame.Surface) -> pygame.Surface:
        """Where scenes draw: the window, or a canvas of the layout size when the
        window is smaller than the minimum (then scaled down to it)."""
        size = self.context.size
        if screen.get_size() == size:
            self._canvas = None
            self._placement = (1.0, 0, 0)
            self.too_small_rect = None
            return screen
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
        width, height = screen.get_size()
        factor = min(width / size[0], height / size[1])
        shown = (max(1, round(size[0] * factor)), max(1, round(size[1] * factor)))
        self._placement = (factor, (width - shown[0]) // 2, (height - shown[1]) // 2)
        return self._canvas

    def _present(self, canvas: pygame.Surface, screen: pygame.Surface) -> None:
        factor, left, top = self._placement
        if self._too_small():
            # Shrunk past reading (or laid out stretched, in a thin window), the screen
            # only crowded the message (trial s21): the message stands alone on the felt.
            screen.blit(artwork.table_backdrop(screen.get_size()), (0, 0))
            self._say_too_small(screen)
            return
        shown = (max(1, round(canvas.get_width() * factor)),
                 max(1, round(canvas.get_height() * factor)))
        screen.fill((0, 0, 0))
        screen.blit(pygame.transform.smoothscale(canvas, shown), (left, top))

    def _too_small(self) -> bool:
        """The window is below the minimum: it shows only the message saying so."""
        return self._canvas is not None and self._placement[0] < 1

    def _say_too_small(self, screen: pygame.Surface) -> None:
        """Below the minimum the picture would shrink with the window and its words go
        below a readable size (6 px at 640x400): a message at a readable size, on the felt
        alone, says so and how to grow the window (DESIGN §3: resizable down to a stated
        minimum)."""
        width, height = screen.get_size()
        text_px = theme.text_px(theme.TextSize.SMALL, 1.0)  # ART.md's small size, unscaled
        margin, pad = 8, 12
        words = self.context.words("app.window_too_small", width=display.MIN_SIZE[0],
                                   height=display.MIN_SIZE[1])
        message = assets.paragraph(words, text_px, theme.INK,
                                   max(40, min(420, width - 2 * (margin + pad))), bold=True)
        panel = message.get_rect().inflate(2 * pad, 2 * pad)
        panel.center = (width // 2, height // 2)
        panel.top = max(margin, min(panel.top, height - margin - panel.height))
        screen.blit(paint.paper_panel(panel.size, 10), panel)
        screen.blit(message, message.get_rect(center=panel.center))
        self.too_small_rect = panel

    def _to_layout(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A mouse event's position moved from the window onto the scaled-down canvas;
        None for a click, a key or typing while the window only says it is too small
        (nothing unseen is pressed)."""
        factor, left, top = self._placement
        if self._too_small() and (hasattr(event, "pos") or event.type in (
                pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL)):
            return None
        if self._canvas is None or not hasattr(event, "pos"):
            return event
        x, y = event.pos
        attributes = dict(event.dict)
        attributes["pos"] = (round((x - left) / factor), round((y - top) / factor))
        return pygame.event.Event(event.type, attributes)

    def handle_event(self, event: pygame.event.Event) -> None:
        manager = self.context.manager
        if event.type == pygame.QUIT:
            # The frames go on while the writer finishes (no frame waits for the disk);
            # the window closes once every write is on disk (_close_when_written).
            self._closing = True
        elif event.type == pygame.VIDEORESIZE:
            self.context.window_resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.context.toggle_fullscreen()
        elif event.type == pygame.DROPFILE:
            # A game file from a friend's Tabletop, dropped on the window from any screen.
            from scenes.screens.game_files import open_game_file

            manager.apply(open_game_file(self.context, Path(event.file)))
        else:
            mapped = self._to_layout(self.context.display.to_drawing(event))
            if mapped is not None:
                manager.handle_event(mapped)

    def _close_when_written(self) -> None:
        """The window was closed: quit once the writer is done, warning first only when
        the game in progress could not be saved (a quit never loses a game silently).
        A closed window once waited 2 s for the writer and then warned about a
        game being saved: the warning waits for the write's outcome, not a timeout."""
        if not self.context.writes_done():
            return
        self._closing = False
        if not self._asked_unsaved and self.context.unsaved_progress():
            # Say so, once; closing the window again (or confirming) quits.
            self._asked_unsaved = True
            self.context.manager.apply(Push(ConfirmScene(
                self.context, "storage.quit_unsaved", "app.menu.quit", lambda: Quit())))
            return
        self.context.remember_window_size()
        self.context.manager.apply(Quit())

    def is_idle(self) -> bool:
        """True when nobody touched anything for a while and nothing on screen moves (a
        closed window waiting for its last writes is not idle: it looks every frame)."""
        return (not self._closing and time.monotonic() - self._last_input >= IDLE_AFTER
                and not self.controllers.is_repeating
                and self.context.manager.is_still())

    def tick(self) -> None:
        """One turn of the main loop: a frame at up to 60 Hz, or, when idle, a look for
        input after a frame's sleep (the screen already shows the last frame; nothing is
        redrawn until an event arrives)."""
        if self.is_idle():
            time.sleep(IDLE_LOOK_SECONDS)
            self.idle_waits += 1
            events = pygame.event.get()
            if not events:
                return
            self._waiting += events
            # Answer at once (no wait for the frame clock); the sleep was not game time,
            # but the keys' times count it, before the keys that woke the loop are timed.
            self.context.manager.catch_up(self.clock.tick() / 1000)
            self.step(1 / FPS, real=0.0)
            return
        real = self.clock.tick(FPS) / 1000
        self.step(min(real, MAX_DT), real=real)

    def run(self) -> int:
        """The main loop until the player quits: 0; or, after an error nothing caught, a
        report and a word to the player (:mod:`scenes.shell.crash`) and its exit status."""
        try:
            while self.context.manager.running:
                self.tick()
            self.context.remember_window_size()
        except Exception as error:
            from scenes.shell import crash

            return crash.handle(error, self.context)
        finally:
            shutdown(self.context)
        return 0


def shutdown(context: AppContext) -> None:
    """Finish the last autosave, stop the thinker, close the fonts, then pygame.

    Fonts are closed first: a font dropped after ``pygame.quit()`` never closes its
    file, and each start in one process (tests, an embedding program) left about
    ten files open."""
    from scenes.games import thinker
    from scenes.shell import assets

    context.close()
    thinker.stop()
    assets.clear_caches()
    pygame.quit()


def _start_audio(volume: float) -> ModuleType:
    """The sound player; without an audio device it stays silent (never a crash)."""
    from scenes.shell import audio

    audio.init(volume=volume)
    return audio

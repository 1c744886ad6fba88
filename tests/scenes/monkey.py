"""Seeded random input through the real program, screen after screen, timed frame by frame.

Every screen (:func:`tests.scenes.screens.every_screen_and_lesson`: the menus, each game,
its pause menu, results, rules, lesson, replay, replay list, the file picker and the
phones' codes) gets a burst of random clicks, drags, wheel turns, keys (with modifiers),
typed text including Hangul and IME composition, resizes to random sizes including tiny
ones, and now and then a window close. When the input closes the program (a confirmed
Quit), a fresh one starts. The run is seeded, so a failure replays exactly. Used by
``tests/scenes/test_random_input.py`` (a seeded slice) and ``tests/tools/hostile_run.py``
(hundreds of thousands of frames).
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.shell.app import App, Launch
from tests.patience import Stopwatch, quiet_seconds

from .screens import ScreenFactory, every_screen_and_lesson, resize_window, show

FRAME = 1 / 60
FREEZE_SECONDS = 2.0
"""A frame longer than this on a quiet machine is a freeze (:func:`timed_step`)."""

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN,
    pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_z,
    pygame.K_r, pygame.K_1, pygame.K_5, pygame.K_F1, pygame.K_F11, pygame.K_s, pygame.K_v,
    pygame.K_p, pygame.K_l, pygame.K_c, pygame.K_k, pygame.K_m, pygame.K_0, pygame.K_2,
    pygame.K_3, pygame.K_4, pygame.K_6, pygame.K_7, pygame.K_PLUS, pygame.K_MINUS,
    pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_KP_MINUS, pygame.K_PAUSE,
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT]
TEXTS = ["a", "Z", "7", " ", "한", "글", "지훈", "ㅎ", "가나다라마바사아자차카타파하", "é", "!",
         "😀", "\u200b", "\u202e", "9" * 40]
SIZES = [(1, 1), (20, 600), (50, 50), (160, 1500), (640, 360), (800, 450), (1024, 600),
         (1366, 384), (1280, 720), (1920, 1080)]


@dataclass
class MonkeyRun:
    """What a run did and met."""

    frames: int = 0
    restarts: int = 0
    resizes: int = 0
    closes: int = 0
    events: int = 0
    screens: set[str] = field(default_factory=set)
    slowest: float = 0.0
    slowest_at: str = ""
    freezes: list[str] = field(default_factory=list)
    """Frames over :data:`FREEZE_SECONDS`: where and how long."""
    crashes: list[str] = field(default_factory=list)
    """Exceptions out of a frame (only kept when the run is told to go on after one)."""

    def counts(self) -> dict[str, object]:
        return {"frames": self.frames, "screens": len(self.screens), "events": self.events,
                "resizes": self.resizes, "closes": self.closes, "restarts": self.restarts,
                "slowest_frame_s": round(self.slowest, 3), "slowest_at": self.slowest_at,
                "freezes": len(self.freezes), "crashes": len(self.crashes)}


def timed_step(app: App) -> tuple[float, str]:
    """One frame of the real main loop; its time as on a quiet machine (the wall time
    less the main loop's waits for a processor and the waits of the threads it waited on,
    such as the autosave writer's: :class:`tests.patience.Stopwatch`), and its parts in
    words for a freeze's report. What is left is the frame's own work and waits of the
    program's own making (a lock, the disk), not the other programs sharing the
    processors."""
    watch = Stopwatch()
    app.step(FRAME)
    wall, ran, waited, others = watch.parts()
    said = (f"wall {wall:.2f} s, ran {ran:.2f} s, waited for a processor {waited:.2f} s, "
            f"other threads {others:.2f} s")
    return quiet_seconds(wall, ran, waited, others), said


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event | None:
    """One random input event (None: the caller resizes or closes the window instead)."""
    width, height = size
    pos = (rng.randrange(-5, width + 5), rng.randrange(-5, height + 5))
    roll = rng.random()
    if roll < 0.30:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), 0),
                                  buttons=(rng.random() < 0.2, 0, 0))
    if roll < 0.50:
        kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.5 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]),
                                  flipped=False, precise_x=0.0, precise_y=1.0)
    if roll < 0.80:
        key = rng.choice(KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.7 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=rng.choice(MODS), unicode="",
                                  scancode=0)
    if roll < 0.93:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if roll < 0.982:
        return pygame.event.Event(pygame.TEXTEDITING, text=rng.choice(["ㅎ", "하", "한"]),
                                  start=0, length=1)
    return None


def _said(event: pygame.event.Event) -> str:
    """An event in a few words, for a freeze's report."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP):
        return f"{pygame.event.event_name(event.type)} {pygame.key.name(event.key)}"
    if hasattr(event, "pos"):
        return f"{pygame.event.event_name(event.type)} {event.pos}"
    return f"{pygame.event.event_name(event.type)} {getattr(event, 'text', '')!r}"


def _close(app: App) -> None:
    from scenes.shell import assets

    try:
        app.context.close()
    finally:
        assets.clear_caches()
        pygame.quit()


def monkey(frames: int, seed: int, *, keep_going: bool = False,
           screens: dict[str, ScreenFactory] | None = None,
           progress: Callable[[MonkeyRun], None] | None = None) -> MonkeyRun:
    """``frames`` frames of random input over ``screens`` (every one by default), an equal
    share each, in turn. An exception out of a frame is raised, or with ``keep_going``
    kept in :attr:`MonkeyRun.crashes` and the program started afresh."""
    rng = random.Random(seed)
    screens = screens if screens is not None else every_screen_and_lesson()
    names = list(screens)
    run = MonkeyRun()
    app = App(Launch(seed=seed))
    app.start_menu()
    size = app.context.display.window_size
    per_screen = max(20, frames // len(names))
    name = names[0]
    try:
        while run.frames < frames:
            name = names[(run.frames // per_screen) % len(names)]
            try:
                if run.frames % per_screen == 0:
                    show(app, screens[name])
                    run.screens.add(name)
                posted = []
                for _ in range(rng.randint(0, 4)):
                    event = random_event(rng, size)
                    run.events += 1
                    if event is not None:
                        pygame.event.post(event)
                        posted.append(_said(event))
                    elif rng.random() < 0.88:
                        size = rng.choice([*SIZES, (rng.randint(1, 2000), rng.randint(1, 1200))])
                        resize_window(app, size)
                        run.resizes += 1
                        posted.append(f"resize {size}")
                    else:
                        pygame.event.post(pygame.event.Event(pygame.QUIT))
                        run.closes += 1
                        posted.append("close")
                took, parts = timed_step(app)
            except Exception:
                if not keep_going:
                    raise
                run.crashes.append(f"seed {seed}, frame {run.frames}, screen {name}:\n"
                                   + traceback.format_exc())
                took, app = 0.0, _restarted(app, seed + run.frames)
                size = app.context.display.window_size
            run.frames += 1
            if took > run.slowest:
                run.slowest, run.slowest_at = took, f"{name} (frame {run.frames})"
            if took > FREEZE_SECONDS:
                top = type(app.context.manager.top).__name__
                run.freezes.append(f"{name} frame {run.frames}: {took:.2f} s "
                                   f"(top {top}; input {', '.join(posted) or 'none'}; {parts})")
            if not app.context.manager.running:  # the input closed the program: start again
                run.restarts += 1
                app = _restarted(app, seed + run.restarts)
                size = app.context.display.window_size
                show(app, screens[name])
            if progress is not None and run.frames % 5000 == 0:
                progress(run)
    finally:
        _close(app)
    return run


def _restarted(app: App, seed: int) -> App:
    _close(app)
    fresh = App(Launch(seed=seed))
    fresh.start_menu()
    return fresh

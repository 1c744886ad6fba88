"""Seeded random input through the real scene stack: no exception, ever.

Every screen gets a burst of random clicks, drags, wheel turns, keys (with
modifiers), typed text including Hangul and IME composition, resizes to
random sizes including tiny ones, and now and then a window close. When the
input closes the program (a confirmed Quit), a fresh one starts. The run is
seeded, so a failure replays exactly; ``TABLETOP_MONKEY_FRAMES`` makes a
longer run (the slow variant uses it).
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from scenes.app import App, Launch

from .screens import every_screen, resize_window, show

FRAME = 1 / 60

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN,
    pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_z,
    pygame.K_r, pygame.K_1, pygame.K_5, pygame.K_F1, pygame.K_F11,
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT]
TEXTS = ["a", "Z", "7", " ", "한", "글", "지훈", "ㅎ", "가나다라마바사아자차카타파하", "é", "!",
         "😀"]
SIZES = [(1, 1), (20, 600), (50, 50), (160, 1500), (640, 360), (800, 450), (1024, 600),
         (1366, 384), (1280, 720)]


def _random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event | None:
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
    return None  # a resize or a close, decided by the caller


def _monkey(frames: int, seed: int) -> dict[str, int]:
    from scenes import assets

    rng = random.Random(seed)
    screens = every_screen()
    names = list(screens)
    counts = {"frames": 0, "restarts": 0, "resizes": 0, "closes": 0}
    app = App(Launch(seed=seed))
    app.start_menu()
    size = app.context.display.window_size
    per_screen = max(20, frames // len(names))
    try:
        while counts["frames"] < frames:
            name = names[(counts["frames"] // per_screen) % len(names)]
            if counts["frames"] % per_screen == 0:
                show(app, screens[name])
            for _ in range(rng.randint(0, 4)):
                event = _random_event(rng, size)
                if event is not None:
                    pygame.event.post(event)
                elif rng.random() < 0.88:
                    size = rng.choice([*SIZES, (rng.randint(1, 2000), rng.randint(1, 1200))])
                    resize_window(app, size)
                    counts["resizes"] += 1
                else:
                    pygame.event.post(pygame.event.Event(pygame.QUIT))
                    counts["closes"] += 1
            app.step(FRAME)
            counts["frames"] += 1
            if not app.context.manager.running:  # the input closed the program: start again
                app.context.close()
                assets.clear_caches()
                pygame.quit()
                counts["restarts"] += 1
                app = App(Launch(seed=seed + counts["restarts"]))
                app.start_menu()
                size = app.context.display.window_size
                show(app, screens[name])
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()
    return counts


def test_random_input_on_every_screen_raises_nothing() -> None:
    frames = int(os.environ.get("TABLETOP_MONKEY_FRAMES", "2000"))
    counts = _monkey(frames, seed=2026)
    assert counts["frames"] == frames
    assert counts["resizes"] >= frames // 100 and counts["closes"] >= 2


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_longer_runs(seed: int) -> None:
    counts = _monkey(15_000, seed=seed)
    assert counts["frames"] == 15_000

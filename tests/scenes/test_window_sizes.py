"""Window sizes: a real minimum every screen lays out at, any
size remembered, no screen crashes at any size a window manager can produce, and
closing a small window exits cleanly."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from scenes.shell.app import App, Launch
from scenes.shell.context import MAX_LAYOUT_SIDE, MIN_SIZE, layout_size

from .screens import every_screen, resize_window, show

FRAME = 1 / 60
ROOT = Path(__file__).resolve().parents[2]

ODD_SIZES: list[tuple[int, int]] = [
    (1, 1), (50, 50), (49, 2000), (150, 1440), (300, 2000), (2000, 30), (640, 360),
    (800, 450), (1366, 384), (799, 449), (1280, 720),
]
"""Sizes seen crashing before, the minimum, just below it, and a half-height tile."""


def test_layout_size_never_goes_below_the_minimum_and_keeps_the_window_shape() -> None:
    for window in [*ODD_SIZES, (7680, 4320), (1, 100_000), (100_000, 1)]:
        width, height = layout_size(window)
        assert width >= MIN_SIZE[0] and height >= MIN_SIZE[1]
        if window[0] >= MIN_SIZE[0] and window[1] >= MIN_SIZE[1]:
            assert (width, height) == window
        else:
            assert max(width, height) <= max(MAX_LAYOUT_SIDE, *MIN_SIZE)
            if max(width, height) < MAX_LAYOUT_SIDE:  # not capped: the same shape
                assert abs(width / height - window[0] / window[1]) < 0.01 * width / height
    assert layout_size((640, 360)) == (800, 450)


def test_the_minimum_is_set_on_the_sdl_window(app: App) -> None:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert window.minimum_size == MIN_SIZE


@pytest.mark.parametrize("screen", list(every_screen()))
def test_every_screen_draws_at_every_odd_window_size(app: App, screen: str) -> None:
    show(app, every_screen()[screen])
    for size in ODD_SIZES:
        resize_window(app, size)
        app.step(FRAME)
        app.step(FRAME)
        assert app.context.display.window_size == size
        assert app.context.size == layout_size(size)
        top = app.context.manager.top
        assert top is not None
        assert app.context.manager.running


@pytest.mark.parametrize("size", [(300, 1000), (320, 240), (640, 360)])
def test_below_the_minimum_the_message_stands_alone_and_the_screen_comes_back(
        app: App, size: tuple[int, int]) -> None:
    """Trial s21: in thin or tiny windows the screen, laid out stretched or shrunk past
    reading, showed all round and under the "window too small" message. The message now
    stands alone on the felt, a click or a key there presses nothing unseen, and the screen
    comes back whole when the window grows again."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings import SettingsScene
    from scenes.shell import artwork

    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    resize_window(app, size)
    app.step(FRAME)
    app.step(FRAME)
    box = app.too_small_rect
    assert box is not None
    window = pygame.display.get_surface().copy()
    window.blit(artwork.table_backdrop(size), box, area=box)  # all but the message
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(
        artwork.table_backdrop(size), "RGB"), "the screen shows round the message"
    factor = min(size[0] / app.context.size[0], size[1] / app.context.size[1])
    target = menu.buttons["settings"].rect.center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {
            "button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=(round(target[0] * factor),
                                                        round(target[1] * factor)), **extra))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    app.step(FRAME)
    assert app.context.manager.top is menu, "a press on a screen not shown"
    resize_window(app, (1280, 720))
    app.step(FRAME)
    app.step(FRAME)
    assert app.too_small_rect is None and app.context.size == (1280, 720)
    click = menu.buttons["settings"].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=click, button=1))
        app.step(FRAME)
    assert isinstance(app.context.manager.top, SettingsScene)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_window_below_the_minimum_says_so_in_readable_words(
        app: App, language: str) -> None:
    """At 640x400 the shrunken picture's words were about 6 px tall: a message at ART.md's
    small size says the window is too small and how to grow it, and a click on it presses
    nothing under it."""
    from dataclasses import replace

    from scenes.screens.menu import MenuScene
    from tests.scenes.text_probe import recording

    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, (640, 400))
    with recording() as seen:
        app.step(FRAME)
    said = app.context.words("app.window_too_small", width=MIN_SIZE[0], height=MIN_SIZE[1])
    message = [size for size, text in seen if text in said]
    assert message and min(message) >= 16, seen
    box = app.too_small_rect
    assert box is not None and pygame.Rect(0, 0, 640, 400).contains(box)
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=box.center, button=1))
        app.step(FRAME)
    assert app.context.manager.top is menu
    resize_window(app, MIN_SIZE)  # at the minimum the picture is whole and the message gone
    app.step(FRAME)
    assert app.too_small_rect is None


CLOSE_SCRIPT = textwrap.dedent("""
    import sys
    import pygame
    from scenes.shell.app import App, Launch

    width, height = int(sys.argv[1]), int(sys.argv[2])
    app = App(Launch())
    app.start_menu()
    for _ in range(3):
        app.step(1 / 60)
    pygame.display.set_mode((width, height), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width, height),
                                         w=width, h=height))
    for _ in range(3):
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    sys.exit(app.run())
""")


@pytest.mark.parametrize("size", [(800, 450), (640, 360)])
def test_closing_the_window_at_a_small_size_exits_zero_and_remembers_it(
    size: tuple[int, int], tmp_path: Path
) -> None:
    env = dict(os.environ, TABLETOP_USER_DIR=str(tmp_path / "user"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", CLOSE_SCRIPT, *map(str, size)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    settings = json.loads((tmp_path / "user" / "config" / "settings.json").read_text("utf-8"))
    assert settings["window_size"] == list(size)
    # The next start opens at the minimum at least, and lays out there.
    os.environ["TABLETOP_USER_DIR"] = str(tmp_path / "user")
    try:
        app = App(Launch())
        opened = app.context.display.window_size
        assert opened == (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        app.context.close()
    finally:
        del os.environ["TABLETOP_USER_DIR"]
        pygame.quit()


@pytest.mark.parametrize("size", [(800, 1000), (1080, 1920), (1920, 1080)])
def test_the_menu_tiles_fill_a_portrait_window_in_rows_and_nothing_overlaps(
        app: App, size: tuple[int, int]) -> None:
    """A portrait window puts the game tiles in two rows or more, each at least a quarter of
    the width (one row left them a fifth of it between empty bands); every control lies
    inside the window and none overlaps another."""
    from scenes.screens.menu import MenuScene

    resize_window(app, size)
    app.step(FRAME)
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    width, height = menu.size
    rows = {tile.rect.top for tile in menu.tiles}
    if width > height:
        assert len(rows) == 1
    else:
        assert len(rows) >= 2
        assert all(tile.rect.width >= width // 4 for tile in menu.tiles)
    controls = [tile.rect for tile in menu.tiles]
    controls += [button.rect for pair in menu.pairs.values() for button in pair]
    controls += [button.rect for button in menu.buttons.values()]
    screen = pygame.Rect(0, 0, width, height)
    assert all(screen.contains(rect) for rect in controls)
    assert not [(a, b) for index, a in enumerate(controls) for b in controls[index + 1:]
                if a.colliderect(b)]

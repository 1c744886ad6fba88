"""The window pipeline: big windows, fullscreen on and off, clicks at 4K."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from scenes.shell import display
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.tools.smoke import computer_seats
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.scenes.program import running_app

FRAME = 1 / 60
SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.fixture
def app() -> Iterator[App]:
    with running_app(persist=False) as application:
        yield application


def resize_window(application: App, size: tuple[int, int]) -> None:
    """What a player dragging the window's corner does: the window changes, SDL says so."""
    display._window().size = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    application.step(FRAME)


def press_f11(application: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                         scancode=0))
    application.step(FRAME)


def test_big_windows_draw_at_half_size_and_small_ones_at_full_size() -> None:
    assert [display.render_size(size) for size in SIZES] == [
        (1280, 720), (1920, 1080), (2560, 1440), (1920, 1080)]
    assert display.render_size((5120, 2880)) == (2560, 1440)
    assert display.render_size((3440, 1440)) == (1720, 720)
    for width in range(800, 8000, 97):
        size = (width, width * 9 // 16)
        drawn = display.render_size(size)
        assert drawn[0] * drawn[1] <= display.RENDER_CAP_AREA
        assert drawn[0] * display.render_scale(size) <= size[0]


@pytest.mark.parametrize("screen", [(800, 600), (1024, 600)])
def test_a_window_opens_within_a_screen_smaller_than_it(
        app: App, monkeypatch: pytest.MonkeyPatch, screen: tuple[int, int]) -> None:
    """On an 800x600 screen a 1280x720 window stood partly off it (trial s12)."""
    monkeypatch.setattr(display, "real_screens", lambda: [screen])
    app.context.display.open(fullscreen=False, windowed_size=display.DEFAULT_SIZE)
    assert app.context.display.window_size == screen
    app.step(1 / 60)  # and the program draws there


def test_a_first_window_grows_with_a_high_density_desktop() -> None:
    assert display.first_window_size((1366, 768)) == (1280, 720)
    assert display.first_window_size((2560, 1600)) == (2133, 1200)
    assert display.first_window_size((3840, 2160)) == (3200, 1800)


def test_a_first_start_is_couch_sized_on_a_1080p_television() -> None:
    """On a 1920x1080 TV the first window was 1280x720 and everything small (trial s24)."""
    assert display.first_window_size((1920, 1080)) == (1600, 900)


def test_resizing_across_sizes_and_fullscreen_on_and_off_never_fails(app: App) -> None:
    context = app.context
    for size in [*SIZES, *reversed(SIZES[:-1])]:
        resize_window(app, size)
        assert context.display.window_size == size
        assert context.size == display.render_size(size) == context.display.surface.get_size()
        assert context.display.screenshot().get_size() == size
        place = pygame.display.get_window_position()
        press_f11(app)
        assert context.display.fullscreen and context.settings.fullscreen
        assert context.size == context.display.surface.get_size()
        app.step(FRAME)
        press_f11(app)
        assert not context.display.fullscreen
        assert context.display.window_size == size  # the same size and place as before
        assert pygame.display.get_window_position() == place
        assert context.size == display.render_size(size)
        app.step(FRAME)


def test_fullscreen_stands_at_the_screen_corner_and_leaving_it_puts_the_window_back(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """With no window manager (Xvfb), X11 left a fullscreen window at the windowed origin:
    the frame ran off right and below past a black band top and left (trial s13). SDL
    ignores a move once fullscreen, so the window goes to the corner before."""
    calls: list[tuple[str, object]] = []
    move, set_mode = pygame.display.set_window_position, pygame.display.set_mode

    def moved(place: tuple[int, int]) -> None:
        calls.append(("move", tuple(place)))
        move(place)

    def made(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        calls.append(("mode", bool(flags & pygame.FULLSCREEN)))
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_window_position", moved)
    monkeypatch.setattr(pygame.display, "set_mode", made)
    place = pygame.display.get_window_position()
    assert place != display.SCREEN_CORNER  # the dummy driver centres the window
    press_f11(app)
    assert app.context.display.fullscreen
    assert calls.index(("move", display.SCREEN_CORNER)) < calls.index(("mode", True))
    calls.clear()
    press_f11(app)
    assert calls[-1] == ("move", place) and ("mode", False) in calls


def test_a_game_scene_survives_resizes_and_fullscreen_at_every_size(app: App) -> None:
    spec = GAMES["yacht"]
    session = GameSession.start(spec, computer_seats(ENGLISH, "yacht", 2), 11)
    app.context.manager.apply(Push(make_game_scene(app.context, session)))
    for size in SIZES:
        resize_window(app, size)
        for _ in range(20):
            app.step(FRAME)
        press_f11(app)
        press_f11(app)
        assert app.context.display.window_size == size
    picture = app.context.display.screenshot()
    assert picture.get_size() == (3840, 2160)
    # Drawn at 1920x1080 and doubled: every 2x2 block of the 4K picture is one colour.
    for x, y in [(100, 100), (1920, 1080), (3000, 400), (640, 1900)]:
        block = {tuple(picture.get_at((x + dx, y + dy))) for dx in (0, 1) for dy in (0, 1)}
        assert len(block) == 1


def test_a_click_on_a_4k_window_lands_on_the_tile_under_the_pointer(app: App) -> None:
    resize_window(app, (3840, 2160))
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    tile = next(tile for tile in menu.tiles if tile.game_id == "yacht")
    x, y = tile.rect.center  # drawing-surface pixels; the window has twice as many
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(2 * x, 2 * y), button=1))
    for _ in range(3):
        app.step(FRAME)
    assert isinstance(app.context.manager.top, SetupScene)


def test_the_window_size_kept_for_next_time_is_the_window_not_the_drawing(app: App) -> None:
    resize_window(app, (3840, 2160))
    app.context.remember_window_size()
    assert app.context.settings.window_size == (3840, 2160)


def test_bench_reports_drawing_and_presenting_apart_with_the_drawing_size() -> None:
    from scenes.tools.bench import SIZES as BENCH_SIZES
    from scenes.tools.bench import describe, summary

    assert list(BENCH_SIZES) == SIZES
    frames, presents, cpu = [2.0, 3.0, 12.0, 2.5], [1.0, 1.0, 9.0, 1.0], [1.5, 2.0, 4.0, 2.0]
    result = summary(frames, presents, (1920, 1080), cpu)
    assert result["p99_ms"] == 12.0 and result["present_p99_ms"] == 9.0
    assert result["draw_p99_ms"] == 3.0 and result["draw_p50_ms"] == 2.0
    assert result["cpu_p99_ms"] == 4.0 and result["drawn_at"] == "1920x1080"
    assert "drawn at 1920x1080" in describe(result)
    assert set(summary(frames)) == {"p50_ms", "p99_ms", "frames"}

"""The window and how a frame reaches it (big screens).

Scenes draw onto ``pygame.display.get_surface()``, the *drawing surface*.
Up to :data:`RENDER_CAP_AREA` pixels (2560x1440) it is the window itself.
On a bigger window (a 4K television in fullscreen) the program draws at an
integer fraction of the window, 1920x1080 for 3840x2160, and SDL's renderer
(pygame-ce's ``SCALED`` mode) doubles every pixel on the graphics card with
nearest-neighbour filtering (without a graphics card, :meth:`Display.present`
doubles it in software): edges stay as crisp as on a 1080p screen of the
same size and nothing is smeared by a fractional scale. Drawing every pixel
of a 4K frame in software costs about four times a 1080p frame and missed
60 Hz (measured); see the README's "Big screens" section.

Fullscreen is desktop fullscreen on the display the window is on (pygame's
``set_mode`` keeps the window's display; on a lone display the window first moves
to its corner, where no window manager would put it); leaving it restores the
window's size and place. On Windows the process is made per-monitor DPI aware, so the
window is sized in physical pixels (sharp at 150-200 % scaling), and a first
start sizes the window from the desktop rather than a fixed 1280x720.
"""

from __future__ import annotations

import os
import time
import warnings

import pygame

RENDER_CAP_AREA = 2560 * 1440
"""The most pixels a frame is drawn with; a bigger window is drawn at 1/2 (1/3...) size."""

DEFAULT_SIZE: tuple[int, int] = (1280, 720)
MIN_SIZE: tuple[int, int] = (800, 450)
"""The smallest window, set on the SDL window; every screen lays out at this size or
larger. A window manager that still makes the window smaller (or a tiled half-height
window) shows only a message on the felt saying so, the screen laid out at the minimum
behind it unseen until the window grows (see :mod:`scenes.shell.app`)."""
MAX_WINDOW: tuple[int, int] = (7680, 4320)
"""The largest window a remembered size opens, whatever the displays report: an 8K
television. A hand-edited 40000x40000 made X11 refuse the window and 65535x65535 abort
the interpreter; headless, 30000x30000 took 7 GB and seconds a frame."""
SCREEN_CORNER: tuple[int, int] = (0, 0)
"""Where a lone display's top left corner is, where a fullscreen window stands."""
FIRST_WINDOW_SHARE = 5 / 6
"""A first start's window takes this share of the desktop's width and height (at least
1280x720): 1600x900 on a 1080p television, read from the couch. Two thirds (1280x720)
left every word small on a TV (trial s24); the rest leaves room for a taskbar."""


class NoDisplay(Exception):
    """No window can be opened: no display server (or another program holds it), or
    the video driver asked for does not exist. The message is SDL's reason."""


INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})
"""SDL video drivers that draw into memory only: nobody would see the window."""


def start_video() -> None:
    """Start the video system, or raise :class:`NoDisplay` saying why it cannot start.

    ``pygame.init()`` reports nothing when the display fails to start; the first
    call that needs it then raised "video system not initialized" mid start-up.
    With neither X11 nor Wayland, SDL falls back to its invisible offscreen driver and
    the program ran with no window at all; an invisible driver is used only when
    ``SDL_VIDEODRIVER`` asks for it (the tests, ``--smoke`` and ``--bench``).
    """
    if not pygame.display.get_init():
        try:
            pygame.display.init()
        except pygame.error as error:
            raise NoDisplay(str(error) or "the video system did not start") from None
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER", "").strip():
        pygame.display.quit()
        raise NoDisplay(f"no X11 or Wayland display was found and SDL fell back to its "
                        f"invisible {driver} driver; set DISPLAY or WAYLAND_DISPLAY, or "
                        f"choose a driver with SDL_VIDEODRIVER")


def prepare_environment() -> None:
    """SDL hints read when the video system starts: call before ``pygame.init()``."""
    # Per-monitor DPI awareness: the window is measured in physical pixels and
    # Windows never stretches (blurs) it on a 150-200 % display.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def render_scale(window: tuple[int, int]) -> int:
    """The integer factor between the window and the drawing surface.

    >>> render_scale((1920, 1080)), render_scale((2560, 1440)), render_scale((3840, 2160))
    (1, 1, 2)
    >>> render_scale((7680, 4320))
    3
    """
    width, height = max(1, window[0]), max(1, window[1])
    factor = 1
    while (width // factor) * (height // factor) > RENDER_CAP_AREA:
        factor += 1
    return factor


def render_size(window: tuple[int, int]) -> tuple[int, int]:
    """The drawing surface's size for a window of this size.

    >>> render_size((3840, 2160)), render_size((3440, 1440)), render_size((1280, 720))
    ((1920, 1080), (1720, 720), (1280, 720))
    """
    factor = render_scale(window)
    return max(1, window[0] // factor), max(1, window[1] // factor)


def first_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """A 16:9 window covering five sixths of the desktop, never under 1280x720.

    On a high-density laptop (3840x2160 at 200 %) this is 3200x1800 physical
    pixels, the size a 1600x900 window has on an ordinary screen.

    >>> first_window_size((1920, 1080)), first_window_size((3840, 2160))
    ((1600, 900), (3200, 1800))
    """
    width = round(min(desktop[0], desktop[1] * 16 / 9) * FIRST_WINDOW_SHARE)
    width = max(DEFAULT_SIZE[0], width)
    return width, round(width * 9 / 16)


def fitting_size(size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """A remembered window ``size`` that fits the displays there are.

    Each side is at least :data:`MIN_SIZE` and at most the largest display's side,
    though a display smaller than :data:`DEFAULT_SIZE` does not shrink it below the
    size a first start opens (:func:`first_window_size`); never above :data:`MAX_WINDOW`.

    >>> fitting_size((65535, 65535), [(1920, 1080)]), fitting_size((640, 360), [])
    ((1920, 1080), (800, 450))
    >>> fitting_size((40000, 900), [(1920, 1080), (3840, 2160)])
    (3840, 900)
    """
    limits = [
        min(cap, max([default, *(desktop[axis] for desktop in desktops)]))
        for axis, (cap, default) in enumerate(zip(MAX_WINDOW, DEFAULT_SIZE, strict=True))
    ]
    width, height = _at_least_minimum(size)
    return min(width, limits[0]), min(height, limits[1])


def within_screen(size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """``size`` cut to the largest display, never under :data:`MIN_SIZE`: on a screen
    smaller than the window a first start or a remembered size asks for, the window fits
    it (the scenes draw on a canvas scaled down to it). On an 800x600 screen a 1280x720
    window stood partly off it, Quit and Continue out of reach (trial s12).

    >>> within_screen((1280, 720), [(800, 600)]), within_screen((1280, 720), [(1024, 600)])
    ((800, 600), (1024, 600))
    >>> within_screen((1280, 720), []), within_screen((1280, 720), [(640, 480)])
    ((1280, 720), (800, 480))
    """
    if not desktops:
        return size
    return (max(MIN_SIZE[0], min(size[0], max(width for width, _ in desktops))),
            max(MIN_SIZE[1], min(size[1], max(height for _, height in desktops))))


def real_screens() -> list[tuple[int, int]]:
    """The displays a window must fit: none under SDL's dummy driver, whose 1024x768
    desktop is made up (the headless tests' windows keep the size they ask for)."""
    if not pygame.display.get_init() or pygame.display.get_driver() == "dummy":
        return []
    return desktop_sizes()


def desktop_sizes() -> list[tuple[int, int]]:
    """The sizes of the displays there are (none before the video system starts)."""
    if not pygame.display.get_init():
        return []
    return [(int(width), int(height)) for width, height in pygame.display.get_desktop_sizes()]


def _window() -> pygame.Window:
    """The display module's window as a :class:`pygame.Window` (size, minimum size)."""
    with warnings.catch_warnings():
        # pygame-ce 2.5 marks this bridge for surface rendering as deprecated; it is
        # the only way to size a window whose drawing surface is SCALED.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


class Display:
    """Creates the window, switches fullscreen and presents frames.

    Attributes:
        fullscreen: whether the window fills its display.
        windowed_size: the window's size when not fullscreen (physical pixels).
        scale: the integer factor from the drawing surface to the window.
        gpu_scaling: None until a window above the cap has been made; then whether
            SDL found a graphics-card renderer to scale with (pygame-ce ``SCALED``).
            Without one (the dummy driver, a bare virtual machine) the frame is drawn
            on :attr:`canvas` and doubled in software into the window surface, which
            costs a third of what SDL's software renderer takes for the same job.
        present_ms: how long the last :meth:`present` took (the benchmark reads it).
    """

    def __init__(self) -> None:
        self.fullscreen = False
        self.windowed_size: tuple[int, int] = DEFAULT_SIZE
        self.windowed_position: tuple[int, int] | None = None
        self.scale = 1
        self.gpu_scaling: bool | None = None
        self.canvas: pygame.Surface | None = None
        self.present_ms = 0.0

    @property
    def surface(self) -> pygame.Surface:
        """The drawing surface: scenes draw the frame here."""
        if self.canvas is not None:
            return self.canvas
        screen = pygame.display.get_surface()
        assert screen is not None, "no window"
        return screen

    @property
    def size(self) -> tuple[int, int]:
        """The drawing surface's size: what scenes lay out for."""
        if self.canvas is None and pygame.display.get_surface() is None:
            return render_size(self.windowed_size)
        return self.surface.get_size()

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size in pixels (what the player sees)."""
        if pygame.display.get_surface() is None:
            return self.windowed_size
        return pygame.display.get_window_size()

    def open(self, *, fullscreen: bool, windowed_size: tuple[int, int] | None = None) -> None:
        """Create or re-create the window: fullscreen, or a window of ``windowed_size``."""
        if windowed_size is not None:
            # Checked before the window exists: SDL would try whatever it is asked.
            self.windowed_size = within_screen(fitting_size(windowed_size, desktop_sizes()),
                                               real_screens())
        if fullscreen:
            self._enter_fullscreen()
        else:
            self._leave_fullscreen()

    def toggle_fullscreen(self) -> None:
        self.open(fullscreen=not self.fullscreen)

    def _enter_fullscreen(self) -> None:
        had_window = pygame.display.get_surface() is not None
        desktops = pygame.display.get_desktop_sizes()
        if had_window and not self.fullscreen:
            self.windowed_size = self.window_size
            self.windowed_position = pygame.display.get_window_position()
            if len(desktops) == 1:
                # The window goes to the display's corner first: with no window manager
                # to place it, X11 kept a fullscreen window at the windowed origin, the
                # frame cut off right and below past a black band top and left (trial s13,
                # Xvfb). SDL ignores a move once fullscreen; leaving puts it back.
                pygame.display.set_window_position(SCREEN_CORNER)
        self.fullscreen = True
        self.canvas = None
        scales = {render_scale(size) for size in desktops}
        if len(scales) == 1:
            # Every display wants the same drawing scale: one mode switch. pygame's
            # set_mode keeps the display the window is on.
            self.scale = scales.pop()
            desktop = desktops[0] if len(desktops) == 1 else None
        else:
            # (0, 0) asks for the desktop size of the display the window is on.
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            desktop = pygame.display.get_window_size()
            self.scale = render_scale(desktop)
        if self.scale == 1:
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return
        if desktop is None:  # displays of different sizes but the same scale
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            desktop = pygame.display.get_window_size()
        self._make_scaled(desktop, pygame.FULLSCREEN)

    def _leave_fullscreen(self) -> None:
        was_fullscreen = self.fullscreen
        self.fullscreen = False
        self.set_window_size(self.windowed_size)
        if was_fullscreen and self.windowed_position is not None:
            pygame.display.set_window_position(self.windowed_position)

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Make the (non-fullscreen) window ``size`` pixels, drawing at :func:`render_size`."""
        size = _at_least_minimum(size)
        self.windowed_size = size
        self.scale = render_scale(size)
        self.canvas = None
        if self.scale == 1:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self._make_scaled(size, pygame.RESIZABLE)
        _window().minimum_size = MIN_SIZE

    def _make_scaled(self, window: tuple[int, int], flags: int) -> None:
        """A ``window``-sized window whose frames are drawn at :func:`render_size`."""
        drawn = render_size(window)
        if self.gpu_scaling is not False:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                pygame.display.set_mode(drawn, flags | pygame.SCALED)
            self.gpu_scaling = not any("no fast renderer" in str(w.message) for w in caught)
            if self.gpu_scaling:
                if not self.fullscreen:
                    # SCALED picks its own whole multiple that fits the desktop: keep ours.
                    _window().size = (drawn[0] * self.scale, drawn[1] * self.scale)
                return
        screen = pygame.display.set_mode(window, flags)
        self.canvas = pygame.Surface(drawn, 0, screen)

    def window_resized(self) -> bool:
        """The player resized the window: re-create the drawing surface if its size must
        change. Returns whether the drawing surface's size changed."""
        if self.fullscreen or pygame.display.get_surface() is None:
            return False
        before = self.size
        window = pygame.display.get_window_size()
        if self.scale == 1 and render_scale(window) == 1:
            self.windowed_size = window  # the surface already follows the window
        elif render_size(window) != before or (self.canvas is not None
                                               and window != self.windowed_size):
            self.set_window_size(window)
        return self.size != before

    def to_drawing(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with mouse positions in drawing-surface pixels. SDL's renderer maps
        them itself when it scales; the software doubling needs this."""
        if self.canvas is None or "pos" not in event.dict:
            return event
        x, y = event.pos
        moved = dict(event.dict, pos=(x // self.scale, y // self.scale))
        if "rel" in moved:
            moved["rel"] = (event.rel[0] // self.scale, event.rel[1] // self.scale)
        return pygame.event.Event(event.type, moved)

    def present(self) -> None:
        """Show the drawn frame, scaled to the window when :attr:`scale` > 1."""
        started = time.perf_counter()
        if self.canvas is not None:
            screen = pygame.display.get_surface()
            assert screen is not None, "no window"
            width, height = self.canvas.get_size()
            target = pygame.Rect(0, 0, width * self.scale, height * self.scale)
            target.clamp_ip(screen.get_rect())
            pygame.transform.scale(self.canvas, target.size, screen.subsurface(target))
        pygame.display.flip()
        self.present_ms = (time.perf_counter() - started) * 1000

    def screenshot(self) -> pygame.Surface:
        """The frame as the window shows it: the drawing surface with each pixel
        repeated :attr:`scale` times, as SDL's nearest-neighbour scaling does."""
        surface = self.surface
        if self.scale == 1:
            return surface.copy()
        width, height = surface.get_size()
        return pygame.transform.scale(surface, (width * self.scale, height * self.scale))


def _at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))

"""A remembered ``window_size`` fits the displays there are.

Settings accept any size up to 65535x65535 (a tiled or tiny window is worth
remembering); the window opened from it is fitted to the desktops before it
is created. Generated sizes and desktops check the rule; hand-edited sizes
that stopped the program (or took seconds a frame) start it headless.
"""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.shell import assets, display
from scenes.shell.app import App, Launch
from tabletop import storage
from tabletop.storage.settings import MAX_WINDOW as REMEMBERED_MAX
from tabletop.storage.settings import MIN_WINDOW as REMEMBERED_MIN
from tests.patience import Stopwatch

SIDES = st.integers(REMEMBERED_MIN[0], REMEMBERED_MAX[0])
DESKTOPS = st.lists(st.tuples(st.integers(320, 16384), st.integers(240, 16384)), max_size=4)


@settings(max_examples=2000, deadline=None)
@given(st.tuples(SIDES, SIDES), DESKTOPS)
def test_a_fitted_size_is_within_the_displays_and_the_cap(size: tuple[int, int],
                                                          desktops: list[tuple[int, int]]
                                                          ) -> None:
    width, height = display.fitting_size(size, desktops)
    biggest = (max([display.DEFAULT_SIZE[0], *(w for w, _ in desktops)]),
               max([display.DEFAULT_SIZE[1], *(h for _, h in desktops)]))
    assert display.MIN_SIZE[0] <= width <= min(biggest[0], display.MAX_WINDOW[0])
    assert display.MIN_SIZE[1] <= height <= min(biggest[1], display.MAX_WINDOW[1])
    # A size that already fits is kept as it is.
    if display.MIN_SIZE[0] <= size[0] <= biggest[0] and size[0] <= display.MAX_WINDOW[0]:
        assert width == size[0]
    assert display.fitting_size((width, height), desktops) == (width, height)


HOSTILE_SIZES = [(65535, 65535), (40000, 40000), (30000, 30000), (65535, 1), (1, 65535),
                 (5000, 3000), (1, 1), (1025, 769)]


def test_a_hand_edited_window_size_starts_in_a_window_that_fits() -> None:
    pygame.display.init()
    desktops = pygame.display.get_desktop_sizes()
    pygame.quit()
    widest = max([display.DEFAULT_SIZE[0], *(w for w, _ in desktops)])
    tallest = max([display.DEFAULT_SIZE[1], *(h for _, h in desktops)])
    for size in HOSTILE_SIZES:
        assert storage.save_settings(storage.Settings(window_size=size)) is None
        watch = Stopwatch()
        app = App(Launch())
        try:
            app.start_menu()
            for _ in range(3):
                app.step(1 / 60)
            took = watch.seconds()
            width, height = app.context.display.window_size
            assert width <= widest and height <= tallest, size
            assert took < 10, f"{size}: {took:.1f} s to the third frame"
        finally:
            app.context.close()
            assets.clear_caches()
            pygame.quit()

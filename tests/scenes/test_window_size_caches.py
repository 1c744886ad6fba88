"""What the program keeps drawn stays bounded however often the window changes size: each
size's panels, shadows, backdrops and codes are garbage once the window has another
(trial s24: 60 random sizes on the phones' codes screen took the program from 402 to
988 MB, and more rounds to 1,257 MB, never given back)."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import pytest

from scenes.shell import assets
from scenes.shell.app import App
from tests.scenes.screens import every_screen_and_lesson, resize_window, show
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SIZES = 60


def _drawing_caches() -> Iterator[tuple[str, int]]:
    """Each cache of drawn things in the scenes' modules and how many it holds; text, which
    is small and bounded on its own (tests/scenes/test_text_caches_bounded.py), aside."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("scenes.") or module is assets:
            continue
        for attribute, value in vars(module).items():
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                yield f"{name}.{attribute}", info().currsize


def _kept() -> int:
    return sum(count for _, count in _drawing_caches())


@pytest.mark.parametrize("screen", ["phones_wizard_extreme", "game_polterfass"])
def test_many_window_sizes_keep_no_more_drawn_than_one(app: App, screen: str) -> None:
    show(app, every_screen_and_lesson()[screen])
    resize_window(app, (1280, 720))
    frames(app, 2)
    one_size = _kept()
    sizes = random.Random(24)
    for _ in range(SIZES):
        resize_window(app, (sizes.randint(800, 1920), sizes.randint(450, 1080)))
        frames(app, 1)
    resize_window(app, (1280, 720))
    frames(app, 2)
    grown = {name: count for name, count in _drawing_caches() if count > 8}
    assert _kept() <= one_size * 1.25 + 8, f"kept for old window sizes: {grown}"


def test_fonts_kept_open_are_bounded(app: App) -> None:
    opened = assets.FONT_CACHE_SIZE + 72  # each open face holds about half a megabyte
    for size_px in range(8, 8 + opened):
        assets.font(size_px)
    kept = assets.font.cache_info()
    assert kept.maxsize is not None, "every font size ever asked for is kept open"
    assert kept.currsize <= kept.maxsize < opened

"""Fixtures for widget tests: a headless pygame with a small window."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    """pygame initialised under the dummy drivers, with a 1280x720 window."""
    from scenes import assets
    from scenes.widgets import tween

    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    tween.set_animation_speed(tween.AnimationSpeed.NORMAL)
    yield surface
    tween.set_animation_speed(tween.AnimationSpeed.NORMAL)
    assets.clear_caches()
    pygame.quit()
